// axe-core on one page of every kind and on the error page, with JavaScript on and off, in Debian's
// Chromium at the mobile profile's viewport (no throttling: accessibility does not depend on it).
// The same audit as `npm run page-budget`, here as a test so that a regression fails the suite.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser.ts';
import { createServer } from 'node:http';
import { audit } from '../scripts/page-budget/audit.ts';
import { CONDITIONS } from '../measure/gather/conditions.ts';

const base = inject('baseUrl');
// Every canonical page, as the server lists them in /llms.txt (built from the page registry).
const llms = await (await fetch(`${base}/llms.txt`)).text();
const pages = [...new Set([...llms.matchAll(/\]\(https?:\/\/[^/)]+(\/[^)?]*)\.md\)/g)].map(([, path]) => (path === '/index' ? '/' : path)))];
// Product pages share one template and differ only in the numbers, so one of them stands for all;
// every other page has its own template or content (prose with tables, the form). A view with a
// sort other than the default covers the leaderboard's ranked state.
const audited = [...pages.filter((p) => !p.startsWith('/products/')), pages.find((p) => p.startsWith('/products/'))!, '/?profile=mobile&framework=astro&sort=addedBytes'];

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

	it.each([true, false])('finds a planted violation (JavaScript %s)', async (javaScript) => {
		// An unlabelled image on a page of its own: axe must report it in both modes.
		const planted = createServer((_req, res) =>
			res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>t</title><main><img src="/x.png"></main></html>')
		);
		await new Promise<void>((done) => planted.listen(0, '127.0.0.1', done));
		try {
			const { port } = planted.address() as { port: number };
			const violations = await audit(browser, `http://127.0.0.1:${port}/`, javaScript, CONDITIONS.mobile);
			expect(violations.map((v) => v.id)).toContain('image-alt');
		} finally {
			planted.close();
			planted.closeAllConnections();
		}
	});
});

describe.each([true, false])('axe-core with JavaScript %s', (javaScript) => {
	it.each([...audited, '/no-such-page'])('%s has no violations', async (path) => {
		const violations = await audit(browser, `${base}${path}`, javaScript, CONDITIONS.mobile);
		expect(violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.targets.join(' | ')}`)).toEqual([]);
	});
});
