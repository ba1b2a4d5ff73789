// The provenance facts of a publication, derived from the run and visit records only, and the rule
// that a publication is one campaign of one committed harness version.
import type { Dataset, Host, Rerun } from '../../src/lib/schema.ts';
import type { RawRecord, RoundEndRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import type { GatedRecords } from '../gate/gate.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';
import { ACHIEVED_TOLERANCE, calibrationMissed, roundDrift } from '../gather/calibrate.ts';
import type { HostEntry } from '../campaign/host-register.ts';
import { EDITION_2_0_ONE_HOST, EDITION_2_1, NAMED_EDITIONS, type Edition } from './editions.ts';

const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * The one harness commit the records were gathered with. Records from several commits are refused:
 * their numbers would not reproduce with any one version of the code.
 */
export function singleHarnessCommit(runs: readonly RunRecord[]): string {
	const commits = unique(runs.map((r) => r.harnessCommit));
	if (commits.length === 1) return commits[0];
	if (commits.length === 0) throw new Error('no run records: cannot tell which harness version gathered these visits');
	throw new Error([
		`Refusing to publish: the raw records come from ${commits.length} harness commits, and a publication is one campaign of one committed harness version:`,
		...commits.map((c) => `  ${c} (shards ${unique(runs.filter((r) => r.harnessCommit === c).map((r) => r.shard)).join(', ')})`),
		'Gather every shard again with one clean commit (npm run measure, see measure/README.md), into a fresh --runs-dir and --out.'
	].join('\n'));
}

/**
 * The methodology edition these records publish under: harness 2.0's traced rounds, as 2.1 over several
 * hosts (or as `methodology` names, NAMED_EDITIONS) and as the 2.0 pilot from one host unnamed. Records
 * of an older harness, or a methodology this code no longer reads, are refused with where their own code
 * is: each earlier publication is re-analysed from a worktree at the commit that published it (issue 94).
 */
export function editionOf(runs: readonly RunRecord[], methodology?: string): Edition {
	const untraced = runs.filter((r) => !r.interactions);
	if (untraced.length > 0)
		throw new Error(`Refusing to publish: ${untraced.length} of ${runs.length} run records (${unique(untraced.map((r) => r.shard)).join(', ')}) were gathered by a harness older than 2.0 (commit ${unique(untraced.map((r) => r.harnessCommit)).join(', ')}), which did not read presses from the trace; this code publishes harness 2.0's records only, as methodology ${Object.keys(NAMED_EDITIONS).join(' or ')} (or one host's 2.0 pilot). ${READ_BY_THEIR_OWN_CODE}`);
	if (methodology !== undefined) {
		const named = NAMED_EDITIONS[methodology];
		if (!named) throw new Error(`Refusing to publish under methodology ${methodology}: this code reads records as ${Object.keys(NAMED_EDITIONS).join(' or ')} only. ${READ_BY_THEIR_OWN_CODE}`);
		return named;
	}
	// Unnamed, whether the gate applies follows the hosts: one host's 2.0 is a pilot, republished as it was published (methodologyNamedBy).
	return new Set(runs.map((r) => r.machine.id)).size > 1 ? EDITION_2_1 : EDITION_2_0_ONE_HOST;
}

const READ_BY_THEIR_OWN_CODE = 'Earlier publications (methodology 1.0 to 2.0) are re-analysed by the code that published them, from a worktree at its commit: npm run republish-archived (data/archive/publications.json names each one\'s commit).';

/**
 * The methodology a publication names for records read beside it (a republish, a rerun compared with it,
 * its recorded reruns' caveats): its own, but for a one-host pilot's 2.0, which no gate judged (it has no
 * `gate`): left unnamed, so its records read again as the pilot they were, not as a gated campaign's.
 */
export function methodologyNamedBy(published: Pick<Dataset, 'publication' | 'gate'>): string | undefined {
	const version = published.publication.methodologyVersion;
	return Number(version) >= 2 && published.gate === undefined ? undefined : version;
}

/** A host's CPU: what its run records say, else what the campaign's register says, else nothing. */
function cpuOf(id: string | undefined, runs: readonly RunRecord[], register: readonly HostEntry[]): { generation: string; design: string | null } | undefined {
	const recorded = runs.find((r) => r.machine.id === id && r.machine.cpuGeneration)?.machine.cpuGeneration;
	const entry = register.find((h) => h.id === id);
	if (recorded) return { generation: recorded, design: entry?.design ?? null };
	return entry?.cpuGeneration ? { generation: entry.cpuGeneration, design: entry.design } : undefined;
}

/**
 * The hosts the runs name, in the register's order (then by id), each with its CPU (from its records,
 * else from the campaign's register), rounds, shards and BenchmarkIndex at its rounds' starts. Records
 * without host ids (before methodology 1.1) count as one host.
 */
export function hostsOf(runs: readonly RunRecord[], register: readonly HostEntry[] = []): Host[] {
	const order = register.map((h) => h.id);
	const ids = unique(runs.map((r) => r.machine.id ?? '')).sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));
	return ids.map((id) => {
		const own = runs.filter((r) => (r.machine.id ?? '') === id);
		const cpu = cpuOf(id, runs, register);
		const indexes = own.flatMap((r) => (r.calibration ? [r.calibration.hostIndex] : []));
		const source = register.find((h) => h.id === id)?.source;
		return {
			id: id || 'unrecorded',
			description: unique(own.map(describeHostMachine)).join('; '),
			cpuGeneration: cpu?.generation ?? null,
			design: cpu ? (cpu.design ?? cpu.generation) : null,
			...(source ? { cpuSource: source } : {}),
			rounds: own.length,
			shards: unique(own.map((r) => r.shard)),
			benchmarkIndex: indexes.length === 0 ? { low: 0, high: 0 } : { low: Math.min(...indexes), high: Math.max(...indexes) }
		};
	});
}

/** A host in a few words, as its run records describe it: "2 × AMD EPYC, 24 GiB". */
export const describeHostMachine = (r: RunRecord) => `${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB`;

/**
 * The caveats of a publication of these records (publish/admitted.ts: the admitted units, under their
 * methodology) with these reruns recorded: its edition's words, the hosts its admitted rounds name (with
 * the campaign's register, if any), and the latest rerun on another host. Assembling and recording a
 * rerun both word them here, so a republish after a recording says the same.
 */
export function caveatsOf(published: { edition: Edition; records: readonly RawRecord[] }, reruns: readonly Rerun[], register: readonly HostEntry[] = []): string[] {
	return published.edition.caveats(hostsOf(published.records.filter((r): r is RunRecord => r.kind === 'run'), register), reruns);
}

export function provenanceFacts(runs: RunRecord[], visits: VisitRecord[], ends: RoundEndRecord[] = [], register: readonly HostEntry[] = []): string[] {
	const shards = unique(visits.map((v) => v.shard));
	const facts = [
		`Chromium ${unique(runs.map((r) => r.chromium)).join(', ')} (Debian package), driven by playwright-core over CDP; launched with --disable-blink-features=AutomationControlled and --host-resolver-rules mapping site.test to 127.0.0.1 and tracker.test to 127.0.0.2, every other host unresolvable.`,
		`Harness git commit ${singleHarnessCommit(runs)}.`,
		// Gzip output depends on the zlib build; older records did not say which served them.
		...(runs.some((r) => r.server) ? [`Pages served gzip-compressed (level 6) by Node.js ${unique(runs.map((r) => (r.server ? `${r.server.node} (zlib ${r.server.zlib})` : 'unrecorded'))).join(', ')}.`] : []),
		...machineFacts(runs, register),
		`Run dates: ${unique(visits.map((v) => v.startedAt.slice(0, 10))).join(', ')} (UTC).`,
		`${visits.length} measured visits in ${shards.length} shards (${shards.join(', ')}), plus one discarded warm-up visit per page and browser launch.`
	];
	for (const shard of shards) {
		const starts = runs.filter((r) => r.shard === shard);
		const rounds = unique(starts.flatMap((r) => (r.round === undefined ? [] : [String(r.round + 1)])));
		const launches = `Shard ${shard}: ${rounds.length > 0 ? `${rounds.length} rounds, ` : ''}${starts.length} browser launch(es), 1-minute load average at each start ${starts.map((r) => r.machine.loadAverage[0]).join(', ')}`;
		const shardVisits = visits.filter((v) => v.shard === shard);
		facts.push(shardVisits.every((v) => typeof v.foreignCores === 'number') ? launches + otherWork(starts, shardVisits) : launches + loadRule(starts, shardVisits));
		if (starts.some((r) => r.calibration)) facts.push(calibrationFact(shard, starts, ends));
	}
	return facts;
}

const describeMachine = (r: RunRecord) => `${r.machine.cpus} CPU cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB memory, ${r.machine.os}`;

/**
 * The machines, one line each. Records that name their host (1.1) list every host with its rounds
 * and measured speed, since a campaign may run on many; older records list the distinct descriptions.
 * A host in the campaign's register (1.3) also gets its CPU and the checkout it gathered from.
 */
function machineFacts(runs: readonly RunRecord[], register: readonly HostEntry[]): string[] {
	if (runs.some((r) => r.machine.id === undefined)) return unique(runs.map(describeMachine)).map((m) => `Machine: ${m}.`);
	const hosts = unique(runs.map((r) => r.machine.id!));
	return hosts.map((id) => {
		const own = runs.filter((r) => r.machine.id === id);
		const indexes = own.flatMap((r) => (r.calibration ? [r.calibration.hostIndex] : []));
		const entry = register.find((h) => h.id === id);
		const cpu = cpuOf(id, runs, register);
		const cpuFact = cpu ? `; CPU ${cpu.generation}${cpu.design ? ` (${cpu.design})` : ''}${entry && !own.some((r) => r.machine.cpuGeneration) ? `, ${entry.source}` : ''}` : entry ? `; CPU ${entry.source}` : '';
		const checkout = entry ? `; gathered from the checkout at ${entry.checkout}` : '';
		return `Host ${id} of ${hosts.length}: ${unique(own.map(describeMachine)).join('; ')}${cpuFact}${checkout}; ${own.length} round(s) (${unique(own.map((r) => r.shard)).join(', ')})${indexes.length > 0 ? `, BenchmarkIndex ${range(indexes)} at their starts` : ''}.`;
	});
}

const range = (values: number[]) => {
	const low = Math.min(...values);
	const high = Math.max(...values);
	return low === high ? `${low}` : `${low}–${high}`;
};

/**
 * A shard's CPU calibration: the reference, the host index and the rate of every round, and the rounds
 * that missed the reference or whose host drifted (gather/calibrate.ts): flagged in words, never
 * hidden in the numbers. Rounds on the page-work task (1.2 and later) never mix with BenchmarkIndex
 * rounds (1.1): editionOf refuses.
 */
function calibrationFact(shard: string, starts: RunRecord[], ends: RoundEndRecord[]): string {
	const calibrated = starts.filter((r) => r.calibration);
	const reference = unique(calibrated.map((r) => String(r.calibration!.reference))).join(', ');
	const endIndexes = calibrated.flatMap((r) => ends.filter((e) => e.runId === r.runId).map((e) => e.hostIndex));
	const pageWork = calibrated.flatMap((r) => (r.calibration!.pageWork ? [r.calibration!.pageWork] : []));
	const endTaskMs = calibrated.flatMap((r) => ends.flatMap((e) => (e.runId === r.runId && e.pageWork?.achievedMs !== undefined ? [e.pageWork.achievedMs] : [])));
	const flags = calibrated.flatMap((run) => {
		const c = run.calibration!;
		const end = ends.find((e) => e.runId === run.runId);
		const found: string[] = [];
		if (calibrationMissed(c)) found.push(`${roundName(run)} reached ${c.pageWork ? `${c.pageWork.achievedMs} ms` : c.achievedIndex}, outside ±${ACHIEVED_TOLERANCE * 100}% of the reference`);
		const drift = end && roundDrift(c, end);
		if (drift) found.push(`${roundName(run)}'s ${drift}`);
		if (!end) found.push(`${roundName(run)} has no end-of-round measurement (it was interrupted)`);
		return found;
	});
	return [
		`Shard ${shard}: ${pageWork.length > 0 ? `CPU calibrated on the page-work task in every round (brought to ${unique(pageWork.map((p) => String(p.referenceMs))).join(', ')} ms: ${range(pageWork.map((p) => p.achievedMs))} ms at the rounds' starts${endTaskMs.length > 0 ? ` and ${range(endTaskMs)} ms at their ends` : ''}, at the rounds' rates; unthrottled ${range(pageWork.map((p) => p.hostMs))} ms; BenchmarkIndex ${reference}, publication 1.1's reference, not searched)` : `CPU calibrated to BenchmarkIndex ${reference} in every round`}: host index ${range(calibrated.map((r) => r.calibration!.hostIndex))} at the rounds' starts`,
		endIndexes.length > 0 ? ` and ${range(endIndexes)} at their ends` : '',
		`, CDP rate ${range(calibrated.map((r) => r.calibration!.rate))}, achieved index ${range(calibrated.map((r) => r.calibration!.achievedIndex))}`,
		flags.length > 0 ? `; flagged: ${flags.join('; ')}.` : '.'
	].join('');
}

const roundName = (run: RunRecord) => `round ${(run.round ?? 0) + 1}`;

/**
 * Records with the foreign-CPU measure: how much CPU went to other work, and which rounds ran beside
 * it. The load average is reported but judges nothing, since the harness alone keeps it near 2–3.
 */
function otherWork(starts: RunRecord[], visits: VisitRecord[]): string {
	const flagged = starts.flatMap((run) => {
		const peak = Math.max(0, ...visits.filter((v) => v.runId === run.runId).map((v) => v.foreignCores ?? 0));
		if (run.underLoad) return [`${roundName(run)} (${run.foreignCoresAtStart} cores at its start)`];
		return peak >= FOREIGN_CORES_LIMIT ? [`${roundName(run)} (${peak} cores during a visit)`] : [];
	});
	const peak = Math.max(0, ...visits.map((v) => v.foreignCores ?? 0), ...starts.map((r) => r.foreignCoresAtStart ?? 0));
	const measured = `; CPU used outside the harness: at most ${peak} cores at a round's start or during a visit`;
	return flagged.length > 0
		? `${measured}; measured beside other work (≥ ${FOREIGN_CORES_LIMIT} cores outside the harness): ${flagged.join(', ')}.`
		: `${measured} (limit ${FOREIGN_CORES_LIMIT}).`;
}

/** Older records, without the foreign-CPU measure: a round is under load if the load average reached the core count. */
function loadRule(starts: RunRecord[], visits: VisitRecord[]): string {
	const loaded = starts.flatMap((run) => {
		const peak = Math.max(...visits.filter((v) => v.runId === run.runId).map((v) => v.loadAverage ?? 0));
		if (run.underLoad) return [`${roundName(run)} at ${run.machine.loadAverage[0]}`];
		return peak >= run.machine.cpus ? [`${roundName(run)} reaching ${peak} during it`] : [];
	});
	return loaded.length > 0 ? `; measured under load (load ≥ the number of cores): ${loaded.join(', ')}.` : '.';
}

/**
 * The validity gate in the provenance's words (methodology 1.4): how many units it admitted, and each
 * refused unit with the rules it broke and their figures; a host with no admitted unit is named so.
 */
export function gateFacts(gate: GatedRecords, applied: boolean): string[] {
	const admitted = gate.verdicts.filter((v) => v.admitted).length;
	const units = `${gate.verdicts.length} units (one round of one shard on one host each)`;
	return [
		applied
			? `Validity gate: ${admitted} of ${units} admitted, ${gate.refused.length} refused${gate.refusedHosts.length > 0 ? `; host(s) ${gate.refusedHosts.join(', ')} refused in every unit, so no number of this publication comes from them` : ''}.`
			: `Validity gate of methodology 1.4, not applied here (every round of this publication counts): it would admit ${admitted} of ${units} and refuse ${gate.refused.length}.`,
		...gate.refused.map((u) => `${applied ? 'Refused' : 'The gate would refuse'} ${u.host} round-${u.round}.${u.shard}: ${u.broke.map((b) => `the ${b.rule} rule, ${b.figures}`).join('; ')}.`)
	];
}
