// Order statistics and the seeded percentile bootstrap (harness-notes §4.2).
import { seededRandom } from './random.ts';

export const BOOTSTRAP_RESAMPLES = 10_000;

/** Hyndman–Fan type 7 quantile (linear interpolation, what R and NumPy use by default). */
export function quantile(values: readonly number[], q: number): number {
	if (values.length === 0) throw new Error('quantile of an empty sample');
	const sorted = [...values].sort((a, b) => a - b);
	const h = (sorted.length - 1) * q;
	const low = Math.floor(h);
	const high = Math.ceil(h);
	return sorted[low] + (sorted[high] - sorted[low]) * (h - low);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
export const p75 = (values: readonly number[]) => quantile(values, 0.75);

function resampledMedian(values: readonly number[], random: () => number, scratch: number[]): number {
	for (let i = 0; i < values.length; i++) scratch[i] = values[Math.floor(random() * values.length)];
	scratch.sort((a, b) => a - b);
	const mid = (values.length - 1) / 2;
	return (scratch[Math.floor(mid)] + scratch[Math.ceil(mid)]) / 2;
}

export interface Interval {
	low: number;
	high: number;
}

/** 95% percentile-bootstrap interval of the median of one sample. */
export function bootstrapMedian(values: readonly number[], seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	const random = seededRandom(seed);
	const scratch = new Array<number>(values.length);
	const medians = Array.from({ length: resamples }, () => resampledMedian(values, random, scratch));
	return { low: quantile(medians, 0.025), high: quantile(medians, 0.975) };
}

/** 95% percentile-bootstrap interval of median(product) − median(baseline), resampling both independently. */
export function bootstrapMedianDifference(product: readonly number[], baseline: readonly number[], seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	const random = seededRandom(seed);
	const a = new Array<number>(product.length);
	const b = new Array<number>(baseline.length);
	const diffs = Array.from({ length: resamples }, () => resampledMedian(product, random, a) - resampledMedian(baseline, random, b));
	return { low: quantile(diffs, 0.025), high: quantile(diffs, 0.975) };
}
