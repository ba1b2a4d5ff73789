// One round of one shard (profile × framework): builds its test app (cached by hash), serves it,
// launches a fresh browser, and visits the round's planned pages one at a time in a fresh context,
// appending each raw record to the shard file as soon as it exists.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import type { Framework, Profile } from '../../src/lib/dimensions.ts';
import { pagePath, type TestApp } from '../apps/types.ts';
import { readProductMetadata } from '../products/metadata.ts';
import type { ProductDeclaration } from '../products/types.ts';
import { CONTROL_SELECTOR } from '../apps/article.ts';
import { PRESS_HOLD_MS } from './press.ts';
import { launchBrowser } from './browser.ts';
import { ACHIEVED_TOLERANCE, calibrationMissed, FULL_EFFORT, measureBrowserIndexAt, QUICK_EFFORT, remeasureHost, roundDrift } from './calibrate.ts';
import { CONDITIONS } from './conditions.ts';
import { machineFacts } from './facts.ts';
import { FOREIGN_CORES_LIMIT, foreignCores, probeForeignCores, sampleCpu } from './foreign-cpu.ts';
import { calibrateBrowserOnPageWork, remeasurePageWork } from './page-work-meter.ts';
import type { PlannedVisit } from './plan.ts';
import { appendRecord, shardFile, shardId, type CalibrationRecord, type VisitRecord } from './records.ts';
import { SITE_ORIGIN, startLoopbackServer, type LoopbackServer } from './server.ts';
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
	/** Record the trace around each press (harness 2.0); false only for the check that tracing changes nothing else. */
	interactionTrace?: boolean;
	/** Quick mode: a lighter calibration (calibrate.ts, QUICK_EFFORT); such records are never published. */
	quickCalibration?: boolean;
	log: (line: string) => void;
}

/** A built, served shard with a freshly launched browser: what a round and the preflight visit with. */
export interface ShardSession {
	browser: Browser;
	server: LoopbackServer;
	url: (page: string) => string;
}

/** Builds and serves the shard's app, launches Chromium, runs `use`, and always stops all three. */
export async function withShardSession<T>(options: ShardOptions, use: (session: ShardSession) => Promise<T>): Promise<T> {
	const appDir = join(options.buildDir, options.framework);
	await options.app.build(options.products, appDir);
	const appServer = await options.app.start(appDir);
	let server: LoopbackServer | null = null;
	let browser: Browser | null = null;
	try {
		server = await startLoopbackServer(appServer);
		browser = await launchBrowser(server.port);
		return await use({ browser, server, url: (page) => `${SITE_ORIGIN}${pagePath(page)}` });
	} finally {
		// The app's own server is a child process: never leave it running.
		await browser?.close();
		await server?.close();
		await appServer.stop();
	}
}

export interface RoundProgress {
	/** Called after every visit with its wall time. */
	visited: (record: VisitRecord, label: string) => void;
}

/** What a round found about other work on the machine: at its start (a 1 s check, in cores) and whether it was over the limit. */
export interface RoundQuiet {
	/** The run id the round's records carry. */
	runId: string;
	loadAverage: number;
	foreignCoresAtStart: number | null;
	underLoad: boolean;
}

/**
 * Calibrates the session's browser to the profile's reference speed on the page-work meter
 * (gather/page-work-meter.ts), with Lighthouse's BenchmarkIndex measured at the rate it chose, and logs
 * what it chose; a host too slow for the reference throws, naming both numbers.
 */
export async function calibrateSession(options: ShardOptions, session: ShardSession, label: string): Promise<CalibrationRecord> {
	const what = `${options.profile} / ${options.framework}`;
	const effort = options.quickCalibration ? QUICK_EFFORT : FULL_EFFORT;
	const indexAt = (rate: number) => measureBrowserIndexAt(session.browser, CONDITIONS[options.profile].cpuReference, rate, effort);
	const calibration = await calibrateBrowserOnPageWork(session.browser, options.profile, what, effort, indexAt);
	const { pageWork } = calibration;
	const how = pageWork ? ` (page-work meter: task ${pageWork.hostMs} → ${pageWork.achievedMs} ms, reference ${pageWork.referenceMs} ms; index measured at that rate)` : '';
	const missed = calibrationMissed(calibration) ? ` WARNING: outside ±${ACHIEVED_TOLERANCE * 100}% of the reference; the publication's provenance flags it` : '';
	options.log(`${label} CPU: host index ${calibration.hostIndex}, rate ${calibration.rate}${how} → ${calibration.achievedIndex} (reference ${calibration.reference})${missed}`);
	return calibration;
}

const effortOf = (options: ShardOptions) => (options.quickCalibration ? QUICK_EFFORT : FULL_EFFORT);

/** Visits one round's plan in one browser launch (records name `commit`, the harness the campaign started with); returns what it found about other work at its start. */
export async function runRound(options: ShardOptions, round: number, plan: PlannedVisit[], commit: string, progress: RoundProgress): Promise<RoundQuiet> {
	const { profile, framework, products } = options;
	const shard = shardId(profile, framework);
	const file = shardFile(options.visitsDir, shard);
	const bySlug = new Map(products.map((p) => [p.slug, p]));
	// Checked before the app server and the browser start, so all the CPU it sees is other work.
	const foreignCoresAtStart = await probeForeignCores(1000);
	const underLoad = (foreignCoresAtStart ?? 0) >= FOREIGN_CORES_LIMIT;
	return withShardSession(options, async (session) => {
		const { browser, server, url } = session;
		const runId = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
		const machine = machineFacts();
		// Nothing is written before the calibration: a host too slow for the profile leaves no record.
		const calibration = await calibrateSession(options, session, `[${shard} round ${round + 1}]`);
		appendRecord(file, {
			kind: 'run', shard, runId, round, underLoad, foreignCoresAtStart, startedAt: new Date().toISOString(), chromium: browser.version(),
			harnessCommit: commit, machine, calibration, interactions: { source: options.interactionTrace !== false ? 'trace' : 'event-timing', holdMs: PRESS_HOLD_MS, control: CONTROL_SELECTOR },
			server: { node: process.versions.node, zlib: process.versions.zlib ?? 'unknown' }, visitsPerCell: options.visits,
			products: Object.fromEntries(products.map((p) => [p.slug, readProductMetadata(p)]))
		});
		if (options.screenshotsDir) mkdirSync(options.screenshotsDir, { recursive: true });
		for (const planned of plan) {
			const product = bySlug.get(planned.page);
			const cpuBefore = sampleCpu();
			const record = await visit(browser, {
				shard, profile, framework, runId, ...planned, roundLoadAverage: machine.loadAverage[0], cpuRate: calibration.rate,
				url: url(planned.page),
				interactionTrace: options.interactionTrace !== false,
				selectors: product ? product.selectors : null,
				settlesAfter: options.app.settlesAfter?.map((r) => r.path),
				screenshot: options.screenshotsDir && planned.index === 0 ? join(options.screenshotsDir, `${shard}-${planned.page}.png`) : null
			}, server);
			record.foreignCores = foreignCores(cpuBefore, sampleCpu());
			appendRecord(file, record);
			const what = planned.warmup ? 'warm-up' : `#${planned.index}${planned.action ? ` ${planned.action}` : ''}${planned.reloadCheck ? '+reload' : ''}`;
			progress.visited(record, `[${shard} round ${round + 1}] ${planned.page} ${what}`);
		}
		// The host measured again: a round during which the host's speed moved is flagged, not hidden.
		const end = { ...(await remeasureHost(browser, effortOf(options))), ...(calibration.pageWork ? { pageWork: await remeasurePageWork(browser, profile, calibration.rate, effortOf(options)) } : {}) };
		appendRecord(file, { kind: 'round-end', shard, runId, finishedAt: new Date().toISOString(), ...end });
		const drift = roundDrift(calibration, end);
		if (drift) options.log(`[${shard} round ${round + 1}] WARNING: the round's ${drift}; the publication's provenance flags it`);
		return { runId, loadAverage: machine.loadAverage[0], foreignCoresAtStart, underLoad };
	});
}

export function formatDuration(ms: number): string {
	const s = Math.round(ms / 1000);
	if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
	return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}
