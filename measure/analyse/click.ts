// The click outcomes judged from the evidence a visit kept: the interaction's Event Timing entries.
import type { ClickRecord, EventTimingEntry } from '../gather/records.ts';

export interface ClickTiming {
	/** INP-style response: the largest duration among the interaction's entries; null below the 16 ms floor. */
	duration: number | null;
	inputDelay: number | null;
	processing: number | null;
	/** Diagnostic: pointerdown → first frame without the banner (mostly CSS fade-out). */
	hiddenAfter: number | null;
}

/** The entries that belong to the click: pointer and click events of an interaction, from the pointerdown on. */
export function interactionEntries(events: readonly EventTimingEntry[], pointerdownAt: number): EventTimingEntry[] {
	return events.filter((e) => e.interactionId > 0 && e.start >= pointerdownAt - 1 && ['pointerdown', 'pointerup', 'click'].includes(e.name));
}

/** Timing of a click; older records carry only the reduced values, which are returned as they are. */
export function clickTiming(click: ClickRecord): ClickTiming {
	if (!click.events || click.pointerdownAt === null)
		return { duration: click.duration ?? null, inputDelay: click.inputDelay ?? null, processing: click.processing ?? null, hiddenAfter: click.hiddenAfter ?? null };
	const longest = interactionEntries(click.events, click.pointerdownAt).reduce<EventTimingEntry | null>((a, e) => (a === null || e.duration > a.duration ? e : a), null);
	return {
		duration: longest?.duration ?? null,
		inputDelay: longest ? longest.processingStart - longest.start : null,
		processing: longest ? longest.processingEnd - longest.processingStart : null,
		hiddenAfter: click.bannerHiddenAt == null ? null : click.bannerHiddenAt - click.pointerdownAt
	};
}
