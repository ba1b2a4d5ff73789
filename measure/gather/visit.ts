// One visit: a fresh browser context, throttled over CDP, loads a page, waits for it to settle,
// reads the raw values once, optionally clicks accept or reject and reloads. It saves what it saw
// and judges nothing: every decision about what the numbers mean is made in analyse/.
import type { Browser, Page } from 'playwright-core';
import type { Framework, Profile } from '../../src/lib/dimensions.ts';
import { CONDITIONS } from './conditions.ts';
import { instrument } from './instrument.ts';
import { NetworkWatch, waitUntil } from './network.ts';
import type { ClickRecord, TrackerEvidence, VisitRecord } from './records.ts';
import type { LoopbackServer } from './server.ts';

export interface VisitPlan {
	shard: string;
	profile: Profile;
	framework: Framework;
	page: string;
	index: number;
	warmup: boolean;
	runId: string;
	url: string;
	/** null on a baseline page. */
	selectors: { banner: string[]; accept: string; reject: string | null } | null;
	action: 'accept' | 'reject' | null;
	reloadCheck: boolean;
	screenshot: string | null;
}

const SETTLE_TIMEOUT_MS = 20_000;
const QUIET_MS = 500;

type Snapshot = { hero: number | null; fcp: number | null; lcp: number | null; cls: number; longTasks: { start: number; duration: number }[]; bannerVisibleAt: number | null; bannerHiddenAt: number | null; pointerdownAt: number | null; events: { name: string; start: number; duration: number; processingStart: number; processingEnd: number; interactionId: number }[]; trackerFlag: number };

const snapshot = (page: Page) =>
	page.evaluate(() => ({ ...(window as any).__m, trackerFlag: (window as any).__trackerRan ?? 0 })) as Promise<Snapshot>;

export async function visit(browser: Browser, plan: VisitPlan, server: LoopbackServer): Promise<VisitRecord> {
	const conditions = CONDITIONS[plan.profile];
	const started = performance.now();
	const visitId = `${plan.runId}-${plan.page}-${plan.index}`;
	const record: VisitRecord = {
		kind: 'visit', shard: plan.shard, profile: plan.profile, framework: plan.framework, page: plan.page,
		index: plan.index, warmup: plan.warmup, runId: plan.runId, startedAt: new Date().toISOString(), wallMs: 0,
		error: null, hero: null, fcp: null, lcp: null, cls: 0, tbt: 0, bannerVisibleAt: null, encodedBytes: 0, requests: 0,
		work: { script: 0, layout: 0, recalcStyle: 0, task: 0 }, offsiteRequests: [],
		beforeChoice: { flag: 0, cookie: false, requests: 0, beacons: 0 }, click: null, afterChoice: null, reload: null
	};
	const context = await browser.newContext({
		viewport: conditions.viewport, deviceScaleFactor: conditions.deviceScaleFactor,
		isMobile: conditions.isMobile, hasTouch: conditions.hasTouch, userAgent: conditions.userAgent
	});
	let network: NetworkWatch | null = null;
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		const watch = new NetworkWatch(cdp);
		network = watch;
		await cdp.send('Network.enable');
		await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions.network });
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
		await cdp.send('Performance.enable');
		const seen = { hero: false, banner: false, lastLongTask: 0 };
		await page.exposeBinding('__cmpReport', (_source, message: { type: string }) => {
			if (message.type === 'hero') seen.hero = true;
			if (message.type === 'banner-visible') seen.banner = true;
			if (message.type === 'longtask') seen.lastLongTask = performance.now();
		});
		await page.addInitScript(instrument, { bannerPath: plan.selectors?.banner ?? [] });
		const evidence = async (flag: number): Promise<TrackerEvidence> => ({
			flag,
			cookie: (await context.cookies()).some((c) => c.name === '_trk'),
			requests: watch.trackerRequests,
			beacons: server.beacons.get(visitId) ?? 0
		});

		await page.goto(`${plan.url}?visit=${encodeURIComponent(visitId)}`, { waitUntil: 'load', timeout: 60_000 });
		const banner = plan.selectors !== null;
		await waitUntil(() => seen.hero, SETTLE_TIMEOUT_MS, 'hero element never rendered');
		if (banner) await waitUntil(() => seen.banner, SETTLE_TIMEOUT_MS, 'banner never visible');
		await waitUntil(() => watch.quietFor(QUIET_MS) && performance.now() - seen.lastLongTask >= QUIET_MS, SETTLE_TIMEOUT_MS, 'page never settled (network or long tasks)');

		const { metrics } = await cdp.send('Performance.getMetrics');
		const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
		record.work = { script: metric('ScriptDuration'), layout: metric('LayoutDuration'), recalcStyle: metric('RecalcStyleDuration'), task: metric('TaskDuration') };
		record.encodedBytes = watch.encodedBytes;
		record.requests = watch.requests;
		const settled = await snapshot(page);
		Object.assign(record, { hero: settled.hero, fcp: settled.fcp, lcp: settled.lcp, cls: settled.cls, bannerVisibleAt: settled.bannerVisibleAt });
		record.tbt = settled.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
		record.beforeChoice = await evidence(settled.trackerFlag);
		if (plan.screenshot) await page.screenshot({ path: plan.screenshot });

		if (plan.action && plan.selectors) {
			record.click = await choose(page, plan.action, plan.action === 'accept' ? plan.selectors.accept : plan.selectors.reject, conditions.hasTouch);
			if (record.click.error === null) {
				const clickedAt = performance.now();
				await waitUntil(() => performance.now() - clickedAt >= 800 && watch.quietFor(QUIET_MS), 6_000, 'network never quiet after the click').catch(() => {});
				const after = await snapshot(page);
				Object.assign(record.click, clickTiming(after));
				record.afterChoice = await evidence(after.trackerFlag);
				if (plan.reloadCheck) record.reload = await reloadCheck(page, watch, evidence);
			}
		}
	} catch (error) {
		record.error = (error as Error).message.split('\n')[0];
	} finally {
		// Requests that left the machine are evidence even when the visit failed (a CDN that did not resolve).
		record.offsiteRequests = network?.offsite ?? [];
		await context.close();
		record.wallMs = Math.round(performance.now() - started);
	}
	return record;
}

async function choose(page: Page, action: 'accept' | 'reject', selector: string | null, touch: boolean): Promise<ClickRecord> {
	const click: ClickRecord = { action, pointerdownAt: null, duration: null, inputDelay: null, processing: null, hiddenAfter: null, error: null };
	if (selector === null) return { ...click, error: 'no reject button in the first layer' };
	try {
		const button = page.locator(selector).first();
		if (touch) await button.tap({ timeout: 10_000 });
		else await button.click({ timeout: 10_000 });
	} catch (error) {
		click.error = `could not ${action}: ${(error as Error).message.split('\n')[0]}`;
	}
	return click;
}

/** The interaction's Event Timing entries: the largest duration is the INP-style response. */
function clickTiming(after: Snapshot): Partial<ClickRecord> {
	const down = after.pointerdownAt;
	if (down === null) return { error: 'the click never reached the page (no pointerdown)' };
	const entries = after.events.filter((e) => e.interactionId > 0 && e.start >= down - 1 && ['pointerdown', 'pointerup', 'click'].includes(e.name));
	const longest = entries.reduce<(typeof entries)[number] | null>((a, e) => (a === null || e.duration > a.duration ? e : a), null);
	return {
		pointerdownAt: down,
		duration: longest?.duration ?? null,
		inputDelay: longest ? longest.processingStart - longest.start : null,
		processing: longest ? longest.processingEnd - longest.processingStart : null,
		hiddenAfter: after.bannerHiddenAt === null ? null : after.bannerHiddenAt - down
	};
}

async function reloadCheck(page: Page, network: NetworkWatch, evidence: (flag: number) => Promise<TrackerEvidence>): Promise<VisitRecord['reload']> {
	try {
		await page.reload({ waitUntil: 'load', timeout: 60_000 });
		const loadedAt = performance.now();
		// A banner that comes back does so within the same settle window a first visit gets.
		await waitUntil(() => performance.now() - loadedAt >= 1000 && network.quietFor(QUIET_MS), SETTLE_TIMEOUT_MS, 'page never settled after reload');
		const after = await snapshot(page);
		return { bannerShown: after.bannerVisibleAt !== null, evidence: await evidence(after.trackerFlag), error: null };
	} catch (error) {
		return { bannerShown: false, evidence: await evidence(0), error: `reload failed: ${(error as Error).message.split('\n')[0]}` };
	}
}
