// One visit: a fresh browser context, throttled over CDP, loads a page, waits for it to settle,
// reads the raw values once, optionally clicks accept or reject and reloads. It saves what it saw
// and judges nothing: every decision about what the numbers mean is made in analyse/.
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { Framework, Profile } from '../../src/lib/dimensions.ts';
import { openThrottledPage } from '../../support/chromium.ts';
import { CONDITIONS } from './conditions.ts';
import { instrument } from './instrument.ts';
import { NetworkWatch, waitUntil } from './network.ts';
import { press, PRESS_HOLD_MS } from './press.ts';
import type { ClickRecord, EventTimingEntry, TrackerEvidence, VisitRecord } from './records.ts';
import { startInteractionTrace } from './trace.ts';
import { CONTROL_SELECTOR } from '../apps/article.ts';
import type { LoopbackServer } from './server.ts';
import { ANIMATION_WAIT_MS, bannerAnimationsFinished, LAYOUT_GRID_PX, readBannerLayout, shiftsAroundPress } from './banner-layout.ts';

export interface VisitPlan {
	shard: string;
	profile: Profile;
	framework: Framework;
	page: string;
	index: number;
	warmup: boolean;
	round: number;
	/** The 1-minute load average at the round's start, copied into the record. */
	roundLoadAverage: number;
	/** The CDP CPU throttling rate the round's calibration chose (gather/calibrate.ts). */
	cpuRate: number;
	runId: string;
	url: string;
	/** null on a baseline page. */
	selectors: { banner: string[]; accept: string; reject: string | null } | null;
	/** 'control': the bare page's no-op button, pressed as accept and reject are (harness 2.0). */
	action: 'accept' | 'reject' | 'control' | null;
	reloadCheck: boolean;
	screenshot: string | null;
	/** Record the trace around the press (harness 2.0); false only for the check that tracing changes nothing else. */
	interactionTrace: boolean;
	/** How long hero, banner and settle may take; the preflight uses a short one to fail in seconds. */
	settleTimeoutMs?: number;
	/** Preflight: selectors that must be visible once the page settled, or the visit fails naming them. */
	requireVisible?: { label: string; selector: string }[];
	/** Request paths the app makes after it is ready, which must have finished before the page counts as settled (TestApp.settlesAfter). */
	settlesAfter?: readonly string[];
	/** Whether the press starts the banner's animation-frame check (gather/instrument.ts); only the press-rate study turns it off. */
	checkAfterPress?: boolean;
	/** A layout round's read: press Accept after it and keep the page's layout shifts (gather/plan.ts PlannedVisit). */
	pressAccept?: true;
}

const SETTLE_TIMEOUT_MS = 20_000;
const QUIET_MS = 500;
/** From starting the trace to the press. */
const TRACE_SETTLE_MS = 1000;

type Snapshot = { hero: number | null; fcp: number | null; lcp: number | null; cls: number; longTasks: { start: number; duration: number }[]; bannerVisibleAt: number | null; bannerHiddenAt: number | null; pointerdownAt: number | null; events: EventTimingEntry[]; trackerFlag: number };

const snapshot = (page: Page) =>
	page.evaluate(() => ({ ...(window as any).__m, trackerFlag: (window as any).__trackerRan ?? 0 })) as Promise<Snapshot>;

export async function visit(browser: Browser, plan: VisitPlan, server: LoopbackServer): Promise<VisitRecord> {
	const conditions = CONDITIONS[plan.profile];
	const started = performance.now();
	const settleTimeout = plan.settleTimeoutMs ?? SETTLE_TIMEOUT_MS;
	// Beacons the tracker sends during this visit (see LoopbackServer.beaconCount).
	const beaconsBefore = server.beaconCount();
	const record: VisitRecord = {
		kind: 'visit', shard: plan.shard, profile: plan.profile, framework: plan.framework, page: plan.page,
		index: plan.index, warmup: plan.warmup, round: plan.round, roundLoadAverage: plan.roundLoadAverage, loadAverage: Math.round(loadavg()[0] * 100) / 100, runId: plan.runId, startedAt: new Date().toISOString(), wallMs: 0,
		error: null, hero: null, fcp: null, lcp: null, cls: 0, longTasks: [], bannerVisibleAt: null, encodedBytes: 0, requests: 0,
		work: { script: 0, layout: 0, recalcStyle: 0, task: 0 }, offsiteRequests: [],
		beforeChoice: { flag: 0, cookie: false, requests: 0, beacons: 0 }, click: null, afterChoice: null, reload: null
	};
	const { context, page, cdp } = await openThrottledPage(browser, { ...conditions, cpuSlowdown: plan.cpuRate });
	// Listening starts before the page loads anything (the context is fresh and blank).
	const watch = new NetworkWatch(cdp);
	try {
		await cdp.send('Performance.enable');
		const seen = { hero: false, banner: false, lastLongTask: 0 };
		await page.exposeBinding('__cmpReport', (_source, message: { type: string }) => {
			if (message.type === 'hero') seen.hero = true;
			if (message.type === 'banner-visible') seen.banner = true;
			if (message.type === 'longtask') seen.lastLongTask = performance.now();
		});
		await page.addInitScript(instrument, { bannerPath: plan.selectors?.banner ?? [], checkAfterPress: plan.checkAfterPress ?? true });
		const evidence = async (flag: number): Promise<TrackerEvidence> => ({
			flag,
			cookie: (await context.cookies()).some((c) => c.name === '_trk'),
			requests: watch.trackerRequests,
			beacons: server.beaconCount() - beaconsBefore
		});

		// The same URL for every visit of a page in every run: Nuxt and TanStack Start write the URL into
		// the page (their payloads), so a visit id in it changed the page's bytes from visit to visit.
		await page.goto(plan.url, { waitUntil: 'load', timeout: 60_000 });
		const banner = plan.selectors !== null;
		await waitUntil(() => seen.hero, settleTimeout, 'hero element never rendered');
		if (banner) await waitUntil(() => seen.banner, settleTimeout, 'banner never visible');
		const late = plan.settlesAfter ?? [];
		if (late.length > 0) await waitUntil(() => watch.sawFinished(late), settleTimeout, `page never made its ${late.join(', ')} request`);
		await waitUntil(() => watch.quietFor(QUIET_MS) && performance.now() - seen.lastLongTask >= QUIET_MS, settleTimeout, 'page never settled (network or long tasks)');

		const { metrics } = await cdp.send('Performance.getMetrics');
		const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
		record.work = { script: metric('ScriptDuration'), layout: metric('LayoutDuration'), recalcStyle: metric('RecalcStyleDuration'), task: metric('TaskDuration') };
		record.encodedBytes = watch.encodedBytes;
		record.requests = watch.requests;
		const settled = await snapshot(page);
		Object.assign(record, { hero: settled.hero, fcp: settled.fcp, lcp: settled.lcp, cls: settled.cls, bannerVisibleAt: settled.bannerVisibleAt });
		record.longTasks = settled.longTasks;
		record.beforeChoice = await evidence(settled.trackerFlag);
		// The banner's place on the screen, in the warm-up visit: the read is main-thread work of its own, and
		// layout does not depend on the CPU's speed, so no measured visit pays for it (issue 93).
		if (plan.warmup) {
			await page.evaluate(bannerAnimationsFinished, ANIMATION_WAIT_MS);
			record.layout = await page.evaluate(readBannerLayout, { bannerPath: plan.selectors?.banner ?? [], gridPx: LAYOUT_GRID_PX });
			// Then, in a layout round, how the page moves when Accept closes the banner (the press window's layout
			// shift), pressed as a measured visit presses it; the warm-up's own evidence above was taken before.
			if (plan.selectors && plan.pressAccept) {
				const accept = plan.selectors.accept;
				record.layout.afterAccept = await shiftsAroundPress(page, async () => (await choose(page, cdp, 'accept', accept, conditions.hasTouch)).error);
			}
		}
		if (plan.screenshot) await page.screenshot({ path: plan.screenshot });
		for (const { label, selector } of plan.requireVisible ?? [])
			if (!(await page.locator(selector).first().isVisible())) throw new Error(`${label} not found: no visible element matches ${selector}`);

		const selector = plan.action === 'control' ? CONTROL_SELECTOR : plan.action && plan.selectors ? (plan.action === 'accept' ? plan.selectors.accept : plan.selectors.reject) : undefined;
		if (plan.action && selector !== undefined) {
			// The trace records only around the press, so every load-time measure above was taken without it.
			const trace = plan.interactionTrace ? await startInteractionTrace(cdp) : null;
			// Tracing.start returns before the renderer records: pressed 300 ms after it, 2 of 5 desktop
			// control presses had no main-thread events for their pointerdown; 1,000 ms after it, 1 of 12
			// (quick rounds on one host, 2026-11-28). The wait is the same with the trace off.
			await page.waitForTimeout(TRACE_SETTLE_MS);
			record.click = await choose(page, cdp, plan.action, selector, conditions.hasTouch);
			if (record.click.error !== null) await trace?.stop();
			else {
				const clickedAt = performance.now();
				await waitUntil(() => performance.now() - clickedAt >= 800 && watch.quietFor(QUIET_MS), 6_000, 'network never quiet after the click').catch(() => {});
				const after = await snapshot(page);
				const traced = await trace?.stop();
				Object.assign(record.click, clickEvidence(after), traced ? { trace: traced.timing, inputLatency: traced.latency, mainThread: traced.work } : {});
				if (plan.action !== 'control') {
					record.afterChoice = await evidence(after.trackerFlag);
					if (plan.reloadCheck) record.reload = await reloadCheck(page, watch, evidence);
				}
			}
		}
	} catch (error) {
		record.error = (error as Error).message.split('\n')[0];
	} finally {
		// Requests that left the machine are evidence even when the visit failed (a CDN that did not resolve).
		record.offsiteRequests = watch.offsite;
		await context.close();
		record.wallMs = Math.round(performance.now() - started);
	}
	return record;
}

/** Presses the button as a person would (gather/press.ts): a finger on a touch profile, a mouse otherwise. */
async function choose(page: Page, cdp: CDPSession, action: ClickRecord['action'], selector: string | null, touch: boolean): Promise<ClickRecord> {
	const click: ClickRecord = { action, pointerdownAt: null, holdMs: PRESS_HOLD_MS, error: null };
	if (selector === null) return { ...click, error: 'no reject button in the first layer' };
	try {
		const button = page.locator(selector).first();
		await button.waitFor({ state: 'visible', timeout: 10_000 });
		await press(page, cdp, button, touch);
	} catch (error) {
		click.error = `could not ${action}: ${(error as Error).message.split('\n')[0]}`;
	}
	return click;
}

/** What the click outcomes are computed from (analyse/click.ts): every Event Timing entry since the pointerdown. */
function clickEvidence(after: Snapshot): Partial<ClickRecord> {
	const down = after.pointerdownAt;
	if (down === null) return { error: 'the click never reached the page (no pointerdown)' };
	return { pointerdownAt: down, events: after.events.filter((e) => e.start >= down - 1), bannerHiddenAt: after.bannerHiddenAt };
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
