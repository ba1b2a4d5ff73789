// The machine spread (methodology 1.5, issue 64): how far another machine of the campaign's class
// measured a cell, per profile and timed outcome. The pooled range says where the median of the
// publication's hosts lies; it does not say what a reader's own machine would measure. The spread does:
// each of the campaign's hosts left out in turn landed within ±spread of the other hosts' median in 95%
// of its cells. An absolute outcome's spread is a share of the median. A Δ outcome's was, to 2.0, a share
// of the product page's whole figure (the bare page's plus the Δ); from 2.1 (issue 90) it is a share of
// the Δ itself, read and stated only where the Δ lies beyond the practical margin, so a consent manager
// is not given the differences between machines in the bare page's own work. One function states the
// range, for the harness and every page alike.
import { formatShort, formatShortRange, formatValue } from './format.ts';
import { metricDefinition, roundFor, SPREAD_OUTCOME_IDS, type TimedMetricId } from './metrics.ts';
import type { MachineSpread, MetricOutcome } from './schema.ts';

export { SPREAD_OUTCOME_IDS };
export type SpreadOutcomeId = (typeof SPREAD_OUTCOME_IDS)[number];
export const hasSpread = (id: TimedMetricId): id is SpreadOutcomeId => (SPREAD_OUTCOME_IDS as readonly string[]).includes(id);

/** What a Δ's spread is a share of: the whole page (to 2.0) or the Δ itself (2.1). */
export type DeltaScale = 'page' | 'delta';

/**
 * What a spread is a share of: the median itself; for a Δ, the product page's whole figure, or from 2.1
 * the Δ itself. Under 'delta', a Δ within the practical margin has no scale (undefined): the spread was
 * not read on such cells and says nothing of them.
 */
export function spreadScale(id: TimedMetricId, median: number, bare: number | undefined, deltas: DeltaScale = 'page'): number | undefined {
	const m = metricDefinition(id);
	if (!m.delta) return Math.abs(median);
	if (deltas === 'page') return Math.max(0, (bare ?? 0) + median);
	return Math.abs(median) > (m.practicalMargin ?? 0) ? Math.abs(median) : undefined;
}

/** The range another machine of this class measured: median ± spread × scale, rounded as the outcome is; undefined where the spread says nothing. */
export function spreadRange(id: TimedMetricId, median: number, spread: number, bare?: number, deltas: DeltaScale = 'page'): { low: number; high: number } | undefined {
	const scale = spreadScale(id, median, bare, deltas);
	if (scale === undefined) return undefined;
	const half = spread * scale;
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
	const range = spreadRange(id, median, share, bareValue, spread.deltas === 'delta' ? 'delta' : 'page');
	return range && { ...range, share };
}

/** "±18%" of a share. */
export const formatShare = (share: number) => `±${Math.round(share * 100)}%`;

/** "Another machine of this class: 1,010 to 1,490 ms (machine spread ±19%)", or '' where none is stated. */
export function spreadPhrase(spread: MachineSpread | undefined, key: { profile: string; framework: string }, id: TimedMetricId, outcome: MetricOutcome): string {
	if (outcome.status !== 'measured') return '';
	const range = cellSpread(spread, key, id, outcome.median);
	const def = metricDefinition(id);
	if (!range && spread?.deltas === 'delta' && def.delta && hasSpread(id))
		return `Another machine of this class: no spread stated, since this Δ lies within the ±${formatValue(id, def.practicalMargin ?? 0, { signed: false })} practical margin (the spread is read on larger Δs)`;
	if (!range) return '';
	const of = def.delta ? (spread?.deltas === 'delta' ? ' of the Δ' : ' of the whole page') : '';
	return `Another machine of this class: ${formatShortRange(id, range.low, range.high)} (machine spread ${formatShare(range.share)}${of})${acrossZero(spread!, key, id, outcome.median, range)}`;
}

/**
 * Where a Δ's spread (a share of the Δ, 2.1) reaches past zero, what that means in words: how many of the
 * campaign's machines left out measured such a Δ on the other side of zero. None, for main-thread work: the
 * range's far end is the spread's arithmetic, not a machine that measured less than the bare page.
 */
function acrossZero(spread: MachineSpread, key: { profile: string }, id: TimedMetricId, median: number, range: { low: number; high: number }): string {
	if (spread.deltas !== 'delta' || !(range.low < 0 && range.high > 0)) return '';
	const o = spread.outcomes.find((x) => x.profile === key.profile && x.outcome === id);
	if (o?.otherSign === undefined) return '';
	const side = median > 0 ? 'less than the bare page' : 'more than the bare page';
	const cells = `${o.cells} cells where one of its ${o.hosts} machines was left out`;
	return o.otherSign === 0
		? `; it reaches past zero by the spread's arithmetic only: in none of the campaign's ${cells} did that machine measure such a Δ on the other side of zero, so read it as "up to ${formatShort(id, median > 0 ? range.high : range.low, { signed: true })}"`
		: `; it reaches past zero: in ${o.otherSign} of the campaign's ${cells} that machine measured such a Δ on the other side (${side})`;
}
