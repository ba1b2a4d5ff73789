// Debian's Chromium for the browser suites (never a downloaded browser; override with CHROMIUM_PATH),
// with the flags that keep a headless run quiet and offline, plus what a page did wrong.
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const BASE_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
] as const;

/**
 * Launches headless Chromium with BASE_ARGS followed by `args`. Chromium honours only the last
 * `--enable-features=`, so pass features as one comma-separated flag (`--enable-features=A,B`).
 */
export function launchChromium(args: readonly string[] = []): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BASE_ARGS, ...args] });
}

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
