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

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
	request: new Request(new URL(path, 'http://localhost'), { method, headers })
});

describe('page cache', () => {
	it('renders a URL once and answers later requests with the same bytes, compressed and validated', async () => {
		const cache = createPageCache(1024 * 1024);
		const { render, calls } = renderer();
		const first = get('/?profile=mobile');
		const a = await cache.respond(first.request, render);
		const second = get('/?profile=mobile', { 'accept-encoding': 'br' });
		const b = await cache.respond(second.request, render);
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
		expect((await cache.respond(again.request, render)).status).toBe(304);
	});

	it('keeps URLs apart, query included', async () => {
		const cache = createPageCache(1024 * 1024);
		const { render, calls } = renderer((n) => page(`<p>render ${n}</p>`));
		for (const path of ['/', '/?profile=mobile', '/', '/?profile=mobile', '/methodology']) {
			await cache.respond(get(path).request, render);
		}
		expect(calls()).toBe(3);
		expect(await (await cache.respond(get('/?profile=mobile').request, render)).text()).toBe('<p>render 2</p>');
	});

	it.each([
		['an error page', () => page(HTML, {}, 400)],
		['a page that sets a cookie', () => page(HTML, { 'set-cookie': 'a=b' })],
		['a private page', () => page(HTML, { 'cache-control': 'private' })],
		['JSON', () => new Response('{}', { headers: { 'content-type': 'application/json' } })]
	])('never stores %s', async (_, make) => {
		const cache = createPageCache(1024 * 1024);
		const { render, calls } = renderer(make);
		for (let i = 0; i < 2; i++) {
			await cache.respond(get('/x').request, render);
		}
		expect(calls()).toBe(2);
		expect(cache.size).toBe(0);
	});

	it('passes HEAD and other methods through until a GET has stored the page', async () => {
		const cache = createPageCache(1024 * 1024);
		const { render, calls } = renderer();
		await cache.respond(get('/', {}, 'HEAD').request, render);
		await cache.respond(get('/', {}, 'POST').request, render);
		expect(cache.size).toBe(0);
		await cache.respond(get('/').request, render);
		const answer = await cache.respond(get('/', {}, 'HEAD').request, render);
		expect(calls()).toBe(3);
		expect(answer.body).toBeNull();
		expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(HTML)));
	});

	it('keys on the URL as requested: a client-side navigation request never gets the stored HTML', async () => {
		// Kit strips /__data.json from event.url; the request's own URL keeps it.
		const cache = createPageCache(1024 * 1024);
		const json = '{"type":"data","nodes":[]}';
		const { render, calls } = renderer((n) => (n === 1 ? page() : new Response(json, { headers: { 'content-type': 'application/json' } })));
		await cache.respond(get('/methodology').request, render);
		const data = await cache.respond(get('/methodology/__data.json?x-sveltekit-invalidated=01').request, render);
		expect(calls()).toBe(2);
		expect(data.headers.get('content-type')).toBe('application/json');
		expect(await data.text()).toBe(json);
	});

	it('renders a URL once for a burst of first requests', async () => {
		const cache = createPageCache(1024 * 1024);
		let release!: () => void;
		const gate = new Promise<void>((resolve) => (release = resolve));
		const { render, calls } = renderer();
		const slowRender = async () => {
			await gate;
			return render();
		};
		const answers = Promise.all(Array.from({ length: 5 }, () => cache.respond(get('/').request, slowRender)));
		release();
		const texts = await Promise.all((await answers).map((r) => r.text()));
		expect(calls()).toBe(1);
		expect(new Set(texts)).toEqual(new Set([HTML]));
	});

	it('a burst shares only a stored page: a response that could not be stored is rendered per request', async () => {
		const cache = createPageCache(1024 * 1024);
		const { render, calls } = renderer(() => page(HTML, {}, 400));
		const answers = await Promise.all(Array.from({ length: 3 }, () => cache.respond(get('/?profile=tablet').request, render)));
		expect(calls()).toBe(3);
		expect(answers.map((r) => r.status)).toEqual([400, 400, 400]);
	});

	it('is bounded by bytes: unknown parameters cannot grow it, and the least recently used page goes first', async () => {
		const pageCost = Math.round(1.3 * Buffer.byteLength(HTML));
		const cache = createPageCache(3 * pageCost);
		const { render, calls } = renderer();
		const visit = (path: string) => cache.respond(get(path).request, render);
		await visit('/');
		for (let i = 0; i < 50; i++) {
			await visit(`/?junk=${i}`);
			await visit('/');
		}
		expect(cache.size).toBe(3);
		expect(cache.bytes).toBeLessThanOrEqual(3 * pageCost);
		const before = calls();
		await visit('/');
		expect(calls()).toBe(before);
	});
});
