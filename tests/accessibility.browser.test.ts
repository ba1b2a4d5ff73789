// axe-core on one page of every kind and on the error page, with JavaScript on and off, in Debian's
// Chromium at the mobile profile's viewport (no throttling: accessibility does not depend on it).
// The same audit as `npm run page-budget`, here as a test so that a regression fails the suite.
// Without JavaScript, axe runs again only when the DOM differs from the one it audited with it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { createServer } from 'node:http';
import { auditBothWays } from '../scripts/page-budget/audit.ts';
import { CONDITIONS } from '../measure/gather/conditions.ts';

const base = inject('baseUrl');
// Every canonical page, as the server lists them in /llms.txt (built from the page registry).
const llms = await (await fetch(`${base}/llms.txt`)).text();
const pages = [...new Set([...llms.matchAll(/\]\(https?:\/\/[^/)]+(\/[^)?]*)\.md\)/g)].map(([, path]) => (path === '/index' ? '/' : path)))];
// Product pages share one template and differ only in the numbers, so one of them stands for all;
// every other page has its own template or content (prose with tables, the form). A view with a
// sort other than the default covers the leaderboard's ranked state.
const audited = [
	...pages.filter((p) => !p.startsWith('/products/')),
	pages.find((p) => p.startsWith('/products/'))!,
	'/?profile=mobile&framework=astro&sort=addedBytes',
	// Ranked by head-to-head conclusions (ties link to a compare page), and narrowed to one way of blocking.
	'/?profile=mobile&framework=react&sort=mainThread',
	'/?profile=mobile&framework=react&sort=bannerVisible&blocking=integrator',
	// A publication's page: the current one and an archived one (with its banner and history).
	'/publications/measured-2026-11-23-cda04e0e?profile=mobile&framework=script-tag',
	// The compare page in its states: two products, one chosen, one without a result in the view.
	'/compare?profile=mobile&framework=react&a=klaro&b=orejime',
	'/compare?profile=mobile&framework=react&a=klaro',
	'/compare?profile=desktop&framework=nuxt&a=klaro&b=c15t',
	// Candidates side by side: the form alone, and three products with a product not measured in the view.
	'/candidates',
	'/candidates?profile=desktop&framework=nuxt&product=klaro&product=c15t&product=orejime'
];

let browser: Browser;
beforeAll(async () => {
	browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the audit itself', () => {
	it('lists every canonical page', () => {
		expect(pages).toContain('/');
		expect(pages).toContain('/methodology');
		expect(pages.filter((p) => p.startsWith('/products/')).length).toBeGreaterThanOrEqual(9);
	});

	/** Serves `html` on a loopback port for the length of `check`. */
	async function planted(html: string, check: (url: string) => Promise<void>) {
		const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		try {
			await check(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
		} finally {
			server.close();
			server.closeAllConnections();
		}
	}
	const ids = (violations: { id: string }[]) => violations.map((v) => v.id);

	it('finds a tap target smaller than 24 px (target-size, off in axe by default, is on)', async () => {
		await planted('<!doctype html><html lang="en"><title>t</title><main><nav><a href="/a" style="display:inline-block;font-size:10px;line-height:10px;height:10px">a</a><a href="/b" style="display:inline-block;font-size:10px;line-height:10px;height:10px">b</a></nav></main></html>', async (url) => {
			const audited = await auditBothWays(browser, url, CONDITIONS.mobile);
			expect(ids(audited.withJavaScript)).toContain('target-size');
		});
	});

	it('finds a planted violation with JavaScript on and off, auditing once when the DOM is the same', async () => {
		await planted('<!doctype html><html lang="en"><title>t</title><main><img src="/x.png"></main></html>', async (url) => {
			const audited = await auditBothWays(browser, url, CONDITIONS.mobile);
			expect(ids(audited.withJavaScript)).toContain('image-alt');
			expect(ids(audited.withoutJavaScript)).toContain('image-alt');
			expect(audited.sameDom).toBe(true);
		});
	});

	it('audits the DOM without JavaScript on its own when a script changes it', async () => {
		// The unlabelled image exists only where the script ran.
		const script = "<script>document.querySelector('main').append(document.createElement('img'))</script>";
		await planted(`<!doctype html><html lang="en"><title>t</title><main><p>Text</p></main>${script}</html>`, async (url) => {
			const audited = await auditBothWays(browser, url, CONDITIONS.mobile);
			expect(audited.sameDom).toBe(false);
			expect(ids(audited.withJavaScript)).toContain('image-alt');
			expect(ids(audited.withoutJavaScript)).not.toContain('image-alt');
		});
	});
});

describe('axe-core with JavaScript on and off', () => {
	it.each([...audited, '/no-such-page'])('%s has no violations', async (path) => {
		const audited = await auditBothWays(browser, `${base}${path}`, CONDITIONS.mobile);
		const listed = (violations: typeof audited.withJavaScript) => violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.targets.join(' | ')}`);
		expect({ on: listed(audited.withJavaScript), off: listed(audited.withoutJavaScript) }).toEqual({ on: [], off: [] });
	});
});
