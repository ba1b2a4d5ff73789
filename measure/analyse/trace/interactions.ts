// Interactions read from the Chromium trace (harness 2.0, issue 65), one handler for one event family,
// as Lighthouse's trace engine reads them (its UserInteractionsHandler): each `EventTiming` event of the
// `devtools.timeline` category is a nestable async pair whose begin is the event's hardware timestamp and
// whose end is the presentation of the frame after it, in microseconds, with no 8 ms rounding and no
// 16 ms floor. The begin carries processingStart, processingEnd and timeStamp in milliseconds; as the
// trace engine does, they are placed on the trace's clock by their offset from timeStamp.
// Pure: the gather step keeps these events of a visit (gather/trace.ts); analysis reads them here.

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

/** One interaction's response and its phases, in ms at the trace's precision (INP's definition). */
export interface TracedInteraction {
	interactionId: number;
	/** The event whose response was longest (pointerdown, pointerup or click). */
	type: string;
	/** From the input's timestamp to the presentation of the next frame. */
	total: number;
	/** Input to the start of the event's processing. */
	inputDelay: number;
	/** The event handlers. */
	processing: number;
	/** The end of processing to the presentation of the next frame. */
	presentation: number;
}

const POINTER_TYPES = new Set(['pointerdown', 'pointerup', 'click', 'touchstart', 'touchend', 'mousedown', 'mouseup']);
const ms = (us: number) => Math.round(us) / 1000;

/** Every pointer interaction in the events, each by its slowest event; in the order they began. */
export function tracedInteractions(events: readonly EventTimingTraceEvent[]): TracedInteraction[] {
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
			return {
				interactionId: d.interactionId,
				type: d.type,
				total: ms(end.ts - begin.ts),
				inputDelay: ms(processingStart - begin.ts),
				processing: ms(processingEnd - processingStart),
				presentation: ms(end.ts - processingEnd)
			};
		});
}
