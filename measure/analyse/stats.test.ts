import { describe, expect, it } from 'vitest';
import { hashString, seededRandom, seededShuffle } from './random.ts';
import { bootstrapMedian, bootstrapMedianDifference, median, p75, quantile } from './stats.ts';

describe('quantiles', () => {
	it('takes the middle value, or the mean of the two middle values', () => {
		expect(median([3, 1, 2])).toBe(2);
		expect(median([4, 1, 3, 2])).toBe(2.5);
	});
	it('interpolates p75 linearly between order statistics (type 7)', () => {
		// h = (4 − 1) × 0.75 = 2.25 → 30 + 0.25 × (40 − 30)
		expect(p75([10, 20, 30, 40])).toBe(32.5);
		expect(quantile([5], 0.75)).toBe(5);
	});
	it('refuses an empty sample', () => expect(() => median([])).toThrow('empty'));
});

describe('seeded randomness', () => {
	it('is reproducible and seed-dependent', () => {
		const a = seededRandom(hashString('desktop/react/klaro:pageDelay'));
		const b = seededRandom(hashString('desktop/react/klaro:pageDelay'));
		const c = seededRandom(hashString('desktop/react/klaro:mainThread'));
		const first = [a(), a(), a()];
		expect([b(), b(), b()]).toEqual(first);
		expect([c(), c(), c()]).not.toEqual(first);
	});
	it('shuffles a copy', () => {
		const items = [1, 2, 3, 4, 5];
		expect(seededShuffle(items, 7)).toEqual(seededShuffle(items, 7));
		expect([...seededShuffle(items, 7)].sort()).toEqual(items);
	});
});

describe('bootstrap intervals', () => {
	const sample = [10, 12, 11, 13, 12, 14, 11, 12, 13, 15];
	it('brackets the median and is identical for the same seed', () => {
		const interval = bootstrapMedian(sample, 42);
		expect(interval.low).toBeLessThanOrEqual(median(sample));
		expect(interval.high).toBeGreaterThanOrEqual(median(sample));
		expect(bootstrapMedian(sample, 42)).toEqual(interval);
	});
	it('collapses to a point for a constant difference', () => {
		expect(bootstrapMedianDifference([700, 700, 700], [100, 100], 1)).toEqual({ low: 600, high: 600 });
	});
	it('brackets a shifted sample', () => {
		const shifted = sample.map((x) => x + 50);
		const interval = bootstrapMedianDifference(shifted, sample, 3);
		expect(interval.low).toBeGreaterThan(45);
		expect(interval.high).toBeLessThan(55);
	});
});
