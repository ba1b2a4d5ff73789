// Where presses spend their time on the compare page and its Markdown (issue 65). Planted phases for one
// view test what a reader sees of them (which rows, in which order, named how), not their values; the served
// publication (2.0) shows its own, and the archived 1.6, which read presses from Event Timing, shows none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateComparisons } from '../comparisons.ts';
import { validateDataset } from '../dataset.ts';
import type { PressPhases } from '../schema.ts';
import { productPhases } from '../press-phases.ts';
import { selectComparison } from './compare.ts';
import { readConfig } from './config.ts';
import { renderCompareMarkdown } from './markdown/compare.ts';
import { buildSite } from './site.ts';

const served = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
const comparisons = validateComparisons(JSON.parse(readFileSync('data/comparisons.json', 'utf8')), served);
const key = { profile: 'desktop', framework: 'script-tag' } as const;
const phase = (page: string, action: PressPhases['action'], median: number, host?: string): PressPhases => ({
	...key, page, action, ...(host ? { host } : {}), presses: 20, inputDelay: 0.5, processing: median / 4, presentation: median / 2, response: { median, p25: median - 1, p75: median + 1 }, work: median - 3, published: 'work'
});
const planted = [phase('baseline', 'control', 11), phase('baseline', 'control', 12, 'c0db0d9a21c4'), phase('klaro', 'accept', 30), phase('klaro', 'reject', 31), phase('orejime', 'accept', 40), phase('orejime', 'reject', 41), phase('cookie-bar', 'accept', 50)];
const query = { key, a: 'orejime', b: 'klaro' };
const config = readConfig({});

describe("a comparison says where the two products' presses spent their time", () => {
	it('lists A then B for accept, then for reject, and the control last, in HTML data and Markdown', () => {
		const selection = selectComparison(buildSite(config, { ...served, pressPhases: planted }, comparisons), query);
		expect(selection.phases.map((p) => `${p.page} ${p.action}`)).toEqual(['orejime accept', 'klaro accept', 'orejime reject', 'klaro reject', 'baseline control']);
		const markdown = renderCompareMarkdown(selection, config.origin);
		const start = markdown.indexOf("## Where the presses' time goes");
		const section = markdown.slice(start, markdown.indexOf('\n## ', start + 1));
		// The measure the results state accept and reject in is the one marked, so the table and the row agree.
		expect(section).toContain('| Orejime, "Accept all" | 20 | 0.5 ms | 10.0 ms | 20.0 ms | 40.0 ms (39.0–41.0) | 37.0 ms, as published |');
		expect(section).toContain("| Control (the bare page's button that does nothing) | 20 | 0.5 ms | 2.8 ms | 5.5 ms | 11.0 ms (10.0–12.0) | 8.0 ms, as published |");
		expect(section).not.toContain('cookie-bar');
	});

	it("shows the served publication's own phases: both products' presses, then the view's control", () => {
		const selection = selectComparison(buildSite(config, served, comparisons), query);
		expect(selection.phases.map((p) => `${p.page} ${p.action}`)).toEqual(['orejime accept', 'klaro accept', 'orejime reject', 'klaro reject', 'baseline control']);
		expect(selection.phases.every((p) => p.host === undefined && p.presses >= 20)).toBe(true);
	});

	it('says nothing of phases for a publication that read presses from Event Timing (the archived 1.6)', () => {
		const dir = 'data/archive/measured-2026-11-28-0e08eded';
		const v16 = validateDataset(JSON.parse(readFileSync(`${dir}/publication.json`, 'utf8')));
		const selection = selectComparison(buildSite(config, v16, validateComparisons(JSON.parse(readFileSync(`${dir}/comparisons.json`, 'utf8')), v16)), query);
		expect(selection.phases).toEqual([]);
		expect(renderCompareMarkdown(selection, config.origin)).not.toContain("time goes");
	});
});

describe("a product page's phases", () => {
	it("gives each view where the product has presses, with that view's control after them, and no view where it has none", () => {
		const mobileControl = { ...phase('baseline', 'control', 9), profile: 'mobile' as const };
		expect(productPhases([...planted, mobileControl], 'klaro').map((p) => `${p.profile} ${p.page} ${p.action}`)).toEqual(['desktop klaro accept', 'desktop klaro reject', 'desktop baseline control']);
		expect(productPhases([mobileControl], 'klaro')).toEqual([]);
	});
});
