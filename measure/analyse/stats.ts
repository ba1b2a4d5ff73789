// Seeded cluster bootstrap intervals of medians (harness-notes §4.2; issues 10 and 23).
// Visits are grouped by round, a fresh browser launch at its own time of the campaign, and rounds by
// host, the machine that ran them. Resampling hosts, then rounds within each drawn host, then visits
// inside each drawn round, lets the interval include the differences between machines and run-to-run
// drift, not only the noise between visits of one run. Records from one host give exactly the
// two-stage interval (rounds, then visits); with one round it is the ordinary bootstrap.
import { median, quantile } from '../../support/stats.ts';
import { seededRandom } from './random.ts';

export const BOOTSTRAP_RESAMPLES = 10_000;

export interface Interval {
	low: number;
	high: number;
}

/** A sample split by round: every inner array holds the values of one round (none empty). */
export type Rounds = readonly (readonly number[])[];

/** A sample split by host, then by round: every host has at least one round. */
export type Hosts = readonly Rounds[];

/** One Δ round: the product's and the baseline's values of the same round, measured interleaved. */
export interface PairedRound {
	product: readonly number[];
	baseline: readonly number[];
}

/**
 * A growing buffer of resampled values: one per side of a bootstrap, reused for every resample, so the
 * 10,000 resamples of an interval allocate nothing (issue 47: the head-to-head differences run 4,824
 * bootstraps on publication 1.3; the result is the same value for value as with plain arrays and sort).
 */
class Pool {
	values = new Float64Array(64);
	length = 0;
	/** Appends a with-replacement resample of `from`, drawing exactly as many random numbers as it has values. */
	resample(from: readonly number[], random: () => number): void {
		if (this.length + from.length > this.values.length) {
			const grown = new Float64Array(Math.max(this.values.length * 2, this.length + from.length));
			grown.set(this.values.subarray(0, this.length));
			this.values = grown;
		}
		for (let i = 0; i < from.length; i++) this.values[this.length++] = from[Math.floor(random() * from.length)];
	}
	/** The median of the values (the mean of the two middle ones for an even count), reordering them. */
	median(): number {
		const n = this.length;
		const upper = select(this.values, n, n >> 1);
		if (n % 2 === 1) return upper;
		// After selecting the upper middle, every value before it is no larger: the lower middle is their maximum.
		let lower = -Infinity;
		for (let i = 0; i < n >> 1; i++) if (this.values[i] > lower) lower = this.values[i];
		return (lower + upper) / 2;
	}
}

/** The k-th smallest of values[0, n) (0-based), by quickselect; values before it end up no larger, after it no smaller. */
export function select(values: Float64Array, n: number, k: number): number {
	let left = 0;
	let right = n - 1;
	while (right > left) {
		// Median of three as the pivot, which keeps sorted or constant input linear.
		const mid = (left + right) >> 1;
		const a = values[left], b = values[mid], c = values[right];
		const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
		let i = left;
		let j = right;
		while (i <= j) {
			while (values[i] < pivot) i++;
			while (values[j] > pivot) j--;
			if (i <= j) {
				const t = values[i];
				values[i] = values[j];
				values[j] = t;
				i++;
				j--;
			}
		}
		if (k <= j) right = j;
		else if (k >= i) left = i;
		else return values[k];
	}
	return values[k];
}

/** The 2.5% and 97.5% type-7 quantiles of the estimates (support/stats.ts's quantile, on one numeric sort). */
export function percentileInterval(estimates: Float64Array): Interval {
	estimates.sort();
	const at = (q: number) => {
		const h = (estimates.length - 1) * q;
		const low = Math.floor(h);
		return estimates[low] + (estimates[Math.ceil(h)] - estimates[low]) * (h - low);
	};
	return { low: at(0.025), high: at(0.975) };
}

function checkRounds(rounds: Rounds, what: string): void {
	if (rounds.length === 0 || rounds.some((r) => r.length === 0)) throw new Error(`${what}: every round needs at least one value`);
}

/** 95% two-stage bootstrap interval of the median: draw rounds with replacement, then visits within each. */
export function bootstrapMedian(rounds: Rounds, seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	checkRounds(rounds, 'bootstrapMedian');
	const random = seededRandom(seed);
	const estimates = new Float64Array(resamples);
	const pooled = new Pool();
	for (let b = 0; b < resamples; b++) {
		pooled.length = 0;
		for (let k = 0; k < rounds.length; k++) pooled.resample(rounds[Math.floor(random() * rounds.length)], random);
		estimates[b] = pooled.median();
	}
	return percentileInterval(estimates);
}

/** `length` indexes into `length` items, drawn with replacement, into `into` (reused; grown as needed). */
function drawIndexes(length: number, random: () => number, into: Int32Array): Int32Array {
	const indexes = into.length >= length ? into : new Int32Array(length);
	for (let i = 0; i < length; i++) indexes[i] = Math.floor(random() * length);
	return indexes;
}

/**
 * 95% three-stage bootstrap interval of the median: draw hosts with replacement, then rounds within
 * each drawn host, then visits within each drawn round. With one host no host is drawn, so the
 * interval is exactly bootstrapMedian's, random stream included.
 */
export function bootstrapMedianByHost(hosts: Hosts, seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	if (hosts.length === 0) throw new Error('bootstrapMedianByHost: no host');
	if (hosts.length === 1) return bootstrapMedian(hosts[0], seed, resamples);
	hosts.forEach((rounds) => checkRounds(rounds, 'bootstrapMedianByHost'));
	const random = seededRandom(seed);
	const estimates = new Float64Array(resamples);
	const pooled = new Pool();
	const drawnHosts = new Int32Array(hosts.length);
	const drawnRounds = new Int32Array(Math.max(...hosts.map((rounds) => rounds.length)));
	for (let b = 0; b < resamples; b++) {
		pooled.length = 0;
		// Every host is drawn before any of its rounds, and a host's rounds before any visit: the order the
		// random stream has always been read in, so republished intervals stay the same.
		drawIndexes(hosts.length, random, drawnHosts);
		for (let i = 0; i < hosts.length; i++) {
			const rounds = hosts[drawnHosts[i]];
			drawIndexes(rounds.length, random, drawnRounds);
			for (let k = 0; k < rounds.length; k++) pooled.resample(rounds[drawnRounds[k]], random);
		}
		estimates[b] = pooled.median();
	}
	return percentileInterval(estimates);
}

/** Percentile interval of median(product) − median(baseline); `draw` fills one resample of each side. */
function differenceInterval(resamples: number, draw: (product: Pool, baseline: Pool) => void): Interval {
	const estimates = new Float64Array(resamples);
	const product = new Pool();
	const baseline = new Pool();
	for (let b = 0; b < resamples; b++) {
		product.length = 0;
		baseline.length = 0;
		draw(product, baseline);
		estimates[b] = product.median() - baseline.median();
	}
	return percentileInterval(estimates);
}

function checkPairedRounds(rounds: readonly PairedRound[], what: string): void {
	checkRounds(rounds.map((r) => r.product), `${what} (product)`);
	checkRounds(rounds.map((r) => r.baseline), `${what} (baseline)`);
}

/**
 * 95% two-stage bootstrap interval of median(product) − median(baseline), paired by round: a drawn
 * round brings its product and its baseline visits together, because interleaving exposed both to the
 * same drift (load, thermal state, the browser build of that launch). Within a round the visits are
 * resampled independently: visit-level pairs are hardly correlated (docs/research/intervals.md, "Intervals, rounds and pairing").
 */
export function bootstrapMedianDifference(rounds: readonly PairedRound[], seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	checkPairedRounds(rounds, 'bootstrapMedianDifference');
	const random = seededRandom(seed);
	return differenceInterval(resamples, (product, baseline) => {
		for (let k = 0; k < rounds.length; k++) {
			const round = rounds[Math.floor(random() * rounds.length)];
			product.resample(round.product, random);
			baseline.resample(round.baseline, random);
		}
	});
}

/**
 * The Δ interval with hosts as a level: draw hosts, then each drawn host's paired rounds, then visits
 * on each side. With one host it is exactly bootstrapMedianDifference's.
 */
export function bootstrapMedianDifferenceByHost(hosts: readonly (readonly PairedRound[])[], seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	if (hosts.length === 0) throw new Error('bootstrapMedianDifferenceByHost: no host');
	if (hosts.length === 1) return bootstrapMedianDifference(hosts[0], seed, resamples);
	hosts.forEach((rounds) => checkPairedRounds(rounds, 'bootstrapMedianDifferenceByHost'));
	const random = seededRandom(seed);
	const drawnHosts = new Int32Array(hosts.length);
	const drawnRounds = new Int32Array(Math.max(...hosts.map((rounds) => rounds.length)));
	return differenceInterval(resamples, (product, baseline) => {
		drawIndexes(hosts.length, random, drawnHosts);
		for (let i = 0; i < hosts.length; i++) {
			const rounds = hosts[drawnHosts[i]];
			drawIndexes(rounds.length, random, drawnRounds);
			for (let k = 0; k < rounds.length; k++) {
				product.resample(rounds[drawnRounds[k]].product, random);
				baseline.resample(rounds[drawnRounds[k]].baseline, random);
			}
		}
	});
}

/**
 * The same interval with product and baseline rounds drawn independently: what the Δ interval would be
 * without the pairing interleaving gives. Kept to show the pairing's effect on real records.
 */
export function bootstrapMedianDifferenceUnpaired(rounds: readonly PairedRound[], seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	checkPairedRounds(rounds, 'bootstrapMedianDifferenceUnpaired');
	const random = seededRandom(seed);
	const drawRoundsOf = (side: keyof PairedRound, into: Pool) => {
		for (let k = 0; k < rounds.length; k++) into.resample(rounds[Math.floor(random() * rounds.length)][side], random);
	};
	return differenceInterval(resamples, (product, baseline) => {
		drawRoundsOf('product', product);
		drawRoundsOf('baseline', baseline);
	});
}
