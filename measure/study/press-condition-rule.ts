// How methodology 2.1 chooses the condition its presses are stated in (issue 90), fixed and committed on
// 2026-12-07 before any product's value under a new condition was read (docs/research/press-reading-2.1.md).
// Every candidate reads the press from the trace of campaign 2.0's records; they differ in what is done
// with the rig's share of it. The choice is judged as a normalisation is judged here (DESIGN, seventh
// round): by how closely a machine left out lands, and by how machines outside the set agree.
import { PROFILES, type Profile } from '../../src/lib/dimensions.ts';

export const CANDIDATE_CONDITIONS = {
	'2.0': '2.0\'s reading: the slowest input, input delay + processing + the work until the frame (the measure the control chose)',
	handling: 'the clicking input from its own dispatch: processing + the work until the frame, the harness\'s per-frame check left out, as measured',
	'over-control': 'the same, less the median of the control presses of its own round (a Δ over the control, as page loads are Δs over the bare page)',
	'at-reference-rate': 'the same, scaled from its round\'s CPU throttling rate to the profile\'s median rate (presses at one fixed rate, emulated)',
	'control-scaled': 'the same, scaled by the profile\'s reference control press over its round\'s control press'
} as const;
export type CandidateCondition = keyof typeof CANDIDATE_CONDITIONS;
export const PRESS_ACTIONS = ['clickResponse', 'rejectResponse'] as const;

/** What the study measured of one candidate: its press spreads by 1.5's rule, and the outside machines' medians inside them. */
export interface ConditionResult {
	condition: CandidateCondition;
	/** Per profile and press outcome, the machine spread (share of the median) from campaign 2.0's admitted hosts, each left out in turn. */
	spread: Record<Profile, Record<(typeof PRESS_ACTIONS)[number], number>>;
	/** Press medians of machines outside the campaign that lie inside that spread around the campaign's pooled median. */
	outside: { within: number; of: number };
}

/**
 * The rule. A candidate qualifies when each of its four press spreads (accept and reject, desktop and
 * mobile) is no wider than 2.0's and at least as large a share of the outside machines' press medians lies inside
 * its spread as inside 2.0's; of those that qualify, the one with the narrowest spreads in sum is adopted,
 * a tie going to the one listed first (the fewer steps from the trace). If none qualifies, 2.0's reading
 * stays and the candidates are withdrawn with their figures.
 */
export function choosePressCondition(results: readonly ConditionResult[]): { chosen: CandidateCondition; qualified: CandidateCondition[]; why: string } {
	const base = results.find((r) => r.condition === '2.0');
	if (!base) throw new Error('the rule needs 2.0\'s reading among the results, to judge the others against');
	// A share, not a count: a candidate may leave a press without a value that another reads.
	const share = (r: ConditionResult) => r.outside.within / (r.outside.of || 1);
	const sum = (r: ConditionResult) => PROFILES.reduce((a, p) => a + PRESS_ACTIONS.reduce((b, id) => b + r.spread[p][id], 0), 0);
	const order = Object.keys(CANDIDATE_CONDITIONS) as CandidateCondition[];
	const qualified = results
		.filter((r) => r.condition !== '2.0')
		.filter((r) => PROFILES.every((p) => PRESS_ACTIONS.every((id) => r.spread[p][id] <= base.spread[p][id])) && share(r) >= share(base))
		.sort((a, b) => sum(a) - sum(b) || order.indexOf(a.condition) - order.indexOf(b.condition));
	if (qualified.length === 0) return { chosen: '2.0', qualified: [], why: 'no candidate had every press spread no wider than 2.0\'s and as many outside medians inside' };
	const best = qualified[0];
	return {
		chosen: best.condition,
		qualified: qualified.map((r) => r.condition),
		why: `its four press spreads sum to ${sum(best).toFixed(2)} against 2.0's ${sum(base).toFixed(2)}, and ${best.outside.within} of ${best.outside.of} outside press medians lie inside them against 2.0's ${base.outside.within} of ${base.outside.of}`
	};
}
