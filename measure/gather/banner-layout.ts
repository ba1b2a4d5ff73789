// How a consent banner sits on the visitor's screen (issue 93): how much of the viewport it covers when it
// is first visible, whether it covers the hero (the page's LCP element), whether anything of the page
// beneath still takes a press, and whether the page can still be scrolled. Read in the page, once, in a
// visit that times nothing (gather/visit.ts reads it in each page's warm-up visit): the read is main-thread
// work of its own, and layout does not depend on the CPU's speed.
//
// Coverage is read where a press would land, as CookieBench's viewport coverage is read by the visible
// area: the viewport is sampled on a grid, and a point counts as covered when the element a press there
// reaches (through open shadow roots) belongs to the consent manager: its banner, or anything else it
// added, a backdrop or a wrapper. The page is the test page's <main> (its hero, text and control button)
// and the elements that contain it (html, body, a framework's root). A banner part that lets presses
// through (pointer-events: none) covers nothing a visitor could press, and is not counted.

import type { Page } from 'playwright-core';

/** The grid's step in CSS pixels: a 412 × 823 phone has 5,253 points, 1350 × 940 desktop 19,941. */
export const LAYOUT_GRID_PX = 8;

export interface BannerLayout {
	/** The layout viewport, CSS pixels. */
	viewport: { width: number; height: number };
	/** Grid points in the viewport, and those where a press lands on the consent manager. */
	points: number;
	covered: number;
	/** The same for the points inside the hero's box within the viewport (none when the hero is out of view). */
	hero: { points: number; covered: number };
	/** html or body clips its overflow (overflow hidden or clip): the page beneath cannot be scrolled. */
	scrollLocked: boolean;
	/**
	 * The page's layout shifts from an Accept press until the banner had closed (recordShiftsFromNow, then
	 * pressShifts), each at its ms after the press began, with Chrome's hadRecentInput (a shift within 500 ms
	 * of an input, which CLS leaves out). Absent on a page without a banner and in reads before it (issue 93).
	 */
	afterAccept?: { shifts: PressShift[]; error: string | null };
}

export interface PressShift {
	/** ms from the press's start to the shift. */
	at: number;
	value: number;
	hadRecentInput: boolean;
}

/** After an Accept press, how long the page is watched before the banner's closing animations are awaited: past Chrome's 500 ms input window. */
export const PRESS_SHIFT_WAIT_MS = 1000;

/** Runs in the page: from now on, every layout shift is kept (window.__pressShifts), none before. */
export function recordShiftsFromNow(): number {
	const shifts: { start: number; value: number; hadRecentInput: boolean }[] = [];
	const observer = new PerformanceObserver((list) => {
		for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput });
	});
	observer.observe({ type: 'layout-shift' });
	(window as unknown as { __pressShifts: unknown }).__pressShifts = { shifts, observer };
	return performance.now();
}

/**
 * The page's layout shifts from a press (`pressIt`, which returns its error or null) until the banner has
 * closed: past Chrome's input window (PRESS_SHIFT_WAIT_MS), then the banner's closing animations.
 */
export async function shiftsAroundPress(page: Page, pressIt: () => Promise<string | null>): Promise<NonNullable<BannerLayout['afterAccept']>> {
	const pressedAt = await page.evaluate(recordShiftsFromNow);
	const error = await pressIt();
	if (error !== null) return { shifts: [], error };
	await page.waitForTimeout(PRESS_SHIFT_WAIT_MS);
	await page.evaluate(bannerAnimationsFinished, ANIMATION_WAIT_MS);
	const shifts = await page.evaluate(recordedShifts);
	return { shifts: shifts.map((s) => ({ at: Math.round((s.start - pressedAt) * 10) / 10, value: s.value, hadRecentInput: s.hadRecentInput })), error: null };
}

/** Runs in the page: the shifts kept since recordShiftsFromNow, those not yet delivered included. */
export function recordedShifts(): { start: number; value: number; hadRecentInput: boolean }[] {
	const kept = (window as unknown as { __pressShifts: { shifts: { start: number; value: number; hadRecentInput: boolean }[]; observer: PerformanceObserver } }).__pressShifts;
	for (const e of kept.observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) kept.shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput });
	kept.observer.disconnect();
	return kept.shifts;
}

/** The longest wait for a banner's own animations before its layout is read. */
export const ANIMATION_WAIT_MS = 3000;

/**
 * Waits, in the page, until every finite animation running in the document or any open shadow root has
 * ended, or `timeoutMs` has passed: a banner that slides in (porsche-cookie-consent-banner's takes 1 s,
 * in its shadow root) is read where it stops, not wherever the read caught it (the first layout round read
 * it at 17.5–34.0% of the phone from one round to the next). Runs in the page: nothing from this module.
 */
export function bannerAnimationsFinished(timeoutMs: number): Promise<void> {
	const scopes: (Document | ShadowRoot)[] = [document];
	for (let i = 0; i < scopes.length; i++) for (const element of scopes[i].querySelectorAll('*')) if (element.shadowRoot) scopes.push(element.shadowRoot);
	const running = new Set(scopes.flatMap((scope) => scope.getAnimations()));
	const finite = [...running].filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
	if (finite.length === 0) return Promise.resolve();
	return Promise.race([Promise.allSettled(finite.map((a) => a.finished)).then(() => undefined), new Promise<void>((done) => setTimeout(done, timeoutMs))]);
}

/** Runs in the page (page.evaluate): it may use nothing from this module's scope. */
export function readBannerLayout(config: { bannerPath: string[]; gridPx: number }): BannerLayout {
	// The banner path is walked as gather/instrument.ts walks it; each is serialised into the page alone, so
	// neither can import the other's (this one observes no shadow root: it reads once, after the page settled).
	const find = (): Element | null => {
		let scope: Document | ShadowRoot | null = document;
		let found: Element | null = null;
		for (const selector of config.bannerPath) {
			if (!scope) return null;
			found = scope.querySelector(selector);
			if (!found) return null;
			scope = found.shadowRoot;
		}
		return found;
	};
	const banner = find();
	const main = document.querySelector('main');
	// Every test page is an article in <main> (measure/apps/): without it there is no page to tell from the banner.
	if (!main) throw new Error('the page has no <main>: its banner layout cannot be read');
	const composedParent = (node: Element): Element | null => {
		if (node.parentElement) return node.parentElement;
		const root = node.getRootNode();
		return root instanceof ShadowRoot ? root.host : null;
	};
	const ancestorsOfMain = new Set<Element>();
	for (let node: Element | null = main; node; node = composedParent(node)) ancestorsOfMain.add(node);
	// Whether a press on `hit` reaches the page: inside <main> or one of its containers, and not the banner.
	const known = new Map<Element, boolean>();
	const isPage = (hit: Element): boolean => {
		const cached = known.get(hit);
		if (cached !== undefined) return cached;
		let page = ancestorsOfMain.has(hit);
		for (let node: Element | null = hit; node; node = composedParent(node)) {
			if (node === banner) {
				page = false;
				break;
			}
			if (node === main) page = true;
		}
		known.set(hit, page);
		return page;
	};
	const deepest = (x: number, y: number): Element | null => {
		let hit = document.elementFromPoint(x, y);
		while (hit?.shadowRoot) {
			const inner = hit.shadowRoot.elementFromPoint(x, y);
			if (!inner || inner === hit) break;
			hit = inner;
		}
		return hit;
	};
	const width = document.documentElement.clientWidth;
	const height = document.documentElement.clientHeight;
	const heroBox = document.querySelector('[elementtiming="hero"]')?.getBoundingClientRect() ?? null;
	const inHero = (x: number, y: number) => heroBox !== null && x >= heroBox.left && x < heroBox.right && y >= heroBox.top && y < heroBox.bottom;
	const step = config.gridPx;
	let points = 0;
	let covered = 0;
	const hero = { points: 0, covered: 0 };
	for (let y = step / 2; y < height; y += step)
		for (let x = step / 2; x < width; x += step) {
			const hit = deepest(x, y);
			const onManager = hit !== null && !isPage(hit);
			points += 1;
			if (onManager) covered += 1;
			if (inHero(x, y)) {
				hero.points += 1;
				if (onManager) hero.covered += 1;
			}
		}
	const clips = (element: Element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowY);
	return { viewport: { width, height }, points, covered, hero, scrollLocked: clips(document.documentElement) || clips(document.body) };
}
