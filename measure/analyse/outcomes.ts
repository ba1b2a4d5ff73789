// Turns samples into published metric outcomes: median, p75, seeded bootstrap interval, tier and,
// for Δ outcomes, a conclusion that must clear the published practical margin.
import { metricDefinition, roundFor, tierOf, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { MeasuredOutcome, MetricOutcome } from '../../src/lib/schema.ts';
import { hashString } from './random.ts';
import { p75 } from '../../support/stats.ts';
import type { Interval, PairedRound } from './stats.ts';
import { bootstrapPooled, pooledMedian, pooledValues } from './pooled.ts';
import { isDelta, roundsByHost, type RoundsInput } from './rounds.ts';
import { byHost, type RoundValue } from './samples.ts';

export { byHost, byRound, type RoundValue } from './samples.ts';

/**
 * Rounds in which both the product and the baseline have values, per host. A round where one side has
 * none (every visit of it failed) cannot be paired; its values still count in the medians. A host
 * with no paired round is left out.
 */
export function pairedRounds(product: readonly RoundValue[], baseline: readonly RoundValue[]): PairedRound[][] {
	const base = byHost(baseline);
	return [...byHost(product)]
		.map(([host, rounds]) => [...rounds].flatMap(([round, values]) => (base.get(host)?.has(round) ? [{ product: values, baseline: base.get(host)!.get(round)! }] : [])))
		.filter((rounds) => rounds.length > 0);
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

/**
 * A cell's outcome: pooled as measured over hosts, rounds and visits, and a Δ against
 * the bare page of each visit's own round (analyse/pooled.ts). `samples` counts the values that entered it.
 */
export function pooledOutcome(input: Omit<RoundsInput, 'b'> & { cellId: string; required: number }): MetricOutcome {
	const { id, a: sample, required } = input;
	if (sample.length < required) return tooFew(sample.length, required);
	const delta = isDelta(id);
	const bareVisits = input.bare.filter((v) => v.error === null).length;
	if (delta && bareVisits < required) return { status: 'failed', reason: `too few valid baseline visits (${bareVisits}, at least ${required} needed)` };
	const hosts = roundsByHost(input);
	if (hosts.length === 0) return { status: 'failed', reason: 'the product and the baseline share no round, so the difference has no paired measurement' };
	const raw = bootstrapPooled(hosts, seedFor(input.cellId, id));
	const interval = { low: roundFor(id, raw.low), high: roundFor(id, raw.high) };
	const m = roundFor(id, pooledMedian(hosts));
	const samples = hosts.reduce((n, rounds) => n + rounds.reduce((k, r) => k + r.values.length, 0), 0);
	return delta
		? { status: 'measured', median: m, samples, tier: tierOf(id, m), interval, conclusion: conclude(id, interval) }
		: { status: 'measured', median: m, samples, tier: tierOf(id, m), p75: roundFor(id, p75(pooledValues(hosts))), interval };
}

function tooFew(got: number, required: number): MetricOutcome {
	return { status: 'failed', reason: `too few valid visits (${got}, at least ${required} needed)` };
}
