// Orders a view's results, in the same way for every representation (HTML, Markdown, MCP).
// Correctness is a gate: only products that pass every check are ranked; products that fail
// one, or were not checked, come after them, unranked, whatever the order asked for.
// - `verdict` (the default) orders the passing products by their tier counts (see verdict.ts);
//   equal counts share a rank.
// - A metric orders by median and gives tied ranks to products whose intervals overlap: a
//   product's rank is 1 + the number of products better beyond doubt (their whole interval lies
//   below its interval). Lower is better for every timed metric; for correctness, fewer failed
//   checks. Passing products without a number come after the ranked ones, unranked.
import { METRIC_IDS, outcomeOf, type MetricId } from './metrics.ts';
import type { ResultEntry } from './schema.ts';
import { compareVerdict, correctnessFailure, describeCounts, gateOf, tierCounts, type Gate, type TierCounts } from './verdict.ts';

/** Every order the leaderboard can be read in; every representation takes one of these. */
export const SORT_KEYS = ['verdict', ...METRIC_IDS] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'verdict';

export interface RankedResult {
	entry: ResultEntry;
	/** null when the product is not ranked: it fails or lacks the correctness checks, or has no value for the sort. */
	rank: number | null;
	/** True when another product shares this rank. */
	tied: boolean;
	gate: Gate;
	/** The correctness failure in words, or null. */
	failure: string | null;
	counts: TierCounts;
}

function span(entry: ResultEntry, metric: MetricId): { low: number; mid: number; high: number } | null {
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

interface Row extends Omit<RankedResult, 'rank' | 'tied'> {
	span: ReturnType<typeof span>;
}

/** Ranks products in `rows` (already in order) with `better(a, b)` = a is better than b beyond doubt. */
function assignRanks(rows: Row[], better: (a: Row, b: Row) => boolean): RankedResult[] {
	const ranks = rows.map((r) => 1 + rows.filter((other) => better(other, r)).length);
	return rows.map(({ span: _, ...r }, i) => ({ ...r, rank: ranks[i], tied: ranks.filter((rank) => rank === ranks[i]).length > 1 }));
}

export function rankResults(results: readonly ResultEntry[], sort: SortKey): RankedResult[] {
	const rows: Row[] = results.map((entry) => ({
		entry,
		gate: gateOf(entry),
		failure: correctnessFailure(entry),
		counts: tierCounts(entry),
		span: sort === 'verdict' ? null : span(entry, sort)
	}));
	const order = (a: Row, b: Row) =>
		sort === 'verdict'
			? compareVerdict(a.counts, b.counts) || byName(a.entry, b.entry)
			: (a.span ? 0 : 1) - (b.span ? 0 : 1) || (a.span && b.span ? a.span.mid - b.span.mid : 0) || byName(a.entry, b.entry);
	rows.sort((a, b) => GATE_ORDER[a.gate] - GATE_ORDER[b.gate] || order(a, b));

	const rankable = rows.filter((r) => r.gate === 'pass' && (sort === 'verdict' || r.span !== null));
	const ranked =
		sort === 'verdict'
			? assignRanks(rankable, (a, b) => compareVerdict(a.counts, b.counts) < 0)
			: assignRanks(rankable, (a, b) => a.span!.high < b.span!.low);
	const unranked = rows.filter((r) => !rankable.includes(r)).map(({ span: _, ...r }) => ({ ...r, rank: null, tied: false }));
	return [...ranked, ...unranked];
}

/** The products that share the best verdict among those passing every check (empty when none passes). */
export function winnersOf(results: readonly ResultEntry[]): RankedResult[] {
	return rankResults(results, 'verdict').filter((r) => r.rank === 1);
}

/** One sentence naming the winners and the products left out, for Markdown and text alternatives. */
export function describeWinners(results: readonly ResultEntry[]): string {
	const ranked = rankResults(results, 'verdict');
	const winners = ranked.filter((r) => r.rank === 1);
	const best = winners.length
		? `Best by the verdict: ${winners.map((w) => `${w.entry.product.name} (${describeCounts(w.counts)})`).join(', ')}.`
		: 'No product passed every correctness check in this view, so none is ranked.';
	const failing = ranked.filter((r) => r.gate === 'fail').map((r) => `${r.entry.product.name} (${r.failure})`);
	return failing.length ? `${best} Not ranked, failed a correctness check: ${failing.join(', ')}.` : best;
}
