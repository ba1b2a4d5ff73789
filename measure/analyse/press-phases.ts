// Where a press's time goes (harness 2.0, issue 65): the trace splits each press into input delay (the
// input waiting for the main thread), processing (the page's handlers of the DOM events it caused) and
// presentation delay (until the next frame is on screen), as Lighthouse's trace engine and Chrome's INP
// do. A consent manager can only be blamed for the middle one directly; the other two are what the
// browser and the page around it add, which the control (the bare page's button that does nothing) shows.
// 1.x records have no phases worth stating (Event Timing's 8 ms steps), so their publications get none.
import type { PressAction, PressPhases } from '../../src/lib/schema.ts';
import { quantile } from '../../support/stats.ts';
import type { VisitRecord } from '../gather/records.ts';
import { BASELINE } from '../apps/types.ts';
import { clickTiming, pressesMade, type ClickTiming } from './click.ts';
import type { InteractionMeasure, InteractionMeasures } from './interaction-measure.ts';

/** The phases of a set of presses, rounded as every published time is (0.1 ms). */
export type PhaseSummary = Omit<PressPhases, 'profile' | 'framework' | 'page' | 'action' | 'host' | 'published'>;

const tenth = (value: number) => Math.round(value * 10) / 10 || 0;

/**
 * The phases of a press as a reading sees them: 2.0's of its slowest input, 2.1's ('handling') of its
 * clicking input (trace/click-handling.ts), with the handling beside them.
 */
function phasesUnder(t: ClickTiming, measure: InteractionMeasure): ClickTiming {
	if (measure !== 'handling') return t;
	const c = t.click;
	return { ...t, response: c?.response ?? null, inputDelay: c?.inputDelay ?? null, processing: c?.processing ?? null, presentation: c?.presentation ?? null, work: null };
}

/** Medians of each phase over the traced presses that have all three; null when none has. Under 2.1's reading, its phases and the handling. */
export function phaseSummary(timings: readonly ClickTiming[], measure: InteractionMeasure): PhaseSummary | null {
	const split = timings.map((t) => phasesUnder(t, measure)).filter((t) => t.source === 'trace' && t.response !== null && t.inputDelay !== null && t.processing !== null && t.presentation !== null);
	if (split.length === 0) return null;
	const median = (pick: (t: ClickTiming) => number) => tenth(quantile(split.map(pick), 0.5));
	const responses = split.map((t) => t.response!);
	const work = split.flatMap((t) => t.work ?? []);
	const handling = measure === 'handling' ? split.flatMap((t) => t.click?.handling ?? []) : [];
	return {
		presses: split.length,
		inputDelay: median((t) => t.inputDelay!),
		processing: median((t) => t.processing!),
		presentation: median((t) => t.presentation!),
		response: { median: tenth(quantile(responses, 0.5)), p25: tenth(quantile(responses, 0.25)), p75: tenth(quantile(responses, 0.75)) },
		...(work.length > 0 ? { work: tenth(quantile(work, 0.5)) } : {}),
		...(handling.length > 0 ? { handling: tenth(quantile(handling, 0.5)) } : {})
	};
}

/** A page of a view, the bare page sorted first. */
const key = (v: VisitRecord) => `${v.profile}/${v.framework}/${v.page === BASELINE ? '' : v.page}`;

/** The timings of one action's presses, taken as the cells take them. */
const pressed = (visits: readonly VisitRecord[], action: PressAction) => pressesMade(visits, action).map((v) => clickTiming(v.click!));

/**
 * Every page's phases per view: each product's accept and reject, the bare page's control pooled and for
 * each host. Empty for records without traced presses (harness 1.x), so their publications are unchanged.
 */
export function pressPhasesOf(visits: readonly VisitRecord[], hostOf: (visit: VisitRecord) => string | undefined, measures: InteractionMeasures): PressPhases[] {
	const byView = new Map<string, VisitRecord[]>();
	for (const v of visits) {
		const list = byView.get(key(v));
		if (list) list.push(v);
		else byView.set(key(v), [v]);
	}
	const entries: PressPhases[] = [];
	for (const [, list] of [...byView].sort(([a], [b]) => (a < b ? -1 : 1))) {
		const { profile, framework, page } = list[0];
		const measure = measures[profile];
		const published = measure === 'work' || measure === 'handling' ? measure : 'response';
		const actions: PressAction[] = page === BASELINE ? ['control'] : ['accept', 'reject'];
		for (const action of actions) {
			const pooled = phaseSummary(pressed(list, action), measure);
			if (pooled) entries.push({ profile, framework, page, action, ...pooled, published });
			if (action !== 'control') continue;
			const hosts = [...new Set(list.map(hostOf).filter((h): h is string => h !== undefined))].sort();
			for (const host of hosts) {
				const own = phaseSummary(pressed(list.filter((v) => hostOf(v) === host), action), measure);
				if (own) entries.push({ profile, framework, page, action, host, ...own, published });
			}
		}
	}
	return entries;
}

