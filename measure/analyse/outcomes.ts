// Turns samples into published metric outcomes: median, p75, seeded bootstrap interval, tier and,
// for Δ outcomes, a conclusion that must clear the published practical margin.
import { metricDefinition, roundFor, tierOf, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { MeasuredOutcome, MetricOutcome } from '../../src/lib/schema.ts';
import { hashString } from './random.ts';
import { median, p75 } from '../../support/stats.ts';
import { bootstrapMedianByHost, bootstrapMedianDifferenceByHost, type Interval, type PairedRound } from './stats.ts';

/** One value of one visit, with the host and the round it was measured in (the bootstrap's clusters). */
export interface RoundValue {
	/** The machine that ran the round (RunRecord.machine.id); records without one share a host. */
	host?: string;
	round: number;
	value: number;
}

const UNRECORDED_HOST = '';

/** Values grouped by round, in round order. */
export function byRound(values: readonly RoundValue[]): Map<number, number[]> {
	const rounds = new Map<number, number[]>();
	for (const { round, value } of [...values].sort((a, b) => a.round - b.round)) rounds.set(round, [...(rounds.get(round) ?? []), value]);
	return rounds;
}

/** Values grouped by host (in host-id order), then by round. */
export function byHost(values: readonly RoundValue[]): Map<string, Map<number, number[]>> {
	const hosts = new Map<string, RoundValue[]>();
	for (const value of values) {
		const host = value.host ?? UNRECORDED_HOST;
		hosts.set(host, [...(hosts.get(host) ?? []), value]);
	}
	return new Map([...hosts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([host, list]) => [host, byRound(list)]));
}

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

/** An outcome measured on its own (banner visible, click responses): median of the sample itself. */
export function absoluteOutcome(id: TimedMetricId, cellId: string, sample: RoundValue[], required: number): MetricOutcome {
	if (sample.length < required) return tooFew(sample.length, required);
	const values = sample.map((s) => s.value);
	const interval = bootstrapMedianByHost([...byHost(sample).values()].map((rounds) => [...rounds.values()]), seedFor(cellId, id));
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
export function deltaOutcome(id: TimedMetricId, cellId: string, product: RoundValue[], baseline: RoundValue[], required: number): MetricOutcome {
	if (product.length < required) return tooFew(product.length, required);
	if (baseline.length < required)
		return { status: 'failed', reason: `too few valid baseline visits (${baseline.length}, at least ${required} needed)` };
	const hosts = pairedRounds(product, baseline);
	if (hosts.length === 0) return { status: 'failed', reason: 'the product and the baseline share no round, so the difference has no paired measurement' };
	const raw = bootstrapMedianDifferenceByHost(hosts, seedFor(cellId, id));
	const interval = { low: roundFor(id, raw.low), high: roundFor(id, raw.high) };
	const m = roundFor(id, median(product.map((s) => s.value)) - median(baseline.map((s) => s.value)));
	return { status: 'measured', median: m, samples: product.length, tier: tierOf(id, m), interval, conclusion: conclude(id, interval) };
}

function tooFew(got: number, required: number): MetricOutcome {
	return { status: 'failed', reason: `too few valid visits (${got}, at least ${required} needed)` };
}
