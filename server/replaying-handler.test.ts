// The replay layer over a real node:http server and a stand-in for SvelteKit's handler that writes
// the way SvelteKit's setResponse does (setHeader, writeHead(status), write, end).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REPLAY_MARK_HEADER } from '../src/lib/server/http/replay-mark.ts';
import type { RequestLogEntry } from '../src/lib/server/ops/request-log.ts';
import { createReplayingHandler } from './replaying-handler.ts';
import { createReplayStore } from './replay-store.ts';

interface Answer {
	status?: number;
	marked?: boolean;
	vary?: string;
	body?: string;
}

/** A stand-in app: the body names the request and a counter, so a replay is told from a render. */
function fakeKit(answer: (req: IncomingMessage) => Answer) {
	let calls = 0;
	const handler = (req: IncomingMessage, res: ServerResponse) => {
		calls++;
		const { status = 200, marked = true, vary = 'Accept-Encoding', body = `${req.url} ${req.headers.accept} ${req.headers['accept-encoding']} #${calls}` } = answer(req);
		const bytes = Buffer.from(body);
		res.setHeader('content-type', 'text/plain; charset=utf-8');
		res.setHeader('etag', `"${Buffer.from(body).toString('base64url')}"`);
		res.setHeader('vary', vary);
		res.setHeader('x-content-type-options', 'nosniff');
		res.setHeader('content-length', String(bytes.byteLength));
		if (marked) res.setHeader(REPLAY_MARK_HEADER, '1');
		res.writeHead(status);
		if (req.method === 'HEAD') return res.end();
		res.write(bytes);
		res.end();
	};
	return { handler, calls: () => calls };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(answer: (req: IncomingMessage) => Answer = () => ({}), options: { draining?: boolean; maxBytes?: number } = {}) {
	const kit = fakeKit(answer);
	const logged: RequestLogEntry[] = [];
	const store = createReplayStore(options.maxBytes ?? 1 << 20);
	const listener = createReplayingHandler(kit.handler, { store, log: (entry) => logged.push(entry), isDraining: () => options.draining ?? false });
	server = createServer(listener);
	await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(base + path, { method, headers: { 'accept-encoding': 'identity', ...headers } });
	return { get, calls: kit.calls, logged, store };
}

const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));

describe('createReplayingHandler', () => {
	it('answers a marked GET from SvelteKit once, then replays the same status, headers and bytes', async () => {
		const app = await serve();
		const first = await app.get('/api', { accept: 'application/json' });
		const firstBody = await first.text();
		const second = await app.get('/api', { accept: 'application/json' });
		expect(app.calls()).toBe(1);
		expect(second.status).toBe(200);
		expect(await second.text()).toBe(firstBody);
		expect(headersOf(second)).toEqual(headersOf(first));
		expect(second.headers.has(REPLAY_MARK_HEADER)).toBe(false);
		expect(first.headers.has(REPLAY_MARK_HEADER)).toBe(false);
	});

	it('keys on the query string, Accept and Accept-Encoding', async () => {
		const app = await serve();
		await (await app.get('/?sort=a', { accept: 'text/html' })).text();
		const otherQuery = await (await app.get('/?sort=b', { accept: 'text/html' })).text();
		const markdown = await (await app.get('/?sort=a', { accept: 'text/markdown' })).text();
		const gzip = await (await app.get('/?sort=a', { accept: 'text/html', 'accept-encoding': 'gzip' })).text();
		expect(app.calls()).toBe(4);
		expect(otherQuery).toContain('/?sort=b');
		expect(markdown).toContain('text/markdown');
		expect(gzip).toContain('gzip');
	});

	it('answers a matching If-None-Match with a 304 from the store, without body length or coding', async () => {
		const app = await serve();
		const first = await app.get('/doc');
		await first.text();
		const revalidated = await app.get('/doc', { 'if-none-match': `W/${first.headers.get('etag')}` });
		expect(revalidated.status).toBe(304);
		expect(await revalidated.text()).toBe('');
		expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));
		expect(revalidated.headers.get('vary')).toBe('Accept-Encoding');
		expect(revalidated.headers.has('content-length')).toBe(false);
		expect(app.calls()).toBe(1);
		expect((await app.get('/doc', { 'if-none-match': '"other"' })).status).toBe(200);
	});

	it('answers HEAD from a stored GET with the headers and no body, and never stores a HEAD', async () => {
		const app = await serve();
		const head = await app.get('/doc', {}, 'HEAD');
		expect(head.status).toBe(200);
		expect(app.calls()).toBe(1);
		const get = await app.get('/doc');
		const length = get.headers.get('content-length');
		await get.text();
		expect(app.calls()).toBe(2);
		const replayedHead = await app.get('/doc', {}, 'HEAD');
		expect(app.calls()).toBe(2);
		expect(replayedHead.headers.get('content-length')).toBe(length);
		expect(await replayedHead.text()).toBe('');
	});

	it('passes unmarked responses, errors and responses varying on other headers to SvelteKit every time', async () => {
		const app = await serve((req) => (req.url === '/healthz' ? { marked: false } : req.url === '/missing' ? { status: 404 } : { vary: 'Origin' }));
		for (const path of ['/healthz', '/healthz', '/missing', '/missing', '/cors', '/cors']) {
			const response = await app.get(path);
			await response.text();
			expect(response.headers.has(REPLAY_MARK_HEADER)).toBe(false);
		}
		expect(app.calls()).toBe(6);
		expect(app.store.size).toBe(0);
	});

	it('while draining sends every request to SvelteKit', async () => {
		const app = await serve(() => ({}), { draining: true });
		await (await app.get('/doc')).text();
		await (await app.get('/doc')).text();
		expect(app.calls()).toBe(2);
	});

	it('writes one request log line per replay, as the app logs its own', async () => {
		const app = await serve();
		await (await app.get('/doc?x=1', { 'accept-encoding': 'br' })).text();
		const replayed = await app.get('/doc?x=1', { 'accept-encoding': 'br' });
		await replayed.text();
		expect(app.logged).toEqual([{ method: 'GET', path: '/doc?x=1', status: 200, ms: expect.any(Number), bytes: Number(replayed.headers.get('content-length')) }]);
	});

	it('keeps the store within its byte budget', async () => {
		const app = await serve(() => ({ body: 'x'.repeat(2000) }), { maxBytes: 6000 });
		for (let i = 0; i < 10; i++) await (await app.get(`/junk?${i}`)).text();
		expect(app.store.bytes).toBeLessThanOrEqual(6000);
		expect(app.store.size).toBe(2);
	});
});
