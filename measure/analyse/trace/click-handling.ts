// A press read the way methodology 2.1 reads it (issue 90): the input that dispatches the click, from its
// own first DOM dispatch to the frame the main thread hands over, for the control and every product alike.
// js-framework-benchmark times a click the same way (its `EventDispatch` to the end of the next frame's
// main-thread work). 2.0 read a press by its slowest input, from that input's hardware timestamp
// (trace/input-latency.ts), which differed between the control and the products and carried the rig:
// - the slowest input was the mouse down for the control and the mouse up for most products, two
//   different inputs with different work (control 7.2 ms on mouse down, 4.3 on mouse up);
// - a tap's input latency begins at the finger's lift, so its "input delay" held the touch end's own wait
//   and the gap to the synthesised mouse down, no work of the page's (mobile's control was mostly that);
// - on a product's page the harness's own per-frame banner check (gather/instrument.ts) runs in the
//   frame after the press, and on the control's page it does not.
// So here: the clicking input (the mouse's release, the finger's tap), its time from its first dispatch
// (the input's wait before it, the input delay, is stated as a phase, not counted), and of the work until
// the frame, the script of the harness's check left out while the style and layout it forced are kept,
// since the frame does them anyway.
import { PRESS_INPUTS, type InputLatencyTraceEvent } from './input-latency.ts';
import { FRAME_HAND_OVER, UNTIL_FRAME, unionLength, type MainThreadTraceEvent } from './interactions.ts';
import type { Press } from './press.ts';

/** The inputs that dispatch a press's click: a mouse's release (desktop), a finger's tap (mobile). */
export const CLICKING_INPUTS: readonly string[] = ['InputLatency::MouseUp', 'InputLatency::GestureTap'];

/** Script the harness's check runs inside its animation-frame callback (the callback and what it calls). */
const CHECK_SCRIPT: ReadonlySet<string> = new Set(['FireAnimationFrame', 'FunctionCall']);

/** A press's click as 2.1 reads it, in ms at the trace's precision: its clicking input, with the handling it publishes. */
export interface ClickHandling extends Press {
	/** 'MouseUp' or 'GestureTap'. */
	input: string;
	/** The input's hardware timestamp to its first dispatch: a phase, not part of the value. */
	inputDelay: number;
	/** The first dispatch of the input's DOM events to the end of the last (pointerup, mouseup and click). */
	processing: number;
	/** The main thread's work after processing until it hands the frame over, the harness's check left out. */
	untilFrame: number;
	/** The script of the harness's per-frame check inside that window, left out of the value (0 on the control's page). */
	harnessCheck: number;
	/** processing + untilFrame: the value. */
	handling: number;
	/** The clicking input's whole response, its hardware timestamp to the presentation of its frame (INP's kind, for the phases). */
	response: number;
	/** The end of processing to that presentation. */
	presentation: number;
	/** inputDelay + handling: the work until the frame from the input's timestamp, the harness's check left out. */
	work: number;
}

const ms = (us: number) => Math.round(us) / 1000;

/** The complete pair of the clicking input, or null. */
function clickingInput(latency: readonly InputLatencyTraceEvent[]): { begin: InputLatencyTraceEvent; end: InputLatencyTraceEvent } | null {
	const sorted = [...latency].sort((a, b) => a.ts - b.ts);
	for (const begin of sorted) {
		if (begin.ph !== 'b' || !CLICKING_INPUTS.includes(begin.name)) continue;
		const end = sorted.find((e) => e.ph === 'e' && e.name === begin.name && e.id === begin.id && e.ts >= begin.ts);
		if (end) return { begin, end };
	}
	return null;
}

/**
 * The click of a press, or null when the trace has no clicking input or no dispatch of it.
 * `harnessCheckRan`: whether the harness's per-frame banner check was running on the page (a product's
 * page; never the control's). Its callback is the first animation-frame callback after the dispatch: it
 * was requested frame after frame since the pointer went down, before any handler of the click could
 * request one (measure/study/press-rates.ts checks this against presses with the check switched off).
 */
export function clickHandling(latency: readonly InputLatencyTraceEvent[], work: readonly MainThreadTraceEvent[], harnessCheckRan: boolean): ClickHandling | null {
	const pair = clickingInput(latency);
	if (!pair) return null;
	const { begin, end } = pair;
	const types = PRESS_INPUTS[begin.name];
	const dispatched = work.filter((e) => e.name === 'EventDispatch' && e.type !== undefined && types.includes(e.type) && e.ts >= begin.ts && e.ts <= end.ts);
	if (dispatched.length === 0) return null;
	const first = Math.min(...dispatched.map((e) => e.ts));
	const processingEnd = Math.max(...dispatched.map((e) => e.ts + e.dur));
	const tid = dispatched[0].tid;
	const frame = work.filter((e) => e.tid === tid && UNTIL_FRAME.has(e.name) && e.ts >= processingEnd && e.ts + e.dur <= end.ts).sort((a, b) => a.ts - b.ts);
	const handOver = frame.find((e) => FRAME_HAND_OVER.has(e.name));
	const until = handOver ? handOver.ts + handOver.dur : end.ts;
	const inWindow = frame.filter((e) => e.ts + e.dur <= until);
	const check = harnessCheckRan ? inWindow.find((e) => e.name === 'FireAnimationFrame') : undefined;
	const inCheck = (e: MainThreadTraceEvent) => check !== undefined && e.ts >= check.ts && e.ts + e.dur <= check.ts + check.dur;
	const counted = inWindow.filter((e) => !(inCheck(e) && CHECK_SCRIPT.has(e.name)));
	const untilFrame = unionLength(counted.map((e) => [e.ts, e.ts + e.dur]));
	// What the check's own script took: its span less the style and layout it forced, which stay counted.
	const harnessCheck = check ? unionLength([[check.ts, check.ts + check.dur]]) - unionLength(inWindow.filter((e) => inCheck(e) && !CHECK_SCRIPT.has(e.name)).map((e) => [e.ts, e.ts + e.dur])) : 0;
	const processing = processingEnd - first;
	return {
		input: begin.name.replace('InputLatency::', ''),
		inputDelay: ms(first - begin.ts),
		processing: ms(processing),
		untilFrame: ms(untilFrame),
		harnessCheck: ms(harnessCheck),
		handling: ms(processing + untilFrame),
		response: ms(end.ts - begin.ts),
		presentation: ms(end.ts - processingEnd),
		work: ms(first - begin.ts + processing + untilFrame)
	};
}
