// The selector form as a declarative WebMCP tool in Debian's Chromium 156 (--enable-features=WebMCP):
// listed beside the two imperative tools, with the allowed values as its schema, and an agent's
// call with mobile + astro lands on that view, with JavaScript (answered with the view's JSON, and the
// page shows the view in place) and without (the browser submits the GET form; the call ends with
// the navigation). The JavaScript case calls as the browser's agent does (CDP).
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, launchChromium } from './support/browser.ts';
import { invokeAsAgent } from './support/webmcp-agent.ts';
import { FRAMEWORKS, PROFILES } from '../src/lib/dimensions.ts';

const base = inject('baseUrl');
const FORM_TOOL = 'show_benchmark_view';

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
	browser = await launchChromium(['--enable-features=WebMCP']);
});
afterEach(() => context?.close());
afterAll(() => browser?.close());

async function open(javaScriptEnabled: boolean) {
	context = await browser.newContext({ javaScriptEnabled });
	const page = await context.newPage();
	const problems = collectPageProblems(page, /\[webmcp\]/);
	await page.goto(`${base}/`);
	return { page, problems };
}

const toolNames = async (page: Page) => (await page.webmcp.tools()).map((tool) => tool.name).sort();
const selected = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.view-selector select[name=profile], .view-selector select[name=framework]')].map((s) => (s as HTMLSelectElement).value));

describe('the selector form as a declarative WebMCP tool', () => {
	it('is listed once beside get_benchmarks and read_page, its parameters described with the allowed values', async () => {
		const { page, problems } = await open(true);
		await expect.poll(() => toolNames(page), { timeout: 10_000 }).toEqual(['get_benchmarks', 'read_page', FORM_TOOL]);
		const tool = (await page.webmcp.tools()).find((t) => t.name === FORM_TOOL)!;
		expect(tool.description).toMatch(/one device profile and one framework/);
		const properties = (tool.inputSchema as { properties: Record<string, { enum?: string[]; description?: string }> }).properties;
		expect(properties.profile.enum).toEqual([...PROFILES]);
		expect(properties.framework.enum).toEqual([...FRAMEWORKS]);
		for (const name of ['profile', 'framework', 'sort']) expect(properties[name].description, name).toMatch(/\S{3,}/);
		expect(problems).toEqual([]);
	});

	it('with JavaScript: mobile + astro answers with that view\'s JSON, and the page shows that view in place', async () => {
		const { page, problems } = await open(true);
		await expect.poll(() => toolNames(page), { timeout: 10_000 }).toEqual(['get_benchmarks', 'read_page', FORM_TOOL]);
		// A mark on this document: still there afterwards means the view was shown without a page load.
		await page.evaluate(() => Object.assign(window, { sameDocument: true }));
		const response = await invokeAsAgent(page, FORM_TOOL, { profile: 'mobile', framework: 'astro' });
		expect(response.status).toBe('Completed');
		expect(response.output).toEqual(await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=astro`)).json());
		await page.waitForURL(/\?profile=mobile&framework=astro(&sort=\w+)?(&blocking=[\w-]+)?$/);
		await expect.poll(() => selected(page)).toEqual(['mobile', 'astro']);
		await expect.poll(() => page.locator('.verdict h2').textContent()).toMatch(/Mobile.*Astro/);
		expect(await page.title()).toBe(await (await fetch(page.url())).text().then((html) => /<title>(.*?)<\/title>/.exec(html)![1]));
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
		// The form shown with the view is the tool now, listed once beside the two imperative tools.
		await expect.poll(() => toolNames(page), { timeout: 10_000 }).toEqual(['get_benchmarks', 'read_page', FORM_TOOL]);
		// Back returns to the view the page was loaded with.
		await page.goBack();
		await expect.poll(() => selected(page)).toEqual(['desktop', 'nextjs']);
		expect(problems).toEqual([]);
	});

	it('refuses a value outside the form\'s options, and the view stays as it was', async () => {
		const { page } = await open(true);
		await expect.poll(() => toolNames(page), { timeout: 10_000 }).toContain(FORM_TOOL);
		await expect(page.webmcp.callTool(FORM_TOOL, { profile: 'tv', framework: 'astro' })).rejects.toThrow('Invalid value "tv" for parameter profile');
		expect(new URL(page.url()).search).toBe('');
		expect(await selected(page)).toEqual(['desktop', 'nextjs']);
	});

	it('without JavaScript: only the form tool exists, and its call navigates to the view (the navigation ends the call)', async () => {
		const { page } = await open(false);
		expect(await toolNames(page)).toEqual([FORM_TOOL]);
		// The navigation ends the call. Chromium 156 resolves the in-page call with null, or, when the
		// navigation wins the race (a busy machine), Playwright reports the caller's context destroyed.
		const answer = await page.webmcp.callTool(FORM_TOOL, { profile: 'mobile', framework: 'astro' }).catch((error: Error) => {
			if (/Execution context was destroyed/.test(error.message)) return null;
			throw error;
		});
		expect(answer).toBeNull();
		await page.waitForURL(/\?profile=mobile&framework=astro/);
		expect(await selected(page)).toEqual(['mobile', 'astro']);
	});
});
