// A press read from the trace's input latency (harness 2.0, issue 65): Chromium's `latencyInfo` category
// times every input it receives, as a `InputLatency::<type>` async pair from the input's hardware
// timestamp to the presentation of the frame that shows its effect. The EventTiming events (and the Event
// Timing API) are the same figures where they exist, to within a frame's bookkeeping: on quick rounds of
// 2026-11-28, MouseDown and MouseUp matched pointerdown and pointerup/click to 0.01–0.64 ms, TouchStart and
// GestureTap matched pointerdown and click to 0.01–0.6 ms. But Chromium 156 reports no Event Timing at all
// for some presses: every press of four of the thirteen products (Osano's cookieconsent, cookie-bar,
// cookies-eu-banner, react-cookie-consent) on desktop, in every round of campaign 1.3 and of harness 2.0's
// pilot; input latency has every press. So a press's response is read here, the same way for every
// product, and its phases from the main thread's dispatch of the DOM events the input caused.
import { busyUntilFrame, type MainThreadTraceEvent, unionLength } from './interactions.ts';
import type { Press } from './press.ts';

/** An InputLatency trace event as a visit record keeps it. */
export interface InputLatencyTraceEvent {
	/** e.g. "InputLatency::MouseUp". */
	name: string;
	ph: 'b' | 'e';
	/** Trace clock, µs. */
	ts: number;
	id: string;
}

/** The inputs a press is made of, and the DOM events each dispatches (INP's pointerdown, pointerup and click). */
export const PRESS_INPUTS: Readonly<Record<string, readonly string[]>> = {
	'InputLatency::MouseDown': ['pointerdown', 'mousedown'],
	'InputLatency::MouseUp': ['pointerup', 'mouseup', 'click'],
	'InputLatency::TouchStart': ['pointerdown', 'touchstart'],
	'InputLatency::TouchEnd': ['pointerup', 'touchend'],
	'InputLatency::GestureTap': ['mousedown', 'mouseup', 'click']
};

/** A press read by its slowest input (harness 2.0's reading): analyse/trace/press.ts's Press. */
export type PressResponse = Press;

const ms = (us: number) => Math.round(us) / 1000;

/** The press in a visit's trace: its slowest input's response, phases from the main thread. Null without a complete input pair. */
export function pressResponse(latency: readonly InputLatencyTraceEvent[], work: readonly MainThreadTraceEvent[] = []): PressResponse | null {
	const begins = new Map<string, InputLatencyTraceEvent>();
	let slowest: { begin: InputLatencyTraceEvent; end: InputLatencyTraceEvent } | null = null;
	for (const e of [...latency].sort((a, b) => a.ts - b.ts)) {
		if (!(e.name in PRESS_INPUTS)) continue;
		const key = `${e.name}#${e.id}`;
		if (e.ph === 'b') begins.set(key, e);
		else {
			const begin = begins.get(key);
			if (!begin) continue;
			begins.delete(key);
			if (!slowest || e.ts - begin.ts > slowest.end.ts - slowest.begin.ts) slowest = { begin, end: e };
		}
	}
	if (!slowest) return null;
	const { begin, end } = slowest;
	const types = PRESS_INPUTS[begin.name];
	const dispatched = work.filter((e) => e.name === 'EventDispatch' && e.type !== undefined && types.includes(e.type) && e.ts >= begin.ts && e.ts + e.dur <= end.ts);
	const response = ms(end.ts - begin.ts);
	if (dispatched.length === 0) return { input: begin.name.replace('InputLatency::', ''), response, inputDelay: null, processing: null, presentation: null, work: null };
	const first = Math.min(...dispatched.map((e) => e.ts));
	const last = dispatched.reduce((a, e) => (e.ts + e.dur > a.ts + a.dur ? e : a));
	const processingEnd = last.ts + last.dur;
	const untilFrame = busyUntilFrame(work, last.type!, last.ts, processingEnd, end.ts);
	return {
		input: begin.name.replace('InputLatency::', ''),
		response,
		inputDelay: ms(first - begin.ts),
		processing: ms(processingEnd - first),
		presentation: ms(end.ts - processingEnd),
		work: untilFrame === null ? null : ms(processingEnd - begin.ts + untilFrame)
	};
}

