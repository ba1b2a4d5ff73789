import { describe, expect, it } from 'vitest';
import { CONCLUSION_LABELS, describeOutcome, formatShort, formatShortRange, formatValue, tierBoundaryCrossed, visitsPerProduct } from './format.ts';
import type { MetricOutcome, ResultEntry } from './schema.ts';

describe('formatShort', () => {
	it('writes bytes as signed kB and leaves times as formatValue does', () => {
		expect(formatShort('addedBytes', 44966)).toBe('+45 kB');
		expect(formatShort('addedBytes', 3218)).toBe('+3.2 kB');
		// 20,480 bytes is the good tier's bound: "20.5 kB" would read as past it.
		expect(formatShort('addedBytes', 20480, { signed: false })).toBe('20,480 bytes');
		expect(formatShort('addedBytes', 20380, { signed: false })).toBe('20.4 kB');
		expect(formatShort('pageDelay', 82)).toBe(formatValue('pageDelay', 82));
	});

});

describe('labels claim no more than their interval', () => {
	const wide: MetricOutcome = { status: 'measured', median: 104, samples: 25, tier: 'poor', interval: { low: -3, high: 305 }, conclusion: 'inconclusive' };

	it('calls an inconclusive Δ "not settled", never "no measurable effect"', () => {
		expect(CONCLUSION_LABELS.inconclusive).toBe('not settled');
		expect(describeOutcome('pageDelay', wide)).not.toMatch(/no measurable effect|no effect/);
	});

	it('gives a poor median with an unsettled interval as the median\'s tier, beside "not settled", in one line', () => {
		expect(describeOutcome('pageDelay', { ...wide, interval: { low: 101, high: 290 } })).toBe("median +104 ms, the median's 95% range +101 ms to +290 ms, poor tier (median), not settled, n=25");
		expect(describeOutcome('pageDelay', { ...wide, interval: { low: 140, high: 290 }, conclusion: 'added' })).toContain(', poor, measurable cost,');
	});

	it('never rounds a median across a tier threshold: 4,000.4 ms is shown as poor, with its decimal', () => {
		expect(formatValue('bannerVisible', 4000.4)).toBe('4,000.4 ms');
		expect(formatShort('bannerVisible', 4000.4)).toBe('4,000.4 ms');
		expect(formatValue('bannerVisible', 3999.6)).toBe('4,000 ms');
		expect(formatValue('bannerVisible', 3997.2)).toBe('3,997 ms');
		expect(formatValue('pageDelay', 100.3)).toBe('+100.3 ms');
		expect(formatShort('addedBytes', 20_470)).toBe('+20,470 bytes');
		expect(formatShort('addedBytes', 20_380)).toBe('+20.4 kB');
	});

	it('says a median lies between tiers when its range reaches another tier, naming the threshold', () => {
		const crossing: MetricOutcome = { status: 'measured', median: 3861, samples: 25, tier: 'fair', interval: { low: 3732, high: 4148 } };
		expect(describeOutcome('bannerVisible', crossing)).toContain('fair, between tiers (the range crosses 4,000 ms)');
		expect(tierBoundaryCrossed('bannerVisible', { ...crossing, interval: { low: 3732, high: 3990 } })).toBeNull();
		// A range that ends on the threshold stays in the tier: fair is "at most 4,000 ms".
		expect(tierBoundaryCrossed('bannerVisible', { ...crossing, interval: { low: 3732, high: 4000 } })).toBeNull();
	});

	it('writes an unsettled range with its unit once, short', () => {
		expect(formatShortRange('pageDelay', -128, 112)).toBe('-128 to +112 ms');
		expect(formatShortRange('addedBytes', 1200, 3400)).toBe('+1.2 to +3.4 kB');
	});

	it('counts the view\'s own visits per product, as a range where cells differ', () => {
		const cell = (samples: number) => ({ answers: { bannerVisible: { ...wide, samples } } }) as unknown as ResultEntry;
		expect(visitsPerProduct([cell(25), cell(25)])).toBe('25 visits');
		expect(visitsPerProduct([cell(23), cell(25), cell(24)])).toBe('23–25 visits');
	});
});
