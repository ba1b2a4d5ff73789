// The verdict: how a product did across a view's outcomes, from published tiers and the
// correctness checks only. No weights are invented: the counts are compared in a fixed order
// (poor first, then outcomes without a result, then fair), and equal counts share a place.
import { outcomeOf, TIMED_METRIC_IDS, type TimedMetricId } from './metrics.ts';
import type { ResultEntry } from './schema.ts';

/** Written beside the winners and in the Markdown, so the reader sees the rule that ordered them. */
export const VERDICT_RULE =
	'only products passing every correctness check are ranked: fewest poor outcomes, then fewest without a result, then fewest fair (published tiers, no weights); ties share a place.';

export type Gate = 'pass' | 'fail' | 'unverified';

/** Whether the product passed every correctness check in this view. */
export function gateOf(entry: ResultEntry): Gate {
	const c = entry.correctness;
	if (c.status !== 'measured') return 'unverified';
	return c.failed > 0 ? 'fail' : 'pass';
}

/**
 * The correctness failure in words, for the product cell ("tracker ran before any choice
 * (20/20 visits)"), or null when the product passed or was not checked.
 */
export function correctnessFailure(entry: ResultEntry): string | null {
	const c = entry.correctness;
	if (c.status !== 'measured' || c.failed === 0) return null;
	return c.failures.length ? c.failures.join('; ') : `${c.failed} failed correctness check${c.failed === 1 ? '' : 's'}`;
}

export interface TierCounts {
	good: number;
	fair: number;
	poor: number;
	/** Outcomes without a result (unsupported, unavailable, failed). */
	missing: number;
}

/** The tiers of an entry's outcomes: every timed outcome, or only those a reader chose to count (issue 91). */
export function tierCounts(entry: ResultEntry, counted: readonly TimedMetricId[] | null = null): TierCounts {
	const counts: TierCounts = { good: 0, fair: 0, poor: 0, missing: 0 };
	for (const id of counted ?? TIMED_METRIC_IDS) {
		const outcome = outcomeOf(entry, id);
		if (outcome.status === 'measured') counts[outcome.tier] += 1;
		else counts.missing += 1;
	}
	return counts;
}

/** Negative when `a` is better; 0 when the counts tie. */
export function compareVerdict(a: TierCounts, b: TierCounts): number {
	return a.poor - b.poor || a.missing - b.missing || a.fair - b.fair;
}

/** "0 poor · 2 fair · 4 good", with "1 without a result" only when there is one. */
export function describeCounts(c: TierCounts): string {
	const parts = [`${c.poor} poor`, `${c.fair} fair`, `${c.good} good`];
	if (c.missing) parts.push(`${c.missing} without a result`);
	return parts.join(' · ');
}
