import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitRecord } from '../analyse/test-visits.ts';
import type { RawRecord } from '../gather/records.ts';
import { splitIntoUnits } from './split-units.ts';

const run = (round: number, finished = true): RawRecord[] => [
	{ kind: 'run', shard: 'mobile-script-tag', runId: `r${round}`, round, startedAt: '2026-11-26T16:00:00.000Z', chromium: '156', harnessCommit: 'abc', machine: { id: 'ce321c267986', cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, os: 'Linux 6', loadAverage: [1, 1, 1] }, visitsPerCell: 20, products: {} },
	visitRecord({ shard: 'mobile-script-tag', profile: 'mobile', runId: `r${round}`, round, index: round * 5 }),
	...(finished ? [{ kind: 'round-end', shard: 'mobile-script-tag', runId: `r${round}`, finishedAt: '2026-11-26T16:09:00.000Z', hostIndex: 2900, runs: [] } as RawRecord] : [])
];
const lines = (records: RawRecord[]) => records.map((r) => `${JSON.stringify(r)}\n`).join('');

describe('splitIntoUnits', () => {
	it('cuts a shard file of several rounds into one unit per round, each holding its run\'s lines as written', () => {
		const visits = mkdtempSync(join(tmpdir(), 'visits-'));
		writeFileSync(join(visits, 'mobile-script-tag.jsonl'), lines([...run(0), ...run(1), ...run(2, false)]));
		const units = mkdtempSync(join(tmpdir(), 'units-'));
		expect(splitIntoUnits(visits, units)).toEqual({ written: ['round-1.mobile-script-tag', 'round-2.mobile-script-tag'], unfinished: ['round-3.mobile-script-tag (run r2)'] });
		expect(readdirSync(units).sort()).toEqual(['round-1.mobile-script-tag', 'round-2.mobile-script-tag']);
		expect(readFileSync(join(units, 'round-2.mobile-script-tag', 'mobile-script-tag.jsonl'), 'utf8')).toBe(lines(run(1)));
		expect(() => splitIntoUnits(visits, units)).toThrow('round-1.mobile-script-tag exists already; a unit is never overwritten');
	});
});
