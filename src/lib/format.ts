// Words and numbers for an outcome, shared by the HTML pages and the Markdown renderers so
// both say the same thing in the same way.
import { metricDefinition, tierOf, type MetricId, type Tier, type TimedMetricId } from './metrics.ts';
import type { CorrectnessOutcome, MeasuredOutcome, MetricOutcome, ResultEntry } from './schema.ts';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A count with thousands separators: "367,484". */
export const formatCount = (n: number) => integer.format(n);

/**
 * Whether rounding `value` to `digits` would move it across, or onto, a tier threshold (issue 66: 4,000.4 ms
 * is poor, and "4,000 ms" reads as the fair tier's upper bound). Displayed precision never crosses a boundary.
 */
function roundingCrossesTier(id: MetricId, value: number, shown: number): boolean {
	const tiers = metricDefinition(id).tiers;
	return tiers !== undefined && [tiers.good, tiers.fair].some((t) => value > t !== shown > t);
}

/** A number in the metric's unit, signed for Δ metrics: "+76 ms", "16,663 bytes"; one decimal more where rounding would cross a tier threshold. */
export function formatValue(id: MetricId, value: number, { signed = metricDefinition(id).delta } = {}): string {
	const { unit } = metricDefinition(id);
	const digits = (Math.abs(value) < 10 && !Number.isInteger(value)) || roundingCrossesTier(id, value, Math.round(value)) ? oneDecimal : integer;
	const sign = signed && value > 0 ? '+' : '';
	return `${sign}${digits.format(value)} ${unit}`;
}

export function formatInterval(id: MetricId, low: number, high: number): string {
	return `${formatValue(id, low)} to ${formatValue(id, high)}`;
}

/**
 * A Δ conclusion in words that claim no more than its interval: a cost or a saving only when the whole
 * interval clears the practical margin; an interval that reaches across it is "not settled", which says
 * nothing of "no effect" (it may be wide). Each of these words means one thing on the site (issue 91):
 * "not settled" is said of a Δ only; a tier's range across a threshold is "between tiers", two products
 * not told apart are "not told apart" (compare-wording.ts).
 */
export const CONCLUSION_LABELS: Record<NonNullable<MeasuredOutcome['conclusion']>, string> = {
	added: 'measurable cost',
	removed: 'measurably less',
	inconclusive: 'not settled'
};

/**
 * The tier threshold a measured outcome's range reaches across (issue 66: a median of 3,861 ms with a range
 * of 3,732 to 4,148 ms is "fair", and it lies between tiers), or null when the whole range is in one tier.
 */
export function tierBoundaryCrossed(id: MetricId, outcome: MeasuredOutcome): number | null {
	const tiers = metricDefinition(id).tiers;
	if (!tiers || !outcome.interval) return null;
	const { low, high } = outcome.interval;
	return [tiers.good, tiers.fair].find((t) => low <= t && high > t) ?? null;
}

/** The tier the other end of a median's range lies in, when the range crosses a threshold; null otherwise. */
export function otherTierReached(id: TimedMetricId, outcome: MeasuredOutcome): Tier | null {
	const crossed = tierBoundaryCrossed(id, outcome);
	if (crossed === null || !outcome.interval) return null;
	const ends = [tierOf(id, outcome.interval.low), tierOf(id, outcome.interval.high)];
	return ends.find((t) => t !== outcome.tier) ?? null;
}

/**
 * The tier of a median in words that do not overrule the range: "poor tier (median)" when the effect itself
 * is not settled; "fair, between tiers (the range crosses 4,000 ms)" when the range reaches another tier.
 */
export function tierWords(id: MetricId, outcome: MeasuredOutcome): string {
	const crossed = tierBoundaryCrossed(id, outcome);
	if (crossed !== null) return `${outcome.tier}, between tiers (the range crosses ${formatValue(id, crossed, { signed: false })})`;
	return outcome.conclusion === 'inconclusive' ? `${outcome.tier} tier (median)` : outcome.tier;
}

/** One line that carries everything needed to quote a timed outcome. */
export function describeOutcome(id: MetricId, outcome: MetricOutcome): string {
	if (outcome.status !== 'measured') return `${outcome.status}: ${outcome.reason}`;
	const parts = [`median ${formatValue(id, outcome.median)}`];
	// Labelled for what it is (issue 64): where the median of the publication's machines lies, not what another machine measures.
	if (outcome.interval) parts.push(`the median's 95% range ${formatInterval(id, outcome.interval.low, outcome.interval.high)}`);
	if (outcome.p75 !== undefined) parts.push(`p75 ${formatValue(id, outcome.p75)}`);
	parts.push(tierWords(id, outcome));
	if (outcome.conclusion) parts.push(CONCLUSION_LABELS[outcome.conclusion]);
	parts.push(`n=${outcome.samples}`);
	return parts.join(', ');
}

export function describeCorrectness(outcome: CorrectnessOutcome): string {
	if (outcome.status !== 'measured') return `${outcome.status}: ${outcome.reason}`;
	const counts = `${outcome.verified} verified, ${outcome.failed} failed, ${outcome.unknown} unknown`;
	return outcome.failures.length ? `${counts} (${outcome.failures.join('; ')})` : counts;
}

const kB = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A signed range in the short form, the unit once: "-128 to +112 ms", "+1.2 to +3.4 kB". */
export function formatShortRange(id: MetricId, low: number, high: number): string {
	const [a, b] = [formatShort(id, low), formatShort(id, high)];
	const unit = b.slice(b.lastIndexOf(' '));
	return `${a.endsWith(unit) ? a.slice(0, -unit.length) : a} to ${b}`;
}

/** For pages, where space is short: bytes in kB ("+16.9 kB", to the byte where kB would cross a tier threshold), other units as formatValue. */
export function formatShort(id: MetricId, value: number, { signed = metricDefinition(id).delta } = {}): string {
	if (metricDefinition(id).unit !== 'bytes') return formatValue(id, value, { signed });
	if (roundingCrossesTier(id, value, Math.round(value / 100) * 100)) return formatValue(id, value, { signed });
	const sign = signed && value > 0 ? '+' : '';
	return `${sign}${kB.format(value / 1000)} kB`;
}

/**
 * How many visits stand behind each product of a view, as its own cells say (valid visits of the banner
 * outcome, which every visit measures): "25 visits" or, where cells differ, "23–25 visits".
 */
export function visitsPerProduct(results: readonly ResultEntry[]): string {
	const counts = results.flatMap((r) => (r.answers.bannerVisible.status === 'measured' ? [r.answers.bannerVisible.samples] : []));
	if (counts.length === 0) return 'no measured visits';
	const low = Math.min(...counts);
	const high = Math.max(...counts);
	return low === high ? `${formatCount(low)} visits` : `${formatCount(low)}–${formatCount(high)} visits`;
}

/** A later stable release than the one measured (issue 60), from the scheduled registry check. */
export interface NewerRelease {
	version: string;
	releasedOn?: string;
}

/** "measured 2.2.1; 3.0.0 released 2026-12-02, not yet measured" for a product with a newer release (issue 60). */
export function describeNewerRelease(measured: string, newer: NewerRelease): string {
	return `measured ${measured}; ${newer.version} released ${newer.releasedOn ?? '(date not given)'}, not yet measured`;
}

/** A result's status in the words every table uses: 'failed' is the interface's status for "no result" (the product did not fail). */
export const statusWords = (status: string) => (status === 'unsupported' ? 'not supported' : status === 'failed' ? 'no result' : status);
