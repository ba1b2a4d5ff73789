// node measure/merge-hosts.ts <out visits dir> <visits dir>[:round,round…] <visits dir>[:…] …: the rounds
// of several reruns merged into one campaign's records, each source its own host, so that
// `npm run measure -- --publish-only --from <out visits dir> --out <dir>` publishes the intervals a campaign
// spread over those hosts would have had (issue 23: do intervals that resample hosts cover a host left
// out of them? measure/README.md, "A campaign over two hosts, tested on a third"). Rounds are 1-based, as
// the harness logs them; without a list every round is kept. Each source's machine id gets `@<n>` (its
// place on the command line), because a simulated slower host is the same VM, and so the same boot id,
// as the host it slows. Only shards present in every source are written; each run record's
// visitsPerCell becomes the measured visits per page over all the kept rounds. Rounds from harness commits
// other than the first source's are given its commit, with a warning naming both: a publication refuses
// mixed commits, and the reruns compared here differ in nothing their visits run (measure/README.md says
// which). A development tool: its output is never a publication.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readShard } from './gather/records.ts';

const [to, ...sources] = process.argv.slice(2);
if (!to || sources.length < 2) throw new Error('usage: node measure/merge-hosts.ts <out visits dir> <visits dir>[:1,2] <visits dir>[:3,4] … (two sources or more)');

const parsed = sources.map((source, n) => {
	const [dir, list] = source.split(':');
	const rounds = list === undefined ? null : list.split(',').map((r) => Number(r) - 1);
	if (rounds?.some((r) => !Number.isInteger(r) || r < 0)) throw new Error(`${source}: rounds are 1-based whole numbers, e.g. ${dir}:1,2`);
	return { dir, rounds, host: `@${n + 1}` };
});
const listed = parsed.map((p) => readdirSync(p.dir));
const shards = listed[0].filter((f) => f.endsWith('.jsonl') && listed.every((files) => files.includes(f)));
if (shards.length === 0) throw new Error('no shard file is present in every source');

mkdirSync(to, { recursive: true });
for (const file of shards) {
	const kept = parsed.map(({ dir, rounds, host }) => {
		const records = readShard(join(dir, file));
		const runs = records.filter((r) => r.kind === 'run');
		const keptRuns = new Set(runs.filter((r) => rounds === null || rounds.includes(r.round ?? 0)).map((r) => r.runId));
		const perRound = runs.length === 0 ? 0 : runs[0].visitsPerCell / runs.length;
		// A run record, its visits and its round-end share the run's id, and one run is one round.
		return { records: records.filter((r) => keptRuns.has(r.runId)), host, visits: keptRuns.size * perRound };
	});
	const visitsPerCell = kept.reduce((sum, k) => sum + k.visits, 0);
	const harnessCommit = kept.flatMap((k) => k.records).find((r) => r.kind === 'run')?.harnessCommit;
	const out = kept.flatMap(({ records, host }) =>
		records.map((r) => {
			if (r.kind !== 'run') return r;
			if (r.harnessCommit !== harnessCommit) console.warn(`${file} ${host} round ${(r.round ?? 0) + 1}: harness ${r.harnessCommit} recorded as ${harnessCommit}`);
			return { ...r, harnessCommit, visitsPerCell, machine: { ...r.machine, id: `${r.machine.id}${host}` } };
		})
	);
	writeFileSync(join(to, file), `${out.map((r) => JSON.stringify(r)).join('\n')}\n`);
	console.log(`${file}: ${kept.map((k) => `${k.records.length} records from ${k.host}`).join(', ')}; ${visitsPerCell} visits per cell`);
}
