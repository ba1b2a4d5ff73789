// A reader's check of the publication (issues 58, 64, 65), on records of campaign units standing in for a
// reader's machine: a unit of a sound host, the same unit as an Intel host would have written it, a unit
// of a host the gate refuses, a unit of the old harness, and a planted slow product.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateComparisons } from '../../src/lib/comparisons.ts';
import { validateDataset } from '../../src/lib/dataset.ts';
import { readAllShards, type RawRecord } from '../gather/records.ts';
import { publicationInputs } from '../run.ts';
import { checkPublication } from './check.ts';
import { renderCheckReport, summaryLine } from './report.ts';
import { metricDefinition } from '../../src/lib/metrics.ts';

const root = join(import.meta.dirname, '..', '..');
const dataset = validateDataset(JSON.parse(readFileSync(join(root, 'data', 'publication.json'), 'utf8')));
const comparisons = validateComparisons(JSON.parse(readFileSync(join(root, 'data', 'comparisons.json'), 'utf8')), dataset);
const unit = (host: string, name: string, campaign = 'campaign-2.0') => readAllShards(join(root, 'data', campaign, 'units', host, name));
const check = (records: RawRecord[]) => checkPublication(records, dataset, comparisons, publicationInputs(join(root, 'data', 'visits')));

/**
 * The campaign has no Intel host, so this is a real unit's records with the machine an Intel Xeon VM's run
 * records carry (a Sapphire Rapids VM's /proc/cpuinfo, as gather/facts.ts words it) and a host id of its own.
 */
const asIntelHost = (records: RawRecord[]): RawRecord[] =>
	records.map((r) =>
		r.kind === 'run'
			? { ...r, machine: { ...r.machine, id: '1a2b3c4d5e6f', cpuModel: 'Intel(R) Xeon(R) Platinum 8481C CPU @ 2.70GHz', cpuGeneration: 'GenuineIntel family 6 model 143 stepping 8, cache 107520 KB' } }
			: r
	);

describe('checking the publication on a machine', () => {
	it('admits a sound machine and compares every median and every decided pair of its view', () => {
		const result = check(unit('1a4c4d64821a', 'round-1.mobile-react'));
		expect(result.admitted).toBe(true);
		const measured = dataset.cells.filter((c) => c.profile === 'mobile' && c.framework === 'react' && c.answers.bannerVisible.status === 'measured');
		expect(new Set(result.outcomes.map((r) => r.product))).toEqual(new Set(measured.map((c) => c.product)));
		expect(result.tally.decided).toBeGreaterThan(100);
		expect(result.tally.contradicted).toBe(0);
		expect(result.controls[0].task?.ratio).toBeCloseTo(1018.8 / 718, 3);
		// Every timing but added bytes is judged against the machine spread, save (from 2.1) a Δ the publication states within the practical margin, which has none; each of this machine's medians has its own range.
		const withinMargin = (r: (typeof result.outcomes)[number]) => metricDefinition(r.outcome).delta && Math.abs(r.published.median) <= (metricDefinition(r.outcome).practicalMargin ?? 0);
		expect(result.outcomes.filter((r) => withinMargin(r) && r.outcome !== 'addedBytes').length).toBeGreaterThan(0);
		expect(result.outcomes.filter((r) => r.withinSpread !== null).length).toBe(result.outcomes.filter((r) => r.outcome !== 'addedBytes' && !withinMargin(r)).length);
		const series = result.series.find((h) => h.profile === 'mobile' && h.framework === 'react')!;
		expect(series.products.every((p) => p.intervals?.bannerVisible && p.intervals.bannerVisible.low <= p.medians.bannerVisible! && p.medians.bannerVisible! <= p.intervals.bannerVisible.high)).toBe(true);
		// A one-round check is set beside the publication's own hosts held out one round at a time.
		expect(result.sameHostCeiling?.of).toBeGreaterThan(0);
		expect(summaryLine(result)).toMatch(/^Check of publication measured-.*: the validity gate would admit this machine; head to head \d+ of \d+ decided conclusions held, \d+ open, 0 contradicted; \d+ of \d+ medians of timings inside the machine spread \(\d+%\); \d+ of \d+ medians inside the pooled ranges \(\d+%\)\.$/);
	});

	it('works the same on an Intel host: the same verdicts and figures, its CPU named', () => {
		const amd = check(unit('1a4c4d64821a', 'round-1.mobile-react'));
		const intel = check(asIntelHost(unit('1a4c4d64821a', 'round-1.mobile-react')));
		expect(intel.admitted).toBe(true);
		expect(intel.machine.cpu).toBe('Intel Sapphire Rapids (Xeon Scalable, 4th generation): GenuineIntel family 6 model 143 stepping 8, cache 107520 KB');
		expect(intel.tally).toEqual(amd.tally);
		expect(intel.outcomes).toEqual(amd.outcomes);
		const report = renderCheckReport(intel, dataset, 'npm run reproduce -- --profile mobile --framework react');
		expect(report).toContain('CPU: Intel Sapphire Rapids');
		expect(report).toContain('(host id 1a2b3c4d5e6f)');
	});

	it('refuses records of a harness older than 2.0, which read presses another way, and says which code reads them', () => {
		expect(dataset.publication.methodologyVersion).toBe('2.2');
		expect(() => check(unit('bf7585fa3557', 'round-1.mobile-react', 'campaign-1.3'))).toThrow(/gathered by a harness older than 2\.0 \(commit [0-9a-f]+\).*npm run republish-archived/);
		expect(check(unit('1a4c4d64821a', 'round-1.mobile-react')).admitted).toBe(true);
	});

	it('tells a machine the gate would refuse so first, with its figures, before any number', () => {
		const result = check(unit('c0db0d9a21c4', 'round-1.desktop-astro'));
		expect(result.admitted).toBe(false);
		const report = renderCheckReport(result, dataset, 'npm run reproduce -- --profile desktop --framework astro');
		const refusal = report.indexOf('**The validity gate would refuse this machine.**');
		expect(refusal).toBeGreaterThan(0);
		expect(refusal).toBeLessThan(report.indexOf('## Head to head'));
		expect(report.indexOf('## Head to head')).toBeLessThan(report.indexOf('## Medians'));
		expect(report).toContain('×1.81 of the reference 149 ms');
		expect(summaryLine(result)).toContain('the validity gate would REFUSE this machine (control)');
	});

	it('finds a product that ran slower here: its medians fall outside and the pairs it won are contradicted', () => {
		const records = unit('1a4c4d64821a', 'round-1.mobile-react').map((r) =>
			r.kind === 'visit' && r.page === 'cookieconsent' && r.bannerVisibleAt !== null ? { ...r, bannerVisibleAt: r.bannerVisibleAt + 3000 } : r
		);
		const result = check(records);
		const banner = result.outcomes.find((r) => r.product === 'cookieconsent' && r.outcome === 'bannerVisible');
		expect(banner?.within).toBe(false);
		expect(banner?.withinSpread).toBe(false);
		const contradicted = result.headToHead.filter((r) => r.status === 'contradicted');
		expect(contradicted.length).toBeGreaterThan(0);
		expect(contradicted.every((r) => r.outcome === 'bannerVisible' && (r.a === 'cookieconsent' || r.b === 'cookieconsent'))).toBe(true);
		expect(summaryLine(result)).not.toContain(' 0 contradicted');
	});

	it('names a page whose visits failed here, in the summary and in its own section, since the check runs no preflight', () => {
		const records = unit('1a4c4d64821a', 'round-1.mobile-react');
		const clean = check(records);
		expect(clean.failedPages).toEqual([]);
		expect(summaryLine(clean)).not.toContain('FAILED');
		// Klaro's measured visits end in an error, as when its accept button never appears on this machine.
		const broken = records.map((r) => (r.kind === 'visit' && r.page === 'klaro' && !r.warmup ? { ...r, error: 'accept button not found: .cm-btn-success' } : r));
		const result = check(broken);
		const visits = records.filter((r) => r.kind === 'visit' && r.page === 'klaro' && !r.warmup).length;
		expect(result.failedPages).toEqual([{ page: 'klaro', failed: visits, of: visits, reasons: ['accept button not found: .cm-btn-success'] }]);
		expect(summaryLine(result)).toContain(`${visits} visits FAILED here (klaro)`);
		expect(renderCheckReport(result, dataset, 'npm run reproduce')).toContain(`- klaro: ${visits} of ${visits} measured visits failed: accept button not found: .cm-btn-success`);
	});
});
