import { describe, expect, it } from 'vitest';
import { budgetVerdicts, bytesByKind } from './budget.ts';
import type { LoadedResource } from './first-load.ts';

const resource = (type: string, transferred: number, body: number | null = null): LoadedResource => ({ url: `http://x/${type}`, type, status: 200, transferred, body, contentEncoding: 'br' });

describe('bytesByKind', () => {
	it('counts HTML, CSS and JS against the budget and reports the rest', () => {
		const sums = bytesByKind([resource('Document', 5000), resource('Stylesheet', 1200), resource('Script', 20_000), resource('Script', 3000), resource('Image', 900)]);
		expect(sums).toEqual({ html: 5000, css: 1200, js: 23_000, other: 900, counted: 29_200, headers: 0, requests: 5 });
	});

	it('reports the header bytes of counted responses whose body length is known', () => {
		const sums = bytesByKind([resource('Document', 5000, 4000), resource('Script', 700, 400), resource('Script', 900), resource('Image', 900, 100)]);
		expect(sums.headers).toBe(1300);
		expect(sums.counted).toBe(6600);
	});
});

describe('budgetVerdicts', () => {
	const run = (counted: number, lcpMs: number | null, cls = 0) => ({ bytes: { ...bytesByKind([]), counted }, lcpMs, cls });

	it('meets the budget at exactly 45,000 bytes, 1,000 ms and CLS 0', () => {
		expect(budgetVerdicts([run(45_000, 1000), run(44_000, 900), run(44_000, 1100)]).every((v) => v.met)).toBe(true);
	});

	it('misses on the largest transfer, the median LCP and the worst CLS', () => {
		const verdicts = budgetVerdicts([run(45_001, 1001), run(40_000, 1200), run(40_000, 500, 0.01)]);
		expect(verdicts.map((v) => v.met)).toEqual([false, false, false]);
		expect(verdicts[1].value).toBe('1001 ms');
	});

	it('misses LCP when a run reported none', () => {
		expect(budgetVerdicts([run(1000, 500), run(1000, null)])[1].met).toBe(false);
	});

});
