// Debian's Chromium for the browser suites (support/chromium.ts), plus what a page did wrong.
import type { Page } from 'playwright-core';

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
