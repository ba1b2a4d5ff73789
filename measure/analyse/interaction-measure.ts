// Which measure of a press the accept and reject outcomes use (harness 2.0, issue 65), chosen by the
// control: the bare page's no-op button, pressed the same way in every measured visit, whose response is
// nothing but the browser's own noise. Two candidates, both read from the trace:
// - 'response': INP's definition, from the input to the presentation of the next frame;
// - 'work': js-framework-benchmark's kind, input delay + processing + the main thread's work until it
//   hands the next frame over, leaving out the time it waits for the frame's turn and for the display.
// What a product adds (its handlers, the scripts they schedule, the style and layout of closing a banner)
// is in both; the wait for the frame is in the first only. So the measure is the one whose control
// responses spread least, in milliseconds: the same signal over less noise. The rule is fixed here and on
// the methodology page (#interactions) before any product's value of campaign 2.0 is read.
import type { Profile } from '../../src/lib/dimensions.ts';
import { SERIES_MIN_PRESSES } from '../../src/lib/metrics.ts';
import { quantile } from '../../support/stats.ts';
import type { VisitRecord } from '../gather/records.ts';
import { BASELINE } from '../apps/types.ts';
import { clickTiming, pressesMade, type ClickTiming } from './click.ts';

/** The two measures the control chooses between (both read from the trace). */
export type TracedMeasure = 'response' | 'work';
/**
 * How a press's value is read: a traced measure the control chooses (2.0), or the click's handling (2.1).
 * 1.x's 'floored' reading (a click without an Event Timing entry counted as 16 ms) is read only by the
 * code that published 1.0 to 1.5 (npm run republish-archived).
 */
export type InteractionMeasure = TracedMeasure | 'handling';
export type InteractionMeasures = Record<Profile, InteractionMeasure>;

/** Records of harness 1.x have no control: their presses are read as the Event Timing API gave them. */
export const RESPONSE_ONLY: InteractionMeasures = { desktop: 'response', mobile: 'response' };
/** Methodology 2.1 (issue 90): the click's handling on both profiles (trace/click-handling.ts). */
export const HANDLING: InteractionMeasures = { desktop: 'handling', mobile: 'handling' };

export const MEASURE_RULE = {
	/** A candidate needs a value for at least this share of the control presses… */
	minShareWithValue: 0.95,
	/** …of at least this many control presses in the profile (as many as one host's series of one cell needs, issue 65). */
	minPresses: SERIES_MIN_PRESSES
} as const;

/** A press's value under a measure; null when the press has none (no interaction, or no main-thread events). */
export function interactionValue(timing: ClickTiming, measure: InteractionMeasure): number | null {
	if (measure === 'work') return timing.work;
	if (measure === 'handling') return timing.click?.handling ?? null;
	return timing.response;
}

export interface MeasureChoice {
	measure: TracedMeasure;
	presses: number;
	/** Per candidate: presses with a value, and the interquartile range of those values (ms), when any. */
	candidates: Record<TracedMeasure, { withValue: number; iqr: number | null; median: number | null }>;
	/** Why, in one sentence a methodology page can print. */
	reason: string;
}

const iqr = (values: readonly number[]) => (values.length === 0 ? null : quantile(values, 0.75) - quantile(values, 0.25));

/** The rule on one profile's control presses. */
export function chooseMeasure(control: readonly ClickTiming[]): MeasureChoice {
	const candidates = Object.fromEntries(
		(['response', 'work'] as const).map((m) => {
			const values = control.flatMap((t) => interactionValue(t, m) ?? []);
			return [m, { withValue: values.length, iqr: iqr(values), median: values.length === 0 ? null : quantile(values, 0.5) }];
		})
	) as MeasureChoice['candidates'];
	const presses = control.length;
	const qualifies = (m: TracedMeasure) => presses >= MEASURE_RULE.minPresses && candidates[m].withValue >= MEASURE_RULE.minShareWithValue * presses;
	const { response, work } = candidates;
	if (presses < MEASURE_RULE.minPresses) return { measure: 'response', presses, candidates, reason: `${presses} control presses, fewer than the ${MEASURE_RULE.minPresses} the rule needs: the whole response` };
	if (!qualifies('work')) return { measure: 'response', presses, candidates, reason: `the work until the frame has a value for ${work.withValue} of ${presses} control presses, under ${MEASURE_RULE.minShareWithValue * 100}%: the whole response` };
	if (!qualifies('response') || work.iqr! < response.iqr!)
		return { measure: 'work', presses, candidates, reason: `the control's interquartile range is ${work.iqr!.toFixed(1)} ms for the work until the frame against ${response.iqr?.toFixed(1) ?? 'none'} for the whole response` };
	return { measure: 'response', presses, candidates, reason: `the control's interquartile range is ${response.iqr!.toFixed(1)} ms for the whole response against ${work.iqr!.toFixed(1)} for the work until the frame` };
}

/** The control presses of one profile's measured visits that reached the page. */
export function controlPresses(visits: readonly VisitRecord[], profile: Profile): ClickTiming[] {
	return pressesMade(visits.filter((v) => v.profile === profile && v.page === BASELINE), 'control').map((v) => clickTiming(v.click!));
}

/** Each profile's choice from the visits analysed (the gate's admitted units). */
export function interactionMeasures(visits: readonly VisitRecord[]): { measures: InteractionMeasures; choices: Record<Profile, MeasureChoice> } {
	const choices = { desktop: chooseMeasure(controlPresses(visits, 'desktop')), mobile: chooseMeasure(controlPresses(visits, 'mobile')) };
	return { measures: { desktop: choices.desktop.measure, mobile: choices.mobile.measure }, choices };
}

const MEASURE_NAMES: Record<TracedMeasure, string> = {
	response: 'the whole response (input to the presentation of the next frame)',
	work: 'input delay + processing + the main thread\'s work until the next frame'
};

/**
 * What a publication says of its presses, a sentence per profile that has control presses (none for
 * harness 1.x records, so their publications are unchanged): the control's responses under both
 * measures, and the measure the rule chose (`interactionMeasures(visits).choices`).
 */
export function interactionFacts(choices: Record<Profile, MeasureChoice>): string[] {
	return (['desktop', 'mobile'] as const).flatMap((profile) => {
		const c = choices[profile];
		if (c.presses === 0) return [];
		const figure = (m: TracedMeasure) => {
			const { withValue, median, iqr } = c.candidates[m];
			return median === null ? `${m === 'work' ? 'the work until the frame' : 'the whole response'}: no value` : `${m === 'work' ? 'the work until the frame' : 'the whole response'} median ${median.toFixed(1)} ms, interquartile range ${iqr!.toFixed(1)} ms (${withValue} with a value)`;
		};
		return [`${profile} control presses (the bare page's button that does nothing): ${c.presses}; ${figure('response')}; ${figure('work')}. Accept and reject are read as ${MEASURE_NAMES[c.measure]}: ${c.reason}.`];
	});
}
