// Interactions read from the Chromium trace (harness 2.0, issue 65), one handler for one event family,
// as Lighthouse's trace engine reads them (its UserInteractionsHandler): each `EventTiming` event of the
// `devtools.timeline` category is a nestable async pair whose begin is the event's hardware timestamp and
// whose end is the presentation of the frame after it, in microseconds, with no 8 ms rounding and no
// 16 ms floor. The begin carries processingStart, processingEnd and timeStamp in milliseconds; as the
// trace engine does, they are placed on the trace's clock by their offset from timeStamp.
// Pure: the gather step keeps these events of a visit (gather/trace.ts); analysis reads them here.
import type { Press } from './press.ts';

/** An EventTiming trace event as a visit record keeps it: the fields this reader uses, nothing else. */
export interface EventTimingTraceEvent {
	ph: 'b' | 'e';
	/** Trace clock, µs. */
	ts: number;
	/** Pairs a begin with its end. */
	id: string;
	/** On the begin event only (ms, the page's clock). */
	data?: { type: string; interactionId: number; timeStamp: number; processingStart: number; processingEnd: number };
}

/** A complete main-thread event as a visit record keeps it (gather/trace.ts): the renderer's work around a press. */
export interface MainThreadTraceEvent {
	name: string;
	/** Trace clock, µs. */
	ts: number;
	dur: number;
	tid: number;
	/** EventDispatch only: the DOM event's type. */
	type?: string;
}

/**
 * The main thread's work between an event's handlers and the frame that shows their result, as DevTools
 * names it: scripts the handlers scheduled (timers, callbacks, scripts they inserted) and the frame's
 * rendering (animation callbacks, style, layout, paint, layerize).
 */
export const UNTIL_FRAME: ReadonlySet<string> = new Set(['TimerFire', 'FunctionCall', 'FireIdleCallback', 'EvaluateScript', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);
/** The main thread's last step before it hands a frame to the compositor (busyUntilFrame says why Layerize). */
export const FRAME_HAND_OVER: ReadonlySet<string> = new Set(['Layerize', 'Commit']);
/** What gather keeps of the main thread: the dispatch of each input event, and the work until its frame. */
export const MAIN_THREAD_WORK: ReadonlySet<string> = new Set(['EventDispatch', ...UNTIL_FRAME]);

/** One interaction's response and its phases, in ms at the trace's precision (INP's definition), read by its slowest event. */
export interface TracedInteraction extends Press {
	interactionId: number;
	/** The event whose response was longest (pointerdown, pointerup or click). */
	input: string;
	/** Input to the start of the event's processing. */
	inputDelay: number;
	/** The event handlers. */
	processing: number;
	/** The end of processing to the presentation of the next frame. */
	presentation: number;
	/**
	 * js-framework-benchmark's kind of measure: input delay + processing + the main thread's work until it
	 * hands the next frame over (scripts the handlers scheduled, then the frame's style, layout, paint and
	 * layerize), leaving out the time it waited: for the frame's turn and for the display. Null without
	 * main-thread events.
	 */
	work: number | null;
	/** That work after processing alone, ms; null without main-thread events. */
	untilFrame: number | null;
}

/** Total length of the union of intervals, in the intervals' unit: nested events (a layout forced inside an animation callback) count once. */
export function unionLength(intervals: [number, number][]): number {
	let total = 0;
	let end = -Infinity;
	for (const [a, b] of [...intervals].sort((x, y) => x[0] - y[0])) {
		if (b <= end) continue;
		total += b - Math.max(a, end);
		end = b;
	}
	return total;
}

/**
 * The main thread's busy time after `processingEnd` on the thread that dispatched the event, up to the end
 * of the first Layerize (or Commit) that starts after it, no later than the presentation: Layerize is the
 * main thread's last step before it hands the frame to the compositor, and Chromium 156's
 * `devtools.timeline` records no main-thread Commit (a recorded press: fixtures/reject-press.click.json).
 * Null when the record has no main-thread events or no dispatch of this event.
 */
export function busyUntilFrame(work: readonly MainThreadTraceEvent[], type: string, processingStart: number, processingEnd: number, presented: number): number | null {
	const dispatches = work.filter((e) => e.name === 'EventDispatch' && e.type === type);
	if (dispatches.length === 0) return null;
	const nearest = dispatches.reduce((a, e) => (Math.abs(e.ts - processingStart) < Math.abs(a.ts - processingStart) ? e : a));
	const frame = work
		.filter((e) => e.tid === nearest.tid && UNTIL_FRAME.has(e.name) && e.ts >= processingEnd && e.ts + e.dur <= presented)
		.sort((a, b) => a.ts - b.ts);
	const handOver = frame.find((e) => FRAME_HAND_OVER.has(e.name));
	const until = handOver ? handOver.ts + handOver.dur : presented;
	return unionLength(frame.filter((e) => e.ts + e.dur <= until).map((e) => [e.ts, e.ts + e.dur]));
}

/** The input events an interaction is made of; the dispatches gather keeps are of these alone. */
export const POINTER_TYPES: ReadonlySet<string> = new Set(['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend', 'mousedown', 'mouseup']);
const ms = (us: number) => Math.round(us) / 1000;

/** Every pointer interaction in the events, each by its slowest event; in the order they began. */
export function tracedInteractions(events: readonly EventTimingTraceEvent[], work: readonly MainThreadTraceEvent[] = []): TracedInteraction[] {
	const open = new Map<string, EventTimingTraceEvent[]>();
	const slowest = new Map<number, { begin: EventTimingTraceEvent; end: EventTimingTraceEvent }>();
	for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
		if (event.ph === 'b') {
			open.set(event.id, [...(open.get(event.id) ?? []), event]);
			continue;
		}
		const begin = open.get(event.id)?.pop();
		const data = begin?.data;
		if (!begin || !data || !POINTER_TYPES.has(data.type) || !(data.interactionId > 0)) continue;
		const kept = slowest.get(data.interactionId);
		if (!kept || event.ts - begin.ts > kept.end.ts - kept.begin.ts) slowest.set(data.interactionId, { begin, end: event });
	}
	return [...slowest.values()]
		.sort((a, b) => a.begin.ts - b.begin.ts)
		.map(({ begin, end }) => {
			const d = begin.data!;
			const processingStart = begin.ts + (d.processingStart - d.timeStamp) * 1000;
			const processingEnd = begin.ts + (d.processingEnd - d.timeStamp) * 1000;
			const untilFrame = busyUntilFrame(work, d.type, processingStart, processingEnd, end.ts);
			return {
				interactionId: d.interactionId,
				input: d.type,
				response: ms(end.ts - begin.ts),
				inputDelay: ms(processingStart - begin.ts),
				processing: ms(processingEnd - processingStart),
				presentation: ms(end.ts - processingEnd),
				work: untilFrame === null ? null : ms(processingEnd - begin.ts + untilFrame),
				untilFrame: untilFrame === null ? null : ms(untilFrame)
			};
		});
}
