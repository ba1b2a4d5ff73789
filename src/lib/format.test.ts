import { describe, expect, it } from 'vitest';
import { CONCLUSION_LABELS, describeOutcome, formatShort, formatShortRange, formatValue, visitsPerProduct } from './format.ts';
import type { MetricOutcome, ResultEntry } from './schema.ts';

describe('formatShort', () => {
	it('writes bytes as signed kB and leaves times as formatValue does', () => {
		expect(formatShort('addedBytes', 44966)).toBe('+45 kB');
		expect(formatShort('addedBytes', 3218)).toBe('+3.2 kB');
		expect(formatShort('addedBytes', 20480, { signed: false })).toBe('20.5 kB');
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
		expect(describeOutcome('pageDelay', wide)).toBe('median +104 ms, 95% interval -3 ms to +305 ms, poor tier (median), not settled, n=25');
		expect(describeOutcome('pageDelay', { ...wide, interval: { low: 40, high: 305 }, conclusion: 'added' })).toContain(', poor, measurable cost,');
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
