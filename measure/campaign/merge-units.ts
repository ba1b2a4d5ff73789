// The publish job's merge (issue 24): the raw records of units gathered apart, on as many machines,
// become the shard files one machine would have written, so the publication is the same byte for
// byte. Refused with the unit named, before anything is written: a plan with holes, a unit that
// holds another unit's records or did not finish its round, records repeated across units, and a
// mix of harness commits, Chromium builds or Node versions (a publication is one toolchain).
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shardId, type RawRecord, type RunRecord } from '../gather/records.ts';
import type { Plan, Unit } from './plan-units.ts';

export interface GatheredUnit {
	unit: Unit;
	shard: string;
	/** The shard file's complete lines, as the unit wrote them. */
	text: string;
	records: RawRecord[];
}

const completeLines = (raw: string) => raw.slice(0, raw.lastIndexOf('\n') + 1);
const list = (names: readonly string[]) => names.join(', ');

/** One unit's shard file, checked: one run record of its round, nothing of another shard or round, its round-end. */
export function readUnit(unitsDir: string, unit: Unit): GatheredUnit {
	const dir = join(unitsDir, unit.id);
	const shard = shardId(unit.profile, unit.framework);
	const files = readdirSync(dir).filter((name) => name.endsWith('.jsonl'));
	const foreign = files.filter((name) => name !== `${shard}.jsonl`);
	if (foreign.length > 0) throw new Error(`Refusing to merge: unit ${unit.id} holds records of ${list(foreign)}, but its shard is ${shard}; each unit gathers one round of one shard.`);
	if (files.length === 0) throw new Error(`Refusing to merge: unit ${unit.id} has no records (${dir} holds no ${shard}.jsonl); re-run its gather job.`);
	const text = completeLines(readFileSync(join(dir, `${shard}.jsonl`), 'utf8'));
	const records = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as RawRecord);
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	if (runs.length !== 1) throw new Error(`Refusing to merge: unit ${unit.id} holds ${runs.length} run records; one unit is one round, one browser launch.`);
	const round = unit.round - 1;
	const roundOf = (r: RawRecord) => (r.kind === 'round-end' ? round : r.round);
	const elsewhere = records.find((r) => roundOf(r) !== round);
	if (elsewhere) throw new Error(`Refusing to merge: unit ${unit.id} holds records of round ${(roundOf(elsewhere) ?? -1) + 1}, not of its round ${unit.round}.`);
	if (!records.some((r) => r.kind === 'round-end' && r.runId === runs[0].runId))
		throw new Error(`Refusing to merge: unit ${unit.id} did not finish its round (no round-end record after its visits); re-run its gather job.`);
	return { unit, shard, text, records };
}

/** One value per field across all units, or a refusal naming which units have which (`name`: how to name a unit). */
export function requireOneToolchain<U extends GatheredUnit>(units: readonly U[], name: (u: U) => string = (u) => u.unit.id): void {
	const fields: [string, (run: RunRecord) => string][] = [
		['harness commits', (r) => r.harnessCommit],
		['Chromium builds', (r) => r.chromium],
		['Node.js versions', (r) => r.server?.node ?? 'unrecorded']
	];
	for (const [what, of] of fields) {
		const byValue = new Map<string, string[]>();
		for (const u of units) {
			const run = u.records.find((r): r is RunRecord => r.kind === 'run')!;
			byValue.set(of(run), [...(byValue.get(of(run)) ?? []), name(u)]);
		}
		if (byValue.size > 1)
			throw new Error(`Refusing to merge: the units were gathered with ${byValue.size} ${what}: ${[...byValue].map(([value, ids]) => `${value} (${list(ids)})`).join('; ')}. A publication is one toolchain: gather those units again with the pinned one.`);
	}
}

/** Visits that two units both hold (the same page and visit index of one shard): never counted twice. */
function requireNoRepeats(units: readonly GatheredUnit[]): void {
	const seen = new Map<string, string>();
	for (const u of units)
		for (const r of u.records) {
			if (r.kind !== 'visit' || r.warmup) continue;
			const key = `${r.shard} ${r.page} #${r.index}`;
			const first = seen.get(key);
			if (first !== undefined) throw new Error(`Refusing to merge: visit ${key} is in both ${first} and ${u.unit.id}.`);
			seen.set(key, u.unit.id);
		}
}

/** The units gathered into `unitsDir`: its directories, each named by a unit's id. */
export const unitDirectories = (unitsDir: string): string[] => readdirSync(unitsDir).filter((name) => statSync(join(unitsDir, name)).isDirectory());

/** The ids of the units of `plan` that `present` (unitDirectories) lacks, in the plan's order. */
export const missingUnits = (plan: Plan, present: readonly string[]): string[] => plan.units.filter((u) => !present.includes(u.id)).map((u) => u.id);

/**
 * Checks every unit of `plan` in `unitsDir` (one directory per unit, named by its id, holding its
 * shard file) and writes each shard's rounds, in round order, to a new directory it returns.
 */
export function mergeUnits(unitsDir: string, plan: Plan): string {
	if (!existsSync(unitsDir)) throw new Error(`Refusing to merge: ${unitsDir} does not exist; it should hold one directory per unit of the plan.`);
	const present = unitDirectories(unitsDir);
	const planned = new Set(plan.units.map((u) => u.id));
	const unknown = present.filter((name) => !planned.has(name));
	if (unknown.length > 0) throw new Error(`Refusing to merge: ${list(unknown)} in ${unitsDir} ${unknown.length === 1 ? 'is not a unit' : 'are not units'} of the plan.`);
	const missing = missingUnits(plan, present);
	if (missing.length > 0) throw new Error(`Refusing to merge: the plan has ${plan.units.length} units and ${missing.length} of them ${missing.length === 1 ? 'is' : 'are'} missing: ${list(missing)}. Re-run ${missing.length === 1 ? 'its gather job' : 'their gather jobs'} (each can be re-run alone), then publish again.`);
	const units = plan.units.map((unit) => readUnit(unitsDir, unit));
	requireOneToolchain(units);
	requireNoRepeats(units);
	const merged = mkdtempSync(join(tmpdir(), 'cmp-units-'));
	const byId = new Map(units.map((u) => [u.unit.id, u]));
	for (const [shard, rounds] of planUnitsByShard(plan)) writeFileSync(join(merged, `${shard}.jsonl`), rounds.map((u) => byId.get(u.id)!.text).join(''));
	return merged;
}

/** Each shard's units in the order its merged file holds them: shards by name, then round after round. */
export function planUnitsByShard(plan: Plan): Map<string, Unit[]> {
	const shards = new Map<string, Unit[]>();
	for (const unit of plan.units) {
		const shard = shardId(unit.profile, unit.framework);
		shards.set(shard, [...(shards.get(shard) ?? []), unit]);
	}
	return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : 1)).map(([shard, units]) => [shard, units.sort((a, b) => a.round - b.round)]));
}
