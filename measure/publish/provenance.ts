// The provenance facts of a publication, derived from the run and visit records only, and the rule
// that a publication is one campaign of one committed harness version.
import type { Rerun } from '../../src/lib/schema.ts';
import type { RoundEndRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';
import { ACHIEVED_TOLERANCE, calibrationMissed, drifted, HOST_DRIFT_TOLERANCE } from '../gather/calibrate.ts';
import { EDITION_1_0, EDITION_1_1, type Edition } from './wording.ts';

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
 * The methodology edition the records were gathered under: calibrated rounds are 1.1; records without
 * any calibration are publication 1.0's (their "mobile" was "4× slower than that host") and are
 * republished under 1.0's words. A mix would print one speed for rounds that ran at another: refused.
 */
export function editionOf(runs: readonly RunRecord[]): Edition {
	const uncalibrated = runs.filter((r) => !r.calibration);
	if (uncalibrated.length === 0) return EDITION_1_1;
	if (uncalibrated.length === runs.length) return EDITION_1_0;
	const shards = unique(uncalibrated.map((r) => r.shard));
	throw new Error(`Refusing to publish: ${uncalibrated.length} of ${runs.length} run records (${shards.join(', ')}) carry no CPU calibration: they were gathered by a harness older than methodology 1.1 (commit ${unique(uncalibrated.map((r) => r.harnessCommit)).join(', ')}), the others by 1.1. One publication is one methodology: gather those shards again.`);
}

/**
 * The caveats of a publication of these runs with these reruns recorded: its edition's words, the
 * hosts the runs name, and the latest rerun on another host. Assembling and recording a rerun both
 * word them here, so a republish after a recording says the same.
 */
export function caveatsOf(runs: readonly RunRecord[], reruns: readonly Rerun[]): string[] {
	return editionOf(runs).caveats(new Set(runs.map((r) => r.machine.id)).size, reruns);
}

export function provenanceFacts(runs: RunRecord[], visits: VisitRecord[], ends: RoundEndRecord[] = []): string[] {
	const shards = unique(visits.map((v) => v.shard));
	const facts = [
		`Chromium ${unique(runs.map((r) => r.chromium)).join(', ')} (Debian package), driven by playwright-core over CDP; launched with --disable-blink-features=AutomationControlled and --host-resolver-rules mapping site.test to 127.0.0.1 and tracker.test to 127.0.0.2, every other host unresolvable.`,
		`Harness git commit ${singleHarnessCommit(runs)}.`,
		// Gzip output depends on the zlib build; older records did not say which served them.
		...(runs.some((r) => r.server) ? [`Pages served gzip-compressed (level 6) by Node.js ${unique(runs.map((r) => (r.server ? `${r.server.node} (zlib ${r.server.zlib})` : 'unrecorded'))).join(', ')}.`] : []),
		...machineFacts(runs),
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
		// A rerun on a simulated slower host is never mistaken for a host of its own (gather/slower-host.ts).
		for (const simulated of unique(starts.flatMap((r) => (r.simulatedHost ? [r.simulatedHost] : []))))
			facts.push(`Shard ${shard}: a slower host was ${simulated}; ${starts.filter((r) => r.simulatedHost === simulated).length} of ${starts.length} rounds.`);
		// An experiment with the browser's threads is said out loud, never passed off as the campaign's browser.
		for (const flags of unique(starts.flatMap((r) => (r.extraChromiumFlags ? [r.extraChromiumFlags.join(' ')] : []))))
			facts.push(`Shard ${shard}: Chromium ran with the extra flags ${flags}; ${starts.filter((r) => r.extraChromiumFlags?.join(' ') === flags).length} of ${starts.length} rounds.`);
	}
	return facts;
}

const describeMachine = (r: RunRecord) => `${r.machine.cpus} CPU cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB memory, ${r.machine.os}`;

/**
 * The machines, one line each. Records that name their host (1.1) list every host with its rounds
 * and measured speed, since a campaign may run on many; older records list the distinct descriptions.
 */
function machineFacts(runs: readonly RunRecord[]): string[] {
	if (runs.some((r) => r.machine.id === undefined)) return unique(runs.map(describeMachine)).map((m) => `Machine: ${m}.`);
	const hosts = unique(runs.map((r) => r.machine.id!));
	return hosts.map((id) => {
		const own = runs.filter((r) => r.machine.id === id);
		const indexes = own.flatMap((r) => (r.calibration ? [r.calibration.hostIndex] : []));
		return `Host ${id} of ${hosts.length}: ${unique(own.map(describeMachine)).join('; ')}; ${own.length} round(s) (${unique(own.map((r) => r.shard)).join(', ')})${indexes.length > 0 ? `, BenchmarkIndex ${range(indexes)} at their starts` : ''}.`;
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
 * hidden in the numbers.
 */
function calibrationFact(shard: string, starts: RunRecord[], ends: RoundEndRecord[]): string {
	const calibrated = starts.filter((r) => r.calibration);
	const reference = unique(calibrated.map((r) => String(r.calibration!.reference))).join(', ');
	const endIndexes = calibrated.flatMap((r) => ends.filter((e) => e.runId === r.runId).map((e) => e.hostIndex));
	// An experiment's rounds at a rate fixed by hand (CMP_FIXED_CPU_RATE) are never called calibrated,
	// and rounds on the page-work meter (CMP_CPU_METER) never pass for methodology 1.1's calibration.
	const allFixed = calibrated.every((r) => r.calibration!.fixedRate);
	const allPageWork = calibrated.every((r) => r.calibration!.pageWork);
	const flags = calibrated.flatMap((run) => {
		const c = run.calibration!;
		const end = ends.find((e) => e.runId === run.runId);
		const found: string[] = [];
		if (calibrationMissed(c)) found.push(`${roundName(run)} reached ${c.pageWork ? `${c.pageWork.achievedMs} ms` : c.achievedIndex}, outside ±${ACHIEVED_TOLERANCE * 100}% of the reference`);
		if (end && drifted(c.hostIndex, end.hostIndex)) found.push(`${roundName(run)}'s host index moved from ${c.hostIndex} to ${end.hostIndex} (tolerance ±${HOST_DRIFT_TOLERANCE * 100}%)`);
		if (!end) found.push(`${roundName(run)} has no end-of-round measurement (it was interrupted)`);
		if (c.fixedRate && !allFixed) found.push(`${roundName(run)} ran at a rate fixed by hand (an experiment, not calibrated)`);
		if (c.pageWork && !allPageWork) found.push(`${roundName(run)} set its rate on the page-work meter (an experiment)`);
		return found;
	});
	return [
		`Shard ${shard}: ${allFixed ? `CPU rate fixed by hand in every round (an experiment, not calibrated to the reference BenchmarkIndex ${reference})` : allPageWork ? `CPU rate set on the page-work meter in every round (an experiment, not methodology 1.1's calibration: a fixed page task brought to ${unique(calibrated.map((r) => String(r.calibration!.pageWork!.referenceMs))).join(', ')} ms, reached ${range(calibrated.map((r) => r.calibration!.pageWork!.achievedMs))} ms; BenchmarkIndex reference ${reference} not searched)` : `CPU calibrated to BenchmarkIndex ${reference} in every round`}: host index ${range(calibrated.map((r) => r.calibration!.hostIndex))} at the rounds' starts`,
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
