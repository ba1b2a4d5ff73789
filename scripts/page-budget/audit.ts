// axe-core on one page, with JavaScript on and off. The engine is evaluated over CDP, which the
// page's CSP does not block. Chromium crashes when axe runs in a context with JavaScript disabled,
// so "off" is audited as what such a browser shows: the page is loaded with JavaScript disabled,
// its DOM (the server's HTML, untouched by any script) is taken, and that DOM, without its
// scripts, is served to a fresh page at the same URL, styles and all, for axe to read. When that DOM
// is the one audited with JavaScript (scripts stripped from both), a second run of axe would read
// the same document under the same styles, so its result is the first's (pages that do not hydrate).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { ProfileConditions } from '../../measure/gather/conditions.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	/** CSS selectors of the offending nodes. */
	targets: string[];
}

const device = (conditions: ProfileConditions) => ({
	viewport: conditions.viewport,
	deviceScaleFactor: conditions.deviceScaleFactor,
	isMobile: conditions.isMobile,
	hasTouch: conditions.hasTouch
});

/** The page as a browser without JavaScript has it: status and DOM, scripts stripped. */
async function withoutJavaScript(browser: Browser, url: string, conditions: ProfileConditions): Promise<{ status: number; html: string }> {
	const context = await browser.newContext({ javaScriptEnabled: false, ...device(conditions) });
	try {
		const page = await context.newPage();
		const response = await page.goto(url, { waitUntil: 'load' });
		return { status: response?.status() ?? 200, html: await domWithoutScripts(page) };
	} finally {
		await context.close();
	}
}

/** The page's DOM as serialised now, scripts and module preloads stripped. */
async function domWithoutScripts(page: Page): Promise<string> {
	return (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
	await page.evaluate(AXE_SOURCE);
	return page.evaluate(async () => {
		const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
		// target-size (WCAG 2.2, 2.5.8: at least 24 px) is off by default in axe 4.14; a phone reader taps these pages.
		const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
		return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n: { target: string[] }) => n.target.join(' ')) }));
	});
}

/** axe on `url` as loaded with JavaScript (after its module has run), or on the DOM a browser without JavaScript shows. */
async function auditLoaded(browser: Browser, url: string, served: { status: number; html: string } | null, conditions: ProfileConditions): Promise<{ violations: AxeViolation[]; dom: string }> {
	const context = await browser.newContext(device(conditions));
	try {
		const page = await context.newPage();
		if (served) await page.route((u) => u.href === url, (route) => route.fulfill({ status: served.status, contentType: 'text/html; charset=utf-8', body: served.html }));
		// With JavaScript, wait until the page's module has run and registered what it registers.
		await page.goto(url, { waitUntil: served ? 'load' : 'networkidle' });
		const dom = await domWithoutScripts(page);
		return { violations: await runAxe(page), dom };
	} finally {
		await context.close();
	}
}

export interface BothWays {
	withJavaScript: AxeViolation[];
	withoutJavaScript: AxeViolation[];
	/** Whether the DOM without JavaScript was the one audited with it, so axe ran once. */
	sameDom: boolean;
}

/** axe with JavaScript on and off; off is audited on its own only when its DOM differs (see the top). */
export async function auditBothWays(browser: Browser, url: string, conditions: ProfileConditions): Promise<BothWays> {
	const served = await withoutJavaScript(browser, url, conditions);
	const on = await auditLoaded(browser, url, null, conditions);
	if (on.dom === served.html) return { withJavaScript: on.violations, withoutJavaScript: on.violations, sameDom: true };
	return { withJavaScript: on.violations, withoutJavaScript: (await auditLoaded(browser, url, served, conditions)).violations, sameDom: false };
}
