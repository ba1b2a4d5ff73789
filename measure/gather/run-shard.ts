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
import { EXTRA_FLAGS_VARIABLE, extraFlagsFrom, launchBrowser } from './browser.ts';
import { CALIBRATION_SEARCH_VARIABLE, calibrateBrowser, calibrationMissed, calibrationSearchFrom, calibrationTolerance, FIXED_RATE_VARIABLE, fixedRatesFrom, FULL_EFFORT, QUICK_EFFORT, remeasureHost, roundDrift, steadierEffort } from './calibrate.ts';
import { CONDITIONS } from './conditions.ts';
import { machineFacts } from './facts.ts';
import { FOREIGN_CORES_LIMIT, foreignCores, probeForeignCores, sampleCpu } from './foreign-cpu.ts';
import { calibrateSessionOnBaselinePage } from './baseline-page-meter.ts';
import { calibrateBrowserOnPageWork, CPU_METER_VARIABLE, cpuMeterFrom, remeasurePageWork } from './page-work-meter.ts';
import type { PlannedVisit } from './plan.ts';
import { appendRecord, shardFile, shardId, type CalibrationRecord, type VisitRecord } from './records.ts';
import { SITE_ORIGIN, startLoopbackServer, type LoopbackServer } from './server.ts';
import { REFERENCE_HOST_VARIABLE, referenceHostFrom, withReferenceHost } from './reference-host.ts';
import { SLOWER_HOST_VARIABLE, slowerHostFrom, withSlowerHost } from './slower-host.ts';
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
	/** Quick mode: a lighter calibration (calibrate.ts, QUICK_EFFORT); such records are never published. */
	quickCalibration?: boolean;
	log: (line: string) => void;
}

/** A built, served shard with a freshly launched browser: what a round and the preflight visit with. */
export interface ShardSession {
	browser: Browser;
	/** The experiment's extra Chromium flags the browser was launched with (browser.ts); empty for a campaign. */
	extraFlags: string[];
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
		const extraFlags = extraFlagsFrom(process.env[EXTRA_FLAGS_VARIABLE]);
		browser = await launchBrowser(server.port, extraFlags);
		return await use({ browser, extraFlags, server, url: (page) => `${SITE_ORIGIN}${pagePath(page)}` });
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
	loadAverage: number;
	foreignCoresAtStart: number | null;
	underLoad: boolean;
}

/**
 * Calibrates the session's browser to the profile's reference speed (gather/calibrate.ts) and logs
 * what it chose; a host too slow for the reference throws, naming both numbers.
 */
export async function calibrateSession(options: ShardOptions, session: ShardSession, label: string): Promise<CalibrationRecord> {
	const { browser } = session;
	const fixedRate = fixedRatesFrom(process.env[FIXED_RATE_VARIABLE])[options.profile];
	const meter = cpuMeterFrom(process.env[CPU_METER_VARIABLE]);
	if (fixedRate !== undefined && meter !== 'benchmark-index') throw new Error(`${FIXED_RATE_VARIABLE} and ${CPU_METER_VARIABLE}=${meter} both choose the rate: set one of them`);
	if (calibrationSearchFrom(process.env[CALIBRATION_SEARCH_VARIABLE]) === 'steady' && meter !== 'page-work') throw new Error(`${CALIBRATION_SEARCH_VARIABLE}=steady searches the page-work task's rate, so it needs ${CPU_METER_VARIABLE}=page-work (the default), not ${meter}`);
	const what = `${options.profile} / ${options.framework}`;
	const reference = CONDITIONS[options.profile].cpuReference;
	const indexAt = (rate: number) => calibrateBrowser(browser, reference, what, effortOf(options), rate);
	const calibration = meter === 'page-work'
		? await calibrateBrowserOnPageWork(browser, options.profile, what, pageWorkEffortOf(options), indexAt)
		: meter === 'baseline-page'
			? await calibrateSessionOnBaselinePage(options, session, what, effortOf(options), indexAt)
			: await calibrateBrowser(browser, reference, what, effortOf(options), fixedRate);
	const missed = calibrationMissed(calibration);
	const { pageWork, baselinePage } = calibration;
	const how = pageWork
		? ` (page-work meter: task ${pageWork.hostMs} → ${pageWork.achievedMs} ms, reference ${pageWork.referenceMs} ms; index measured at that rate)`
		: baselinePage
			? ` (baseline page, an experiment: work ${baselinePage.hostMs} → ${baselinePage.achievedMs} ms, reference ${baselinePage.referenceMs} ms; index measured at that rate)`
			: fixedRate === undefined ? '' : ' (fixed by hand, an experiment)';
	options.log(`${label} CPU: host index ${calibration.hostIndex}, rate ${calibration.rate}${how} → ${calibration.achievedIndex} (reference ${calibration.reference})${missed ? ` WARNING: outside ±${calibrationTolerance(calibration) * 100}% of the reference; the publication's provenance flags it` : ''}`);
	return calibration;
}

const effortOf = (options: ShardOptions) => (options.quickCalibration ? QUICK_EFFORT : FULL_EFFORT);
// The page-work task's effort, at its start and its end: the round's, or steadier in an experiment (calibrate.ts).
const pageWorkEffortOf = (options: ShardOptions) => (calibrationSearchFrom(process.env[CALIBRATION_SEARCH_VARIABLE]) === 'steady' ? steadierEffort(effortOf(options)) : effortOf(options));

/** Visits one round's plan in one browser launch (records name `commit`, the harness the campaign started with); returns what it found about other work at its start. */
export async function runRound(options: ShardOptions, round: number, plan: PlannedVisit[], commit: string, progress: RoundProgress): Promise<RoundQuiet> {
	const { profile, framework, products } = options;
	const shard = shardId(profile, framework);
	const file = shardFile(options.visitsDir, shard);
	const bySlug = new Map(products.map((p) => [p.slug, p]));
	// Checked before the app server and the browser start, so all the CPU it sees is other work.
	const foreignCoresAtStart = await probeForeignCores(1000);
	const underLoad = (foreignCoresAtStart ?? 0) >= FOREIGN_CORES_LIMIT;
	// A rerun on a simulated slower host (slower-host.ts): started before the browser, so the calibration sees it.
	const slowerHost = slowerHostFrom(process.env[SLOWER_HOST_VARIABLE]);
	// An experiment's reference host (reference-host.ts): the host slowed to it before the CPU rate is calibrated.
	const referenceHostSpec = referenceHostFrom(process.env[REFERENCE_HOST_VARIABLE]);
	return withSlowerHost(slowerHost, () => withShardSession(options, (session) => withReferenceHost(session.browser, referenceHostSpec, `${profile} / ${framework}`, effortOf(options), async (referenceHost) => {
		const { browser, extraFlags, server, url } = session;
		const runId = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
		const machine = machineFacts();
		if (referenceHost) options.log(`[${shard} round ${round + 1}] host: page-work task ${referenceHost.hostMs} ms unthrottled → ${referenceHost.achievedMs} ms with ${referenceHost.stolenPercent}% of every core taken (reference ${referenceHost.referenceMs} ms)`);
		// Nothing is written before the calibration: a host too slow for the profile leaves no record.
		const calibration = await calibrateSession(options, session, `[${shard} round ${round + 1}]`);
		appendRecord(file, {
			kind: 'run', shard, runId, round, underLoad, foreignCoresAtStart, startedAt: new Date().toISOString(), chromium: browser.version(),
			harnessCommit: commit, machine, calibration, ...(slowerHost ? { simulatedHost: slowerHost.description } : {}), ...(referenceHost ? { referenceHost } : {}), ...(extraFlags.length > 0 ? { extraChromiumFlags: extraFlags } : {}), server: { node: process.versions.node, zlib: process.versions.zlib ?? 'unknown' }, visitsPerCell: options.visits,
			products: Object.fromEntries(products.map((p) => [p.slug, readProductMetadata(p)]))
		});
		if (options.screenshotsDir) mkdirSync(options.screenshotsDir, { recursive: true });
		for (const planned of plan) {
			const product = bySlug.get(planned.page);
			const cpuBefore = sampleCpu();
			const record = await visit(browser, {
				shard, profile, framework, runId, ...planned, roundLoadAverage: machine.loadAverage[0], cpuRate: calibration.rate,
				url: url(planned.page),
				selectors: product ? product.selectors : null,
				screenshot: options.screenshotsDir && planned.index === 0 ? join(options.screenshotsDir, `${shard}-${planned.page}.png`) : null
			}, server);
			record.foreignCores = foreignCores(cpuBefore, sampleCpu());
			appendRecord(file, record);
			const what = planned.warmup ? 'warm-up' : `#${planned.index}${planned.action ? ` ${planned.action}` : ''}${planned.reloadCheck ? '+reload' : ''}`;
			progress.visited(record, `[${shard} round ${round + 1}] ${planned.page} ${what}`);
		}
		// The host measured again: a round during which the host's speed moved is flagged, not hidden.
		const end = { ...(await remeasureHost(browser, effortOf(options))), ...(calibration.pageWork ? { pageWork: await remeasurePageWork(browser, profile, calibration.rate, pageWorkEffortOf(options)) } : {}) };
		appendRecord(file, { kind: 'round-end', shard, runId, finishedAt: new Date().toISOString(), ...end });
		const drift = roundDrift(calibration, end);
		if (drift) options.log(`[${shard} round ${round + 1}] WARNING: the round's ${drift}; the publication's provenance flags it`);
		return { loadAverage: machine.loadAverage[0], foreignCoresAtStart, underLoad };
	})));
}

export function formatDuration(ms: number): string {
	const s = Math.round(ms / 1000);
	if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
	return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}
