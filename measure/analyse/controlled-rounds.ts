// The rounds the controlled statistics read (analyse/controlled.ts), built from a page's samples and the
// bare-page visits of the same shard: each round of each host with its own bare visits beside it, so a
// Δ subtracts the bare page measured in the same round and a scaled outcome divides by that round's
// control. A round without a usable bare-page visit cannot be stated either way and is left out.
import type { TimedMetricId } from '../../src/lib/metrics.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { CONTROL_MEASURES, CONTROL_REFERENCES, type ControlMeasureId } from '../scaling/measures.ts';
import { mainThreadWork, roundOf } from './visit-values.ts';
import type { ControlledRound } from './controlled.ts';
import { byHost, type RoundValue } from './samples.ts';

/** What a Δ outcome subtracts: the same measure of the bare page. Absolute outcomes subtract nothing. */
const BARE_VALUE: Partial<Record<TimedMetricId, (v: VisitRecord) => number | null>> = {
	pageDelay: (v) => v.hero,
	addedBytes: (v) => v.encodedBytes,
	mainThread: mainThreadWork
};

export const isDelta = (id: TimedMetricId) => BARE_VALUE[id] !== undefined;

export interface ControlledInput {
	id: TimedMetricId;
	/** The page's samples (outcomeSamples), or two pages' for a head-to-head pair. */
	a: readonly RoundValue[];
	b?: readonly RoundValue[];
	/** The shard's bare-page visits (measured, failed ones included: they are dropped here). */
	bare: readonly VisitRecord[];
	hostOf?: (visit: VisitRecord) => string | undefined;
	/** The control measure the outcome is scaled by, or null (not scaled). */
	measure: ControlMeasureId | null;
}

const hostKey = (host: string | undefined) => host ?? '';

/** The controlled rounds per host, in host-id order; hosts with no usable round are left out. */
export function controlledRounds(input: ControlledInput): ControlledRound[][] {
	const shiftOf = BARE_VALUE[input.id];
	const controlOf = input.measure === null ? undefined : CONTROL_MEASURES[input.measure].read;
	const needsBare = shiftOf !== undefined || controlOf !== undefined;
	const bareRounds = new Map<string, { shift: number[]; control: number[] }>();
	for (const v of input.bare) {
		if (v.page !== BASELINE || v.warmup || v.error !== null) continue;
		const shift = shiftOf?.(v);
		const control = controlOf?.(v);
		if (shift === null || control === null || (control !== undefined && !(control > 0))) continue;
		const key = `${hostKey(input.hostOf?.(v))}|${roundOf(v)}`;
		const round = bareRounds.get(key) ?? { shift: [], control: [] };
		if (shift !== undefined) round.shift.push(shift);
		if (control !== undefined) round.control.push(control);
		bareRounds.set(key, round);
	}
	const shard = input.bare[0]?.shard;
	const reference = input.measure === null || shard === undefined ? undefined : CONTROL_REFERENCES[input.measure][shard];
	if (controlOf && reference === undefined) throw new Error(`no ${input.measure} reference of the control is fixed for shard ${shard}`);
	const others = input.b ? byHost(input.b) : undefined;
	const hosts: ControlledRound[][] = [];
	for (const [host, rounds] of byHost(input.a)) {
		const list: ControlledRound[] = [];
		for (const [round, values] of rounds) {
			const other = others?.get(host)?.get(round);
			if (others && !other) continue;
			const bare = bareRounds.get(`${host}|${round}`);
			if (needsBare && !bare) continue;
			list.push({
				values,
				...(other ? { other } : {}),
				...(needsBare ? { bare: { ...(shiftOf ? { shift: bare!.shift } : {}), ...(controlOf ? { control: bare!.control } : {}) } } : {}),
				...(controlOf ? { reference } : {})
			});
		}
		if (list.length > 0) hosts.push(list);
	}
	return hosts;
}
