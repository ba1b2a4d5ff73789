import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createPageCache, PAGE_CACHE_CONTROL } from './page-cache.ts';

const HTML = `<!doctype html><html><body>${'<p>leaderboard row</p>'.repeat(200)}</body></html>`;

function renderer(make: (count: number) => Response = () => page()) {
	let count = 0;
	const render = async () => make(++count);
	return { render, calls: () => count };
}

function page(body = HTML, headers: Record<string, string> = {}, status = 200): Response {
	return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'sha256-x'", ...headers } });
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
	const url = new URL(path, 'http://localhost');
	return { request: new Request(url, { method, headers }), url };
};

describe('page cache', () => {
	it('renders a URL once and answers later requests with the same bytes, compressed and validated', async () => {
		const cache = createPageCache(8);
		const { render, calls } = renderer();
		const first = get('/?profile=mobile');
		const a = await cache.respond(first.request, first.url, render);
		const second = get('/?profile=mobile', { 'accept-encoding': 'br' });
		const b = await cache.respond(second.request, second.url, render);
		expect(calls()).toBe(1);
		expect(await a.text()).toBe(HTML);
		expect(b.headers.get('content-encoding')).toBe('br');
		expect(brotliDecompressSync(Buffer.from(await b.arrayBuffer())).toString()).toBe(HTML);
		// The page's own headers survive; caching headers are the cache's.
		expect(b.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-x'");
		expect(b.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
		expect(b.headers.get('vary')).toMatch(/accept-encoding/i);
		const etag = b.headers.get('etag')!;
		const again = get('/?profile=mobile', { 'accept-encoding': 'br', 'if-none-match': etag });
		expect((await cache.respond(again.request, again.url, render)).status).toBe(304);
	});

	it('keeps URLs apart, query included', async () => {
		const cache = createPageCache(8);
		const { render, calls } = renderer((n) => page(`<p>render ${n}</p>`));
		for (const path of ['/', '/?profile=mobile', '/', '/?profile=mobile', '/methodology']) {
			const { request, url } = get(path);
			await cache.respond(request, url, render);
		}
		expect(calls()).toBe(3);
		const { request, url } = get('/?profile=mobile');
		expect(await (await cache.respond(request, url, render)).text()).toBe('<p>render 2</p>');
	});

	it.each([
		['an error page', () => page(HTML, {}, 400)],
		['a page that sets a cookie', () => page(HTML, { 'set-cookie': 'a=b' })],
		['a private page', () => page(HTML, { 'cache-control': 'private' })],
		['JSON', () => new Response('{}', { headers: { 'content-type': 'application/json' } })]
	])('never stores %s', async (_, make) => {
		const cache = createPageCache(8);
		const { render, calls } = renderer(make);
		for (let i = 0; i < 2; i++) {
			const { request, url } = get('/x');
			await cache.respond(request, url, render);
		}
		expect(calls()).toBe(2);
		expect(cache.size).toBe(0);
	});

	it('passes HEAD and other methods through until a GET has stored the page', async () => {
		const cache = createPageCache(8);
		const { render, calls } = renderer();
		const head = get('/', {}, 'HEAD');
		await cache.respond(head.request, head.url, render);
		const post = get('/', {}, 'POST');
		await cache.respond(post.request, post.url, render);
		expect(cache.size).toBe(0);
		const first = get('/');
		await cache.respond(first.request, first.url, render);
		const headAgain = get('/', {}, 'HEAD');
		const answer = await cache.respond(headAgain.request, headAgain.url, render);
		expect(calls()).toBe(3);
		expect(answer.body).toBeNull();
		expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(HTML)));
	});

	it('is bounded: unknown parameters cannot grow it, and the least recently used page goes first', async () => {
		const cache = createPageCache(3);
		const { render, calls } = renderer();
		const visit = async (path: string) => {
			const { request, url } = get(path);
			await cache.respond(request, url, render);
		};
		await visit('/');
		for (let i = 0; i < 50; i++) {
			await visit(`/?junk=${i}`);
			await visit('/');
		}
		expect(cache.size).toBe(3);
		const before = calls();
		await visit('/');
		expect(calls()).toBe(before);
	});
});
