// One first load of a page in a fresh browser context under a profile's conditions (CDP network
// and CPU throttling, as the harness applies them): every response's transferred bytes by resource
// type, and the page's own LCP, FCP and CLS entries once the network has been quiet for a while.
import type { Browser } from 'playwright-core';
import { openThrottledPage } from '../../support/chromium.ts';
import type { ProfileConditions } from '../../measure/gather/conditions.ts';

export interface LoadedResource {
	url: string;
	/** CDP resource type: Document, Stylesheet, Script, Image, Font, Fetch, … */
	type: string;
	status: number;
	/** Bytes on the wire, headers included (CDP encodedDataLength). */
	transferred: number;
	/** Body bytes as sent (Content-Length), when the response declared it; the rest is headers. */
	body: number | null;
	contentEncoding: string | null;
}

export interface FirstLoad {
	resources: LoadedResource[];
	lcpMs: number | null;
	fcpMs: number | null;
	cls: number;
	/** Navigation timing of the document: first byte, last byte, DOM parsed. */
	responseStartMs: number;
	responseEndMs: number;
	domInteractiveMs: number;
}

const QUIET_MS = 1000;
const TIMEOUT_MS = 30_000;

export async function firstLoad(browser: Browser, url: string, conditions: ProfileConditions): Promise<FirstLoad> {
	const { context, page, cdp } = await openThrottledPage(browser, conditions);
	try {
		const pending = new Map<string, Omit<LoadedResource, 'transferred' | 'body'> & { length: string | undefined }>();
		const resources: LoadedResource[] = [];
		let lastActivity = performance.now();
		cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
			lastActivity = performance.now();
			const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
			pending.set(requestId, { url: response.url, type, status: response.status, contentEncoding: headers['content-encoding'] ?? null, length: headers['content-length'] });
		});
		cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
			lastActivity = performance.now();
			const seen = pending.get(requestId);
			if (!seen) return;
			const { length, ...rest } = seen;
			resources.push({ ...rest, transferred: encodedDataLength, body: length === undefined ? null : Number(length) });
		});
		cdp.on('Network.requestWillBeSent', () => (lastActivity = performance.now()));
		await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
		const deadline = performance.now() + TIMEOUT_MS;
		while (performance.now() - lastActivity < QUIET_MS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
		const paint = await page.evaluate(
			() =>
				new Promise<{ lcp: number | null; fcp: number | null; cls: number; nav: number[] }>((resolve) => {
					const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
					const nav = [entry.responseStart, entry.responseEnd, entry.domInteractive];
					const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null;
					let lcp: number | null = null;
					let cls = 0;
					new PerformanceObserver((list) => {
						for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
							if (!entry.hadRecentInput) cls += entry.value;
					}).observe({ type: 'layout-shift', buffered: true });
					new PerformanceObserver((list) => (lcp = list.getEntries().at(-1)?.startTime ?? lcp)).observe({ type: 'largest-contentful-paint', buffered: true });
					// Buffered entries reach both observers in their first callbacks, a task away.
					setTimeout(() => resolve({ lcp, fcp, cls, nav }), 200);
				})
		);
		const [responseStartMs, responseEndMs, domInteractiveMs] = paint.nav;
		return { resources, lcpMs: paint.lcp, fcpMs: paint.fcp, cls: paint.cls, responseStartMs, responseEndMs, domInteractiveMs };
	} finally {
		await context.close();
	}
}
