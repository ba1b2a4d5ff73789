// All candidates side by side (issue 91): a reader's 2–6 products of one view, every pairwise
// conclusion at once per outcome, and their places over the outcomes the reader counts, read from the
// paired evidence only. No weights and no tiers: one product sits above another when, on the counted
// outcomes, some head-to-head conclusion finds the other costs more beyond the practical margin and none
// finds this one costs more or measurably more. Nothing else orders two products, so a place says
// exactly which products are above it (`above`), as the leaderboard's head-to-head orders do.
// No server import: the page's component reads the words.
import { outcomeOf, type TimedMetricId } from './metrics.ts';
import { formatShort, statusWords } from './format.ts';
import type { Conclusion, ResultEntry } from './schema.ts';

export const MIN_CANDIDATES = 2;
export const MAX_CANDIDATES = 6;

/** A head-to-head conclusion of `a` against `b` on one outcome, when both were measured (comparisons.ts). */
export type PairConclusion = (id: TimedMetricId, a: string, b: string) => Conclusion | undefined;

/** The rule in one sentence, as the page, its Markdown and the citation state it. */
export const CANDIDATE_ORDER_RULE =
	'one product sits above another when, on the outcomes counted, at least one head-to-head conclusion finds the other costs more (beyond the practical margin) and none finds this one costs more or measurably more; nothing else orders two products, so each row names the products above it, and products that fail a correctness check or have no result in the view are not placed.';

/** Whether `a` sits above `b` on the counted outcomes (the rule above). */
export function sitsAbove(conclusion: PairConclusion, counted: readonly TimedMetricId[], a: string, b: string): boolean {
	let less = false;
	for (const id of counted) {
		const c = conclusion(id, a, b);
		if (c === 'a-costs-more' || c === 'a-measurably-more') return false;
		if (c === 'b-costs-more') less = true;
	}
	return less;
}

export interface CandidatePlace {
	slug: string;
	/** 1 + the highest place among the products above it; products in one circle share a place. */
	place: number;
	/** The products that sit above this one by the rule, in the given order. */
	above: string[];
	/** Products whose conclusions go round in a circle with this one (each above the next); empty almost always. */
	circle: string[];
}

/**
 * Places of `slugs` (the placeable candidates) by the rule. The relation comes from intervals, so it need
 * not be transitive and, over several outcomes, can go round in a circle; such products are merged into
 * one place and named, rather than refused: a reader's choice of products must never make the page fail.
 */
export function placeCandidates(slugs: readonly string[], counted: readonly TimedMetricId[], conclusion: PairConclusion): CandidatePlace[] {
	const above = slugs.map((b) => slugs.filter((a) => a !== b && sitsAbove(conclusion, counted, a, b)));
	// Reachability (n ≤ 6): i reaches j when a chain of "sits above" leads from i to j.
	const reaches = slugs.map((_, i) => slugs.map((_, j) => i !== j && above[j].includes(slugs[i])));
	for (let k = 0; k < slugs.length; k++) for (let i = 0; i < slugs.length; i++) for (let j = 0; j < slugs.length; j++) if (reaches[i][k] && reaches[k][j]) reaches[i][j] = true;
	const circle = slugs.map((_, i) => slugs.filter((_, j) => i !== j && reaches[i][j] && reaches[j][i]));
	const places = slugs.map(() => 1);
	// Layers over the circles merged: a product is one below the lowest product above it outside its circle.
	// Places only rise and never pass the number of products, so this settles within n × n passes.
	for (let pass = 0; pass <= slugs.length * slugs.length; pass++) {
		let changed = false;
		slugs.forEach((_, i) => {
			const outside = above[i].filter((a) => !circle[i].includes(a)).map((a) => places[slugs.indexOf(a)]);
			const inCircle = circle[i].map((c) => places[slugs.indexOf(c)]);
			const place = Math.max(1 + Math.max(0, ...outside), ...inCircle);
			if (place !== places[i]) [places[i], changed] = [place, true];
		});
		if (!changed) break;
	}
	return slugs.map((slug, i) => ({ slug, place: places[i], above: above[i], circle: circle[i] }));
}

/** A chosen product's published median of one outcome, or why it has none: a matrix row's figure. */
export function medianWords(entry: ResultEntry, id: TimedMetricId): string {
	const o = outcomeOf(entry, id);
	return o.status === 'measured' ? formatShort(id, o.median) : statusWords(o.status);
}

/** One cell of an outcome's matrix, the row's product against the column's, in a few words. */
export const CELL_WORDS: Record<Conclusion, string> = {
	'a-costs-more': 'costs more',
	'b-costs-more': 'costs less',
	'a-measurably-more': 'measurably more',
	'b-measurably-more': 'measurably less',
	'no-practical-difference': 'no practical difference',
	inconclusive: 'not told apart'
};

type PlacedRow = { place: number | null; above: readonly string[]; circle: readonly string[]; failure: string | null; gate: string; entry: ResultEntry };

/** What a row's place rests on, with the products named: "below Klaro!, Orejime", why it is not placed, or "" for a place no product is above. */
export function placeNote(row: PlacedRow, name: (slug: string) => string, published: boolean): string {
	if (row.place === null) {
		const o = row.entry.answers.bannerVisible;
		if (o.status !== 'measured') return `not placed: no result in this view (${statusWords(o.status)}: ${o.reason})`;
		if (row.gate === 'fail') return `not placed: failed a correctness check (${row.failure})`;
		if (row.gate !== 'pass') return 'not placed: its correctness was not checked';
		return published ? 'not placed' : 'not placed: this publication has no head to head';
	}
	const below = row.above.length ? `below ${row.above.map(name).join(', ')}` : '';
	const circle = row.circle.length ? `its conclusions with ${row.circle.map(name).join(', ')} go round in a circle, so they share this place` : '';
	return [below, circle].filter(Boolean).join('; ');
}

/** A row's place in words, as the Markdown's table states it: "1", "2, below Klaro!", or why it is not placed. */
export function placeWords(row: PlacedRow, name: (slug: string) => string, published: boolean): string {
	const note = placeNote(row, name, published);
	return row.place === null ? note : note ? `${row.place}, ${note}` : `${row.place}`;
}

/** A candidates page's citation, naming its permanent address, whose numbers never change. */
export function citeCandidates(
	rows: readonly { entry: { product: { slug: string; name: string; version: string } }; place: number | null }[],
	countedWords: string,
	where: string,
	publication: { publishedOn: string; analysisId: string; methodologyVersion: string },
	permanentUrl: string
): string {
	const placed = rows.filter((r) => r.place !== null).map((r) => `${r.place}. ${r.entry.product.name} ${r.entry.product.version}`);
	const unplaced = rows.filter((r) => r.place === null).map((r) => `${r.entry.product.name} ${r.entry.product.version}`);
	const parts = [placed.length ? `places from the head-to-head conclusions on ${countedWords}: ${placed.join('; ')}` : `no product placed on ${countedWords}`, ...(unplaced.length ? [`not placed: ${unplaced.join(', ')}`] : [])];
	return `Candidates on ${where}, ${parts.join('; ')}. CMP Benchmarks, publication ${publication.publishedOn} (analysis ${publication.analysisId}), methodology ${publication.methodologyVersion}. ${permanentUrl}`;
}
