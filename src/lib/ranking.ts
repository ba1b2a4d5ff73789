// Orders a view's results, in the same way for every representation (HTML, Markdown, MCP).
// Correctness is a gate: only products that pass every check are ranked; products that fail
// one, or were not checked, come after them, unranked, whatever the order asked for.
// - `verdict` (the default) orders the passing products by their tier counts (see verdict.ts);
//   equal counts share a rank.
// - A timed outcome other than bytes orders from the head-to-head conclusions (issue 54): the
//   products of a view were measured in the same rounds on the same hosts, so their paired
//   difference cancels what a host did, where two separate ranges carry it. The conclusions are a
//   partial order, and the table shows it as one (issue 59): each product says which products cost
//   measurably less than it (`better`, named on its row), and the rows run in an order that puts
//   every such product above it, then by median. Two rows say nothing of each other beyond that: no
//   place number is shown that a reader could read as "lighter than everything below". A
//   publication without comparisons (before 1.3) ranks as its leaderboard did: tied while 95%
//   ranges overlap.
// - Added bytes and correctness rank by their exact values (a page's bytes are the same in every
//   visit; correctness by the share of failed checks): equal values share a place.
// Within a place, products stay in the order of their medians. Lower is better for every outcome.
import { METRIC_IDS, metricDefinition, outcomeOf, type MetricId, type TimedMetricId } from './metrics.ts';
import type { Conclusion, ResultEntry } from './schema.ts';
import { compareVerdict, correctnessFailure, describeCounts, gateOf, tierCounts, type Gate, type TierCounts } from './verdict.ts';

/** Every order the leaderboard can be read in; every representation takes one of these. */
export const SORT_KEYS = ['verdict', ...METRIC_IDS] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'verdict';

/** A view's head-to-head conclusion for one outcome, `a` against `b` (src/lib/comparisons.ts), when both were measured. */
export type HeadToHead = (id: TimedMetricId, a: string, b: string) => Conclusion | undefined;

export interface RankedResult {
	entry: ResultEntry;
	/** null when the product is not ranked: it fails or lacks the correctness checks, or has no value for the sort. */
	rank: number | null;
	/** True when another product shares this rank. */
	tied: boolean;
	/** A product sharing this rank (the first other one in display order): its compare page explains the tie. */
	tiedWith: string | null;
	/**
	 * Head-to-head orders only: the products that cost measurably less than this one on their compare
	 * pages (slugs, in display order); the position a reader is shown. Empty in every other order.
	 */
	better: string[];
	gate: Gate;
	/** The correctness failure in words, or null. */
	failure: string | null;
	counts: TierCounts;
}

/** How a sort ranks: by the verdict, by head-to-head conclusions, by exact values, or by overlapping ranges. */
export type RankRule = 'verdict' | 'head-to-head' | 'exact' | 'overlap';

export function rankRuleOf(sort: SortKey, headToHead: HeadToHead | undefined): RankRule {
	if (sort === 'verdict') return 'verdict';
	if (sort === 'addedBytes' || sort === 'correctness') return 'exact';
	return headToHead ? 'head-to-head' : 'overlap';
}

/** The rule in one sentence, as the table's legend and the Markdown state it. */
export const RANK_RULE_WORDS: Record<RankRule, string> = {
	verdict: 'Rank: by the verdict.',
	'head-to-head': 'Position: how many products cost measurably less than this one on their compare pages (head to head, beyond the practical margin), named in the row. Every product named sits above the row; two rows say nothing else of each other, so read a pair on its compare page.',
	exact: 'Rank: by the exact value (the same in every visit); “=” shares a place: the same value.',
	overlap: 'Rank: 1 + the number of products whose whole 95% range lies below this one’s; “=” shares a place: ranges overlap.'
};

function value(entry: ResultEntry, metric: MetricId): { low: number; mid: number; high: number } | null {
	if (metric === 'correctness') {
		const c = entry.correctness;
		if (c.status !== 'measured') return null;
		const total = c.verified + c.failed + c.unknown;
		const share = total === 0 ? 0 : c.failed / total;
		return { low: share, mid: share, high: share };
	}
	const outcome = outcomeOf(entry, metric);
	if (outcome.status !== 'measured') return null;
	return { low: outcome.interval?.low ?? outcome.median, mid: outcome.median, high: outcome.interval?.high ?? outcome.median };
}

const GATE_ORDER: Record<Gate, number> = { pass: 0, unverified: 1, fail: 2 };
const byName = (a: ResultEntry, b: ResultEntry) => a.product.name.localeCompare(b.product.name, 'en');

interface Row extends Omit<RankedResult, 'rank' | 'tied' | 'tiedWith' | 'better'> {
	value: ReturnType<typeof value>;
}

/** 1 + the number of rows better than each (`better(a, b)`: a beats b), for orders where "better" is an order. */
const countRanks = (rows: readonly Row[], better: (a: Row, b: Row) => boolean) => rows.map((r) => 1 + rows.filter((other) => better(other, r)).length);

/**
 * Layers of the "costs measurably less" relation: a row's rank is one more than the highest rank among
 * the rows that beat it (1 when none does), so whoever beats a product is always placed above it. The
 * relation comes from intervals, not an order, so it need not be transitive; a cycle would make every
 * placement contradict some compare page, and is refused with the products named.
 */
function layerRanks(rows: readonly Row[], beats: (a: Row, b: Row) => boolean): number[] {
	const above = rows.map((r) => rows.flatMap((other, j) => (beats(other, r) ? [j] : [])));
	const ranks = rows.map(() => 1);
	for (let pass = 0; pass <= rows.length; pass++) {
		let changed = false;
		rows.forEach((_, i) => {
			const rank = 1 + Math.max(0, ...above[i].map((j) => ranks[j]));
			if (rank !== ranks[i]) [ranks[i], changed] = [rank, true];
		});
		if (!changed) return ranks;
	}
	throw new Error(`head-to-head conclusions form a cycle among ${rows.map((r) => r.entry.product.slug).join(', ')}: no order can agree with every compare page`);
}

function ranksFor(rows: readonly Row[], sort: SortKey, headToHead: HeadToHead | undefined): number[] {
	switch (rankRuleOf(sort, headToHead)) {
		case 'verdict':
			return countRanks(rows, (a, b) => compareVerdict(a.counts, b.counts) < 0);
		case 'exact':
			return countRanks(rows, (a, b) => a.value!.mid < b.value!.mid);
		case 'overlap':
			return countRanks(rows, (a, b) => a.value!.high < b.value!.low);
		case 'head-to-head':
			return layerRanks(rows, (a, b) => headToHead!(sort as TimedMetricId, a.entry.product.slug, b.entry.product.slug) === 'b-costs-more');
	}
}

/**
 * The view's results in display order for `sort`, each with its rank. `headToHead` gives the view's
 * head-to-head conclusions (the content index passes them); without it, timed outcomes rank by
 * overlapping ranges, as publications before head to head did.
 */
/**
 * `counted`: the outcomes the verdict counts, every timed outcome unless a reader chose some (issue 91:
 * the verdict weighs six outcomes alike, and a reader may care about two).
 */
export function rankResults(results: readonly ResultEntry[], sort: SortKey, headToHead?: HeadToHead, counted: readonly TimedMetricId[] | null = null): RankedResult[] {
	const rows: Row[] = results.map((entry) => ({
		entry,
		gate: gateOf(entry),
		failure: correctnessFailure(entry),
		counts: tierCounts(entry, counted),
		value: sort === 'verdict' ? null : value(entry, sort)
	}));
	const order = (a: Row, b: Row) =>
		sort === 'verdict'
			? compareVerdict(a.counts, b.counts) || byName(a.entry, b.entry)
			: (a.value ? 0 : 1) - (b.value ? 0 : 1) || (a.value && b.value ? a.value.mid - b.value.mid : 0) || byName(a.entry, b.entry);
	rows.sort((a, b) => GATE_ORDER[a.gate] - GATE_ORDER[b.gate] || order(a, b));

	const rankable = rows.filter((r) => r.gate === 'pass' && (sort === 'verdict' || r.value !== null));
	const ranks = ranksFor(rankable, sort, headToHead);
	// A place first, then the order of the medians within it.
	const placed = rankable.map((row, i) => ({ row, rank: ranks[i], at: i })).sort((a, b) => a.rank - b.rank || a.at - b.at);
	const partial = rankRuleOf(sort, headToHead) === 'head-to-head';
	const slug = (r: Row) => r.entry.product.slug;
	const ranked = placed.map(({ row, rank }) => {
		const { value: _, ...r } = row;
		const other = placed.find((p) => p.rank === rank && p.row !== row);
		// The products that cost measurably less than this one ("b costs more" with this one as b).
		const better = partial ? placed.filter((p) => p.row !== row && headToHead!(sort as TimedMetricId, slug(p.row), slug(row)) === 'b-costs-more').map((p) => slug(p.row)) : [];
		// Shared places are a claim of the verdict's and the exact values' orders only.
		return { ...r, rank, tied: !partial && other !== undefined, tiedWith: partial ? null : (other?.row.entry.product.slug ?? null), better };
	});
	const unranked = rows.filter((r) => !rankable.includes(r)).map(({ value: _, ...r }) => ({ ...r, rank: null, tied: false, tiedWith: null, better: [] }));
	return [...ranked, ...unranked];
}

/** What a page needs to show an order it did not compute: each product's place, by slug (rankResults' output, without the entries). */
export interface Placement {
	slug: string;
	rank: number | null;
	tied: boolean;
	tiedWith: string | null;
	better: string[];
}

export const placementsOf = (ranked: readonly RankedResult[]): Placement[] => ranked.map((r) => ({ slug: r.entry.product.slug, rank: r.rank, tied: r.tied, tiedWith: r.tiedWith, better: r.better }));

/** rankResults' output again, from the view's results and the placements the content index computed. */
export function withPlacements(results: readonly ResultEntry[], placements: readonly Placement[], counted: readonly TimedMetricId[] | null = null): RankedResult[] {
	return placements.map((p) => {
		const entry = results.find((e) => e.product.slug === p.slug)!;
		return { entry, rank: p.rank, tied: p.tied, tiedWith: p.tiedWith, better: p.better, gate: gateOf(entry), failure: correctnessFailure(entry), counts: tierCounts(entry, counted) };
	});
}

/** The products that share the best verdict among those passing every check (empty when none passes). */
export function winnersOf(results: readonly ResultEntry[]): RankedResult[] {
	return rankResults(results, 'verdict').filter((r) => r.rank === 1);
}

/** One sentence naming the winners and the products left out, for Markdown and text alternatives. */
export function describeWinners(results: readonly ResultEntry[], counted: readonly TimedMetricId[] | null = null): string {
	const ranked = rankResults(results, 'verdict', undefined, counted);
	const winners = ranked.filter((r) => r.rank === 1);
	const best = winners.length
		? `Best by the verdict: ${winners.map((w) => `${w.entry.product.name} (${describeCounts(w.counts)})`).join(', ')}.`
		: 'No product passed every correctness check in this view, so none is ranked.';
	const failing = ranked.filter((r) => r.gate === 'fail').map((r) => `${r.entry.product.name} (${r.failure})`);
	return failing.length ? `${best} Not ranked, failed a correctness check: ${failing.join(', ')}.` : best;
}

/** The verdict's outcomes in words, for a reader who chose some: "page delay and accept response". */
export function countedWords(counted: readonly TimedMetricId[]): string {
	const labels = counted.map((id) => metricDefinition(id).label.toLowerCase());
	return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
