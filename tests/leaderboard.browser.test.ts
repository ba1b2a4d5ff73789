// The leaderboard in Debian's Chromium, with JavaScript on and off: pages are not hydrated, so the
// same choices work the same way either way, and the URL is the state.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, launchChromium, newBoundedPage } from './support/browser.ts';
import { servedMobileLabel } from './support/published.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
});
afterAll(() => browser?.close());

async function open(javaScriptEnabled: boolean, path: string) {
	const { context, page } = await newBoundedPage(browser, { javaScriptEnabled });
	const problems = collectPageProblems(page);
	// The load event: with JavaScript, the page's one module (a plain module script) has run before it.
	// Not 'networkidle', which Playwright discourages (tests/webmcp.test.ts says why it went).
	await page.goto(`${base}${path}`);
	return { context, page, problems };
}

const caption = (page: Page) => page.locator('table.results > caption').textContent();

describe.each([false, true])('leaderboard with JavaScript %s', (javaScriptEnabled) => {
	it('switches to mobile / astro with the selector form', async () => {
		const { context, page, problems } = await open(javaScriptEnabled, '/');
		await page.selectOption('select[name=profile]', 'mobile');
		// Choosing alone does not leave the page: a keyboard user stepping through options stays put.
		expect(new URL(page.url()).search).toBe('');
		await page.click('button[type=submit]');
		await page.waitForURL(/profile=mobile/);
		await page.selectOption('select[name=framework]', 'astro');
		await page.click('button[type=submit]');
		await page.waitForURL(/framework=astro/);
		await expect.poll(() => caption(page), { timeout: 10_000 }).toContain('Results for mobile, astro');
		// The conditions are the dataset's own words for the profile (they name the reference CPU since 1.1).
		expect(await page.locator('.conditions').textContent()).toContain(await servedMobileLabel(base));
		expect(await page.locator('tbody th[scope=row]').count()).toBeGreaterThanOrEqual(9);
		expect(problems).toEqual([]);
		expect(await context.cookies()).toEqual([]);
		await context.close();
	});

	it('sorts by another metric through the column header', async () => {
		const { context, page, problems } = await open(javaScriptEnabled, '/?profile=desktop&framework=react');
		await page.click('thead a[href*="sort=addedBytes"]');
		await page.waitForURL(/sort=addedBytes/);
		await expect.poll(() => caption(page)).toContain('sorted by added bytes');
		expect(await page.locator('.view-selector input[name=sort]').inputValue()).toBe('addedBytes');
		expect(problems).toEqual([]);
		await context.close();
	});

	it('every page loads without errors and without cookies', async () => {
		for (const path of ['/methodology', '/developers', '/corrections', '/products/klaro']) {
			const { context, page, problems } = await open(javaScriptEnabled, path);
			expect(await page.locator('h1').count(), path).toBe(1);
			expect(problems, path).toEqual([]);
			expect(await context.cookies(), path).toEqual([]);
			await context.close();
		}
	});
});
