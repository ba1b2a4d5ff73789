// A campaign: every selected shard's visits spread over rounds, round-robin across shards, so each
// shard's visits span the campaign's duration and run-to-run drift shows up inside every cell. Each
// (shard, round) is a fresh browser launch; the CPU used outside the harness is measured at its start
// and during every visit (gather/foreign-cpu.ts), and a round measured beside other work is flagged.
// A preflight of every shard runs first and stops on any problem.
import type { ShardOptions } from './run-shard.ts';
import { formatDuration, runRound } from './run-shard.ts';
import { FOREIGN_CORES_LIMIT } from './foreign-cpu.ts';
import { BASELINE } from '../apps/types.ts';
import { layoutRound, planRound, roundOfIndex, type PlannedVisit } from './plan.ts';
import { harnessCommit } from './facts.ts';
import { preflightMessage, preflightShard } from './preflight.ts';
import { readShard, shardFile, shardId, type RawRecord } from './records.ts';
import { describeVerdict, judgeUnit } from '../gate/gate.ts';
import { unitsOf } from '../gate/unit.ts';

export interface ShardSummary {
	shard: string;
	/** Visits made in this call, warm-ups included. */
	visited: number;
	/** Measured visits that were already on disk. */
	skipped: number;
	wallMs: number;
}

interface Slot {
	shard: ShardOptions;
	round: number;
	plan: PlannedVisit[];
}

/** The shards of round `round`, starting `round × shards / rounds` places further each round. */
export function rotate<T>(items: readonly T[], round: number, rounds: number): T[] {
	const offset = Math.floor((round * items.length) / rounds) % Math.max(1, items.length);
	return [...items.slice(offset), ...items.slice(0, offset)];
}

/**
 * Refuses to resume a shard whose records on disk come from another harness version, or were planned
 * with other --visits or --rounds: the
 * new visits would get other round numbers than the old ones (visit 5 of 20 over 4 rounds is round 1,
 * of 20 over 2 rounds round 0), and the bootstrap would cluster the wrong visits together.
 */
export function checkResumable(shard: string, records: readonly RawRecord[], visits: number, rounds: number, commit: string): void {
	// Publishing refuses records of two harness versions; finding out after hours of gathering is too late.
	const other = records.find((r) => r.kind === 'run' && r.harnessCommit !== commit);
	if (other?.kind === 'run')
		throw new Error(`Refusing to resume ${shard}: its records on disk were gathered with harness ${other.harnessCommit}, the harness is now ${commit}, and a publication is one harness version. Check out that version, or gather into a fresh --runs-dir.`);
	const fix = `Resume with the options the shard was started with, or gather into a fresh --runs-dir.`;
	const run = records.find((r) => r.kind === 'run' && r.round !== undefined && r.visitsPerCell !== visits);
	if (run?.kind === 'run')
		throw new Error(`Refusing to resume ${shard}: its records on disk were planned with --visits ${run.visitsPerCell}, this run asks for --visits ${visits}. ${fix}`);
	const moved = records.find((r) => r.kind === 'visit' && !r.warmup && r.round !== undefined && r.round !== roundOfIndex(r.index, visits, rounds));
	if (moved?.kind === 'visit')
		throw new Error(`Refusing to resume ${shard}: visit ${moved.index} of ${moved.page} on disk is in round ${moved.round! + 1}, but --visits ${visits} --rounds ${rounds} puts it in round ${roundOfIndex(moved.index, visits, rounds) + 1}. ${fix}`);
}

/**
 * Every (shard, round) with something left to visit, in campaign order; what is on disk is skipped.
 * `onlyRound` (0-based) keeps one round: a unit of a campaign spread over machines (campaign/).
 */
export function planCampaign(shards: readonly ShardOptions[], rounds: number, commit = harnessCommit(), onlyRound?: number, layoutOnly = false): Slot[] {
	const slots: Slot[] = [];
	const done = new Map(shards.map((s) => {
		const id = shardId(s.profile, s.framework);
		const records = readShard(shardFile(s.visitsDir, id));
		checkResumable(id, records, s.visits, rounds, commit);
		return [s, new Set(records.flatMap((r) => (r.kind === 'visit' && !r.warmup ? [`${r.page}#${r.index}`] : [])))];
	}));
	for (let round = 0; round < rounds; round++) {
		if (onlyRound !== undefined && round !== onlyRound) continue;
		for (const shard of rotate(shards, round, rounds)) {
			const pages = [BASELINE, ...shard.products.map((p) => p.slug)];
			// A layout round (issue 93) visits each page once, as a warm-up that reads the banner's layout and times nothing.
			const plan = layoutOnly ? layoutRound(pages, round) : planRound(shardId(shard.profile, shard.framework), pages, shard.visits, rounds, round, done.get(shard)!);
			if (plan.length > 0) slots.push({ shard, round, plan });
		}
	}
	return slots;
}

/** The gate's verdict on the round `runId` of a shard, read back from the records it just wrote. */
function gateVerdict(shard: ShardOptions, runId: string): string {
	const unit = unitsOf(readShard(shardFile(shard.visitsDir, shardId(shard.profile, shard.framework)))).find((u) => u.run.runId === runId);
	if (!unit) return `no run record ${runId} found; nothing to judge`;
	const verdict = judgeUnit(unit);
	return verdict.admitted ? describeVerdict(verdict) : `${describeVerdict(verdict)}. This round will count toward no publication; if every round of this host is refused, gather on another host.`;
}

export async function runCampaign(shards: readonly ShardOptions[], rounds: number, log: (line: string) => void, preflight = true, onlyRound?: number, layoutOnly = false): Promise<ShardSummary[]> {
	// Taken once, as the code that runs was loaded: a harness file edited or committed while the campaign
	// runs (a second worktree, a README) must not give its later rounds another version than they ran.
	const commit = harnessCommit();
	const slots = planCampaign(shards, rounds, commit, onlyRound, layoutOnly);
	const summaries = new Map(shards.map((s) => {
		const id = shardId(s.profile, s.framework);
		const planned = slots.filter((slot) => slot.shard === s).reduce((n, slot) => n + slot.plan.filter((v) => !v.warmup).length, 0);
		return [s, { shard: id, visited: 0, skipped: (s.products.length + 1) * s.visits - planned, wallMs: 0 }];
	}));
	const total = slots.reduce((n, slot) => n + slot.plan.length, 0);
	if (total === 0) {
		log(`all visits of ${shards.map((s) => shardId(s.profile, s.framework)).join(', ')} are already on disk; nothing to do`);
		return [...summaries.values()];
	}
	if (preflight)
		for (const shard of new Set(slots.map((s) => s.shard))) {
			const started = performance.now();
			const problems = await preflightShard(shard);
			if (problems.length > 0) throw new Error(preflightMessage(shard, problems));
			log(`[${shardId(shard.profile, shard.framework)}] preflight passed: ${shard.products.length + 1} pages in ${formatDuration(performance.now() - started)}`);
		}
	log(`campaign: ${total} visits in ${slots.length} browser launches over ${rounds} rounds`);
	let visited = 0;
	let visitingMs = 0;
	for (const slot of slots) {
		const summary = summaries.get(slot.shard)!;
		const started = performance.now();
		let peak = 0;
		const { runId, foreignCoresAtStart, underLoad } = await runRound(slot.shard, slot.round, slot.plan, commit, {
			visited: (record, label) => {
				peak = Math.max(peak, record.foreignCores ?? 0);
				visited += 1;
				visitingMs += record.wallMs;
				summary.visited += 1;
				const eta = (visitingMs / visited) * (total - visited);
				log(`${visited}/${total} ${label} ${(record.wallMs / 1000).toFixed(1)} s${record.error ? ` FAILED: ${record.error}` : ''} · ETA ${formatDuration(eta)}`);
			}
		});
		summary.wallMs += Math.round(performance.now() - started);
		const round = `[${summary.shard} round ${slot.round + 1}]`;
		if (underLoad) log(`${round} WARNING: other work used ${foreignCoresAtStart} cores as it started (limit ${FOREIGN_CORES_LIMIT}); the publication's provenance flags it`);
		else if (peak >= FOREIGN_CORES_LIMIT) log(`${round} WARNING: other work used up to ${peak} cores during a visit (limit ${FOREIGN_CORES_LIMIT}); the publication's provenance flags it`);
		else log(`${round} quiet: other work used ${foreignCoresAtStart ?? 'unknown'} cores at its start, at most ${peak} during a visit`);
		// The validity gate, as soon as the round ends (publishable rounds: quick mode's calibration is too
		// coarse to pass it, and its records are never published): a bad host shows after one round.
		if (!slot.shard.quickCalibration && !layoutOnly) log(`${round} validity gate: ${gateVerdict(slot.shard, runId)}`);
	}
	return [...summaries.values()];
}
