// Turns samples into published metric outcomes: median, p75, seeded bootstrap interval, tier and,
// for Δ outcomes, a conclusion that must clear the published practical margin.
import { metricDefinition, tierOf, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { MeasuredOutcome, MetricOutcome } from '../../src/lib/schema.ts';
import { hashString } from './random.ts';
import { bootstrapMedian, bootstrapMedianDifference, median, p75, type Interval } from './stats.ts';

/** Published precision: 0.1 ms for times, whole bytes. Rounding is part of the output, so it is fixed here. */
export function roundFor(id: TimedMetricId, value: number): number {
	const step = id === 'addedBytes' ? 1 : 10;
	const rounded = Math.round(value * step) / step;
	return Object.is(rounded, -0) ? 0 : rounded;
}

/** The bootstrap seed of one outcome of one cell: republishing gives identical intervals. */
export function seedFor(cellId: string, id: TimedMetricId): number {
	return hashString(`${cellId}:${id}`);
}

export function conclude(id: TimedMetricId, interval: Interval): NonNullable<MeasuredOutcome['conclusion']> {
	const margin = metricDefinition(id).practicalMargin ?? 0;
	if (interval.low > margin) return 'added';
	if (interval.high < -margin) return 'removed';
	return 'inconclusive';
}

/** An outcome measured on its own (banner visible, click responses): median of the sample itself. */
export function absoluteOutcome(id: TimedMetricId, cellId: string, values: number[], required: number): MetricOutcome {
	if (values.length < required) return tooFew(values.length, required);
	const interval = bootstrapMedian(values, seedFor(cellId, id));
	const m = roundFor(id, median(values));
	return {
		status: 'measured',
		median: m,
		samples: values.length,
		tier: tierOf(id, m),
		p75: roundFor(id, p75(values)),
		interval: { low: roundFor(id, interval.low), high: roundFor(id, interval.high) }
	};
}

/** A Δ outcome: median(product) − median(baseline) of the same framework and profile. */
export function deltaOutcome(id: TimedMetricId, cellId: string, values: number[], baseline: number[], required: number): MetricOutcome {
	if (values.length < required) return tooFew(values.length, required);
	if (baseline.length < required)
		return { status: 'failed', reason: `too few valid baseline visits (${baseline.length}, at least ${required} needed)` };
	const raw = bootstrapMedianDifference(values, baseline, seedFor(cellId, id));
	const interval = { low: roundFor(id, raw.low), high: roundFor(id, raw.high) };
	const m = roundFor(id, median(values) - median(baseline));
	return { status: 'measured', median: m, samples: values.length, tier: tierOf(id, m), interval, conclusion: conclude(id, interval) };
}

function tooFew(got: number, required: number): MetricOutcome {
	return { status: 'failed', reason: `too few valid visits (${got}, at least ${required} needed)` };
}
