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

/** Appends a with-replacement resample of `values` to `into`. */
function resampleInto(values: readonly number[], random: () => number, into: number[]): void {
	for (let i = 0; i < values.length; i++) into.push(values[Math.floor(random() * values.length)]);
}

function sortedMedian(values: number[]): number {
	values.sort((a, b) => a - b);
	const mid = (values.length - 1) / 2;
	return (values[Math.floor(mid)] + values[Math.ceil(mid)]) / 2;
}

function percentileInterval(estimates: number[]): Interval {
	return { low: quantile(estimates, 0.025), high: quantile(estimates, 0.975) };
}

function checkRounds(rounds: Rounds, what: string): void {
	if (rounds.length === 0 || rounds.some((r) => r.length === 0)) throw new Error(`${what}: every round needs at least one value`);
}

/** 95% two-stage bootstrap interval of the median: draw rounds with replacement, then visits within each. */
export function bootstrapMedian(rounds: Rounds, seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval {
	checkRounds(rounds, 'bootstrapMedian');
	const random = seededRandom(seed);
	const estimates: number[] = [];
	const pooled: number[] = [];
	for (let b = 0; b < resamples; b++) {
		pooled.length = 0;
		for (let k = 0; k < rounds.length; k++) resampleInto(rounds[Math.floor(random() * rounds.length)], random, pooled);
		estimates.push(sortedMedian(pooled));
	}
	return percentileInterval(estimates);
}

/** `count` indexes into `length` items, drawn with replacement. */
function drawIndexes(length: number, count: number, random: () => number): number[] {
	return Array.from({ length: count }, () => Math.floor(random() * length));
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
	const estimates: number[] = [];
	const pooled: number[] = [];
	for (let b = 0; b < resamples; b++) {
		pooled.length = 0;
		for (const h of drawIndexes(hosts.length, hosts.length, random)) {
			const rounds = hosts[h];
			for (const r of drawIndexes(rounds.length, rounds.length, random)) resampleInto(rounds[r], random, pooled);
		}
		estimates.push(sortedMedian(pooled));
	}
	return percentileInterval(estimates);
}

/** Percentile interval of median(product) − median(baseline); `draw` fills one resample of each side. */
function differenceInterval(resamples: number, draw: (product: number[], baseline: number[]) => void): Interval {
	const estimates: number[] = [];
	const product: number[] = [];
	const baseline: number[] = [];
	for (let b = 0; b < resamples; b++) {
		product.length = 0;
		baseline.length = 0;
		draw(product, baseline);
		estimates.push(sortedMedian(product) - sortedMedian(baseline));
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
			resampleInto(round.product, random, product);
			resampleInto(round.baseline, random, baseline);
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
	return differenceInterval(resamples, (product, baseline) => {
		for (const h of drawIndexes(hosts.length, hosts.length, random)) {
			const rounds = hosts[h];
			for (const r of drawIndexes(rounds.length, rounds.length, random)) {
				resampleInto(rounds[r].product, random, product);
				resampleInto(rounds[r].baseline, random, baseline);
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
	const drawRoundsOf = (side: keyof PairedRound, into: number[]) => {
		for (let k = 0; k < rounds.length; k++) resampleInto(rounds[Math.floor(random() * rounds.length)][side], random, into);
	};
	return differenceInterval(resamples, (product, baseline) => {
		drawRoundsOf('product', product);
		drawRoundsOf('baseline', baseline);
	});
}
