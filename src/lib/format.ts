// Words and numbers for an outcome, shared by the HTML pages and the Markdown renderers so
// both say the same thing in the same way.
import { metricDefinition, type MetricId } from './metrics.ts';
import type { CorrectnessOutcome, MetricOutcome } from './schema.ts';

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

/** One line that carries everything needed to quote a timed outcome. */
export function describeOutcome(id: MetricId, outcome: MetricOutcome): string {
	if (outcome.status !== 'measured') return `${outcome.status}: ${outcome.reason}`;
	const parts = [`median ${formatValue(id, outcome.median)}`];
	if (outcome.interval) parts.push(`95% interval ${formatInterval(id, outcome.interval.low, outcome.interval.high)}`);
	if (outcome.p75 !== undefined) parts.push(`p75 ${formatValue(id, outcome.p75)}`);
	parts.push(outcome.tier);
	if (outcome.conclusion) parts.push(outcome.conclusion);
	parts.push(`n=${outcome.samples}`);
	return parts.join(', ');
}

export function describeCorrectness(outcome: CorrectnessOutcome): string {
	if (outcome.status !== 'measured') return `${outcome.status}: ${outcome.reason}`;
	const counts = `${outcome.verified} verified, ${outcome.failed} failed, ${outcome.unknown} unknown`;
	return outcome.failures.length ? `${counts} (${outcome.failures.join('; ')})` : counts;
}

const kB = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** For pages, where space is short: bytes in kB ("+16.9 kB"), other units as formatValue. */
export function formatShort(id: MetricId, value: number, { signed = metricDefinition(id).delta } = {}): string {
	if (metricDefinition(id).unit !== 'bytes') return formatValue(id, value, { signed });
	const sign = signed && value > 0 ? '+' : '';
	return `${sign}${kB.format(value / 1000)} kB`;
}

/** A conclusion in plain words: an interval that spans zero means no measurable effect. */
export function conclusionWords(conclusion: 'added' | 'removed' | 'inconclusive'): string {
	return { added: 'measurable cost', removed: 'measurably faster or smaller', inconclusive: 'no measurable effect' }[conclusion];
}
