// The provenance facts of a publication, derived from the run and visit records only, and the rule
// that a publication is one campaign of one committed harness version.
import type { RunRecord, VisitRecord } from '../gather/records.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';

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

export function provenanceFacts(runs: RunRecord[], visits: VisitRecord[]): string[] {
	const shards = unique(visits.map((v) => v.shard));
	const facts = [
		`Chromium ${unique(runs.map((r) => r.chromium)).join(', ')} (Debian package), driven by playwright-core over CDP; launched with --disable-blink-features=AutomationControlled and --host-resolver-rules mapping site.test to 127.0.0.1 and tracker.test to 127.0.0.2, every other host unresolvable.`,
		`Harness git commit ${singleHarnessCommit(runs)}.`,
		// Gzip output depends on the zlib build; older records did not say which served them.
		...(runs.some((r) => r.server) ? [`Pages served gzip-compressed (level 6) by Node.js ${unique(runs.map((r) => (r.server ? `${r.server.node} (zlib ${r.server.zlib})` : 'unrecorded'))).join(', ')}.`] : []),
		...unique(runs.map((r) => `${r.machine.cpus} CPU cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB memory, ${r.machine.os}`)).map((m) => `Machine: ${m}.`),
		`Run dates: ${unique(visits.map((v) => v.startedAt.slice(0, 10))).join(', ')} (UTC).`,
		`${visits.length} measured visits in ${shards.length} shards (${shards.join(', ')}), plus one discarded warm-up visit per page and browser launch.`
	];
	for (const shard of shards) {
		const starts = runs.filter((r) => r.shard === shard);
		const rounds = unique(starts.flatMap((r) => (r.round === undefined ? [] : [String(r.round + 1)])));
		const launches = `Shard ${shard}: ${rounds.length > 0 ? `${rounds.length} rounds, ` : ''}${starts.length} browser launch(es), 1-minute load average at each start ${starts.map((r) => r.machine.loadAverage[0]).join(', ')}`;
		const shardVisits = visits.filter((v) => v.shard === shard);
		facts.push(shardVisits.every((v) => typeof v.foreignCores === 'number') ? launches + otherWork(starts, shardVisits) : launches + loadRule(starts, shardVisits));
	}
	return facts;
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
