// The validity gate (methodology 1.4, issue 53): a unit enters a publication only if it passes every
// rule of rules.ts; a refused unit keeps its records on disk, byte for byte, and is listed with the rules
// it broke and their figures, counting toward no host and no interval. Judged one unit at a time
// against fixed references, so any subset of a campaign (a host held out, a same-host split) admits
// exactly the units the whole campaign admits.
import type { GateRuleId } from '../../src/lib/gate-rules.ts';
import type { Gate } from '../../src/lib/schema.ts';
import { ACHIEVED_TOLERANCE, HOST_DRIFT_TOLERANCE } from '../gather/calibrate.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';
import type { RawRecord } from '../gather/records.ts';
import { CONTROL_BAND, CONTROL_REFERENCE_MS } from './control.ts';
import { GATE_RULES, type RuleResult } from './rules.ts';
import { unitKey, unitName, unitsOf, type GateUnit } from './unit.ts';

export interface UnitVerdict {
	unit: GateUnit;
	admitted: boolean;
	/** Every rule's result, passed or not, in GATE_RULES' order. */
	results: RuleResult[];
}

/** A refused unit as the publication lists it. */
export interface RefusedUnit {
	host: string;
	shard: string;
	/** 1-based, as units are named (round-N.<shard>). */
	round: number;
	/** The rules it broke, with their figures. */
	broke: { rule: GateRuleId; figures: string }[];
}

export function judgeUnit(unit: GateUnit): UnitVerdict {
	const results = GATE_RULES.map((rule) => rule(unit));
	return { unit, admitted: results.every((r) => r.passed), results };
}

/** The rules a unit broke, by name (empty when admitted). */
export const rulesBroken = (v: UnitVerdict): GateRuleId[] => v.results.filter((r) => !r.passed).map((r) => r.rule);

export const refusalOf = (v: UnitVerdict): RefusedUnit => ({
	host: v.unit.run.machine.id ?? 'unrecorded',
	shard: v.unit.run.shard,
	round: (v.unit.run.round ?? 0) + 1,
	broke: v.results.filter((r) => !r.passed).map(({ rule, figures }) => ({ rule, figures }))
});

export interface GatedRecords {
	/** The records of admitted units, in their order on disk (records of no unit are dropped: they have no run record). */
	admitted: RawRecord[];
	verdicts: UnitVerdict[];
	refused: RefusedUnit[];
	/** Hosts none of whose units were admitted: named as refused, never dropped silently. */
	refusedHosts: string[];
}

export function gateRecords(records: readonly RawRecord[]): GatedRecords {
	const verdicts = unitsOf(records).map(judgeUnit);
	const admittedKeys = new Set(verdicts.filter((v) => v.admitted).map((v) => unitKey(v.unit.run)));
	const refused = verdicts.filter((v) => !v.admitted);
	const hostOf = (v: UnitVerdict) => v.unit.run.machine.id ?? 'unrecorded';
	const admittedHosts = new Set(verdicts.filter((v) => v.admitted).map(hostOf));
	return {
		admitted: records.filter((r) => admittedKeys.has(unitKey(r))),
		verdicts,
		refused: refused.map(refusalOf),
		refusedHosts: [...new Set(refused.map(hostOf))].filter((h) => !admittedHosts.has(h))
	};
}

/** One line per unit, as the gather log and `npm run gate` print it. */
export function describeVerdict(v: UnitVerdict): string {
	const name = unitName(v.unit.run);
	if (v.admitted) return `${name}: admitted (${v.results.map((r) => r.figures).join('; ')})`;
	return `${name}: REFUSED by the gate: ${v.results.filter((r) => !r.passed).map((r) => `${r.rule}: ${r.figures}`).join('; ')}`;
}

/** The gate as a publication records it: its fixed tolerances and references, and what it admits and refuses. */
export function publishedGate(gated: GatedRecords, applied: boolean): Gate {
	return {
		applied,
		calibrationTolerance: ACHIEVED_TOLERANCE,
		driftTolerance: HOST_DRIFT_TOLERANCE,
		foreignCoresLimit: FOREIGN_CORES_LIMIT,
		controlBand: CONTROL_BAND,
		controlReferences: Object.entries(CONTROL_REFERENCE_MS).map(([shard, taskMs]) => ({ shard, taskMs })),
		admittedUnits: gated.verdicts.filter((v) => v.admitted).length,
		refusedUnits: gated.refused,
		refusedHosts: gated.refusedHosts
	};
}
