// axe-core on one page, with JavaScript on or off. The engine is evaluated over CDP, which the
// page's CSP does not block. Chromium crashes when axe runs in a context with JavaScript disabled,
// so "off" is audited as what such a browser shows: the page is loaded with JavaScript disabled,
// its DOM (the server's HTML, untouched by any script) is taken, and that DOM, without its
// scripts, is served to a fresh page at the same URL, styles and all, for axe to read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
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
		const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
		return { status: response?.status() ?? 200, html };
	} finally {
		await context.close();
	}
}

export async function audit(browser: Browser, url: string, javaScriptEnabled: boolean, conditions: ProfileConditions): Promise<AxeViolation[]> {
	const served = javaScriptEnabled ? null : await withoutJavaScript(browser, url, conditions);
	const context = await browser.newContext(device(conditions));
	try {
		const page = await context.newPage();
		if (served) await page.route((u) => u.href === url, (route) => route.fulfill({ status: served.status, contentType: 'text/html; charset=utf-8', body: served.html }));
		// With JavaScript, wait until the page's module has run and registered what it registers.
		await page.goto(url, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' });
		await page.evaluate(AXE_SOURCE);
		const violations = await page.evaluate(async () => {
			const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: any[] }> } }).axe;
			const result = await axe.run(document, { resultTypes: ['violations'] });
			return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n: { target: string[] }) => n.target.join(' ')) }));
		});
		return violations;
	} finally {
		await context.close();
	}
}
