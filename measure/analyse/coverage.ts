// Would a rerun's median land inside the published interval? A held-out check on raw records (issue
// 10's target: ≥ 90%): each cell's visits are split by time into two halves, an interval is computed
// from one half and the other half's median is checked against it (both ways). Old records have no
// rounds, so a half's visits are split into 4 stand-in rounds of consecutive visit indices, as the
// campaign splits a shard. Pure; measure/coverage-report.ts prints it.
import { median, quantile } from '../../support/stats.ts';
import type { VisitRecord } from '../gather/records.ts';
import { roundOfIndex } from '../gather/plan.ts';
import { DELTA_VALUES } from './pairing.ts';
import { hashString, seededRandom } from './random.ts';
import { bootstrapMedian, bootstrapMedianDifference, type Interval, type PairedRound } from './stats.ts';

export const COVERAGE_VALUES = {
	bannerVisible: (v: VisitRecord) => v.bannerVisibleAt,
	...DELTA_VALUES
} as const;
export type CoverageOutcome = keyof typeof COVERAGE_VALUES;

/** How an interval is computed from one half: one pool of visits (1.0-preview) or rounds then visits (1.0). */
export type Method = 'one-stage' | 'two-stage';

export interface CoverageFigures {
	outcome: CoverageOutcome;
	method: Method;
	/** Held-out checks made: cells × 2 directions. */
	checks: number;
	/** Share of checks whose held-out median fell inside the interval. */
	inside: number;
	/** Median interval width, in the outcome's unit. */
	medianWidth: number;
}

interface Half {
	product: { index: number; value: number }[];
	baseline: { index: number; value: number }[];
}

function intervalOf(half: Half, delta: boolean, method: Method, seed: number, resamples: number, rounds: number): Interval {
	// Indices within the half, renumbered 0…n−1, give the stand-in rounds.
	const split = (values: Half['product']) => {
		const sorted = [...values].sort((a, b) => a.index - b.index);
		const groups: number[][] = [];
		sorted.forEach(({ value }, i) => {
			const r = method === 'one-stage' ? 0 : roundOfIndex(i, sorted.length, rounds);
			(groups[r] ??= []).push(value);
		});
		return groups.filter((g) => g.length > 0);
	};
	if (!delta) return bootstrapMedian(split(half.product), seed, resamples);
	const p = split(half.product);
	const b = split(half.baseline);
	const paired: PairedRound[] = p.flatMap((product, r) => (b[r] ? [{ product, baseline: b[r] }] : []));
	return bootstrapMedianDifference(paired, seed, resamples);
}

const statistic = (half: Half, delta: boolean) =>
	median(half.product.map((v) => v.value)) - (delta ? median(half.baseline.map((v) => v.value)) : 0);

export function coverageFigures(visits: readonly VisitRecord[], methods: Method[] = ['one-stage', 'two-stage'], rounds = 4, resamples = 2000): CoverageFigures[] {
	const valid = visits.filter((v) => !v.warmup && v.error === null && v.hero !== null);
	const cells = [...new Set(valid.filter((v) => v.page !== 'baseline').map((v) => `${v.shard}|${v.page}`))].sort();
	const out: CoverageFigures[] = [];
	for (const outcome of Object.keys(COVERAGE_VALUES) as CoverageOutcome[]) {
		const value = COVERAGE_VALUES[outcome] as (v: VisitRecord) => number | null;
		const delta = outcome !== 'bannerVisible';
		const halves: [Half, Half, string][] = [];
		for (const cell of cells) {
			const [shard, page] = cell.split('|');
			const product = valid.filter((v) => v.shard === shard && v.page === page && value(v) !== null);
			if (product.length < 8) continue;
			const baseline = valid.filter((v) => v.shard === shard && v.page === 'baseline' && v.runId === product[0].runId);
			// The time order of a cell is its visit index order; the split is at the middle index.
			const cut = median(product.map((v) => v.index));
			const half = (early: boolean): Half => {
				const pick = (list: VisitRecord[]) => list.filter((v) => (v.index < cut) === early).map((v) => ({ index: v.index, value: value(v)! }));
				return { product: pick(product), baseline: pick(baseline) };
			};
			const [a, b] = [half(true), half(false)];
			if (delta && (a.baseline.length === 0 || b.baseline.length === 0)) continue;
			halves.push([a, b, cell]);
		}
		for (const method of methods) {
			let inside = 0;
			const widths: number[] = [];
			for (const [a, b, cell] of halves)
				for (const [from, to] of [[a, b], [b, a]] as const) {
					const interval = intervalOf(from, delta, method, hashString(`${cell}:${outcome}:${from === a}`), resamples, rounds);
					const heldOut = statistic(to, delta);
					if (heldOut >= interval.low && heldOut <= interval.high) inside += 1;
					widths.push(interval.high - interval.low);
				}
			out.push({ outcome, method, checks: widths.length, inside: widths.length ? inside / widths.length : NaN, medianWidth: widths.length ? quantile(widths, 0.5) : NaN });
		}
	}
	return out;
}

export interface SimulatedCoverage {
	/** Share of simulated reruns whose median fell inside the first campaign's two-stage interval. */
	twoStage: number;
	/** The same with the one-stage (1.0-preview) interval. */
	oneStage: number;
	/** Share of two-stage intervals that contain the true median: the interval's own coverage. */
	truth: number;
}

/**
 * Synthetic campaigns of `rounds` rounds × `perRound` visits: each round shifted by a normal draw of
 * sd `betweenSd`, each visit by one of sd 1. How often does an independent rerun's median land inside
 * the first campaign's interval? Even a perfectly calibrated 95% interval holds a rerun's median only
 * about 83% of the time (the rerun is as noisy as the estimate: P(|Z| < 1.96/√2)); with few rounds
 * the percentile bootstrap also sees too little of the between-round spread.
 */
export function simulatedRerunCoverage(rounds: number, perRound: number, betweenSd: number, reps: number, seed = 1, resamples = 1000): SimulatedCoverage {
	const random = seededRandom(seed);
	const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
	const campaign = () => Array.from({ length: rounds }, () => {
		const shift = betweenSd * normal();
		return Array.from({ length: perRound }, () => shift + normal());
	});
	let twoStage = 0, oneStage = 0, truth = 0;
	const inside = (x: number, i: Interval) => x >= i.low && x <= i.high;
	for (let r = 0; r < reps; r++) {
		const first = campaign();
		const rerun = median(campaign().flat());
		const two = bootstrapMedian(first, r, resamples);
		if (inside(rerun, two)) twoStage += 1;
		if (inside(0, two)) truth += 1;
		if (inside(rerun, bootstrapMedian([first.flat()], r, resamples))) oneStage += 1;
	}
	return { twoStage: twoStage / reps, oneStage: oneStage / reps, truth: truth / reps };
}
