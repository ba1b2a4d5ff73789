// Medians pooled over hosts, rounds and visits as measured, each Δ taken within its round (methodology
// 1.4 and later). Every round measures the bare page beside the products on the same host, so a Δ
// outcome is each product visit's value minus the median of its own round's bare-page visits; two
// products of one round share that bare page, so no pair's difference depends on it. The bootstrap draws
// hosts, then rounds within each drawn host, then in each drawn round its bare-page visits and its values
// on each side, so a range carries the bare page's own uncertainty. Nothing is rescaled from one machine
// to another: methodology 1.4 did, and hosts outside the campaign fitted its ranges worse for it
// (docs/research/publication-1.5.md).
import { seededRandom } from './random.ts';
import { BOOTSTRAP_RESAMPLES, percentileInterval, select, type Interval } from './stats.ts';

/** One round as the pooled statistics read it. */
export interface RoundSample {
	/** The outcome's values of the page's visits in this round (of product A, for a pair). */
	values: readonly number[];
	/** For a pair: product B's values of the same round. */
	other?: readonly number[];
	/** For a Δ outcome: the outcome's value on each of the round's bare-page visits, subtracted as their median. */
	bare?: readonly number[];
}

/** A sample split by host, then by round (every host has at least one round). */
export type HostRounds = readonly (readonly RoundSample[])[];

function check(hosts: HostRounds, what: string): void {
	if (hosts.length === 0 || hosts.some((rounds) => rounds.length === 0)) throw new Error(`${what}: every host needs at least one round`);
	for (const rounds of hosts)
		for (const r of rounds) {
			if (r.values.length === 0 || (r.other && r.other.length === 0)) throw new Error(`${what}: every round needs at least one value on each side`);
			if (r.bare && r.bare.length === 0) throw new Error(`${what}: a Δ round needs a bare-page visit`);
		}
}

/** The middle of values[0, n) (the mean of the two middle ones for an even count), reordering them. */
function medianInPlace(values: Float64Array, n: number): number {
	const upper = select(values, n, n >> 1);
	if (n % 2 === 1) return upper;
	// After selecting the upper middle, every value before it is no larger: the lower middle is their maximum.
	let lower = -Infinity;
	for (let i = 0; i < n >> 1; i++) if (values[i] > lower) lower = values[i];
	return (lower + upper) / 2;
}

const medianOf = (values: readonly number[]) => medianInPlace(Float64Array.from(values), values.length);

/** What a round subtracts from its values: the median of its bare-page visits for a Δ, else nothing. */
export const roundShift = (r: RoundSample) => (r.bare ? medianOf(r.bare) : 0);

const shifted = (values: readonly number[], shift: number) => values.map((v) => v - shift);

/** The point estimate: the median of every round's values (each less its round's bare page, for a Δ), minus the same of `other` for a pair. */
export function pooledMedian(hosts: HostRounds): number {
	check(hosts, 'pooledMedian');
	const a: number[] = [];
	const b: number[] = [];
	for (const rounds of hosts)
		for (const r of rounds) {
			const shift = roundShift(r);
			a.push(...shifted(r.values, shift));
			if (r.other) b.push(...shifted(r.other, shift));
		}
	return medianOf(a) - (b.length > 0 ? medianOf(b) : 0);
}

/** Every value of side A, each less its round's bare page for a Δ, pooled (for a p75). */
export const pooledValues = (hosts: HostRounds) => hosts.flatMap((rounds) => rounds.flatMap((r) => shifted(r.values, roundShift(r))));

/** A growing buffer of drawn values, reused for every resample. */
class Draws {
	values = new Float64Array(64);
	length = 0;
	private grow(to: number) {
		if (to <= this.values.length) return;
		const grown = new Float64Array(Math.max(this.values.length * 2, to));
		grown.set(this.values.subarray(0, this.length));
		this.values = grown;
	}
	/** Appends a with-replacement resample of `from`, each value less `shift`. */
	resample(from: readonly number[], shift: number, random: () => number): void {
		this.grow(this.length + from.length);
		for (let i = 0; i < from.length; i++) this.values[this.length++] = from[Math.floor(random() * from.length)] - shift;
	}
	median(): number {
		return medianInPlace(this.values, this.length);
	}
}

/**
 * 95% percentile-bootstrap interval of pooledMedian: draw hosts with replacement (none with one host),
 * then rounds within each drawn host, then in each drawn round its bare-page visits (for a Δ) and its
 * values on each side. With one host it is that host's own range: its rounds, then its visits.
 */
export function bootstrapPooled(hosts: HostRounds, seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	return bootstrapPooledWithRatio(hosts, seed, resamples, false).difference;
}

/**
 * bootstrapPooled, and for a pair with `ratio` also the interval of the ratio of the two medians A/B from
 * the same resamples (presses from methodology 2.1, issue 90): the same draws, so the difference's
 * interval is the one bootstrapPooled gives.
 */
export function bootstrapPooledWithRatio(hosts: HostRounds, seed: number, resamples: number, ratio: boolean): { difference: Interval; ratio?: Interval } {
	check(hosts, 'bootstrapPooled');
	const random = seededRandom(seed);
	const pair = hosts.some((rounds) => rounds.some((r) => r.other));
	const a = new Draws();
	const b = new Draws();
	const bareDraw = new Float64Array(Math.max(1, ...hosts.flatMap((rounds) => rounds.map((r) => r.bare?.length ?? 0))));
	const estimates = new Float64Array(resamples);
	const ratios = ratio && pair ? new Float64Array(resamples) : null;
	for (let s = 0; s < resamples; s++) {
		a.length = 0;
		b.length = 0;
		for (let h = 0; h < hosts.length; h++) {
			const rounds = hosts[hosts.length === 1 ? 0 : Math.floor(random() * hosts.length)];
			for (let k = 0; k < rounds.length; k++) {
				const r = rounds[Math.floor(random() * rounds.length)];
				let shift = 0;
				if (r.bare) {
					const n = r.bare.length;
					for (let i = 0; i < n; i++) bareDraw[i] = r.bare[Math.floor(random() * n)];
					shift = medianInPlace(bareDraw, n);
				}
				a.resample(r.values, shift, random);
				if (r.other) b.resample(r.other, shift, random);
			}
		}
		const ma = a.median();
		const mb = pair ? b.median() : 0;
		estimates[s] = ma - mb;
		if (ratios) ratios[s] = ma / mb;
	}
	return { difference: percentileInterval(estimates), ...(ratios ? { ratio: percentileInterval(ratios) } : {}) };
}
