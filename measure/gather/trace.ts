// The Chromium trace around a visit's click (harness 2.0, issue 65): started once the page has settled
// and the banner is up, ended once the page is quiet after the click, so every load-time measure of the
// visit is taken with no trace recording. It keeps two families of events, as the trace gave them:
// - `EventTiming`, which times each input from its hardware timestamp to the presentation of the next
//   frame in microseconds, with no 8 ms rounding and no 16 ms floor (the Event Timing API has both);
// - the renderer's main-thread work that js-framework-benchmark times a click by (`EventDispatch`, the
//   scripts the handlers scheduled, the frame's style, layout and paint) within each interaction's span,
//   so analysis can also read "input delay + processing + the work until the next frame".
// - `InputLatency::*` (the `latencyInfo` category), each input from its hardware timestamp to the
//   presentation of the frame that shows it: Chromium reports no EventTiming for some products' presses,
//   and input latency has every press (analyse/trace/input-latency.ts).
// Dumb, as gather is: analyse/trace/ reads them.
import type { CDPSession } from 'playwright-core';
import type { EventTimingTraceEvent, MainThreadTraceEvent } from '../analyse/trace/interactions.ts';
import { MAIN_THREAD_WORK, POINTER_TYPES } from '../analyse/trace/interactions.ts';
import { PRESS_INPUTS, type InputLatencyTraceEvent } from '../analyse/trace/input-latency.ts';

/** The categories DevTools' performance panel records interactions with (Lighthouse's trace engine reads the same). */
export const INTERACTION_TRACE_CATEGORIES = ['devtools.timeline', 'latencyInfo'] as const;

interface RawTraceEvent {
	name: string;
	ph: string;
	ts: number;
	dur?: number;
	pid?: number;
	tid?: number;
	id?: string;
	id2?: { local?: string; global?: string };
	args?: { data?: { type?: string; interactionId?: number; timeStamp?: number; processingStart?: number; processingEnd?: number } };
}

/** The EventTiming events of a trace, in the record's shape. */
export function eventTimingEvents(events: readonly RawTraceEvent[]): EventTimingTraceEvent[] {
	return events.flatMap((e) => {
		if (e.name !== 'EventTiming' || (e.ph !== 'b' && e.ph !== 'e')) return [];
		const id = e.id ?? e.id2?.local ?? e.id2?.global;
		if (id === undefined) return [];
		const d = e.args?.data;
		const data = e.ph === 'b' && d?.type !== undefined && d.interactionId !== undefined && d.timeStamp !== undefined && d.processingStart !== undefined && d.processingEnd !== undefined
			? { data: { type: d.type, interactionId: d.interactionId, timeStamp: d.timeStamp, processingStart: d.processingStart, processingEnd: d.processingEnd } }
			: {};
		return [{ ph: e.ph, ts: e.ts, id, ...data }];
	});
}

/** The EventTiming pairs of interactions (an interactionId above 0: presses, not hovers), begin and end. */
export function interactionTimingEvents(timing: readonly EventTimingTraceEvent[]): EventTimingTraceEvent[] {
	const ids = new Set(timing.filter((e) => e.data && e.data.interactionId > 0).map((e) => e.id));
	return timing.filter((e) => ids.has(e.id));
}

/** The InputLatency pairs of a press's inputs (mouse down and up, touch start and end, the tap), in the record's shape. */
export function inputLatencyEvents(events: readonly RawTraceEvent[]): InputLatencyTraceEvent[] {
	return events.flatMap((e) => {
		const id = e.id ?? e.id2?.local ?? e.id2?.global;
		return e.name in PRESS_INPUTS && (e.ph === 'b' || e.ph === 'e') && id !== undefined ? [{ name: e.name, ph: e.ph, ts: e.ts, id }] : [];
	});
}

/** Begin–end spans (µs) of async pairs. */
function spansOf(events: readonly { ph: string; ts: number; id: string; name?: string }[]): [number, number][] {
	const begins = new Map(events.filter((e) => e.ph === 'b').map((e) => [`${e.name}#${e.id}`, e.ts]));
	return events.flatMap((e) => (e.ph === 'e' && begins.has(`${e.name}#${e.id}`) ? [[begins.get(`${e.name}#${e.id}`)!, e.ts] as [number, number]] : []));
}

/**
 * The main-thread work events of a trace, in the record's shape: complete events (`ph: "X"`) of the names
 * analysis reads (dispatches of pointer events only) that overlap an interaction's EventTiming span, from
 * an input to the presentation of its frame. So a record carries neither the frames while the pointer is
 * held nor those of a fade-out that runs on after the press (a unit of 20 visits stays about 0.5 MB).
 */
export function mainThreadEvents(events: readonly RawTraceEvent[], timing: readonly EventTimingTraceEvent[], latency: readonly InputLatencyTraceEvent[] = []): MainThreadTraceEvent[] {
	const spans = [...spansOf(timing), ...spansOf(latency)];
	return events.flatMap((e) =>
		e.ph === 'X' && MAIN_THREAD_WORK.has(e.name) && e.dur !== undefined && e.tid !== undefined &&
		spans.some(([from, to]) => e.ts + e.dur! >= from && e.ts <= to) &&
		(e.name !== 'EventDispatch' || POINTER_TYPES.has(e.args?.data?.type ?? ''))
			? [{ name: e.name, ts: e.ts, dur: e.dur, tid: e.tid, ...(e.name === 'EventDispatch' && e.args?.data?.type ? { type: e.args.data.type } : {}) }]
			: []
	);
}

/** A trace recording on one page's CDP session; `stop` ends it and gives the events a record keeps. */
export async function startInteractionTrace(cdp: CDPSession): Promise<{ stop: () => Promise<{ timing: EventTimingTraceEvent[]; latency: InputLatencyTraceEvent[]; work: MainThreadTraceEvent[] }> }> {
	const collected: RawTraceEvent[] = [];
	// CDP types a trace event as a string map; the events are the JSON the trace writes.
	const onData = ({ value }: { value: object[] }) => {
		for (const e of value as RawTraceEvent[]) if (e.name === 'EventTiming' || e.name in PRESS_INPUTS || MAIN_THREAD_WORK.has(e.name)) collected.push(e);
	};
	cdp.on('Tracing.dataCollected', onData);
	await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { recordMode: 'recordUntilFull', includedCategories: [...INTERACTION_TRACE_CATEGORIES] } });
	return {
		stop: async () => {
			const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
			await cdp.send('Tracing.end');
			await complete;
			cdp.off('Tracing.dataCollected', onData);
			const timing = interactionTimingEvents(eventTimingEvents(collected));
			const latency = inputLatencyEvents(collected);
			return { timing, latency, work: mainThreadEvents(collected, timing, latency) };
		}
	};
}
