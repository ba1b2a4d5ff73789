// The banner's layout read in Chromium on test pages of known geometry (issue 93): a bar, a card and a
// wall on the mobile profile's 412 × 823 viewport, and the desktop one. Each page's coverage is known from
// its CSS; the reader must find it within a grid step, and must tell a wall (nothing of the page takes a
// press, the page cannot scroll) from a bar, and a banner that lets presses through from one that does not.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../support/chromium.ts';
import { ANIMATION_WAIT_MS, bannerAnimationsFinished, LAYOUT_GRID_PX, readBannerLayout, shiftsAroundPress, type BannerLayout } from './banner-layout.ts';

const ARTICLE = `<main><h1 elementtiming="hero" style="margin:0;height:120px">The article</h1>${'<p>Text of the article, long enough to scroll.</p>'.repeat(60)}<button id="control">Nothing</button></main>`;
const page = (banner: string, bodyStyle = '') => `<!doctype html><html><body style="margin:0;${bodyStyle}">${ARTICLE}${banner}</body></html>`;

const KINDS = {
	bar: page('<div id="cmp" style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#222;color:#fff">We use cookies <button>Accept</button></div>'),
	card: page('<div id="cmp" style="position:fixed;right:16px;bottom:16px;width:300px;height:200px;background:#222">Cookies? <button>Accept</button></div>'),
	wall: page(
		'<div class="backdrop" style="position:fixed;inset:0;background:rgba(0,0,0,.6)"></div><div id="cmp" style="position:fixed;left:50%;top:50%;transform:translate(-50%,-50%);width:320px;height:260px;background:#fff">Choose <button>Accept</button></div>',
		'overflow:hidden'
	),
	// A full-screen wrapper that lets presses through, around a bar that does not: only the bar covers.
	passThrough: page('<div id="cmp" style="position:fixed;inset:0;pointer-events:none"><div style="position:absolute;left:0;right:0;bottom:0;height:120px;background:#222;pointer-events:auto">We use cookies</div></div>'),
	// In a shadow root, as several products render: the path goes through the host.
	shadow: page('<div id="host"></div><script>const root = document.getElementById("host").attachShadow({ mode: "open" }); root.innerHTML = \'<div class="bar" style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#222">We use cookies</div>\';</script>'),
	none: page(''),
	// A bar that slides up from below the screen, in a shadow root, as porsche-cookie-consent-banner's does (over 1 s;
	// 2 s here, so that a loaded machine still catches it mid-slide without the wait).
	slidingIn: page('<div id="host"></div><script>const root = document.getElementById("host").attachShadow({ mode: "open" }); root.innerHTML = \'<style>@keyframes up { from { transform: translateY(100%) } to { transform: none } } .bar { position:fixed;left:0;right:0;bottom:0;height:120px;background:#222;animation: up 2s forwards }</style><div class="bar">We use cookies</div>\';</script>')
} as const;

let browser: Browser;
beforeAll(async () => {
	browser = await launchChromium();
});
afterAll(() => browser?.close());

async function layoutOf(html: string, viewport: { width: number; height: number }, bannerPath: string[] = ['#cmp'], options: { awaitAnimations?: boolean } = {}): Promise<BannerLayout> {
	const context = await browser.newContext({ viewport });
	const tab: Page = await context.newPage();
	await tab.setContent(html);
	if (options.awaitAnimations ?? true) await tab.evaluate(bannerAnimationsFinished, ANIMATION_WAIT_MS);
	const layout = await tab.evaluate(readBannerLayout, { bannerPath, gridPx: LAYOUT_GRID_PX });
	await context.close();
	return layout;
}

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };
const share = (l: BannerLayout) => l.covered / l.points;

describe('the banner layout reader', () => {
	it('finds a bar’s, a card’s and a wall’s share of the phone’s screen from where a press lands', async () => {
		const bar = await layoutOf(KINDS.bar, PHONE);
		expect(bar.viewport).toEqual(PHONE);
		expect(share(bar)).toBeCloseTo(120 / 823, 2);
		const card = await layoutOf(KINDS.card, PHONE);
		expect(share(card)).toBeCloseTo((300 * 200) / (412 * 823), 2);
		const wall = await layoutOf(KINDS.wall, PHONE);
		expect(wall.covered).toBe(wall.points);
	});

	it('tells a wall (nothing of the page takes a press, and it cannot scroll) from a bar over a page that can', async () => {
		const bar = await layoutOf(KINDS.bar, PHONE);
		expect(bar.hero.points).toBeGreaterThan(0);
		expect(bar.hero.covered).toBe(0);
		expect(bar.scrollLocked).toBe(false);
		const wall = await layoutOf(KINDS.wall, PHONE);
		expect(wall.hero.covered).toBe(wall.hero.points);
		expect(wall.scrollLocked).toBe(true);
	});

	it('counts only what takes a press, through open shadow roots, and nothing on a page without a banner', async () => {
		const passThrough = await layoutOf(KINDS.passThrough, PHONE);
		expect(share(passThrough)).toBeCloseTo(120 / 823, 2);
		const shadow = await layoutOf(KINDS.shadow, PHONE, ['#host', '.bar']);
		expect(share(shadow)).toBeCloseTo(120 / 823, 2);
		const none = await layoutOf(KINDS.none, PHONE, []);
		expect(none.covered).toBe(0);
	});

	it('reads a banner that slides in where it stops, having waited for its animation in a shadow root', async () => {
		const caught = await layoutOf(KINDS.slidingIn, PHONE, ['#host', '.bar'], { awaitAnimations: false });
		expect(share(caught)).toBeLessThan((120 / 823) * 0.9);
		const stopped = await layoutOf(KINDS.slidingIn, PHONE, ['#host', '.bar']);
		expect(share(stopped)).toBeCloseTo(120 / 823, 2);
	});

	it('reads the desktop viewport at its own size: the same bar covers less of it', async () => {
		const bar = await layoutOf(KINDS.bar, DESKTOP);
		expect(bar.viewport).toEqual(DESKTOP);
		expect(share(bar)).toBeCloseTo(120 / 940, 2);
	});

	// How the page moves when Accept closes the banner: a bar in the page's flow above the article pushes it down.
	const inFlow = (closeAfterMs: number) =>
		`<!doctype html><html><body style="margin:0"><div id="cmp" style="height:150px;background:#222">We use cookies <button id="accept" onclick="setTimeout(() => document.getElementById('cmp').remove(), ${closeAfterMs})">Accept</button></div>${ARTICLE}</body></html>`;
	const acceptShifts = async (html: string) => {
		const context = await browser.newContext({ viewport: PHONE });
		const tab = await context.newPage();
		await tab.setContent(html);
		const after = await shiftsAroundPress(tab, async () => {
			await tab.click('#accept');
			return null;
		});
		await context.close();
		return after;
	};
	const total = (shifts: { value: number; hadRecentInput: boolean }[], recent: boolean) => shifts.filter((s) => s.hadRecentInput === recent).reduce((sum, s) => sum + s.value, 0);

	it('reads the shift when Accept closes a banner in the page\'s flow: at once, within Chrome\'s input window (not CLS); late, counted', async () => {
		const atOnce = await acceptShifts(inFlow(0));
		expect(atOnce.error).toBeNull();
		expect(total(atOnce.shifts, true)).toBeGreaterThan(0.05);
		expect(total(atOnce.shifts, false)).toBe(0);
		const late = await acceptShifts(inFlow(700));
		expect(total(late.shifts, false)).toBeGreaterThan(0.05);
		expect(late.shifts.find((s) => !s.hadRecentInput)!.at).toBeGreaterThanOrEqual(600);
		// A fixed bar that goes away moves nothing.
		const fixed = await acceptShifts(page('<div id="cmp" style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#222"><button id="accept" onclick="this.parentElement.remove()">Accept</button></div>'));
		expect(fixed.shifts).toEqual([]);
	});
});
