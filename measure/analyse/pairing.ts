// Evidence for how Δ intervals pair the product with its baseline (issue 10): from raw records, how
// correlated interleaved product and baseline measurements are, per visit and per round, and how wide
// the Δ interval is with and without the pairing. Pure; measure/pairing-report.ts prints it.
import { correlation, median, quantile } from '../../support/stats.ts';
import type { VisitRecord } from '../gather/records.ts';
import { mainThreadWork } from './cell.ts';
import { hashString } from './random.ts';
import { bootstrapMedianDifference, bootstrapMedianDifferenceUnpaired, type PairedRound } from './stats.ts';

export const DELTA_VALUES = {
	pageDelay: (v: VisitRecord) => v.hero,
	mainThread: mainThreadWork
} as const;

export interface PairingFigures {
	outcome: keyof typeof DELTA_VALUES;
	cells: number;
	/** Median over cells of the correlation between product visit i and baseline visit i (measured seconds apart). */
	visitCorrelation: number;
	/** Median over cells of the correlation between the product's and the baseline's round medians. */
	roundCorrelation: number;
	/** Median over cells of (paired width / unpaired width) of the two-stage Δ interval. */
	widthRatio: number;
	/** Quartiles of that ratio over cells. */
	widthRatioQuartiles: [number, number];
}

/**
 * Rounds of records made before rounds existed: blocks of consecutive visit indices (0–4, 5–9, …, as
 * the campaign now splits them), which were measured minutes apart within one run.
 */
export const roundOf = (v: VisitRecord, roundSize: number) => v.round ?? Math.floor(v.index / roundSize);

export function pairingFigures(visits: readonly VisitRecord[], roundSize = 5, resamples = 2000): PairingFigures[] {
	const valid = visits.filter((v) => !v.warmup && v.error === null && v.hero !== null);
	const cells = [...new Set(valid.filter((v) => v.page !== 'baseline').map((v) => `${v.shard}|${v.page}`))].sort();
	return (Object.keys(DELTA_VALUES) as (keyof typeof DELTA_VALUES)[]).map((outcome) => {
		const value = DELTA_VALUES[outcome] as (v: VisitRecord) => number;
		const visitCorrelations: number[] = [];
		const roundCorrelations: number[] = [];
		const ratios: number[] = [];
		for (const cell of cells) {
			const [shard, page] = cell.split('|');
			const product = valid.filter((v) => v.shard === shard && v.page === page);
			const baseline = valid.filter((v) => v.shard === shard && v.page === 'baseline' && v.runId === product[0].runId);
			const byIndex = new Map(baseline.map((v) => [v.index, v]));
			const pairs = product.flatMap((v) => (byIndex.has(v.index) ? [[value(v), value(byIndex.get(v.index)!)]] : []));
			if (pairs.length >= 10) visitCorrelations.push(correlation(pairs.map((p) => p[0]), pairs.map((p) => p[1])));
			const roundIds = [...new Set(product.map((v) => roundOf(v, roundSize)))].sort((a, b) => a - b);
			const rounds: PairedRound[] = roundIds.flatMap((r) => {
				const p = product.filter((v) => roundOf(v, roundSize) === r).map(value);
				const b = baseline.filter((v) => roundOf(v, roundSize) === r).map(value);
				return p.length > 0 && b.length > 0 ? [{ product: p, baseline: b }] : [];
			});
			if (rounds.length < 3) continue;
			roundCorrelations.push(correlation(rounds.map((r) => median(r.product)), rounds.map((r) => median(r.baseline))));
			const seed = hashString(`${cell}:${outcome}`);
			const paired = bootstrapMedianDifference(rounds, seed, resamples);
			const unpaired = bootstrapMedianDifferenceUnpaired(rounds, seed, resamples);
			const unpairedWidth = unpaired.high - unpaired.low;
			if (unpairedWidth > 0) ratios.push((paired.high - paired.low) / unpairedWidth);
		}
		const finite = (xs: number[]) => xs.filter(Number.isFinite);
		return {
			outcome,
			cells: ratios.length,
			visitCorrelation: median(finite(visitCorrelations)),
			roundCorrelation: median(finite(roundCorrelations)),
			widthRatio: median(ratios),
			widthRatioQuartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)]
		};
	});
}
