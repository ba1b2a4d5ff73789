// The citation of one result, in the form the methodology page (#cite) asks for.
import { FRAMEWORK_LABELS, type ViewKey } from './dimensions.ts';
import { formatValue, formatInterval, describeCorrectness } from './format.ts';
import { metricDefinition, outcomeOf, TIMED_METRIC_IDS, type MetricId } from './metrics.ts';
import type { BenchmarkView, ResultEntry } from './schema.ts';
import { permanentViewUrl } from './publication-paths.ts';

/** "page delay +82 ms (95% interval +46 ms to +112 ms, good, n=20)". */
function resultWords(entry: ResultEntry, metric: MetricId): string {
	const label = metricDefinition(metric).label.toLowerCase();
	if (metric === 'correctness') return `${label} ${describeCorrectness(entry.correctness)}`;
	const outcome = outcomeOf(entry, metric);
	if (outcome.status !== 'measured') return `${label} ${outcome.status}: ${outcome.reason}`;
	const interval = outcome.interval ? `95% interval ${formatInterval(metric, outcome.interval.low, outcome.interval.high)}, ` : '';
	return `${label} ${formatValue(metric, outcome.median)} (${interval}${outcome.tier}, n=${outcome.samples})`;
}

/** "CMP Benchmarks, publication 2026-11-27 (analysis measured-…), methodology 1.4. ‹permanent URL›": how every citation ends. */
export function citedPublication(view: Pick<BenchmarkView, 'methodologyUrl' | 'publication' | 'profile' | 'framework'>): string {
	const p = view.publication;
	return `CMP Benchmarks, publication ${p.publishedOn} (analysis ${p.analysisId}), methodology ${p.methodologyVersion}. ${permanentViewUrl(view)}`;
}

function cite(view: BenchmarkView, entry: ResultEntry, results: string): string {
	const { product } = entry;
	const key: ViewKey = view;
	return `${product.name} ${product.version}, ${FRAMEWORK_LABELS[key.framework]}, ${key.profile}: ${results}. ${citedPublication(view)}`;
}

export function citeResult(view: BenchmarkView, entry: ResultEntry, metric: MetricId): string {
	return cite(view, entry, resultWords(entry, metric));
}

/** Every outcome of one product in one view: the one citation a leaderboard row offers. */
export function citeRow(view: BenchmarkView, entry: ResultEntry): string {
	return cite(view, entry, [...TIMED_METRIC_IDS, 'correctness' as const].map((id) => resultWords(entry, id)).join('; '));
}
