// Which measure of the control each timed outcome is scaled by (methodology 1.4, issue 58), and the rule
// that chooses it. The rule was fixed in code (and on the methodology page) before it was applied to the
// campaign's admitted units: leave each admitted host out in turn, and for every cell that host and the
// others both measured take the gap between the held-out host's median and the other hosts' median, with
// the outcome scaled by each candidate measure, and unscaled. The candidate with the smallest median gap
// is chosen; unscaled wins a tie. Added bytes and correctness are never scaled: a page's bytes do not
// depend on the machine's speed, and correctness is a count.
import { SCALED_OUTCOME_IDS, type ScaledOutcomeId } from '../../src/lib/control-measures.ts';
import type { TimedMetricId } from '../../src/lib/metrics.ts';
import type { Scaling } from '../../src/lib/schema.ts';
import { CONTROL_MEASURE_IDS, CONTROL_REFERENCES, type ControlMeasureId } from './measures.ts';

export { SCALED_OUTCOME_IDS, type ScaledOutcomeId };

/** The control measure each timed outcome is scaled by, or null where it is stated as measured. */
export type ScalingChoice = Readonly<Record<ScaledOutcomeId, ControlMeasureId | null>>;

export const NO_SCALING: ScalingChoice = { bannerVisible: null, pageDelay: null, clickResponse: null, mainThread: null, rejectResponse: null };

/** The measure an outcome is scaled by under `scaling` (added bytes: never). */
export const measureFor = (scaling: ScalingChoice, id: TimedMetricId): ControlMeasureId | null => (id === 'addedBytes' ? null : scaling[id]);

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

/**
 * Methodology 1.4's choice: the rule above applied on 2026-11-28 to campaign 1.3's 65 admitted units on
 * four hosts (`npm run scaling-figures -- data/campaign-1.3`; median gap in ms over 286–288 held-out
 * cells, unscaled → chosen): banner visible 98.0 → 86.6 by the bare page's LCP; page delay 26.0 stays
 * unscaled (every measure widened it: LCP 30.8, work 38.0, task 39.5); accept response 16.0 → 10.5 and
 * main-thread work 41.4 → 30.0 by its task time; reject response 12.0 → 8.7 by its LCP. The figures, by
 * host, are in docs/research/control-scaling.md; scaling.test.ts fails if the rule stops giving these on
 * those hosts' units (SCALING_1_4_SOURCE). A host that joins later is judged by this choice, never re-chooses it.
 */
export const SCALING_1_4_SOURCE = { campaign: 'data/campaign-1.3', hosts: ['1742003ffcb7', 'ce321c267986', 'df11156fcb94', 'bf7585fa3557'] } as const;
export const SCALING_1_4: ScalingChoice = { bannerVisible: 'lcp', pageDelay: null, clickResponse: 'task', mainThread: 'task', rejectResponse: 'lcp' };

/** The figures behind SCALING_1_4 (median gap in the outcome's unit, to 0.1; held-out cells), published with it. */
export const SCALING_1_4_EVIDENCE: Scaling['evidence'] = [
	{ outcome: 'bannerVisible', candidates: [{ measure: null, gap: 98, cells: 286 }, { measure: 'task', gap: 180.9, cells: 286 }, { measure: 'work', gap: 149.7, cells: 286 }, { measure: 'lcp', gap: 86.6, cells: 286 }] },
	{ outcome: 'pageDelay', candidates: [{ measure: null, gap: 26, cells: 286 }, { measure: 'task', gap: 39.5, cells: 286 }, { measure: 'work', gap: 38, cells: 286 }, { measure: 'lcp', gap: 30.8, cells: 286 }] },
	{ outcome: 'clickResponse', candidates: [{ measure: null, gap: 16, cells: 288 }, { measure: 'task', gap: 10.5, cells: 288 }, { measure: 'work', gap: 11.4, cells: 288 }, { measure: 'lcp', gap: 11.8, cells: 288 }] },
	{ outcome: 'mainThread', candidates: [{ measure: null, gap: 41.4, cells: 286 }, { measure: 'task', gap: 30, cells: 286 }, { measure: 'work', gap: 38.3, cells: 286 }, { measure: 'lcp', gap: 36.3, cells: 286 }] },
	{ outcome: 'rejectResponse', candidates: [{ measure: null, gap: 12, cells: 286 }, { measure: 'task', gap: 9.7, cells: 286 }, { measure: 'work', gap: 10, cells: 286 }, { measure: 'lcp', gap: 8.7, cells: 286 }] }
];

/** A derivation's figures as a publication records them: each gap to 0.1. */
export const evidenceOf = (figures: readonly { outcome: ScaledOutcomeId; candidates: readonly CandidateGap[] }[]): Scaling['evidence'] =>
	figures.map((f) => ({ outcome: f.outcome, candidates: f.candidates.map((c) => ({ measure: c.measure, gap: Math.round(c.gap * 10) / 10, cells: c.cells })) }));

/** The scaling as a publication records it: the choice, the figures behind it, and every shard's references. */
export function publishedScaling(choice: ScalingChoice, evidence: Scaling['evidence']): Scaling {
	const shards = Object.keys(CONTROL_REFERENCES.task).sort();
	return {
		outcomes: { ...choice },
		evidence,
		references: shards.map((shard) => ({ shard, task: CONTROL_REFERENCES.task[shard], work: CONTROL_REFERENCES.work[shard], lcp: CONTROL_REFERENCES.lcp[shard] }))
	};
}
