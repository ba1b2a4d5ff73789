// Which measure of the control each timed outcome is scaled by (methodology 1.4, issue 58), and the rule
// that chooses it. The rule was fixed in code (and on the methodology page) before it was applied to the
// campaign's admitted units: leave each admitted host out in turn, and for every cell that host and the
// others both measured take the gap between the held-out host's median and the other hosts' median, with
// the outcome scaled by each candidate measure, and unscaled. The candidate with the smallest median gap
// is chosen; unscaled wins a tie. Added bytes and correctness are never scaled: a page's bytes do not
// depend on the machine's speed, and correctness is a count.
import type { TimedMetricId } from '../../src/lib/metrics.ts';
import { CONTROL_MEASURE_IDS, type ControlMeasureId } from './measures.ts';

export const SCALED_OUTCOME_IDS = ['bannerVisible', 'pageDelay', 'clickResponse', 'mainThread', 'rejectResponse'] as const satisfies readonly TimedMetricId[];
export type ScaledOutcomeId = (typeof SCALED_OUTCOME_IDS)[number];

/** The control measure each timed outcome is scaled by, or null where it is stated as measured. */
export type Scaling = Readonly<Record<ScaledOutcomeId, ControlMeasureId | null>>;

export const NO_SCALING: Scaling = { bannerVisible: null, pageDelay: null, clickResponse: null, mainThread: null, rejectResponse: null };

/** The measure an outcome is scaled by under `scaling` (added bytes: never). */
export const measureFor = (scaling: Scaling, id: TimedMetricId): ControlMeasureId | null => (id === 'addedBytes' ? null : scaling[id]);

/** One candidate's figure: the median gap, in the outcome's unit, over every held-out host and cell. */
export interface CandidateGap {
	measure: ControlMeasureId | null;
	gap: number;
	cells: number;
	byHost: { host: string; gap: number; cells: number }[];
}

/** The rule: the smallest median gap; unscaled (null) wins a tie, then the measures in their listed order. */
export function chooseMeasure(candidates: readonly CandidateGap[]): ControlMeasureId | null {
	const order = [null, ...CONTROL_MEASURE_IDS];
	return [...candidates].sort((a, b) => a.gap - b.gap || order.indexOf(a.measure) - order.indexOf(b.measure))[0].measure;
}

/** Methodology 1.4's choice, fixed by the rule above on campaign 1.3's admitted units (npm run scaling-figures). */
export const SCALING_1_4: Scaling = NO_SCALING;
