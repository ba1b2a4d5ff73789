// A reader's check of the publication (issue 58), on records of campaign units standing in for a
// reader's machine: a unit of a sound host, a unit of a host the gate refuses, and a planted slow product.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateComparisons } from '../../src/lib/comparisons.ts';
import { validateDataset } from '../../src/lib/dataset.ts';
import { readAllShards, type RawRecord } from '../gather/records.ts';
import { publicationInputs } from '../run.ts';
import { checkPublication } from './check.ts';
import { renderCheckReport, summaryLine } from './report.ts';

const root = join(import.meta.dirname, '..', '..');
const dataset = validateDataset(JSON.parse(readFileSync(join(root, 'data', 'publication.json'), 'utf8')));
const comparisons = validateComparisons(JSON.parse(readFileSync(join(root, 'data', 'comparisons.json'), 'utf8')), dataset);
const unit = (host: string, name: string) => readAllShards(join(root, 'data', 'campaign-1.3', 'units', host, name));
const check = (records: RawRecord[]) => checkPublication(records, dataset, comparisons, publicationInputs(join(root, 'data', 'visits')));

describe('checking the publication on a machine', () => {
	it('admits a sound machine and compares every median and every decided pair of its view', () => {
		const result = check(unit('bf7585fa3557', 'round-1.mobile-react'));
		expect(result.admitted).toBe(true);
		const measured = dataset.cells.filter((c) => c.profile === 'mobile' && c.framework === 'react' && c.answers.bannerVisible.status === 'measured');
		expect(new Set(result.outcomes.map((r) => r.product))).toEqual(new Set(measured.map((c) => c.product)));
		expect(result.tally.decided).toBeGreaterThan(100);
		expect(result.tally.contradicted).toBe(0);
		expect(result.controls[0].measures.find((m) => m.measure === 'task')?.ratio).toBeCloseTo(549.5 / 718, 3);
		// A one-round check is set beside the publication's own hosts held out one round at a time.
		expect(result.sameHostCeiling?.of).toBeGreaterThan(0);
		expect(summaryLine(result)).toMatch(/^Check of publication measured-.*: the validity gate would admit this machine; \d+ of \d+ medians inside the published ranges \(\d+%\); head to head \d+ of \d+ decided conclusions held, \d+ open, 0 contradicted\.$/);
	});

	it('tells a machine the gate would refuse so first, with its figures, before any number', () => {
		const result = check(unit('8e821e4e96e4', 'round-1.desktop-react'));
		expect(result.admitted).toBe(false);
		const report = renderCheckReport(result, dataset, 'npm run reproduce -- --profile desktop --framework react');
		const refusal = report.indexOf('**The validity gate would refuse this machine.**');
		expect(refusal).toBeGreaterThan(0);
		expect(refusal).toBeLessThan(report.indexOf('## Medians'));
		expect(report).toContain('×4.09 of the reference 373 ms');
		expect(summaryLine(result)).toContain('the validity gate would REFUSE this machine (control)');
	});

	it('finds a product that ran slower here: its medians fall outside and the pairs it won are contradicted', () => {
		const records = unit('bf7585fa3557', 'round-1.mobile-react').map((r) =>
			r.kind === 'visit' && r.page === 'cookieconsent' && r.bannerVisibleAt !== null ? { ...r, bannerVisibleAt: r.bannerVisibleAt + 3000 } : r
		);
		const result = check(records);
		expect(result.outcomes.find((r) => r.product === 'cookieconsent' && r.outcome === 'bannerVisible')?.within).toBe(false);
		const contradicted = result.headToHead.filter((r) => r.status === 'contradicted');
		expect(contradicted.length).toBeGreaterThan(0);
		expect(contradicted.every((r) => r.outcome === 'bannerVisible' && (r.a === 'cookieconsent' || r.b === 'cookieconsent'))).toBe(true);
		expect(summaryLine(result)).not.toContain(' 0 contradicted');
	});
});
