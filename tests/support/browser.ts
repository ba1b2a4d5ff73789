// Debian's Chromium for the browser suites (support/chromium.ts), plus what a page did wrong.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

// One owner for Chromium's path, flags and launch: the harness, the scripts and these suites share it.
export { CHROMIUM_PATH, launchChromium } from '../../support/chromium.ts';

/**
 * Collects uncaught page errors and console errors from now on; a test that expects a clean page
 * asserts the returned array is empty. `alsoWarnings` adds console warnings matching the pattern.
 */
export function collectPageProblems(page: Page, alsoWarnings?: RegExp): string[] {
	const problems: string[] = [];
	page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
	page.on('console', (message) => {
		const text = message.text();
		if (message.type() === 'error' || (message.type() === 'warning' && alsoWarnings?.test(text)))
			problems.push(`console.${message.type()}: ${text}`);
	});
	return problems;
}

/**
 * A page in a fresh context whose steps give up after 10 s, well inside a test's timeout: a step that
 * hangs then fails naming itself, where the test's own timeout names nothing.
 */
export async function newBoundedPage(browser: Browser, options?: BrowserContextOptions) {
	const context = await browser.newContext(options);
	const page = await context.newPage();
	page.setDefaultTimeout(10_000);
	return { context, page };
}
