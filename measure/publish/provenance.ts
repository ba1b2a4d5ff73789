// The provenance facts of a publication, derived from the run and visit records only, and the rule
// that a publication is one campaign of one committed harness version.
import type { RunRecord, VisitRecord } from '../gather/records.ts';

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
		const loaded = starts.flatMap((r) => {
			// A round is under load if it started so, or if load reached the number of cores during it.
			const peak = Math.max(...visits.filter((v) => v.runId === r.runId && v.shard === shard).map((v) => v.loadAverage ?? 0));
			if (r.underLoad) return [`round ${(r.round ?? 0) + 1} at ${r.machine.loadAverage[0]}`];
			return peak >= r.machine.cpus ? [`round ${(r.round ?? 0) + 1} reaching ${peak} during it`] : [];
		});
		facts.push(
			`Shard ${shard}: ${rounds.length > 0 ? `${rounds.length} rounds, ` : ''}${starts.length} browser launch(es), 1-minute load average at each start ${starts.map((r) => r.machine.loadAverage[0]).join(', ')}` +
				(loaded.length > 0 ? `; measured under load (load ≥ the number of cores): ${loaded.join(', ')}.` : '.')
		);
	}
	return facts;
}
