// One press, as each reading of a trace gives it (issue 94): the input the reading rests on, its whole
// response and the phases of it. Three readings give one: harness 2.0's slowest input
// (input-latency.ts), 2.1's clicking input (click-handling.ts, which adds the handling it publishes), and,
// for the first freeze's records, the slowest Event Timing event (interactions.ts). Each quantity has one
// name here, the one analyse/click.ts's ClickTiming, the press phases and the published PressPhases use.
export interface Press {
	/** What the reading rests on: an input ('MouseUp', 'GestureTap', …) or, from Event Timing events, an event type ('pointerup', 'click'). */
	input: string;
	/** From the input's timestamp to the presentation of the frame that shows its effect (INP's kind), ms. */
	response: number;
	/** To the first dispatch of the input's DOM events; null when the main thread shows no dispatch. */
	inputDelay: number | null;
	/** From that dispatch to the end of the last of them (every handler of pointerup, mouseup and click, say). */
	processing: number | null;
	/** From the end of processing to the presentation. */
	presentation: number | null;
	/** Input delay + processing + the main thread's work until it hands the next frame over; null without main-thread events. */
	work: number | null;
}
