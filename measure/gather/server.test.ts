import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_APPS } from '../apps/index.ts';
import { PRODUCTS } from '../products/index.ts';
import { TRACKER_SRC } from '../products/types.ts';
import { startLoopbackServer, type SiteSource } from './server.ts';

// An app's own server stand-in: cacheable, uncompressed, with the tracker in its page.
const upstream: Server = createServer((req, res) => {
	if (req.url === '/old/') return res.writeHead(308, { location: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/new/` }).end();
	if (req.url !== '/page/?visit=1') return res.writeHead(404).end('nope');
	res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' });
	res.end(`<script src="${TRACKER_SRC}"></script>`);
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
const site = await startLoopbackServer({ origin });
const built = mkdtempSync(join(tmpdir(), 'cmp-server-'));
afterAll(async () => {
	await site.close();
	upstream.close();
	rmSync(built, { recursive: true, force: true });
});

/** The bytes on the wire (still gzip-encoded), as CDP's encodedDataLength counts them. */
function wireBytes(port: number, path: string): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
		}).on('error', reject).end();
	});
}

describe('startLoopbackServer, forwarding to an app server', () => {
	it('serves the app gzip-compressed, never cacheable, with the port-free tracker origin', async () => {
		// fetch() decompresses for us; content-encoding says the wire carried gzip.
		const res = await fetch(`http://127.0.0.1:${site.port}/page/?visit=1`, { headers: { 'accept-encoding': 'gzip' } });
		expect(res.status).toBe(200);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.headers.get('content-encoding')).toBe('gzip');
		expect(await res.text()).toBe('<script src="http://tracker.test/tracker.js"></script>');
	});
	it('passes statuses and redirects through, pointing them at site.test', async () => {
		expect((await fetch(`http://127.0.0.1:${site.port}/missing`)).status).toBe(404);
		const moved = await fetch(`http://127.0.0.1:${site.port}/old/`, { redirect: 'manual' });
		expect(moved.status).toBe(308);
		expect(moved.headers.get('location')).toBe('http://site.test/new/');
	});
});

describe('deterministic bytes (issue 10)', () => {
	it('two runs on different ports put identical encoded bytes on the wire for every file of a product page', async () => {
		const app = TEST_APPS['script-tag']!;
		const product = PRODUCTS.find((p) => p.slug === 'vanilla-cookieconsent')!;
		await app.build([product], built);
		const source: SiteSource = await app.start(built);
		const first = await startLoopbackServer(source);
		const second = await startLoopbackServer(source);
		try {
			expect(second.port).not.toBe(first.port);
			const page = (await wireBytes(first.port, '/vanilla-cookieconsent/')).length;
			expect(page).toBeGreaterThan(0);
			const html = await (await fetch(`http://127.0.0.1:${first.port}/vanilla-cookieconsent/`)).text();
			expect(html).toContain('http://tracker.test/tracker.js');
			const files = ['/vanilla-cookieconsent/', '/baseline/', ...[...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => new URL(m[1], 'http://x/vanilla-cookieconsent/').pathname)];
			expect(files.length).toBeGreaterThan(2);
			for (const file of files) expect((await wireBytes(second.port, file)).equals(await wireBytes(first.port, file)), file).toBe(true);
		} finally {
			await first.close();
			await second.close();
		}
	});
});
