// The campaign's order, from plain shard options and a temporary visits folder (no browser).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_APPS } from '../apps/index.ts';
import { PRODUCTS } from '../products/index.ts';
import { checkResumable, planCampaign, rotate } from './campaign.ts';
import { appendRecord, shardFile, type RunRecord } from './records.ts';
import type { ShardOptions } from './run-shard.ts';
import { visitRecord } from '../analyse/test-visits.ts';

// Each test gets its own visits folder, so none depends on what another left on disk.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const klaro = PRODUCTS.find((p) => p.slug === 'klaro')!;
/** The four shards, with their visits in a new, empty folder. */
function shardsInNewFolder(): ShardOptions[] {
	const dir = mkdtempSync(join(tmpdir(), 'cmp-campaign-'));
	dirs.push(dir);
	const shard = (profile: 'desktop' | 'mobile', framework: 'script-tag' | 'react'): ShardOptions => ({
		profile, framework, app: TEST_APPS[framework]!, products: [klaro], visits: 8,
		visitsDir: join(dir, 'visits'), buildDir: join(dir, 'build'), screenshotsDir: null, log: () => {}
	});
	return [shard('desktop', 'script-tag'), shard('desktop', 'react'), shard('mobile', 'script-tag'), shard('mobile', 'react')];
}
/** The four shards, desktop-react's visits 0 and 1 on disk in round 0, as 8 visits over 4 rounds plan them. */
function shardsWithRoundZeroOfDesktopReact(): ShardOptions[] {
	const shards = shardsInNewFolder();
	const file = shardFile(shards[1].visitsDir, 'desktop-react');
	for (const page of ['baseline', 'klaro'])
		for (const index of [0, 1]) appendRecord(file, visitRecord({ shard: 'desktop-react', page, index, round: 0 }));
	return shards;
}
const runRecord = (harnessCommit: string): RunRecord => ({
	kind: 'run', shard: 'x', runId: 'r', round: 0, startedAt: '', chromium: '', harnessCommit,
	machine: { cpus: 2, cpuModel: '', memoryGiB: 1, os: '', loadAverage: [0] }, visitsPerCell: 20, products: {}
});
const order = (slots: ReturnType<typeof planCampaign>) => slots.map((s) => `${s.round}:${s.shard.profile}-${s.shard.framework}`);

describe('planCampaign', () => {
	it('runs every shard once per round, each round starting further down the list', () => {
		expect(rotate(['a', 'b', 'c', 'd'], 1, 4)).toEqual(['b', 'c', 'd', 'a']);
		const shards = shardsInNewFolder();
		expect(order(planCampaign(shards, 4))).toEqual([
			'0:desktop-script-tag', '0:desktop-react', '0:mobile-script-tag', '0:mobile-react',
			'1:desktop-react', '1:mobile-script-tag', '1:mobile-react', '1:desktop-script-tag',
			'2:mobile-script-tag', '2:mobile-react', '2:desktop-script-tag', '2:desktop-react',
			'3:mobile-react', '3:desktop-script-tag', '3:desktop-react', '3:mobile-script-tag'
		]);
		// 8 visits over 4 rounds: 2 visit indices per round, baseline and klaro each, plus 2 warm-ups.
		expect(planCampaign(shards, 4).every((slot) => slot.plan.length === 6)).toBe(true);
	});

	it('plans layout rounds as every page once per round, a warm-up that times nothing and presses Accept after its read, whatever is on disk (issue 93)', () => {
		const slots = planCampaign(shardsWithRoundZeroOfDesktopReact(), 2, undefined, undefined, true);
		expect(order(slots)).toEqual(['0:desktop-script-tag', '0:desktop-react', '0:mobile-script-tag', '0:mobile-react', '1:mobile-script-tag', '1:mobile-react', '1:desktop-script-tag', '1:desktop-react']);
		for (const slot of slots) expect(slot.plan).toEqual(['baseline', 'klaro'].map((page) => ({ page, index: -1, round: slot.round, warmup: true, action: null, reloadCheck: false, pressAccept: true })));
		// A campaign's warm-ups press nothing: a tracker released there could beacon into the next visit's evidence.
		for (const slot of planCampaign(shardsWithRoundZeroOfDesktopReact(), 4)) expect(slot.plan.filter((v) => v.warmup).every((v) => v.pressAccept === undefined)).toBe(true);
	});

	it('resumes: a round whose visits are all on disk is not launched again', () => {
		const shards = shardsWithRoundZeroOfDesktopReact();
		expect(order(planCampaign(shards, 4))).not.toContain('0:desktop-react');
		expect(order(planCampaign(shards, 4))).toHaveLength(15);
	});

	it('refuses to resume with other --rounds or --visits, which would renumber the rounds', () => {
		const shards = shardsWithRoundZeroOfDesktopReact();
		expect(() => planCampaign(shards, 8)).toThrow('Refusing to resume desktop-react: visit 1 of baseline on disk is in round 1, but --visits 8 --rounds 8 puts it in round 2');
		expect(() => planCampaign(shards.map((s) => ({ ...s, visits: 4 })), 4)).toThrow('--visits 4 --rounds 4 puts it in round 2');
		const run = runRecord('');
		expect(() => checkResumable('x', [run], 8, 4, '')).toThrow('planned with --visits 20, this run asks for --visits 8');
		expect(() => checkResumable('x', [run], 20, 4, '')).not.toThrow();
	});

	it('refuses to resume records of another harness version, before any visit', () => {
		const run = runRecord('abc');
		expect(() => checkResumable('x', [run], 20, 4, 'def')).toThrow('Refusing to resume x: its records on disk were gathered with harness abc, the harness is now def');
		expect(() => checkResumable('x', [run], 20, 4, 'abc')).not.toThrow();
	});
});
