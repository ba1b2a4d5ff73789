// The citation of one result, in the form the methodology page (#cite) asks for.
import { FRAMEWORK_LABELS, type ViewKey } from './dimensions.ts';
import { formatValue, formatInterval, describeCorrectness } from './format.ts';
import { metricDefinition, type MetricId } from './metrics.ts';
import type { BenchmarkView, ResultEntry } from './schema.ts';

export function citeResult(view: BenchmarkView, entry: ResultEntry, metric: MetricId): string {
	const { product } = entry;
	const label = metricDefinition(metric).label.toLowerCase();
	let result: string;
	if (metric === 'correctness') result = `${label} ${describeCorrectness(entry.correctness)}`;
	else {
		const outcome = metric === 'rejectResponse' ? entry.rejectResponse : entry.answers[metric];
		if (outcome.status !== 'measured') result = `${label} ${outcome.status}: ${outcome.reason}`;
		else {
			const interval = outcome.interval ? `95% interval ${formatInterval(metric, outcome.interval.low, outcome.interval.high)}, ` : '';
			result = `${label} ${formatValue(metric, outcome.median)} (${interval}${outcome.tier}, n=${outcome.samples})`;
		}
	}
	const key: ViewKey = view;
	const p = view.publication;
	return `${product.name} ${product.version}, ${FRAMEWORK_LABELS[key.framework]}, ${key.profile}: ${result}. CMP Benchmarks, publication ${p.publishedOn}, methodology ${p.methodologyVersion}. ${view.sourceUrl}`;
}
