// What the validity gate judges: a unit, one round of one shard on one host (one browser launch), as its
// records hold it: the run record (calibration, host, load at the start), the measured visits, the
// round-end record (the host measured again). Merged shard files hold many units; a unit is found by its
// run id within its shard, as every visit and round-end names it.
import type { RawRecord, RoundEndRecord, RunRecord, VisitRecord } from '../gather/records.ts';

export interface GateUnit {
	run: RunRecord;
	/** Undefined when the round was interrupted before the host was measured again. */
	end: RoundEndRecord | undefined;
	/** The round's measured visits (warm-ups left out), failed ones included. */
	visits: VisitRecord[];
}

/** The key every record of one unit shares: run ids are start times, unique within a shard only. */
export const unitKey = (r: Pick<RawRecord, 'shard' | 'runId'>) => `${r.shard}/${r.runId}`;

/** Host id, shard and round of a unit, as a reader names it: "d792aba1dba7 round-1.mobile-nuxt". */
export const unitName = (run: RunRecord) => `${run.machine.id ?? 'unrecorded'} round-${(run.round ?? 0) + 1}.${run.shard}`;

/** The units of `records`, in the order of their run records. */
export function unitsOf(records: readonly RawRecord[]): GateUnit[] {
	const units = new Map<string, GateUnit>();
	for (const r of records) if (r.kind === 'run') units.set(unitKey(r), { run: r, end: undefined, visits: [] });
	for (const r of records) {
		const unit = units.get(unitKey(r));
		if (!unit) continue;
		if (r.kind === 'round-end') unit.end = r;
		else if (r.kind === 'visit' && !r.warmup) unit.visits.push(r);
	}
	return [...units.values()];
}
