// Orders a view's results by one metric and gives tied ranks to products whose intervals
// overlap: a product's rank is 1 + the number of products that are better beyond doubt
// (their whole interval lies below its interval). Lower is better for every timed metric;
// for correctness, fewer failed checks is better. Results without a number come last, unranked.
import { METRIC_IDS, type MetricId } from './metrics.ts';
import type { ResultEntry } from './schema.ts';

/** Every order the leaderboard can be read in; every representation (HTML, Markdown, MCP) takes one of these. */
export const SORT_KEYS = METRIC_IDS;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'pageDelay';

export interface RankedResult {
	entry: ResultEntry;
	/** null when the sort metric has no measured value. */
	rank: number | null;
	/** True when another product shares this rank. */
	tied: boolean;
}

function span(entry: ResultEntry, metric: MetricId): { low: number; mid: number; high: number } | null {
	if (metric === 'correctness') {
		const c = entry.correctness;
		if (c.status !== 'measured') return null;
		const total = c.verified + c.failed + c.unknown;
		const share = total === 0 ? 0 : c.failed / total;
		return { low: share, mid: share, high: share };
	}
	const outcome = metric === 'rejectResponse' ? entry.rejectResponse : entry.answers[metric];
	if (outcome.status !== 'measured') return null;
	const low = outcome.interval?.low ?? outcome.median;
	const high = outcome.interval?.high ?? outcome.median;
	return { low, mid: outcome.median, high };
}

export function rankResults(results: readonly ResultEntry[], metric: SortKey): RankedResult[] {
	const withSpan = results.map((entry) => ({ entry, span: span(entry, metric) }));
	const measured = withSpan
		.filter((r) => r.span !== null)
		.sort((a, b) => a.span!.mid - b.span!.mid || a.entry.product.name.localeCompare(b.entry.product.name, 'en'));
	const ranks = measured.map((r) => 1 + measured.filter((other) => other.span!.high < r.span!.low).length);
	const ranked: RankedResult[] = measured.map((r, i) => ({
		entry: r.entry,
		rank: ranks[i],
		tied: ranks.filter((rank) => rank === ranks[i]).length > 1
	}));
	const unmeasured = withSpan
		.filter((r) => r.span === null)
		.sort((a, b) => a.entry.product.name.localeCompare(b.entry.product.name, 'en'))
		.map((r) => ({ entry: r.entry, rank: null, tied: false }));
	return [...ranked, ...unmeasured];
}
