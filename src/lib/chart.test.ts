import { describe, expect, it } from 'vitest';
import { byOwnOutcome, chartGeometry, differenceGeometry, niceStep } from './chart.ts';
import type { MetricOutcome } from './schema.ts';

const m = (median: number, low: number, high: number): MetricOutcome => ({ status: 'measured', median, samples: 20, tier: 'good', interval: { low, high } });

describe('chartGeometry', () => {
	it('puts zero on the axis of a Δ outcome and keeps every interval inside', () => {
		const g = chartGeometry('pageDelay', [
			{ name: 'A', outcome: m(12, -36, 64) },
			{ name: 'B', outcome: m(92, 54, 124) }
		]);
		expect(g.min).toBeLessThanOrEqual(-36);
		expect(g.max).toBeGreaterThanOrEqual(124);
		expect(g.zero).toBeCloseTo(g.x(0));
		expect(g.x(g.min)).toBe(0);
		expect(g.x(g.max)).toBe(1);
	});

	it('draws the tier bands that fall inside the axis, in order', () => {
		const g = chartGeometry('pageDelay', [{ name: 'A', outcome: m(250, 90, 400) }]);
		expect(g.bands.map((b) => b.tier)).toEqual(['good', 'fair', 'poor']);
		expect(g.bands[0].to).toBeCloseTo(g.x(100));
		expect(g.bands[1].to).toBeCloseTo(g.x(300));
	});

	it('has no zero line for an absolute time and ignores missing results', () => {
		const g = chartGeometry('bannerVisible', [
			{ name: 'A', outcome: m(700, 680, 745) },
			{ name: 'B', outcome: { status: 'unsupported', reason: 'no banner' } }
		]);
		expect(g.zero).toBeNull();
		expect(g.min).toBe(0);
		expect(g.bands.map((b) => b.tier)).toEqual(['good']);
	});

	it('picks round steps', () => {
		expect(niceStep(160)).toBe(50);
		expect(niceStep(1400)).toBe(500);
		expect(niceStep(0.9)).toBe(0.5);
	});
});

describe('differenceGeometry', () => {
	it('centres zero, holds the interval and the margin, and puts the margin band either side of zero', () => {
		const g = differenceGeometry(16.7, { difference: -137, low: -638, high: -96 });
		expect(g.zero).toBe(0.5);
		expect(g.min).toBe(-g.max);
		expect(g.x(-638)).toBeGreaterThanOrEqual(0);
		expect(g.margin.from).toBeLessThan(0.5);
		expect(g.margin.to - 0.5).toBeCloseTo(0.5 - g.margin.from, 10);
		// A difference inside the margin still shows the whole band, with room around it.
		const small = differenceGeometry(1024, { difference: 0, low: 0, high: 0 });
		expect(small.x(1024)).toBeLessThan(1);
		expect(small.x(-1024)).toBeGreaterThan(0);
	});
});

describe('byOwnOutcome', () => {
	it('orders a chart by its own outcome, lowest median first, products without a result last', () => {
		const rows = [
			{ name: 'B', outcome: m(300, 200, 400) },
			{ name: 'None', outcome: { status: 'unsupported', reason: 'no reject' } as MetricOutcome },
			{ name: 'A', outcome: m(100, 50, 150) },
			{ name: 'C', outcome: m(100, 90, 110) }
		];
		expect(byOwnOutcome(rows).map((r) => r.name)).toEqual(['A', 'C', 'B', 'None']);
	});

	it('keeps the machine spread inside the axis', () => {
		const g = chartGeometry('bannerVisible', [{ name: 'A', outcome: m(1000, 950, 1050), spread: { low: 700, high: 1400 } }]);
		expect(g.max).toBeGreaterThanOrEqual(1400);
	});
});
