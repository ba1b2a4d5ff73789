import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fillInTracker, startLoopbackServer, TRACKER_PLACEHOLDER } from './server.ts';
import { trackerOrigin } from '../products/types.ts';

// An app's own server stand-in: cacheable, uncompressed, with the tracker placeholder in its page.
const upstream: Server = createServer((req, res) => {
	if (req.url === '/old/') return res.writeHead(308, { location: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/new/` }).end();
	if (req.url !== '/page/?visit=1') return res.writeHead(404).end('nope');
	res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' });
	res.end(`<script src="${TRACKER_PLACEHOLDER}/tracker.js"></script>`);
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
const site = await startLoopbackServer({ origin });
afterAll(async () => {
	await site.close();
	upstream.close();
});

describe('startLoopbackServer, forwarding to an app server', () => {
	it('serves the app gzip-compressed, never cacheable, with the tracker origin filled in', async () => {
		// fetch() decompresses for us; content-encoding says the wire carried gzip.
		const res = await fetch(`http://127.0.0.1:${site.port}/page/?visit=1`, { headers: { 'accept-encoding': 'gzip' } });
		expect(res.status).toBe(200);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.headers.get('content-encoding')).toBe('gzip');
		const text = await res.text();
		expect(text).toBe(`<script src="${trackerOrigin(site.port)}/tracker.js"></script>`);
		// Same length as the placeholder: length-prefixed payloads (React server components) stay valid.
		expect(text.length).toBe(`<script src="${TRACKER_PLACEHOLDER}/tracker.js"></script>`.length);
	});
	it('passes statuses and redirects through, pointing them at site.test', async () => {
		expect((await fetch(`http://127.0.0.1:${site.port}/missing`)).status).toBe(404);
		const moved = await fetch(`http://127.0.0.1:${site.port}/old/`, { redirect: 'manual' });
		expect(moved.status).toBe(308);
		expect(moved.headers.get('location')).toBe(`http://site.test:${site.port}/new/`);
	});
});

describe('fillInTracker', () => {
	it('overwrites every placeholder and leaves every other byte alone, invalid UTF-8 included', () => {
		const binary = Buffer.from([0xff, 0xfe, 0x80, 0x00]);
		const body = Buffer.concat([binary, Buffer.from(`a${TRACKER_PLACEHOLDER}/t.js b ${TRACKER_PLACEHOLDER}`), binary]);
		const filled = fillInTracker(body, 54321);
		expect(filled.length).toBe(body.length);
		expect(filled.subarray(0, 4).equals(binary)).toBe(true);
		expect(filled.subarray(-4).equals(binary)).toBe(true);
		expect(filled.subarray(4, -4).toString()).toBe('ahttp://tracker.test:54321/t.js b http://tracker.test:54321');
		// The input is not modified: cached files are served again with another run's port.
		expect(body.includes(TRACKER_PLACEHOLDER)).toBe(true);
	});
	it('returns a body without a placeholder as it is', () => {
		const body = Buffer.from('<p>no tracker</p>');
		expect(fillInTracker(body, 54321)).toBe(body);
	});
});

describe('trackerOrigin', () => {
	it.each([1, 80, 8080, 54321, 65535])('port %i: as long as the placeholder, and the same origin to a browser', (port) => {
		expect(trackerOrigin(port)).toHaveLength(TRACKER_PLACEHOLDER.length);
		expect(new URL(`${trackerOrigin(port)}/tracker.js`).origin).toBe(port === 80 ? 'http://tracker.test' : `http://tracker.test:${port}`);
	});
	it('refuses what is not a port', () => {
		expect(() => trackerOrigin(65536)).toThrow(/not a port/);
		expect(() => trackerOrigin(0)).toThrow(/not a port/);
	});
});
