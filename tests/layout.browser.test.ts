// What a person sees at phone, tablet and laptop widths, with JavaScript on and off: nothing
// scrolls sideways (the page or any box in it), and the winners, the charts and the correctness
// flag are on screen. Screenshots are kept in test-results/screens/ for a person to look at.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, launchChromium } from './support/browser.ts';

const base = inject('baseUrl');
const SCREENS = 'test-results/screens';
const SIZES = [
	{ width: 390, height: 844 },
	{ width: 768, height: 1024 },
	{ width: 1280, height: 800 }
];
const PAGES = ['/', '/?profile=mobile&framework=react&sort=addedBytes', '/products/react-cookie-manager', '/methodology', '/methodology/reproducibility', '/developers', '/corrections?product=klaro&problem=short', '/compare?profile=mobile&framework=react&a=porsche-cookie-consent-banner&b=beyonk-gdpr-cookie-consent-banner', '/compare?profile=mobile&framework=react&a=klaro', '/candidates?profile=mobile&framework=react&product=porsche-cookie-consent-banner&product=beyonk-gdpr-cookie-consent-banner&product=klaro&product=orejime&product=c15t&product=cookie-bar', '/publications', '/publications/measured-2026-11-25-c0d8d2c4?profile=mobile&framework=react', '/products/c15t'];
let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
	mkdirSync(SCREENS, { recursive: true });
});
afterAll(() => browser?.close());

/** The page's own width, and every box whose content is wider than the box and scrolls or is cut off. */
function sidewaysOverflow(page: Page) {
	return page.evaluate(() => ({
		page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
		boxes: [...document.querySelectorAll('body *')]
			// 1-px boxes are the visually hidden labels, clipped on purpose.
			.filter((e) => e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
			.map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
	}));
}

describe.each([true, false])('layout with JavaScript %s', (javaScriptEnabled) => {
	describe.each(SIZES)('at $width px', (size) => {
		it('no page and no box scrolls sideways', async () => {
			const context = await browser.newContext({ viewport: size, javaScriptEnabled });
			const page = await context.newPage();
			const problems = collectPageProblems(page);
			for (const path of PAGES) {
				await page.goto(`${base}${path}`);
				expect(await sidewaysOverflow(page), `${path} at ${size.width}`).toEqual({ page: 0, boxes: [] });
			}
			expect(problems).toEqual([]);
			await context.close();
		});

		it('shows the winners, the charts and the correctness flag', async () => {
			const context = await browser.newContext({ viewport: size, javaScriptEnabled });
			const page = await context.newPage();
			await page.goto(`${base}/`);
			await page.screenshot({ path: `${SCREENS}/leaderboard-${size.width}-${javaScriptEnabled ? 'js' : 'nojs'}.png`, fullPage: true });
			const winners = page.locator('.verdict');
			await expect.poll(() => winners.isVisible()).toBe(true);
			expect(await winners.locator('.winners li').first().textContent()).toMatch(/^1=? /);
			expect(await winners.textContent()).toContain('Rule:');
			const charts = page.locator('figure.chart svg[role=img]');
			expect(await charts.count()).toBe(6);
			for (const chart of await charts.all()) expect(await chart.isVisible()).toBe(true);
			const flag = page.locator('tr.failing .failure');
			expect(await flag.isVisible()).toBe(true);
			// Every visit of the failing product let the tracker run before a choice, whatever the publication's visit count.
			expect(await flag.textContent()).toMatch(/tracker ran before any choice \((\d+)\/\1 visits\)/);
			// The failing product is listed after every ranked product, and is not ranked itself.
			const ranks = await page.locator('table.results tbody .rank').allTextContents();
			expect(ranks.at(-1)).toMatch(/^\s*not ranked\s*(built-in|callbacks)\s*$/);
			await context.close();
		});
	});

	it('shows at least five products on the first screen at 1280×800 and keeps the column names in view', async () => {
		const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
		const page = await context.newPage();
		await page.goto(`${base}/`);
		// A product's row, not the row of its details below it (hidden until asked for).
		const rows = await page.locator('table.results > tbody > tr:not(.row-more)').evaluateAll((trs) => trs.filter((tr) => tr.getBoundingClientRect().bottom <= innerHeight).length);
		expect(rows).toBeGreaterThanOrEqual(5);
		await page.locator('table.results > tbody > tr:not(.row-more)').last().scrollIntoViewIfNeeded();
		const headerTop = await page.locator('table.results thead th').first().evaluate((th) => th.getBoundingClientRect().top);
		expect(headerTop).toBe(0);
		await context.close();
	});
});

/** Every link and control in the results at 390 px smaller than 24×24 CSS px by its own box (WCAG 2.2, 2.5.8, without its spacing exception). */
function smallTargets(page: Page) {
	return page.evaluate(() =>
		[...document.querySelectorAll('table.results a, table.results summary, table.results button, .sort-links a, .filter-links a, .view-selector select, .view-selector button')]
			// A link inside a sentence (the caption, a paragraph) is the criterion's inline exception.
			.filter((e) => !e.closest('caption, p'))
			.map((e) => ({ e, box: e.getBoundingClientRect() }))
			.filter(({ e, box }) => box.width > 0 && getComputedStyle(e).visibility !== 'hidden' && (box.width < 24 || box.height < 24))
			.map(({ e, box }) => `${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`)
	);
}

describe('targets a thumb can hit (issue 59)', () => {
	it.each([true, false])('every link and control in the results is at least 24×24 px by its own box at 390 px (JavaScript %s)', async (javaScriptEnabled) => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
		const page = await context.newPage();
		for (const path of ['/?profile=mobile&framework=react&sort=mainThread', '/', '/products/klaro']) {
			await page.goto(`${base}${path}`);
			// The row details hold links too (Report, compare pages): open them all.
			await page.evaluate(() => document.querySelectorAll('details.row-details').forEach((d) => d.setAttribute('open', '')));
			expect(await smallTargets(page), path).toEqual([]);
		}
		await context.close();
	});

	it('fails on a planted small target', async () => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`${base}/`);
		await page.evaluate(() => {
			const a = document.querySelector('table.results a.def') as HTMLElement;
			a.style.cssText = 'display:inline-block;width:12px;height:12px;min-width:0;min-height:0;padding:0';
		});
		expect((await smallTargets(page)).length).toBeGreaterThan(0);
		await context.close();
	});
});

describe("the reader's place (issue 59)", () => {
	it('a row\'s product link opens that product\'s card for the same view, on screen at 390 px', async () => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${base}/?profile=mobile&framework=react`);
		const href = await page.locator('#row-klaro th.product > a').first().getAttribute('href');
		expect(href).toBe('/products/klaro#view-mobile-react');
		await page.goto(`${base}${href}`);
		const card = await page.locator('#view-mobile-react').evaluate((tr) => ({ top: tr.getBoundingClientRect().top, text: tr.textContent ?? '' }));
		// Scrolled to the card's top (to within a sub-pixel), not left a screen away.
		expect(card.top).toBeGreaterThanOrEqual(-1);
		expect(card.top).toBeLessThan(200);
		expect(card.text).toContain('Mobile, React');
		await context.close();
	});
});

/** Words in table cells that the layout split across lines between two letters ("Roun|ds"): a break
 *  at a hyphen, slash or dot is a line break a reader expects, so each piece between those is a word. */
function wordsBrokenMidWord(page: Page) {
	return page.evaluate(() => {
		const broken: string[] = [];
		for (const cell of document.querySelectorAll('main table th, main table td')) {
			// Column headings hidden for screen readers only (cards on a narrow screen) sit in a 1-px box.
			if (cell.closest('thead') && cell.closest('thead')!.getBoundingClientRect().width <= 1) continue;
			const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const text = node.textContent ?? '';
				for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
					const range = document.createRange();
					range.setStart(node, match.index);
					range.setEnd(node, match.index + match[0].length);
					const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
					if (lines.size > 1) broken.push(match[0]);
				}
			}
		}
		return broken;
	});
}

describe('tables read at 390 px (issue 59)', () => {
	it.each([true, false])('no word in a table on the methodology, a product page or an archived view breaks mid-word (JavaScript %s)', async (javaScriptEnabled) => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
		const page = await context.newPage();
		for (const path of ['/methodology', '/products/c15t', '/publications', '/publications/measured-2026-11-25-c0d8d2c4?profile=mobile&framework=react']) {
			await page.goto(`${base}${path}`);
			expect(await wordsBrokenMidWord(page), path).toEqual([]);
		}
		await context.close();
	});

	it('fails on a planted heading squeezed until it breaks', async () => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`${base}/methodology`);
		await page.evaluate(() => {
			const cell = document.querySelector('main table td') as HTMLElement;
			cell.textContent = 'BenchmarkIndex';
			cell.style.cssText = 'display:block;width:3em;overflow-wrap:anywhere';
		});
		expect(await wordsBrokenMidWord(page)).toContain('BenchmarkIndex');
		await context.close();
	});
});

describe('a reader\'s page at 390 and 1280 px (issue 66)', () => {
	it.each([390, 1280])('lands every anchor below the sticky column names at %i px', async (width) => {
		const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
		const page = await context.newPage();
		for (const path of ['/products/react-cookie-consent#view-mobile-nextjs', '/?profile=mobile&framework=react#row-klaro', '/methodology#check', '/methodology#glossary']) {
			await page.goto(`${base}${path}`);
			const id = path.split('#')[1];
			const { top, covered } = await page.evaluate((target) => {
				const element = document.getElementById(target)!;
				const box = element.getBoundingClientRect();
				// The lowest sticky header cell on screen above the target, if any.
				const headers = [...document.querySelectorAll('thead th')].filter((th) => getComputedStyle(th).position === 'sticky').map((th) => th.getBoundingClientRect()).filter((r) => r.top <= 1 && r.bottom > 0);
				return { top: box.top, covered: Math.max(0, ...headers.map((r) => r.bottom)) };
			}, id);
			expect(top, `${path} at ${width}`).toBeGreaterThanOrEqual(covered - 1);
			expect(top, `${path} at ${width}`).toBeLessThan(400);
		}
		await context.close();
	});

	it('opens a row\'s details across the table\'s width at 1280 px, and only when asked', async () => {
		const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${base}/?profile=mobile&framework=react`);
		const details = page.locator('#details-klaro-mobile-react');
		expect(await details.isVisible()).toBe(false);
		await page.locator('#row-klaro summary').click();
		expect(await details.isVisible()).toBe(true);
		const [content, table] = await Promise.all([details.evaluate((e) => e.closest('td')!.getBoundingClientRect().width), page.locator('table.results').evaluate((t) => t.getBoundingClientRect().width)]);
		expect(content).toBeGreaterThan(table * 0.95);
		expect(await details.textContent()).toContain('Id: klaro');
		await context.close();
	});

	it.each([390, 1280])('labels every chart\'s products in full and inside the chart, at least 12 px, in the order of the chart\'s own outcome, at %i px', async (width) => {
		const context = await browser.newContext({ viewport: { width, height: 800 } });
		const page = await context.newPage();
		await page.goto(`${base}/?profile=mobile&framework=nextjs`);
		const names = await page.locator('table.results tbody th.product > a').allTextContents();
		const charts = await page.locator('figure.chart svg').evaluateAll((svgs) =>
			svgs.map((svg) => {
				const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
				const labels = [...svg.querySelectorAll('text.row-label')];
				const width = (svg as SVGSVGElement).viewBox.baseVal.width;
				// Drawn whole inside the chart: a long name is narrowed, never cut at the edge (issue 91).
				const outside = labels.filter((t) => {
					const box = (t as SVGTextElement).getBBox();
					return box.x < 0 || box.x + box.width > width + 0.5;
				});
				return { sizes: labels.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale), labels: labels.map((t) => (t.textContent ?? '').replace(/^✕ /, '')), outside: outside.map((t) => t.textContent) };
			})
		);
		for (const chart of charts) {
			expect(Math.min(...chart.sizes)).toBeGreaterThanOrEqual(12);
			expect([...chart.labels].sort()).toEqual([...names].sort());
			expect(chart.outside).toEqual([]);
		}
		// Each chart in its own order: the banner-visible chart starts with the product whose banner shows first.
		const view = await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=nextjs`)).json() as { results: { product: { name: string }; answers: { bannerVisible: { status: string; median?: number } } }[] };
		const fastest = view.results.filter((r) => r.answers.bannerVisible.status === 'measured').sort((a, b) => a.answers.bannerVisible.median! - b.answers.bannerVisible.median!)[0].product.name;
		expect(charts[0].labels[0]).toBe(fastest);
		await context.close();
	});

	it.each([1280, 390])('says once, whole, why a product has no result on any outcome, and marks the details toggle, at %i px', async (width) => {
		const context = await browser.newContext({ viewport: { width, height: 800 } });
		const page = await context.newPage();
		await page.goto(`${base}/?profile=desktop&framework=script-tag`);
		const view = await (await fetch(`${base}/api/benchmarks?profile=desktop&framework=script-tag`)).json() as { results: { product: { slug: string }; answers: Record<string, { status: string; reason?: string }> }[] };
		const unsupported = view.results.filter((r) => Object.values(r.answers).every((a) => a.status === 'unsupported'));
		expect(unsupported.length).toBeGreaterThan(0);
		for (const { product, answers } of unsupported) {
			const cell = page.locator(`#row-${product.slug} td.shared-status`);
			expect(await cell.count()).toBe(1);
			const reason = answers.bannerVisible.reason!;
			expect(await cell.textContent()).toContain(reason);
			// Whole: nothing of it clipped.
			expect(await cell.evaluate((td) => td.scrollHeight <= td.clientHeight + 1 && td.scrollWidth <= td.clientWidth + 1)).toBe(true);
		}
		const summary = page.locator('.row-details summary').first();
		const marker = () => summary.evaluate((s) => getComputedStyle(s, '::before').content);
		expect(await marker()).toContain('▸');
		await summary.click();
		expect(await marker()).toContain('▾');
		await context.close();
	});

	it.each([1280, 390])('keeps each outcome\'s id on the methodology whole, on one line, at %i px', async (width) => {
		const context = await browser.newContext({ viewport: { width, height: 800 } });
		const page = await context.newPage();
		await page.goto(`${base}/methodology`);
		const ids = await page.locator('#the-outcomes ~ table td:nth-child(2) code').evaluateAll((codes) =>
			codes.map((code) => {
				const range = document.createRange();
				range.selectNodeContents(code);
				return { id: code.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
			})
		);
		expect(ids.map((i) => i.id)).toContain('bannerVisible');
		expect(ids.filter((i) => i.lines > 1)).toEqual([]);
		await context.close();
	});

	it('keeps the methodology within 20 screens at 390 px, its reference material one click away', async () => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(`${base}/methodology`);
		const height = await page.evaluate(() => document.documentElement.scrollHeight);
		expect(height / 844).toBeLessThanOrEqual(20);
		// Collapsed, not gone: every part opens, and the page then holds what it held.
		expect(await page.locator('details.more').count()).toBeGreaterThan(5);
		await page.evaluate(() => document.querySelectorAll('details.more').forEach((d) => d.setAttribute('open', '')));
		expect(await page.locator('#field-figures ~ details table').count()).toBeGreaterThan(0);
		await context.close();
	});

	it('gives a product page\'s machine-by-machine table readable columns at 1280 px', async () => {
		const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await page.goto(`${base}/products/react-cookie-consent`);
		const widths = await page.locator('#by-machine ~ table.host-series thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
		expect(widths.length).toBeGreaterThan(3);
		expect(Math.min(...widths)).toBeGreaterThan(110);
		await context.close();
	});
});
