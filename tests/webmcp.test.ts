// The in-page WebMCP tools in Debian's Chromium: registered by the pages' one module where the browser has
// the API (--enable-features=WebMCP, which Playwright's page.webmcp also requires), returning
// exactly what the public endpoints return, and absent without a trace where it does not.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, launchChromium, newBoundedPage } from './support/browser.ts';
import { invokeAsAgent } from './support/webmcp-agent.ts';
import { PUBLIC_TOOL_SCHEMAS } from '../src/lib/tools.ts';

const base = inject('baseUrl');
const TOOL_NAMES = ['get_benchmarks', 'read_page'];
/** The imperative tools only: the leaderboard's selector form adds a declarative one (tests/webmcp-form.browser.test.ts). */
const imperative = async (page: Page) => (await page.webmcp.tools()).filter((tool) => TOOL_NAMES.includes(tool.name));

const getJson = async (path: string) => (await fetch(`${base}${path}`)).json();
const getText = async (path: string) => (await fetch(`${base}${path}`)).text();

/** Opens a page in a fresh context; `problems` collects errors and the tools' own warnings. */
async function open(browser: Browser, path: string) {
	const { context, page } = await newBoundedPage(browser);
	const problems = collectPageProblems(page, /\[webmcp\]/);
	const scripts: string[] = [];
	page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
	await page.goto(`${base}${path}`);
	return { context, page, problems, scripts };
}

/** page.webmcp.tools() does not wait for registration (it happens after the page's module has run): poll. */
async function expectSiteTools(page: Page) {
	await expect.poll(async () => (await imperative(page)).map((tool) => tool.name).sort(), { timeout: 10_000 }).toEqual(TOOL_NAMES);
}

/**
 * Follows a link in the header: a new document, since pages are not hydrated. waitForURL waits for its
 * load event, and the page's one module (a plain module script) has run before that. Not 'networkidle':
 * Playwright discourages it, and it was the likeliest of this test's waits to have hung when the test
 * ran out its time in two full runs of the suite (never alone, nor with every core busy).
 */
async function followNavLink(page: Page, linkPath: string) {
	await page.locator(`header nav a[href="${linkPath}"]`).click();
	await page.waitForURL(`${base}${linkPath}`);
}

describe('with WebMCP (--enable-features=WebMCP)', () => {
	let browser: Browser;
	let context: BrowserContext | undefined;
	beforeAll(async () => {
		browser = await launchChromium(['--enable-features=WebMCP']);
	});
	afterEach(() => context?.close());
	afterAll(() => browser?.close());

	it('registers exactly get_benchmarks and read_page on /, read-only, with the published schemas', async () => {
		const opened = await open(browser, '/');
		context = opened.context;
		await expectSiteTools(opened.page);
		const tools = await imperative(opened.page);
		expect(tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))).toEqual(
			PUBLIC_TOOL_SCHEMAS.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))
		);
		for (const tool of tools) expect(tool.annotations?.readOnly, tool.name).toBe(true);
		expect(opened.problems).toEqual([]);
	});

	it('get_benchmarks returns the body of GET /api/benchmarks, defaults included', async () => {
		const opened = await open(browser, '/');
		context = opened.context;
		await expectSiteTools(opened.page);
		const mobileAstro = await opened.page.webmcp.callTool('get_benchmarks', { profile: 'mobile', framework: 'astro' });
		expect(mobileAstro).toEqual(await getJson('/api/benchmarks?profile=mobile&framework=astro'));
		expect(mobileAstro).toMatchObject({ profile: 'mobile', framework: 'astro' });
		const defaults = await opened.page.webmcp.callTool('get_benchmarks', {});
		expect(defaults).toEqual(await getJson('/api/benchmarks'));
		expect(defaults).toMatchObject({ profile: 'desktop', framework: 'nextjs' });
		expect(opened.problems).toEqual([]);
	});

	it('read_page returns the Markdown of GET <path>.md (/ is /index.md)', async () => {
		const opened = await open(browser, '/');
		context = opened.context;
		await expectSiteTools(opened.page);
		const methodology = await opened.page.webmcp.callTool('read_page', { path: '/methodology' });
		expect(methodology).toBe(await getText('/methodology.md'));
		expect(methodology).toMatch(/^# /);
		expect(await opened.page.webmcp.callTool('read_page', { path: '/' })).toBe(await getText('/index.md'));
		expect(opened.problems).toEqual([]);
	});

	it('refuses bad input: the call fails, and the agent is told the allowed values', async () => {
		const opened = await open(browser, '/');
		context = opened.context;
		await expectSiteTools(opened.page);
		// In-page, Chromium replaces a thrown error by a generic UnknownError; the call still fails.
		await expect(opened.page.webmcp.callTool('get_benchmarks', { profile: 'tv' })).rejects.toThrow(/invocation failed/);
		await expect(opened.page.webmcp.callTool('read_page', { path: '/no-such-page' })).rejects.toThrow(/invocation failed/);
		// An agent reads the message over CDP.
		const badProfile = await invokeAsAgent(opened.page, 'get_benchmarks', { profile: 'tv' });
		expect(badProfile.status).toBe('Error');
		expect(badProfile.exception?.description).toContain('get_benchmarks: "profile" has the unknown value "tv". Allowed values for "profile": desktop, mobile');
		const noPage = await invokeAsAgent(opened.page, 'read_page', { path: '/no-such-page' });
		expect(noPage.status).toBe('Error');
		expect(noPage.exception?.description).toContain('there is no page at "/no-such-page". The canonical paths are listed in /llms.txt.');
		const good = await invokeAsAgent(opened.page, 'get_benchmarks', { profile: 'mobile' });
		expect(good).toMatchObject({ status: 'Completed', output: { profile: 'mobile', framework: 'nextjs' } });
		// Chromium also logs each refusal to the console; nothing else went wrong.
		expect(opened.problems).toContain(
			'console.error: WebMCP tool execution failed: Uncaught Error: get_benchmarks: "profile" has the unknown value "tv". Allowed values for "profile": desktop, mobile.'
		);
		const expected = /^console\.error: (WebMCP tool execution failed: Uncaught Error: (get_benchmarks|read_page): |Failed to load resource: .* 404 )/;
		expect(opened.problems.filter((problem) => !expected.test(problem))).toEqual([]);
	});

	it('registers the tools on another page too (/methodology)', async () => {
		const opened = await open(browser, '/methodology');
		context = opened.context;
		await expectSiteTools(opened.page);
		expect(await opened.page.webmcp.callTool('read_page', { path: '/methodology' })).toBe(await getText('/methodology.md'));
		expect(opened.problems).toEqual([]);
	});

	it('has the tools, exactly once, on every page it navigates to', async () => {
		const opened = await open(browser, '/');
		context = opened.context;
		await expectSiteTools(opened.page);
		await followNavLink(opened.page, '/methodology');
		await expectSiteTools(opened.page);
		await followNavLink(opened.page, '/developers');
		await expectSiteTools(opened.page);
		expect(await opened.page.webmcp.callTool('get_benchmarks', { framework: 'react' })).toEqual(await getJson('/api/benchmarks?framework=react'));
		// A second registration in one document would have been refused and warned.
		expect(opened.problems).toEqual([]);
	});
});

describe('without WebMCP (no flag)', () => {
	let browser: Browser;
	beforeAll(async () => {
		browser = await launchChromium();
	});
	afterAll(() => browser?.close());

	it('loads cleanly, with no model context, nothing registered and no tools code', async () => {
		const { context, page, problems, scripts } = await open(browser, '/');
		try {
			// The page's module has run before the API is looked for: nothing may have added one.
			await followNavLink(page, '/methodology');
			expect(await page.locator('main h1').textContent()).toMatch(/Methodology/);
			expect(await page.evaluate(() => ({ secure: window.isSecureContext, document: 'modelContext' in document, navigator: 'modelContext' in navigator }))).toEqual({
				secure: true,
				document: false,
				navigator: false
			});
			expect(problems).toEqual([]);
			// The tools' code is loaded on demand, so a browser without the API never downloads it.
			const downloaded = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
			expect(downloaded.length).toBeGreaterThan(0);
			expect(scripts.filter((_, i) => downloaded[i].includes('get_benchmarks'))).toEqual([]);
		} finally {
			await context.close();
		}
	});
});
