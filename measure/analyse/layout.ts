// The banner on the visitor's screen, per page of a view (issue 93), from the records alone: how much of
// the viewport it covers where a press lands, of the hero too, whether it is a wall, from the warm-up
// visits' reads (gather/banner-layout.ts); and how far the page moved while it loaded, from every measured
// visit's layout shift, and how it moved when Accept closed the banner (the press window, in the same reads). Numbers only: the words are publish's. Chrome's thresholds for CLS are stated with
// them (web.dev's "good" up to 0.1, "poor" above 0.25).
import { quantile } from '../../support/stats.ts';
import type { VisitRecord } from '../gather/records.ts';
import type { BannerLayout } from '../gather/banner-layout.ts';

export const CLS_GOOD = 0.1;
export const CLS_POOR = 0.25;

export interface PageLayout {
	/** Warm-up visits that read the layout (one per round). */
	reads: number;
	/** Shares of the viewport where a press lands on the consent manager: the median read, and the least and most of them. */
	coverage: { median: number; min: number; max: number };
	/** The median read's share of the hero's visible points covered; null when the hero was out of view. */
	heroCovered: number | null;
	/** In every read, no point of the page took a press. */
	wall: boolean;
	/** In every read, html or body clipped its overflow: the page could not be scrolled. */
	scrollLocked: boolean;
	/** How the page moved when Accept closed the banner, over the reads that pressed it; null when none did (no banner, or reads before it). */
	acceptShift: AcceptShift | null;
}

export interface AcceptShift {
	/** Reads whose Accept press was made. */
	reads: number;
	/** The larger of the reads' sums of shifts Chrome's CLS counts (none within 500 ms of an input). */
	counted: number;
	/** The larger of the reads' sums of shifts within 500 ms of the press, which CLS leaves out as the visitor's own doing. */
	inputDriven: number;
}

/** The press window's shift over a page's reads (gather/banner-layout.ts shiftsAroundPress). */
function acceptShiftOf(reads: readonly BannerLayout[]): AcceptShift | null {
	const pressed = reads.flatMap((l) => (l.afterAccept && l.afterAccept.error === null ? [l.afterAccept.shifts] : []));
	if (pressed.length === 0) return null;
	const sum = (shifts: (typeof pressed)[number], recent: boolean) => shifts.filter((s) => s.hadRecentInput === recent).reduce((total, s) => total + s.value, 0);
	return { reads: pressed.length, counted: Math.max(...pressed.map((s) => sum(s, false))), inputDriven: Math.max(...pressed.map((s) => sum(s, true))) };
}

/** A page's layout from its visits' reads, or null when none read it (records of harnesses before issue 93). */
export function pageLayout(visits: readonly VisitRecord[]): PageLayout | null {
	const reads = visits.flatMap((v) => (v.layout && v.error === null ? [v.layout] : []));
	if (reads.length === 0) return null;
	const shares = reads.map((l) => l.covered / l.points);
	const hero = reads.flatMap((l) => (l.hero.points > 0 ? [l.hero.covered / l.hero.points] : []));
	return {
		reads: reads.length,
		coverage: { median: quantile(shares, 0.5), min: Math.min(...shares), max: Math.max(...shares) },
		heroCovered: hero.length === 0 ? null : quantile(hero, 0.5),
		wall: reads.every((l) => l.covered === l.points),
		scrollLocked: reads.every((l) => l.scrollLocked),
		acceptShift: acceptShiftOf(reads)
	};
}

export interface LoadShift {
	/** Measured visits without an error. */
	visits: number;
	/** Their cumulative layout shift from navigation until the page settled, before any press (shifts right after an input excluded, as Chrome's CLS does). */
	median: number;
	p75: number;
	max: number;
	/** Visits whose page moved at all (CLS above 0). */
	shifted: number;
}

/** The load window's layout shift over a page's measured visits; null without any. */
export function loadShift(visits: readonly VisitRecord[]): LoadShift | null {
	const values = visits.filter((v) => !v.warmup && v.error === null).map((v) => v.cls);
	if (values.length === 0) return null;
	return { visits: values.length, median: quantile(values, 0.5), p75: quantile(values, 0.75), max: Math.max(...values), shifted: values.filter((v) => v > 0).length };
}
