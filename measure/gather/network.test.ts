import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { NetworkWatch } from './network.ts';

/** A CDP session stand-in that emits the Network events a page's requests cause. */
function session() {
	const events = new EventEmitter();
	const watch = new NetworkWatch(events as unknown as CDPSession);
	let id = 0;
	const request = (url: string) => {
		const requestId = String(++id);
		events.emit('Network.requestWillBeSent', { requestId, request: { url } });
		return { finish: (bytes: number) => events.emit('Network.loadingFinished', { requestId, encodedDataLength: bytes }), fail: () => events.emit('Network.loadingFailed', { requestId }) };
	};
	return { watch, request };
}

describe('a page counts as settled only after the requests its app makes once it is ready', () => {
	it('sees a request finish by its path, and not while it is in flight or after it failed', () => {
		const { watch, request } = session();
		const page = request('http://site.test/porsche-cookie-consent-banner/');
		page.finish(30_000);
		expect(watch.sawFinished(['/_nuxt/builds/meta/'])).toBe(false);
		const manifest = request('http://site.test/_nuxt/builds/meta/cmp-benchmark.json');
		expect(watch.sawFinished(['/_nuxt/builds/meta/'])).toBe(false);
		manifest.finish(289);
		expect(watch.sawFinished(['/_nuxt/builds/meta/'])).toBe(true);
		expect(watch.encodedBytes).toBe(30_289);
		const other = session();
		other.request('http://site.test/_nuxt/builds/meta/cmp-benchmark.json').fail();
		expect(other.watch.sawFinished(['/_nuxt/builds/meta/'])).toBe(false);
		expect(other.watch.sawFinished([])).toBe(true);
	});
});
