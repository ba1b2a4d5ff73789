// Watches one page's network over CDP: bytes received (encodedDataLength, headers included),
// requests in flight (for "network quiet"), tracker requests, and requests to any other host.
import type { CDPSession } from 'playwright-core';
import { SITE_HOST, TRACKER_HOST } from './server.ts';

export class NetworkWatch {
	encodedBytes = 0;
	requests = 0;
	trackerRequests = 0;
	offsite: string[] = [];
	lastActivity = performance.now();
	/** Paths of the requests that finished (loadingFinished), in order. */
	finished: string[] = [];
	private inFlight = new Map<string, string>();

	constructor(cdp: CDPSession) {
		cdp.on('Network.requestWillBeSent', (event) => {
			this.touch();
			const url = new URL(event.request.url);
			if (url.protocol === 'data:' || url.protocol === 'blob:') return;
			this.inFlight.set(event.requestId, url.pathname);
			this.requests += 1;
			if (url.hostname === TRACKER_HOST) this.trackerRequests += 1;
			else if (url.hostname !== SITE_HOST) this.offsite.push(event.request.url);
		});
		cdp.on('Network.loadingFinished', (event) => {
			this.touch();
			this.encodedBytes += event.encodedDataLength;
			const path = this.inFlight.get(event.requestId);
			if (path !== undefined) this.finished.push(path);
			this.inFlight.delete(event.requestId);
		});
		cdp.on('Network.loadingFailed', (event) => {
			this.touch();
			this.inFlight.delete(event.requestId);
		});
	}

	private touch(): void {
		this.lastActivity = performance.now();
	}

	/** Whether a request whose path contains each of `paths` has finished. */
	sawFinished(paths: readonly string[]): boolean {
		return paths.every((path) => this.finished.some((done) => done.includes(path)));
	}

	/** No request in flight and none started or finished for `ms`. */
	quietFor(ms: number): boolean {
		return this.inFlight.size === 0 && performance.now() - this.lastActivity >= ms;
	}
}

/** Resolves when `ready()` holds, checked in Node every 25 ms (the page is never polled); rejects after `timeoutMs`. */
export async function waitUntil(ready: () => boolean, timeoutMs: number, what: string): Promise<void> {
	const start = performance.now();
	while (!ready()) {
		if (performance.now() - start > timeoutMs) throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}
