// Raw records gathered in one runs-dir (a whole round, or a rerun of several rounds in one command) cut
// into the units a campaign keeps: one directory per round of each shard, round-N.<shard>/<shard>.jsonl,
// holding that run's lines exactly as they were written (a run record, its visits, its round-end).
// A run without its round-end was cut short and is left out, named, rather than kept as a partial round.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawRecord } from '../gather/records.ts';

export interface SplitResult {
	written: string[];
	/** Runs left out because they have no round-end record. */
	unfinished: string[];
}

/** Writes every finished run of `visitsDir`'s shard files as a unit under `unitsDir`; refuses to overwrite a unit. */
export function splitIntoUnits(visitsDir: string, unitsDir: string): SplitResult {
	const result: SplitResult = { written: [], unfinished: [] };
	for (const file of readdirSync(visitsDir).filter((f) => f.endsWith('.jsonl')).sort()) {
		const shard = file.slice(0, -'.jsonl'.length);
		const raw = readFileSync(join(visitsDir, file), 'utf8');
		const lines = raw.slice(0, raw.lastIndexOf('\n') + 1).split('\n').filter(Boolean);
		const byRun = new Map<string, string[]>();
		for (const line of lines) {
			const record = JSON.parse(line) as RawRecord;
			byRun.set(record.runId, [...(byRun.get(record.runId) ?? []), line]);
		}
		for (const [runId, runLines] of byRun) {
			const records = runLines.map((line) => JSON.parse(line) as RawRecord);
			const run = records.find((r) => r.kind === 'run');
			if (!run || run.round === undefined) throw new Error(`${file}: run ${runId} has no run record with a round; only records from rounds (methodology 1.0 on) make units`);
			const id = `round-${run.round + 1}.${shard}`;
			if (!records.some((r) => r.kind === 'round-end')) {
				result.unfinished.push(`${id} (run ${runId})`);
				continue;
			}
			const dir = join(unitsDir, id);
			if (existsSync(dir)) throw new Error(`${dir} exists already; a unit is never overwritten`);
			mkdirSync(dir, { recursive: true });
			writeFileSync(join(dir, file), `${runLines.join('\n')}\n`);
			result.written.push(id);
		}
	}
	return result;
}
