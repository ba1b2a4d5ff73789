// Words and numbers for an outcome, shared by the HTML pages and the Markdown renderers so
// both say the same thing in the same way.
import { metricDefinition, type MetricId } from './metrics.ts';
import type { CorrectnessOutcome, MeasuredOutcome, MetricOutcome, ResultEntry } from './schema.ts';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A count with thousands separators: "367,484". */
export const formatCount = (n: number) => integer.format(n);

/** A number in the metric's unit, signed for Δ metrics: "+76 ms", "16,663 bytes". */
export function formatValue(id: MetricId, value: number, { signed = metricDefinition(id).delta } = {}): string {
	const { unit } = metricDefinition(id);
	const digits = Math.abs(value) < 10 && !Number.isInteger(value) ? oneDecimal : integer;
	const sign = signed && value > 0 ? '+' : '';
	return `${sign}${digits.format(value)} ${unit}`;
}

export function formatInterval(id: MetricId, low: number, high: number): string {
	return `${formatValue(id, low)} to ${formatValue(id, high)}`;
}

/**
 * A Δ conclusion in words that claim no more than its interval: a cost or a saving only when the whole
 * interval clears the practical margin; an interval that reaches across it is not settled, which says
 * nothing of "no effect" (it may be wide).
 */
export const CONCLUSION_LABELS: Record<NonNullable<MeasuredOutcome['conclusion']>, string> = {
	added: 'measurable cost',
	removed: 'measurably less',
	inconclusive: 'not settled'
};

/** The tier of a median in words that do not overrule the interval: "poor tier (median)" when the effect itself is not settled. */
export const tierWords = (outcome: MeasuredOutcome) => (outcome.conclusion === 'inconclusive' ? `${outcome.tier} tier (median)` : outcome.tier);

/** One line that carries everything needed to quote a timed outcome. */
export function describeOutcome(id: MetricId, outcome: MetricOutcome): string {
	if (outcome.status !== 'measured') return `${outcome.status}: ${outcome.reason}`;
	const parts = [`median ${formatValue(id, outcome.median)}`];
	if (outcome.interval) parts.push(`95% interval ${formatInterval(id, outcome.interval.low, outcome.interval.high)}`);
	if (outcome.p75 !== undefined) parts.push(`p75 ${formatValue(id, outcome.p75)}`);
	parts.push(tierWords(outcome));
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

/** For pages, where space is short: bytes in kB ("+16.9 kB"), other units as formatValue. */
export function formatShort(id: MetricId, value: number, { signed = metricDefinition(id).delta } = {}): string {
	if (metricDefinition(id).unit !== 'bytes') return formatValue(id, value, { signed });
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

/** "measured 2.2.1; 3.0.0 released 2026-12-02, not yet measured" for a product with a newer release (issue 60); '' otherwise. */
export function describeNewerRelease(product: { version: string; newerRelease?: { version: string; releasedOn?: string } }): string {
	const n = product.newerRelease;
	return n ? `measured ${product.version}; ${n.version} released ${n.releasedOn ?? '(date not given)'}, not yet measured` : '';
}
