import { describe, expect, it } from 'vitest';
import { correlation, mean, median, p75, quantile } from './stats.ts';

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
	it('refuses an empty sample', () => {
		expect(() => median([])).toThrow('empty');
		expect(() => mean([])).toThrow('empty');
	});
});

describe('correlation', () => {
	it('is 1 for a linear relation, −1 for an inverse one, NaN for a constant', () => {
		expect(correlation([1, 2, 3], [10, 20, 30])).toBeCloseTo(1);
		expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
		expect(correlation([1, 2, 3], [5, 5, 5])).toBeNaN();
	});
	it('refuses samples of different lengths', () => expect(() => correlation([1, 2], [1])).toThrow('same length'));
});
