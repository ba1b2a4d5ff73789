// How a publication reads a press's value (issues 90, 94): the measure of each profile, and the condition
// the value is stated in, decided once in publish/admitted.ts and handed to every consumer (cells, each
// host's series, head to head, the machine spread). Two conditions:
// - 'as-measured': the press as its round measured it (every methodology to 2.0);
// - 'control-scaled' (2.1): the press stated at the speed of the profile's reference control press, that
//   is multiplied by the reference over the median of its own round's control presses, read the same way.
//   The CPU throttle adds latency to short work in a proportion the calibration does not see and that
//   differs by host; the do-nothing press of the same round, on the same host, measures it. Chosen by the
//   rule in measure/study/press-condition-rule.ts (docs/research/press-reading-2.1.md).
import type { Profile } from '../../src/lib/dimensions.ts';
import { median } from '../../support/stats.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { clickTiming, pressesMade, type ClickTiming } from './click.ts';
import { interactionValue, type InteractionMeasures } from './interaction-measure.ts';

export type PressCondition = 'as-measured' | 'control-scaled';

/**
 * Methodology 2.1's reference control press per profile (ms): the median of publication 2.0's admitted
 * control presses (campaign 2.0's units gathered before 2026-12-04 19:56 UTC, 500 desktop and 480 mobile)
 * read by 2.1's reading (the click's handling), rounded to 0.01 ms; fixed, so that every subset of those
 * records (a host held out, a reader's check) is stated at the same speed. press-reader.test.ts fails if
 * the derivation stops giving it.
 */
export const PRESS_REFERENCE_2_1: Readonly<Record<Profile, number>> = { desktop: 3.09, mobile: 12.29 };

export interface PressReader {
	measures: InteractionMeasures;
	condition: PressCondition;
	/** The value a visit's press is stated at; null when the press has none (or, scaled, its round has no control press with one). */
	value(visit: VisitRecord): number | null;
	/** A press's timing, read once per record. */
	timing(visit: VisitRecord): ClickTiming;
}

/** Each record's click read once: a publication reads every press several times over (cells, series, pairs, spread). */
function timings(): (visit: VisitRecord) => ClickTiming {
	const read = new WeakMap<VisitRecord, ClickTiming>();
	return (visit) => {
		let t = read.get(visit);
		if (!t) read.set(visit, (t = clickTiming(visit.click!)));
		return t;
	};
}

/** Presses as their rounds measured them, in `measures`. */
export function asMeasured(measures: InteractionMeasures): PressReader {
	const timing = timings();
	return { measures, condition: 'as-measured', timing, value: (v) => interactionValue(timing(v), measures[v.profile]) };
}

/** A round of one shard on one host (a unit): what its control presses are pooled over. */
const roundOf = (v: Pick<VisitRecord, 'shard' | 'runId'>) => `${v.shard}/${v.runId}`;

/**
 * Presses stated at the speed of the reference control press: each press's value in `measures`, times
 * `reference[profile]` over the median of its own round's control presses in the same measure (the bare
 * page's button that does nothing). `visits` must hold those control presses (the bare page's visits of
 * the same rounds); a round without one states no press.
 */
export function controlScaled(measures: InteractionMeasures, reference: Readonly<Record<Profile, number>>, visits: readonly VisitRecord[]): PressReader {
	const timing = timings();
	const raw = (v: VisitRecord) => interactionValue(timing(v), measures[v.profile]);
	const controls = new Map<string, number[]>();
	for (const v of pressesMade(visits.filter((x) => x.page === BASELINE), 'control')) {
		const value = raw(v);
		if (value !== null) controls.set(roundOf(v), [...(controls.get(roundOf(v)) ?? []), value]);
	}
	const control = new Map([...controls].map(([round, values]) => [round, median(values)]));
	return {
		measures,
		condition: 'control-scaled',
		timing,
		value: (v) => {
			const value = raw(v);
			const own = control.get(roundOf(v));
			return value === null || own === undefined || !(own > 0) ? null : (value * reference[v.profile]) / own;
		}
	};
}
