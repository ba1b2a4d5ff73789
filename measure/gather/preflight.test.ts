// The validity gate with a deliberately broken product: it must stop in seconds, naming product,
// framework, profile and what failed. Needs Debian's Chromium (scripts/ensure-chromium.sh).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASELINE } from '../apps/types.ts';
import { TEST_APPS } from '../apps/index.ts';
import { PRODUCTS } from '../products/index.ts';
import { runCampaign } from './campaign.ts';
import { preflightMessage, preflightProblems } from './preflight.ts';
import { readAllShards, type VisitRecord } from './records.ts';
import type { ShardOptions } from './run-shard.ts';

const dir = mkdtempSync(join(tmpdir(), 'cmp-preflight-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const vanilla = PRODUCTS.find((p) => p.slug === 'vanilla-cookieconsent')!;

describe('preflightProblems (judged from the record)', () => {
	const record = (over: Partial<VisitRecord>) => ({ page: 'klaro', error: null, click: { action: 'accept', pointerdownAt: 1, error: null }, beforeChoice: { flag: 0, cookie: false, requests: 0, beacons: 0 }, afterChoice: { flag: 1, cookie: true, requests: 1, beacons: 1 }, ...over }) as VisitRecord;
	it('passes a page whose accept released the tracker, and names each failure otherwise', () => {
		expect(preflightProblems(record({}))).toEqual([]);
		expect(preflightProblems(record({ error: 'banner never visible' }))).toEqual(['banner never visible']);
		expect(preflightProblems(record({ afterChoice: { flag: 0, cookie: false, requests: 0, beacons: 0 } }))).toEqual(['accept did not release the tracker (tracker wiring)']);
		expect(preflightProblems(record({ page: BASELINE, click: null }))).toEqual([]);
	});
	it('words the stopping message with product, framework and profile', () => {
		expect(preflightMessage({ profile: 'mobile', framework: 'nuxt' }, [{ page: 'klaro', problem: 'banner never visible' }])).toBe(
			'Preflight failed for mobile / nuxt; nothing was measured:\n  product klaro on nuxt (mobile): banner never visible'
		);
	});
});

describe('the preflight gate in a campaign', () => {
	it('stops a campaign with a broken reject selector in seconds, before any measured visit', { timeout: 120_000 }, async () => {
		const broken = { ...vanilla, selectors: { ...vanilla.selectors, reject: '#no-such-reject-button' } };
		const shard: ShardOptions = {
			profile: 'desktop', framework: 'script-tag', app: TEST_APPS['script-tag']!, products: [broken], visits: 4,
			visitsDir: join(dir, 'visits'), buildDir: join(dir, 'build'), screenshotsDir: null, quickCalibration: true, log: () => {}
		};
		const started = performance.now();
		await expect(runCampaign([shard], 2, () => {})).rejects.toThrow(
			'Preflight failed for desktop / script-tag; nothing was measured:\n  product vanilla-cookieconsent on script-tag (desktop): reject button not found: no visible element matches #no-such-reject-button'
		);
		expect(performance.now() - started).toBeLessThan(30_000);
		expect(readAllShards(join(dir, 'visits'))).toEqual([]);
	});
});
