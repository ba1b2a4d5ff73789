// Head to head (issue 47): for two products of one view, the difference of their medians per outcome
// (A − B: every outcome is better lower, so a positive difference means A costs more), with a 95%
// bootstrap interval that resamples as the publication does (hosts, then rounds within each, then
// visits) and pairs the two products by round: they were measured interleaved in the same rounds, so a
// drawn round brings both products' visits of that round and the round's drift cancels. For a Δ
// outcome the baseline cancels too (both differences are against the same baseline visits), so its
// difference is taken between the two products' own values. Each pair is computed once, A before B
// in slug order; B against A is its negation (src/lib/comparisons.ts, which also concludes).
import { concludeDifference } from '../../src/lib/comparisons.ts';
import type { Judging } from '../../src/lib/judging.ts';
import { outcomeOf, roundFor, TIMED_METRIC_IDS, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { Profile } from '../../src/lib/dimensions.ts';
import type { Cell, Difference } from '../../src/lib/schema.ts';
import type { OutcomeSamples } from './cell.ts';
import { pairedRounds } from './outcomes.ts';
import { hashString } from './random.ts';
import { bootstrapMedianDifferenceByHost } from './stats.ts';
import { bootstrapPooledWithRatio } from './pooled.ts';
import { roundsByHost } from './rounds.ts';
import type { VisitRecord } from '../gather/records.ts';

/** A measured product of a view: its published cell and the samples its outcomes were computed from. */
export interface ComparedProduct {
	cell: Cell;
	samples: OutcomeSamples;
}

/** Methodology 1.4 and later: the view's bare-page visits, each round's Δ taken against its own. */
export interface PairBare {
	bare: readonly VisitRecord[];
	hostOf?: (visit: VisitRecord) => string | undefined;
}

/** The seed of one pair's outcome, so republishing gives identical intervals. */
export const pairSeed = (view: string, a: string, b: string, id: TimedMetricId) => hashString(`${view}/${a}~${b}:${id}`);

/** A ratio in three significant digits, as a reader compares them. */
const ratioRounded = (x: number) => Number(x.toPrecision(3));

/**
 * One outcome of a pair, or undefined when either product's outcome was not measured. The point is the
 * difference of the two published medians, so the comparison says exactly what the two rows say. From 2.1
 * (a judging with a press reading) a press difference also carries the ratio A/B of the medians with its
 * interval from the same resamples.
 */
export function differenceOf(id: TimedMetricId, view: string, a: ComparedProduct, b: ComparedProduct, resamples: number, judging: Judging, bare?: PairBare): Difference | undefined {
	const oa = outcomeOf(a.cell, id);
	const ob = outcomeOf(b.cell, id);
	if (oa.status !== 'measured' || ob.status !== 'measured') return undefined;
	const seed = pairSeed(view, a.cell.product, b.cell.product, id);
	// Methodology 1.4 and later: both products of a round against that round's own bare page.
	const pooled = bare ? roundsByHost({ id, a: a.samples[id], b: b.samples[id], bare: bare.bare, hostOf: bare.hostOf }) : undefined;
	const paired = pooled ? undefined : pairedRounds(a.samples[id], b.samples[id]);
	if ((pooled ?? paired)!.length === 0) return undefined;
	// Two constant samples (a page's bytes are the same in every visit) resample to their constant
	// difference: said directly, it is the bootstrap's own answer without its 10,000 draws.
	const constant = (values: readonly { value: number }[]) => values.every((v) => v.value === values[0].value);
	const withRatio = judging.pressReading !== undefined && (id === 'clickResponse' || id === 'rejectResponse');
	const drawn = pooled && !(constant(a.samples[id]) && constant(b.samples[id])) ? bootstrapPooledWithRatio(pooled, seed, resamples, withRatio) : undefined;
	const raw = constant(a.samples[id]) && constant(b.samples[id])
		? { low: a.samples[id][0].value - b.samples[id][0].value, high: a.samples[id][0].value - b.samples[id][0].value }
		: drawn
			? drawn.difference
			: bootstrapMedianDifferenceByHost(paired!, seed, resamples);
	const interval = { low: roundFor(id, raw.low), high: roundFor(id, raw.high) };
	const profile = view.split('/')[0] as Profile;
	const ratio = withRatio && drawn?.ratio && ob.median > 0 ? { ratio: { value: ratioRounded(oa.median / ob.median), low: ratioRounded(drawn.ratio.low), high: ratioRounded(drawn.ratio.high) } } : {};
	return { difference: roundFor(id, oa.median - ob.median), ...interval, conclusion: concludeDifference(id, interval, profile, judging), ...ratio };
}

/** Every outcome that both products of a pair measured, concluded on the margins of `judging` (the publication's). */
export function comparePair(view: string, a: ComparedProduct, b: ComparedProduct, resamples: number, judging: Judging, bare?: PairBare): Partial<Record<TimedMetricId, Difference>> {
	const outcomes: Partial<Record<TimedMetricId, Difference>> = {};
	for (const id of TIMED_METRIC_IDS) {
		const d = differenceOf(id, view, a, b, resamples, judging, bare);
		if (d) outcomes[id] = d;
	}
	return outcomes;
}
