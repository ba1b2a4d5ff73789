// Small order statistics shared by the harness (measure/), the benchmark scripts, the tests and the
// site's rerun figures (src/lib/server/markdown/reproducibility.ts):
// one definition of "median", so two programs never summarise the same numbers differently.

/** Hyndman–Fan type 7 quantile (linear interpolation, what R and NumPy use by default); q in [0, 1]. */
export function quantile(values: readonly number[], q: number): number {
	if (values.length === 0) throw new Error('quantile of an empty sample');
	const sorted = [...values].sort((a, b) => a - b);
	const h = (sorted.length - 1) * q;
	const low = Math.floor(h);
	const high = Math.ceil(h);
	return sorted[low] + (sorted[high] - sorted[low]) * (h - low);
}

/** The middle value, or the mean of the two middle values. */
export const median = (values: readonly number[]) => quantile(values, 0.5);

/** The 75th percentile (type 7), as Core Web Vitals report a page's field value. */
export const p75 = (values: readonly number[]) => quantile(values, 0.75);

/** Arithmetic mean; throws on an empty sample. */
export function mean(values: readonly number[]): number {
	if (values.length === 0) throw new Error('mean of an empty sample');
	return values.reduce((sum, x) => sum + x, 0) / values.length;
}

/** Pearson correlation of two equally long samples; NaN when either is constant. */
export function correlation(a: readonly number[], b: readonly number[]): number {
	if (a.length !== b.length || a.length < 2) throw new Error(`correlation needs two samples of the same length ≥ 2 (got ${a.length} and ${b.length})`);
	const ma = mean(a);
	const mb = mean(b);
	let ab = 0, aa = 0, bb = 0;
	for (let i = 0; i < a.length; i++) {
		ab += (a[i] - ma) * (b[i] - mb);
		aa += (a[i] - ma) ** 2;
		bb += (b[i] - mb) ** 2;
	}
	return ab / Math.sqrt(aa * bb);
}
