// The machine spread (methodology 1.5, issue 64): how far another machine of the campaign's class
// measured a cell, per profile and timed outcome. The pooled range says where the median of the
// publication's hosts lies; it does not say what a reader's own machine would measure. The spread does:
// each of the campaign's hosts left out in turn landed within ±spread of the other hosts' median in 95%
// of its cells. An absolute outcome's spread is a share of the median; a Δ outcome's a share of the
// product page's whole figure (the bare page's plus the Δ), since a machine's speed moves the whole page
// and not only the difference. One function states the range, for the harness and every page alike.
import { formatShortRange } from './format.ts';
import { metricDefinition, roundFor, SPREAD_OUTCOME_IDS, type TimedMetricId } from './metrics.ts';
import type { MachineSpread, MetricOutcome } from './schema.ts';

export { SPREAD_OUTCOME_IDS };
export type SpreadOutcomeId = (typeof SPREAD_OUTCOME_IDS)[number];
export const hasSpread = (id: TimedMetricId): id is SpreadOutcomeId => (SPREAD_OUTCOME_IDS as readonly string[]).includes(id);

/** What a spread is a share of: the median itself, or the product page's whole figure for a Δ. */
export const spreadScale = (id: TimedMetricId, median: number, bare: number | undefined) => (metricDefinition(id).delta ? Math.max(0, (bare ?? 0) + median) : Math.abs(median));

/** The range another machine of this class measured: median ± spread × scale, rounded as the outcome is. */
export function spreadRange(id: TimedMetricId, median: number, spread: number, bare?: number): { low: number; high: number } {
	const half = spread * spreadScale(id, median, bare);
	const low = median - half;
	// An absolute time is never below zero; a Δ may be (a page can do less than the bare page).
	return { low: roundFor(id, metricDefinition(id).delta ? low : Math.max(0, low)), high: roundFor(id, median + half) };
}

/** A view's spread of one cell's outcome, or undefined when the publication states none (before 1.5, or added bytes). */
export function cellSpread(spread: MachineSpread | undefined, key: { profile: string; framework: string }, id: TimedMetricId, median: number): { low: number; high: number; share: number } | undefined {
	if (!spread || !hasSpread(id)) return undefined;
	const share = spread.outcomes.find((o) => o.profile === key.profile && o.outcome === id)?.spread;
	if (share === undefined) return undefined;
	const bare = spread.bare.find((b) => b.profile === key.profile && b.framework === key.framework);
	const bareValue = id === 'pageDelay' ? bare?.hero : id === 'mainThread' ? bare?.mainThreadWork : undefined;
	return { ...spreadRange(id, median, share, bareValue), share };
}

/** "±18%" of a share. */
export const formatShare = (share: number) => `±${Math.round(share * 100)}%`;

/** "Another machine of this class: 1,010 to 1,490 ms (machine spread ±19%)", or '' where none is stated. */
export function spreadPhrase(spread: MachineSpread | undefined, key: { profile: string; framework: string }, id: TimedMetricId, outcome: MetricOutcome): string {
	if (outcome.status !== 'measured') return '';
	const range = cellSpread(spread, key, id, outcome.median);
	return range ? `Another machine of this class: ${formatShortRange(id, range.low, range.high)} (machine spread ${formatShare(range.share)}${metricDefinition(id).delta ? ' of the whole page' : ''})` : '';
}
