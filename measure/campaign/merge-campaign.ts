// The merge of a campaign gathered on several hosts over time (issue 49): its units are filed by host,
// units/<host id>/round-N.<shard>/<shard>.jsonl, with the host register (host-register.ts) beside them.
// Each unit is checked as merge-units checks a plan's (one shard, one round, one browser launch, its
// round-end), and against its host: the records must name the host the unit is filed under. Across
// the campaign: one toolchain, no run or visit twice, every host in the register and every registered
// host with units. Records are never rewritten: a shard file is its units' lines, host after host in
// the register's order, round after round, so every visit keeps the host and round it was gathered
// with, and the statistics resample hosts, then rounds, then visits.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAMEWORKS, PROFILES, isFramework, isProfile } from '../../src/lib/dimensions.ts';
import type { RunRecord, VisitRecord } from '../gather/records.ts';
import { HOST_REGISTER_FILE, readHostRegister, serialiseHostRegister, type HostEntry } from './host-register.ts';
import { readUnit, requireOneToolchain, unitDirectories, type GatheredUnit } from './merge-units.ts';
import { judgeUnit, rulesBroken, type UnitVerdict } from '../gate/gate.ts';
import { unitsOf } from '../gate/unit.ts';

export interface HostUnit extends GatheredUnit {
	host: string;
}

export interface Campaign {
	hosts: HostEntry[];
	units: HostUnit[];
}

const list = (names: readonly string[]) => names.join(', ');
const UNIT_NAME = /^round-(\d+)\.([a-z]+)-([a-z-]+)$/;
const runOf = (u: GatheredUnit) => u.records.find((r): r is RunRecord => r.kind === 'run')!;

function readHostUnits(unitsDir: string, host: string): HostUnit[] {
	const dir = join(unitsDir, host);
	const names = existsSync(dir) ? unitDirectories(dir).sort() : [];
	if (names.length === 0) throw new Error(`Refusing to merge: hosts.json lists ${host}, but ${dir} holds no unit; remove the host from the register or add its units.`);
	return names.map((name) => {
		const match = UNIT_NAME.exec(name);
		const profile = match?.[2] ?? '';
		const framework = match?.[3] ?? '';
		if (!match || !isProfile(profile) || !isFramework(framework))
			throw new Error(`Refusing to merge: ${join(dir, name)} is not a unit; a unit is named round-N.<profile>-<framework> (profiles ${list(PROFILES)}; frameworks ${list(FRAMEWORKS)}).`);
		let unit: GatheredUnit;
		try {
			unit = readUnit(dir, { id: name, round: Number(match[1]), profile, framework });
		} catch (error) {
			throw new Error((error as Error).message.replace(`unit ${name}`, `unit ${host}/${name}`));
		}
		const gatheredOn = runOf(unit).machine.id ?? 'no host id';
		if (gatheredOn !== host) throw new Error(`Refusing to merge: unit ${host}/${name} was gathered on host ${gatheredOn}, not ${host}; file it under units/${gatheredOn}.`);
		return { ...unit, host };
	});
}

/** Reads and checks a campaign folder (hosts.json and units/); refuses with the host and unit named. */
export function readCampaign(campaignDir: string): Campaign {
	const unitsDir = join(campaignDir, 'units');
	if (!existsSync(unitsDir)) throw new Error(`Refusing to merge: ${unitsDir} does not exist; a campaign holds units/<host id>/<unit id>/ and ${HOST_REGISTER_FILE}.`);
	const hosts = readHostRegister(campaignDir);
	if (!hosts) throw new Error(`Refusing to merge: ${join(campaignDir, HOST_REGISTER_FILE)} does not exist; it names every host's CPU (or says that it was not read).`);
	const registered = new Set(hosts.map((h) => h.id));
	const unknown = unitDirectories(unitsDir).filter((host) => !registered.has(host));
	if (unknown.length > 0) throw new Error(`Refusing to merge: ${list(unknown.map((h) => `units/${h}`))} ${unknown.length === 1 ? 'is' : 'are'} not in ${HOST_REGISTER_FILE}; add each host with its CPU generation (or why it was not read) first.`);
	const units = hosts.flatMap((h) => readHostUnits(unitsDir, h.id));
	requireOneToolchain(units, (u) => `${u.host}/${u.unit.id}`);
	requireNoRepeats(units);
	return { hosts, units };
}

/** A run copied into two units, or one visit in two units of a host: never counted twice. */
function requireNoRepeats(units: readonly HostUnit[]): void {
	const runs = new Map<string, string>();
	const visits = new Map<string, string>();
	for (const u of units) {
		const name = `${u.host}/${u.unit.id}`;
		const run = `${u.shard} run ${runOf(u).runId}`;
		if (runs.has(run)) throw new Error(`Refusing to merge: ${run} is in both ${runs.get(run)} and ${name}.`);
		runs.set(run, name);
		for (const r of u.records) {
			if (r.kind !== 'visit' || r.warmup) continue;
			const key = `${u.host} ${r.shard} ${r.page} round ${(r.round ?? 0) + 1} #${r.index}`;
			if (visits.has(key)) throw new Error(`Refusing to merge: visit ${key} is in both ${visits.get(key)} and ${name}.`);
			visits.set(key, name);
		}
	}
}

/** What a campaign holds of one shard: its hosts, rounds and measured visits per page. */
export interface ShardCoverage {
	shard: string;
	hosts: string[];
	rounds: number;
	/** The most measured visits of any page of the shard (the baseline's, as every round visits it). */
	visitsPerCell: number;
}

export function campaignCoverage(campaign: Campaign): ShardCoverage[] {
	const shards = [...new Set(campaign.units.map((u) => u.shard))].sort();
	return shards.map((shard) => {
		const own = campaign.units.filter((u) => u.shard === shard);
		const perPage = new Map<string, number>();
		for (const r of own.flatMap((u) => u.records)) if (r.kind === 'visit' && !r.warmup) perPage.set((r as VisitRecord).page, (perPage.get((r as VisitRecord).page) ?? 0) + 1);
		return { shard, hosts: [...new Set(own.map((u) => u.host))], rounds: own.length, visitsPerCell: Math.max(0, ...perPage.values()) };
	});
}

/** The validity gate's verdict on one unit of a campaign (measure/gate/). */
export const verdictOf = (unit: HostUnit): UnitVerdict => judgeUnit(unitsOf(unit.records)[0]);

/** The campaign's units that the validity gate admits: the only ones a publication counts. */
export const admittedOnly = (campaign: Campaign): Campaign => ({ ...campaign, units: campaign.units.filter((u) => verdictOf(u).admitted) });

/**
 * Publication 1.3's rule (issue 49), counted from 1.4 on admitted units only (issue 53): every shard on at
 * least two hosts, with at least four rounds and 20 visits per cell in all, and the campaign on at least
 * three hosts. Below it, intervals that resample hosts would rest on one host for some shard, and leaving
 * a host out would leave nothing.
 */
export const PUBLICATION_BAR = { hosts: 3, hostsPerShard: 2, roundsPerShard: 4, visitsPerCell: 20 } as const;

/** Why the campaign cannot be published yet, one line per shortfall, counting admitted units only; empty when it can. */
export function belowPublicationBar(campaign: Campaign, shards: readonly string[]): string[] {
	const admitted = admittedOnly(campaign);
	const coverage = campaignCoverage(admitted);
	const problems: string[] = [];
	const hosts = new Set(admitted.units.map((u) => u.host)).size;
	if (hosts < PUBLICATION_BAR.hosts) problems.push(`the campaign has admitted units from ${hosts} host(s); a publication needs at least ${PUBLICATION_BAR.hosts}`);
	for (const shard of shards) {
		const c = coverage.find((s) => s.shard === shard);
		if (!c) {
			problems.push(`${shard} has no admitted unit`);
			continue;
		}
		// Both shortfalls are named: a shard short of hosts is usually short of rounds too, and naming only
		// the first made the remaining work look like one round per host when it was several.
		if (c.hosts.length < PUBLICATION_BAR.hostsPerShard) problems.push(`${shard} has admitted units from ${c.hosts.length} host(s) (${list(c.hosts)}); at least ${PUBLICATION_BAR.hostsPerShard} are needed`);
		if (c.rounds < PUBLICATION_BAR.roundsPerShard || c.visitsPerCell < PUBLICATION_BAR.visitsPerCell)
			problems.push(`${shard} has ${c.rounds} admitted round(s) and ${c.visitsPerCell} visits per cell; at least ${PUBLICATION_BAR.roundsPerShard} and ${PUBLICATION_BAR.visitsPerCell} are needed`);
	}
	const refused = campaign.units.filter((u) => !admitted.units.includes(u));
	if (problems.length > 0 && refused.length > 0)
		problems.push(`${refused.length} unit(s) refused by the validity gate count toward nothing: ${list(refused.map((u) => `${u.host}/${u.unit.id} (${rulesBroken(verdictOf(u)).join(', ')})`))}`);
	return problems;
}

/**
 * How many more admitted units a shard needs to reach the bar, counting each as one more round from a host
 * the shard does not have yet (one it has adds a round but no host, so this is the fewest). The bar's
 * visits per cell are not counted: a campaign README's unit is 20 per cell, so four rounds clear it. What
 * a sitting gathers first is ordered by it; belowPublicationBar says what is short and why.
 */
export function unitsLacking(coverage: readonly ShardCoverage[], shard: string): number {
	const c = coverage.find((s) => s.shard === shard);
	return Math.max(0, PUBLICATION_BAR.roundsPerShard - (c?.rounds ?? 0), PUBLICATION_BAR.hostsPerShard - (c?.hosts.length ?? 0));
}

/**
 * Writes the campaign's shard files (host after host in the register's order, then round after round)
 * and its register to a new directory it returns: what `--publish-only --from` publishes.
 */
export function mergeCampaign(campaign: Campaign): string {
	const merged = mkdtempSync(join(tmpdir(), 'cmp-campaign-'));
	for (const [shard, units] of unitsByShard(campaign)) writeFileSync(join(merged, `${shard}.jsonl`), units.map((u) => u.text).join(''));
	writeFileSync(join(merged, HOST_REGISTER_FILE), serialiseHostRegister(campaign.hosts));
	return merged;
}

/** Each shard's units in the order its file holds them: host after host in the register's order, then round after round. */
export function unitsByShard(campaign: Campaign): Map<string, HostUnit[]> {
	const order = new Map(campaign.hosts.map((h, i) => [h.id, i]));
	return new Map(
		[...new Set(campaign.units.map((u) => u.shard))]
			.sort()
			.map((shard) => [shard, campaign.units.filter((u) => u.shard === shard).sort((a, b) => order.get(a.host)! - order.get(b.host)! || a.unit.round - b.unit.round)])
	);
}
