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

	it('meets the budget at exactly 45,000 bytes, 1.2 × the floor and CLS 0', () => {
		expect(budgetVerdicts([run(45_000, 1200), run(44_000, 900), run(44_000, 1300)], 1000).every((v) => v.met)).toBe(true);
	});

	it('misses on the largest transfer, the median LCP against the floor and the worst CLS', () => {
		const verdicts = budgetVerdicts([run(45_001, 1201), run(40_000, 1300), run(40_000, 500, 0.01)], 1000);
		expect(verdicts.map((v) => v.met)).toEqual([false, false, false]);
		expect(verdicts[1].value).toBe('1201 ms ÷ 1000 ms = ×1.20');
	});

	it('judges LCP against the floor, not an absolute figure: a slow machine with a slow floor meets it', () => {
		expect(budgetVerdicts([run(1000, 2000)], 1800)[1].met).toBe(true);
		expect(budgetVerdicts([run(1000, 800)], 600)[1].met).toBe(false);
	});

	it('misses LCP when a run or the floor reported none', () => {
		expect(budgetVerdicts([run(1000, 500), run(1000, null)], 500)[1].met).toBe(false);
		expect(budgetVerdicts([run(1000, 500)], null)[1].met).toBe(false);
	});

});
