// Which head-to-head conclusions a held-out host contradicts (issue 90): the hold-out report counts them,
// this names them. For each host given: the publication of the other hosts' records of its shards against
// the host's own, under the served methodology, every contradicted pair with both differences. 2,000
// resamples a pair (the publication's 10,000 give the same conclusions but for a pair at the edge).
//   node measure/study/held-out-contradictions.ts <visits dir> <methodology> <host> [<host> …]
import { parseCommand } from '../../support/command-line.ts';
import { headToHeadRows } from '../analyse/agreement.ts';
import { readAllShards, type RawRecord, type RunRecord } from '../gather/records.ts';
import { publishedRecords } from '../publish/admitted.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { assembleComparisons } from '../publish/comparisons.ts';
import { publicationInputs } from '../run.ts';

const USAGE = 'Usage: node measure/study/held-out-contradictions.ts <visits dir> <methodology> <host> [<host> …]';
const { positionals } = parseCommand(USAGE, {}, { allowPositionals: true });
const [dir, methodology, ...hosts] = positionals;
if (!dir || !methodology || hosts.length === 0) {
	console.error(`error: a visits dir, a methodology and at least one host are needed\n\n${USAGE}`);
	process.exit(2);
}
const { records } = publishedRecords(readAllShards(dir), methodology);
const inputs = { ...publicationInputs(dir), methodology };
const hostOf = new Map(records.filter((r): r is RunRecord => r.kind === 'run').map((r) => [`${r.shard}/${r.runId}`, r.machine.id]));
for (const host of hosts) {
	const isOwn = (r: RawRecord) => hostOf.get(`${r.shard}/${r.runId}`) === host;
	const own = records.filter(isOwn);
	const shards = new Set(own.map((r) => r.shard));
	const rest = records.filter((r) => !isOwn(r) && shards.has(r.shard));
	const rows = headToHeadRows(assembleComparisons(rest, assemblePublication({ ...inputs, records: rest, timingsOnly: true }), 2000), assembleComparisons(own, assemblePublication({ ...inputs, records: own, timingsOnly: true }), 2000));
	for (const r of rows.filter((x) => x.status === 'contradicted'))
		console.log(`${host} ${r.profile}/${r.framework} ${r.a} − ${r.b} ${r.outcome}: the other hosts ${r.published.difference} (${r.published.low} to ${r.published.high}, ${r.published.conclusion}); this host ${r.rerun.difference} (${r.rerun.low} to ${r.rerun.high}, ${r.rerun.conclusion})`);
}
