// The rounds the pooled statistics read (analyse/pooled.ts), built from a page's samples and the
// bare-page visits of the same shard: each round of each host, with its own bare-page values beside it
// for a Δ outcome, so a Δ subtracts the bare page measured in the same round. A Δ round without a
// usable bare-page visit cannot be stated and is left out.
import type { TimedMetricId } from '../../src/lib/metrics.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { mainThreadWork, roundOf } from './visit-values.ts';
import type { RoundSample } from './pooled.ts';
import { byHost, type RoundValue } from './samples.ts';

/** What a Δ outcome subtracts: the same measure of the bare page. Absolute outcomes subtract nothing. */
export const BARE_VALUE: Partial<Record<TimedMetricId, (v: VisitRecord) => number | null>> = {
	pageDelay: (v) => v.hero,
	addedBytes: (v) => v.encodedBytes,
	mainThread: mainThreadWork
};

export const isDelta = (id: TimedMetricId) => BARE_VALUE[id] !== undefined;

export interface RoundsInput {
	id: TimedMetricId;
	/** The page's samples (outcomeSamples), or two pages' for a head-to-head pair. */
	a: readonly RoundValue[];
	b?: readonly RoundValue[];
	/** The shard's bare-page visits (measured, failed ones included: they are dropped here). */
	bare: readonly VisitRecord[];
	hostOf?: (visit: VisitRecord) => string | undefined;
}

const hostKey = (host: string | undefined) => host ?? '';

/** Each round's bare-page values of a Δ outcome's measure, by "host|round". */
export function bareRounds(id: TimedMetricId, bare: readonly VisitRecord[], hostOf?: (visit: VisitRecord) => string | undefined): Map<string, number[]> {
	const valueOf = BARE_VALUE[id];
	const rounds = new Map<string, number[]>();
	if (!valueOf) return rounds;
	for (const v of bare) {
		if (v.page !== BASELINE || v.warmup || v.error !== null) continue;
		const value = valueOf(v);
		if (value === null) continue;
		const key = `${hostKey(hostOf?.(v))}|${roundOf(v)}`;
		rounds.set(key, [...(rounds.get(key) ?? []), value]);
	}
	return rounds;
}

/** The rounds per host, in host-id order; hosts with no usable round are left out. */
export function roundsByHost(input: RoundsInput): RoundSample[][] {
	const delta = isDelta(input.id);
	const bare = bareRounds(input.id, input.bare, input.hostOf);
	const others = input.b ? byHost(input.b) : undefined;
	const hosts: RoundSample[][] = [];
	for (const [host, rounds] of byHost(input.a)) {
		const list: RoundSample[] = [];
		for (const [round, values] of rounds) {
			const other = others?.get(host)?.get(round);
			if (others && !other) continue;
			const own = bare.get(`${host}|${round}`);
			if (delta && !own) continue;
			list.push({ values, ...(other ? { other } : {}), ...(delta ? { bare: own! } : {}) });
		}
		if (list.length > 0) hosts.push(list);
	}
	return hosts;
}
