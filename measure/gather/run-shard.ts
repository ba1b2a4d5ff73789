// Runs one shard (profile × framework): builds its test app, serves it, and visits every planned page
// one at a time in a fresh context, appending each raw record to the shard file as soon as it exists.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import type { Framework, Profile } from '../../src/lib/dimensions.ts';
import { BASELINE, pagePath, type TestApp } from '../apps/types.ts';
import { readProductMetadata } from '../products/metadata.ts';
import type { ProductDeclaration } from '../products/types.ts';
import { launchBrowser } from './browser.ts';
import { harnessCommit, machineFacts } from './facts.ts';
import { planShard } from './plan.ts';
import { appendRecord, readShard, shardFile, shardId, type VisitRecord } from './records.ts';
import { SITE_HOST, startLoopbackServer, type LoopbackServer } from './server.ts';
import { visit } from './visit.ts';

export interface ShardOptions {
	profile: Profile;
	framework: Framework;
	app: TestApp;
	/** Products supported on this framework and runnable offline. */
	products: ProductDeclaration[];
	visits: number;
	visitsDir: string;
	buildDir: string;
	/** Folder for one screenshot per page (the first measured visit), or null. */
	screenshotsDir: string | null;
	log: (line: string) => void;
}

export interface ShardSummary {
	shard: string;
	visited: number;
	skipped: number;
	wallMs: number;
}

export async function runShard(options: ShardOptions): Promise<ShardSummary> {
	const { profile, framework, products, visits, log } = options;
	const shard = shardId(profile, framework);
	const file = shardFile(options.visitsDir, shard);
	const done = new Set(
		readShard(file).flatMap((r) => (r.kind === 'visit' && !r.warmup ? [`${r.page}#${r.index}`] : []))
	);
	const pages = [BASELINE, ...products.map((p) => p.slug)];
	const plan = planShard(shard, pages, visits, done);
	const skipped = pages.length * visits - plan.filter((v) => !v.warmup).length;
	if (plan.length === 0) {
		log(`[${shard}] all ${pages.length * visits} visits already on disk; nothing to do`);
		return { shard, visited: 0, skipped, wallMs: 0 };
	}
	const started = performance.now();
	log(`[${shard}] building the ${framework} test app (${pages.length} pages)…`);
	const appDir = join(options.buildDir, framework);
	await options.app.build(products, appDir);
	const appServer = await options.app.start(appDir);
	let server: LoopbackServer;
	let browser: Browser;
	try {
		server = await startLoopbackServer(appServer);
		browser = await launchBrowser(server.port);
	} catch (error) {
		// The app's own server is a child process: never leave it running.
		await appServer.stop();
		throw error;
	}
	const runId = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
	appendRecord(file, {
		kind: 'run', shard, runId, startedAt: new Date().toISOString(), chromium: browser.version(),
		harnessCommit: harnessCommit(), machine: machineFacts(), visitsPerCell: visits,
		products: Object.fromEntries(products.map((p) => [p.slug, readProductMetadata(p)]))
	});
	if (options.screenshotsDir) mkdirSync(options.screenshotsDir, { recursive: true });
	const bySlug = new Map(products.map((p) => [p.slug, p]));
	log(`[${shard}] ${plan.length} visits to make (${skipped} already on disk), Chromium ${browser.version()}`);
	let visitedMs = 0;
	try {
		for (const [i, planned] of plan.entries()) {
			const product = bySlug.get(planned.page);
			const record: VisitRecord = await visit(browser, {
				shard, profile, framework, runId, ...planned,
				url: `http://${SITE_HOST}:${server.port}${pagePath(planned.page)}`,
				selectors: product ? product.selectors : null,
				screenshot: options.screenshotsDir && planned.index === 0 ? join(options.screenshotsDir, `${shard}-${planned.page}.png`) : null
			}, server);
			appendRecord(file, record);
			visitedMs += record.wallMs;
			const eta = (visitedMs / (i + 1)) * (plan.length - i - 1);
			const what = planned.warmup ? 'warm-up' : `#${planned.index}${planned.action ? ` ${planned.action}` : ''}${planned.reloadCheck ? '+reload' : ''}`;
			log(`[${shard}] ${i + 1}/${plan.length} ${planned.page} ${what} ${(record.wallMs / 1000).toFixed(1)} s${record.error ? ` FAILED: ${record.error}` : ''} · ETA ${formatDuration(eta)}`);
		}
	} finally {
		await browser.close();
		await server.close();
		await appServer.stop();
	}
	return { shard, visited: plan.length, skipped, wallMs: Math.round(performance.now() - started) };
}

export function formatDuration(ms: number): string {
	const s = Math.round(ms / 1000);
	return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}
