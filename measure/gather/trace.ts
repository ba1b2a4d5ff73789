// The Chromium trace around a visit's click (harness 2.0, issue 65): started once the page has settled
// and the banner is up, ended once the page is quiet after the click, so every load-time measure of the
// visit is taken with no trace recording. It keeps the trace's EventTiming events, which time each
// input from its hardware timestamp to the presentation of the next frame in microseconds, with no 8 ms
// rounding and no 16 ms floor (the Event Timing API has both). Dumb, as gather is: the events are kept
// as the trace gave them, and analyse/trace/interactions.ts reads them.
import type { CDPSession } from 'playwright-core';
import type { EventTimingTraceEvent } from '../analyse/trace/interactions.ts';

/** The categories DevTools' performance panel records interactions with (Lighthouse's trace engine reads the same). */
export const INTERACTION_TRACE_CATEGORIES = ['devtools.timeline', 'latencyInfo'] as const;

interface RawTraceEvent {
	name: string;
	ph: string;
	ts: number;
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

/** A trace recording on one page's CDP session; `stop` ends it and gives its EventTiming events. */
export async function startInteractionTrace(cdp: CDPSession): Promise<{ stop: () => Promise<EventTimingTraceEvent[]> }> {
	const collected: RawTraceEvent[] = [];
	// CDP types a trace event as a string map; the events are the JSON the trace writes.
	const onData = ({ value }: { value: object[] }) => {
		for (const e of value as RawTraceEvent[]) if (e.name === 'EventTiming') collected.push(e);
	};
	cdp.on('Tracing.dataCollected', onData);
	await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { recordMode: 'recordUntilFull', includedCategories: [...INTERACTION_TRACE_CATEGORIES] } });
	return {
		stop: async () => {
			const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
			await cdp.send('Tracing.end');
			await complete;
			cdp.off('Tracing.dataCollected', onData);
			return eventTimingEvents(collected);
		}
	};
}
