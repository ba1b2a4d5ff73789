// A page's values with the host and round each was measured in: what the bootstrap's clusters are made of.
import type { RunRecord, VisitRecord } from '../gather/records.ts';

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
 * The host that measured each visit, from its run record. Run ids are start times, unique within a shard
 * only: units on many machines start at once.
 */
export function visitHosts(runs: readonly RunRecord[]): (visit: VisitRecord) => string | undefined {
	const hostByRun = new Map(runs.map((r) => [`${r.shard}/${r.runId}`, r.machine.id]));
	return (v) => hostByRun.get(`${v.shard}/${v.runId}`);
}
