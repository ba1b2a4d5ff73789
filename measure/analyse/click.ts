// The click outcomes judged from the evidence a visit kept: from harness 2.0 (issue 65) the trace's
// input latency and main-thread events around the press, at microsecond resolution, read two ways (2.0's
// slowest input, trace/input-latency.ts; 2.1's clicking input, trace/click-handling.ts); before it, the
// interaction's Event Timing entries, which the API rounds to 8 ms and does not report under 16 ms.
import type { ClickRecord, EventTimingEntry, VisitRecord } from '../gather/records.ts';
import { tracedInteractions } from './trace/interactions.ts';
import { pressResponse } from './trace/input-latency.ts';
import { clickHandling, type ClickHandling } from './trace/click-handling.ts';
import type { Press } from './trace/press.ts';

/**
 * A press as analysis reads it: harness 2.0's reading (its slowest input: trace/press.ts's Press, without
 * naming the input), 2.1's beside it (`click`), or 1.x's Event Timing entries.
 */
export interface ClickTiming extends Omit<Press, 'input' | 'response'> {
	/** INP-style response: the longest event of the interaction; null when none was recorded (below Event Timing's 16 ms floor, for an older record). */
	response: number | null;
	/**
	 * From the trace's input latency only (methodology 2.1): the clicking input from its own dispatch, its
	 * processing and the work until the frame, the harness's per-frame check left out (trace/click-handling.ts).
	 */
	click: ClickHandling | null;
	/** Where the figure comes from: the trace (microseconds) or the Event Timing API (8 ms steps, 16 ms floor). */
	source: 'trace' | 'event-timing';
	/** Diagnostic: pointerdown → first frame without the banner (mostly CSS fade-out). */
	hiddenAfter: number | null;
}

/** The entries that belong to the click: pointer and click events of an interaction, from the pointerdown on. */
export function interactionEntries(events: readonly EventTimingEntry[], pointerdownAt: number): EventTimingEntry[] {
	return events.filter((e) => e.interactionId > 0 && e.start >= pointerdownAt - 1 && ['pointerdown', 'pointerup', 'click'].includes(e.name));
}

/**
 * The measured visits that reached the page and made their press of `action`: what a cell's accept and
 * reject outcomes, the control's choice of measure and the press phases are each read from.
 */
export const pressesMade = (visits: readonly VisitRecord[], action: ClickRecord['action']) =>
	visits.filter((v) => !v.warmup && v.error === null && v.click?.action === action && v.click.error === null && v.click.pointerdownAt !== null);

/** Timing of a click; older records carry only the reduced values, which are returned as they are. */
export function clickTiming(click: ClickRecord): ClickTiming {
	const hiddenAfter = click.bannerHiddenAt == null || click.pointerdownAt === null ? (click.hiddenAfter ?? null) : click.bannerHiddenAt - click.pointerdownAt;
	if (click.inputLatency) {
		// Every press has its input latency; phases from the main thread's dispatch (trace/input-latency.ts).
		const press = pressResponse(click.inputLatency, click.mainThread);
		// The harness's per-frame banner check runs on a product's page, never on the control's (gather/instrument.ts).
		const handling = clickHandling(click.inputLatency, click.mainThread ?? [], click.action !== 'control');
		return press
			? { response: press.response, inputDelay: press.inputDelay, processing: press.processing, presentation: press.presentation, work: press.work, click: handling, source: 'trace', hiddenAfter }
			: { response: null, inputDelay: null, processing: null, presentation: null, work: null, click: handling, source: 'trace', hiddenAfter };
	}
	if (click.trace) {
		// Harness 047d549 (campaign 2.0's first freeze) kept EventTiming alone, which some presses lack.
		// The press is the trace's first pointer interaction: the trace starts just before it.
		const interaction = tracedInteractions(click.trace, click.mainThread)[0];
		return interaction
			? { response: interaction.response, inputDelay: interaction.inputDelay, processing: interaction.processing, presentation: interaction.presentation, work: interaction.work, click: null, source: 'trace', hiddenAfter }
			: { response: null, inputDelay: null, processing: null, presentation: null, work: null, click: null, source: 'trace', hiddenAfter };
	}
	if (!click.events || click.pointerdownAt === null)
		return { response: click.duration ?? null, inputDelay: click.inputDelay ?? null, processing: click.processing ?? null, presentation: null, work: null, click: null, source: 'event-timing', hiddenAfter: click.hiddenAfter ?? null };
	const longest = interactionEntries(click.events, click.pointerdownAt).reduce<EventTimingEntry | null>((a, e) => (a === null || e.duration > a.duration ? e : a), null);
	return {
		response: longest?.duration ?? null,
		inputDelay: longest ? longest.processingStart - longest.start : null,
		processing: longest ? longest.processingEnd - longest.processingStart : null,
		presentation: null,
		work: null,
		click: null,
		source: 'event-timing',
		hiddenAfter
	};
}
