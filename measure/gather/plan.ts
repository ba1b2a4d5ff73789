// The order of a shard's visits. Visits are split into rounds (browser launches spread over the
// campaign); a round opens with one discarded warm-up per page, then every visit index visits every
// page (the baseline included) once in a seeded random order, so drift hits all pages alike.
import { hashString, seededShuffle } from '../analyse/random.ts';
import { BASELINE } from '../apps/types.ts';

export interface PlannedVisit {
	page: string;
	/** -1 for the warm-up. */
	index: number;
	round: number;
	warmup: boolean;
	action: 'accept' | 'reject' | 'control' | null;
	reloadCheck: boolean;
	/**
	 * A layout round's read (issue 93): after it, Accept is pressed and the page's layout shifts kept until the
	 * banner has closed. Never in a campaign's warm-up: the tracker it releases may beacon as the page closes,
	 * and that beacon would land in the next visit's evidence as tracking before any choice.
	 */
	pressAccept?: true;
}

/**
 * Accept on even visits, reject on odd ones: each click outcome gets half the visits. The bare page presses
 * its control button in every measured visit (harness 2.0, issue 65): a no-op press made the same way,
 * which tells how much of a response is the frame's own noise.
 */
export function actionFor(page: string, index: number): PlannedVisit['action'] {
	if (index < 0) return null;
	if (page === BASELINE) return 'control';
	return index % 2 === 0 ? 'accept' : 'reject';
}

/** Reload persistence on a subset (both actions covered, 5 of 20 visits) to save time (notes §4.1). */
export function reloadCheckFor(page: string, index: number): boolean {
	return page !== BASELINE && index >= 0 && (index < 2 || index % 5 === 0);
}

/**
 * The round of a visit index: a shard's visits are split into `rounds` consecutive blocks (visits 0–4,
 * 5–9, … for 20 over 4), each measured by its own browser launch at its own time of the campaign.
 */
export function roundOfIndex(index: number, visits: number, rounds: number): number {
	return Math.floor((index * rounds) / visits);
}

/** Every visit of one round of a shard, minus those already on disk (`done` holds "page#index"). */
export function planRound(shard: string, pages: string[], visits: number, rounds: number, round: number, done: Set<string>): PlannedVisit[] {
	const measured: PlannedVisit[] = [];
	for (let index = 0; index < visits; index++) {
		if (roundOfIndex(index, visits, rounds) !== round) continue;
		for (const page of seededShuffle(pages, hashString(`${shard}#${index}`)))
			if (!done.has(`${page}#${index}`))
				measured.push({ page, index, round, warmup: false, action: actionFor(page, index), reloadCheck: reloadCheckFor(page, index) });
	}
	const pending = new Set(measured.map((v) => v.page));
	// Every round is a fresh browser launch: the warm-up primes it for each page's first measured visit.
	// It is discarded, so it does not click.
	const warmups = pages.filter((p) => pending.has(p)).map((page) => ({ page, index: -1, round, warmup: true, action: null, reloadCheck: false }));
	return [...warmups, ...measured];
}

/**
 * A layout round (issue 93): every page once, as the warm-up visit that reads the banner's place on the
 * screen (gather/banner-layout.ts), then presses Accept for the press window's layout shift, and times nothing. Layout does not depend on the CPU's speed, so a
 * campaign's timing rounds are not needed to read it.
 */
export function layoutRound(pages: readonly string[], round: number): PlannedVisit[] {
	return pages.map((page) => ({ page, index: -1, round, warmup: true, action: null, reloadCheck: false, pressAccept: true }));
}
