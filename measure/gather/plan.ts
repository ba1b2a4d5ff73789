// The order of a shard's visits: one discarded warm-up per page, then rounds in which every page
// (the baseline included) is visited once in a seeded random order, so drift hits all pages alike.
import { hashString, seededShuffle } from '../analyse/random.ts';
import { BASELINE } from '../apps/types.ts';

export interface PlannedVisit {
	page: string;
	/** -1 for the warm-up. */
	index: number;
	warmup: boolean;
	action: 'accept' | 'reject' | null;
	reloadCheck: boolean;
}

/** Accept on even visits, reject on odd ones: each click outcome gets half the visits. */
export function actionFor(page: string, index: number): PlannedVisit['action'] {
	if (page === BASELINE || index < 0) return null;
	return index % 2 === 0 ? 'accept' : 'reject';
}

/** Reload persistence on a subset (both actions covered, 5 of 20 visits) to save time (notes §4.1). */
export function reloadCheckFor(page: string, index: number): boolean {
	return page !== BASELINE && index >= 0 && (index < 2 || index % 5 === 0);
}

/** Every visit of a shard, minus those already on disk (`done` holds "page#index"). */
export function planShard(shard: string, pages: string[], visits: number, done: Set<string>): PlannedVisit[] {
	const measured: PlannedVisit[] = [];
	for (let round = 0; round < visits; round++)
		for (const page of seededShuffle(pages, hashString(`${shard}#${round}`)))
			if (!done.has(`${page}#${round}`))
				measured.push({ page, index: round, warmup: false, action: actionFor(page, round), reloadCheck: reloadCheckFor(page, round) });
	const pending = new Set(measured.map((v) => v.page));
	// The warm-up primes the browser process for a page's first measured visit; it is discarded, so it does not click.
	const warmups = pages.filter((p) => pending.has(p)).map((page) => ({ page, index: -1, warmup: true, action: null, reloadCheck: false }));
	return [...warmups, ...measured];
}
