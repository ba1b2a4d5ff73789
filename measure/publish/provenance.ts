// The provenance facts of a publication, derived from the run and visit records only.
import type { RunRecord, VisitRecord } from '../gather/records.ts';

const unique = (values: string[]) => [...new Set(values)].sort();

export function provenanceFacts(runs: RunRecord[], visits: VisitRecord[]): string[] {
	const shards = unique(visits.map((v) => v.shard));
	const facts = [
		`Chromium ${unique(runs.map((r) => r.chromium)).join(', ')} (Debian package), driven by playwright-core over CDP; launched with --disable-blink-features=AutomationControlled and --host-resolver-rules mapping site.test to 127.0.0.1 and tracker.test to 127.0.0.2, every other host unresolvable.`,
		`Harness git commit ${unique(runs.map((r) => r.harnessCommit)).join(', ')}.`,
		...unique(runs.map((r) => `${r.machine.cpus} CPU cores (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB memory, ${r.machine.os}`)).map((m) => `Machine: ${m}.`),
		`Run dates: ${unique(visits.map((v) => v.startedAt.slice(0, 10))).join(', ')} (UTC).`,
		`${visits.length} measured visits in ${shards.length} shards (${shards.join(', ')}), plus one discarded warm-up visit per page and run.`
	];
	for (const shard of shards) {
		const starts = runs.filter((r) => r.shard === shard);
		facts.push(`Shard ${shard}: ${starts.length} run start(s), 1-minute load average at start ${starts.map((r) => r.machine.loadAverage[0]).join(', ')}.`);
	}
	return facts;
}
