// node measure/reports/first-visits.ts <visits dir> <out visits dir> <per round>: the same records cut to the first
// N measured visits of every page in every round (warm-ups, run and round-end records kept; each run
// record's visitsPerCell set to N × the shard's rounds), so that a full-size rerun compares with a smaller experiment at
// equal size (docs/research/single-host-methods.md, "A reference host"). Publish the
// result with `npm run measure -- --publish-only --from <out visits dir> --out <dir>`.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readShard, type VisitRecord } from '../gather/records.ts';

const [from, to, perRound] = process.argv.slice(2);
const keepPerRound = Number(perRound);
if (!from || !to || !(keepPerRound >= 1)) throw new Error('usage: node measure/reports/first-visits.ts <visits dir> <out visits dir> <visits per page and round, 1 or more>');
mkdirSync(to, { recursive: true });
for (const file of readdirSync(from).filter((f) => f.endsWith('.jsonl'))) {
	const records = readShard(join(from, file));
	const rounds = records.filter((r) => r.kind === 'run').length;
	const indexes = new Map<string, number[]>();
	const key = (r: VisitRecord) => `${r.shard}/${r.runId}/${r.page}`;
	for (const r of records) if (r.kind === 'visit' && !r.warmup) indexes.set(key(r), [...(indexes.get(key(r)) ?? []), r.index]);
	const kept = new Set([...indexes].flatMap(([k, list]) => list.sort((a, b) => a - b).slice(0, keepPerRound).map((i) => `${k}/${i}`)));
	const out = records
		.filter((r) => r.kind !== 'visit' || r.warmup || kept.has(`${key(r)}/${r.index}`))
		.map((r) => JSON.stringify(r.kind === 'run' ? { ...r, visitsPerCell: rounds * keepPerRound } : r));
	writeFileSync(join(to, file), `${out.join('\n')}\n`);
	console.log(`${file}: ${records.length} → ${out.length} records`);
}
