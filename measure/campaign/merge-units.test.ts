import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitRecord } from '../analyse/test-visits.ts';
import type { RawRecord, RunRecord } from '../gather/records.ts';
import { mergeUnits } from './merge-units.ts';
import { parsePlan, planUnits } from './plan-units.ts';

const plan = planUnits({ profiles: ['desktop'], frameworks: ['react'], products: ['klaro'], visits: 4, rounds: 2, quick: false });

function runRecord(round: number, extra: Partial<RunRecord> = {}): RunRecord {
	return {
		kind: 'run', shard: 'desktop-react', runId: `r${round}`, round, startedAt: '2026-11-24T10:00:00.000Z', chromium: '156.0.8078.79', harnessCommit: 'abc',
		machine: { id: `host-${round}`, cpus: 4, cpuModel: 'AMD EPYC 7763', memoryGiB: 16, os: 'Linux 6', loadAverage: [0.1, 0.1, 0.1] },
		server: { node: '24.21.0', zlib: '1.3.1' }, visitsPerCell: 4, products: {}, ...extra
	};
}
const unitRecords = (round: number, extra: Partial<RunRecord> = {}): RawRecord[] => [
	runRecord(round, extra),
	...[0, 1].map((i) => visitRecord({ shard: 'desktop-react', framework: 'react', page: 'klaro', runId: `r${round}`, index: round * 2 + i, round })),
	{ kind: 'round-end', shard: 'desktop-react', runId: `r${round}`, finishedAt: '2026-11-24T10:05:00.000Z', hostIndex: 1200, runs: [] }
];

function unitsDir(units: Record<string, RawRecord[]>, files: (id: string) => string = () => 'desktop-react.jsonl'): string {
	const dir = mkdtempSync(join(tmpdir(), 'units-'));
	for (const [id, records] of Object.entries(units)) {
		mkdirSync(join(dir, id));
		writeFileSync(join(dir, id, files(id)), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
	}
	return dir;
}
const both = () => ({ 'round-1.desktop-react': unitRecords(0), 'round-2.desktop-react': unitRecords(1) });

describe('planUnits', () => {
	it('cuts a campaign into one unit per round and shard, named for the matrix and the artifacts', () => {
		const wide = planUnits({ profiles: ['desktop', 'mobile'], frameworks: ['react', 'nuxt'], products: [], visits: 20, rounds: 4, quick: false });
		expect(wide.units).toHaveLength(16);
		expect(wide.units.slice(0, 2)).toEqual([
			{ id: 'round-1.desktop-react', round: 1, profile: 'desktop', framework: 'react' },
			{ id: 'round-1.desktop-nuxt', round: 1, profile: 'desktop', framework: 'nuxt' }
		]);
		expect(() => planUnits({ profiles: ['desktop', 'mobile'], frameworks: ['react', 'nuxt', 'astro', 'nextjs', 'script-tag', 'tanstack-start'], products: [], visits: 40, rounds: 22, quick: false })).toThrow(/at most 256 jobs/);
	});

	it('refuses a plan file that is not a plan, naming the field', () => {
		expect(() => parsePlan('{"units": []', 'plan.json')).toThrow(/^plan.json: not JSON/);
		expect(() => parsePlan(JSON.stringify({ ...plan, visits: 0 }), 'plan.json')).toThrow(/^plan.json: visits: /);
	});
});

describe('mergeUnits', () => {
	it('writes each shard\'s rounds in round order, as one machine gathering them would', () => {
		const dir = unitsDir(both());
		const merged = readFileSync(join(mergeUnits(dir, plan), 'desktop-react.jsonl'), 'utf8');
		const oneMachine = [...unitRecords(0), ...unitRecords(1)].map((r) => `${JSON.stringify(r)}\n`).join('');
		expect(merged).toBe(oneMachine);
		rmSync(dir, { recursive: true });
	});

	it('refuses a plan with holes, naming the missing units, and directories that are not units', () => {
		expect(() => mergeUnits(unitsDir({ 'round-1.desktop-react': unitRecords(0) }), plan)).toThrow(
			'Refusing to merge: the plan has 2 units and 1 of them is missing: round-2.desktop-react. Re-run its gather job (each can be re-run alone), then publish again.'
		);
		expect(() => mergeUnits(unitsDir({ ...both(), 'round-3.desktop-react': unitRecords(2) }), plan)).toThrow('round-3.desktop-react in');
	});

	it('refuses a unit holding another shard\'s or another round\'s records, or one that did not finish', () => {
		expect(() => mergeUnits(unitsDir(both(), (id) => (id.startsWith('round-2') ? 'mobile-react.jsonl' : 'desktop-react.jsonl')), plan)).toThrow(
			'unit round-2.desktop-react holds records of mobile-react.jsonl, but its shard is desktop-react'
		);
		expect(() => mergeUnits(unitsDir({ ...both(), 'round-2.desktop-react': unitRecords(0) }), plan)).toThrow('unit round-2.desktop-react holds records of round 1, not of its round 2');
		expect(() => mergeUnits(unitsDir({ ...both(), 'round-2.desktop-react': unitRecords(1).slice(0, -1) }), plan)).toThrow('unit round-2.desktop-react did not finish its round');
	});

	it('refuses a visit that two units both hold', () => {
		const repeated = unitRecords(1).map((r) => (r.kind === 'visit' && r.index === 2 ? { ...r, index: 0 } : r));
		expect(() => mergeUnits(unitsDir({ ...both(), 'round-2.desktop-react': repeated }), plan)).toThrow('visit desktop-react klaro #0 is in both round-1.desktop-react and round-2.desktop-react');
	});

	it('refuses a mix of Chromium builds, Node versions or harness commits, naming which units have which', () => {
		const mixed = (extra: Partial<RunRecord>) => () => mergeUnits(unitsDir({ ...both(), 'round-2.desktop-react': unitRecords(1, extra) }), plan);
		expect(mixed({ chromium: '157.0.1.2' })).toThrow('the units were gathered with 2 Chromium builds: 156.0.8078.79 (round-1.desktop-react); 157.0.1.2 (round-2.desktop-react)');
		expect(mixed({ server: { node: '24.22.0', zlib: '1.3.1' } })).toThrow(/2 Node.js versions: 24.21.0 \(round-1.desktop-react\); 24.22.0/);
		expect(mixed({ harnessCommit: 'def' })).toThrow(/2 harness commits: abc \(round-1.desktop-react\); def \(round-2.desktop-react\)/);
	});
});
