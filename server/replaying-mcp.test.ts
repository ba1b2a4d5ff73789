// The node:http layer's replay of MCP answers, over a real server and a stand-in for SvelteKit that
// reads the body as adapter-node does ('data' and 'end' events) and answers the way the endpoint
// does: a pure request's result is marked, compressed as the client accepts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { REPLAY_MARK_HEADER } from '../src/lib/server/http/replay-mark.ts';
import { createAnswerStore, isPureRequest } from '../src/lib/server/mcp/answer-replay.ts';
import type { RequestLogEntry } from '../src/lib/server/ops/request-log.ts';
import { createReplayingHandler } from './replaying-handler.ts';
import { createReplayStore } from './replay-store.ts';
import { rawRequest } from '../tests/support/raw-http.ts';

/** A stand-in endpoint: the result names the request's params and a counter, so a replay is told from an answer. */
function fakeKit(options: { mark?: boolean } = {}) {
	let calls = 0;
	const bodies: string[] = [];
	const handler = (req: IncomingMessage, res: ServerResponse) => {
		calls++;
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8');
			bodies.push(text);
			let request: { id?: unknown; params?: unknown };
			try {
				request = JSON.parse(text);
			} catch {
				res.writeHead(400, { 'content-type': 'text/plain' }).end('not JSON');
				return;
			}
			const answer = Buffer.from(JSON.stringify({ result: { params: request.params ?? null, answer: calls, pad: 'x'.repeat(2000) }, jsonrpc: '2.0', id: request.id }));
			const coding = /\bbr\b/.test(String(req.headers['accept-encoding'])) ? 'br' : /gzip/.test(String(req.headers['accept-encoding'])) ? 'gzip' : null;
			const sent = coding === 'br' ? brotliCompressSync(answer) : coding === 'gzip' ? gzipSync(answer) : answer;
			res.setHeader('content-type', 'application/json');
			res.setHeader('x-content-type-options', 'nosniff');
			if (coding) res.setHeader('content-encoding', coding);
			res.setHeader('vary', 'Accept-Encoding');
			if (options.mark !== false && isPureRequest(request)) res.setHeader(REPLAY_MARK_HEADER, '1');
			res.writeHead(200);
			res.end(sent);
		});
	};
	return { handler, calls: () => calls, bodies };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(options: { mark?: boolean; draining?: boolean } = {}) {
	const kit = fakeKit(options);
	const logged: RequestLogEntry[] = [];
	const answers = createAnswerStore(1 << 20);
	server = createServer(createReplayingHandler(kit.handler, { store: createReplayStore(1 << 20), answers, log: (entry) => logged.push(entry), isDraining: () => options.draining ?? false }));
	await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const post = (body: unknown, headers: Record<string, string> = {}, path = '/mcp') =>
		rawRequest(base + path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', host: 'bench.example.org', ...headers } });
	return { post, calls: kit.calls, bodies: kit.bodies, logged, answers };
}

const call = (id: number | string, args: Record<string, unknown> = { profile: 'mobile' }) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_benchmarks', arguments: args } });
const json = (body: Buffer, coding?: unknown) => JSON.parse((coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString('utf8'));

describe('the server replays marked MCP answers', () => {
	it('answers a repeated pure call without SvelteKit: the first result, this call’s id', async () => {
		const app = await serve();
		const first = await app.post(call(1));
		const again = await app.post(call('two'));
		expect(app.calls()).toBe(1);
		expect(json(again.body)).toEqual({ ...json(first.body), id: 'two' });
		expect(again.headers['content-type']).toBe('application/json');
		expect(again.headers['x-content-type-options']).toBe('nosniff');
		expect(Number(again.headers['content-length'])).toBe(again.body.byteLength);
		expect(first.headers).not.toHaveProperty(REPLAY_MARK_HEADER);
		expect(again.headers).not.toHaveProperty(REPLAY_MARK_HEADER);
		expect(app.logged).toEqual([{ method: 'POST', path: '/mcp', status: 200, ms: expect.any(Number), bytes: again.body.byteLength }]);
	});

	it.each(['br', 'gzip'])('stores a %s answer decoded and replays it in the coding each client accepts', async (coding) => {
		const app = await serve();
		const first = await app.post(call(1), { 'accept-encoding': coding });
		for (const [accepted, expected] of [['br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
			const again = await app.post(call(7), { 'accept-encoding': accepted });
			expect(again.headers['content-encoding']).toBe(expected);
			expect(again.headers.vary).toMatch(/Accept-Encoding/);
			expect(json(again.body, expected)).toEqual({ ...json(first.body, coding), id: 7 });
		}
		expect(app.calls()).toBe(1);
	});

	it('keys on the arguments, the target, Host, Origin and the headers the SDK reads', async () => {
		const app = await serve();
		await app.post(call(1));
		const differing: [unknown, Record<string, string>, string?][] = [
			[call(2, { profile: 'desktop' }), {}],
			[call(3), {}, '/mcp?x=1'],
			[call(4), { host: 'evil.example' }],
			[call(5), { origin: 'https://evil.example' }],
			[call(6), { 'mcp-protocol-version': '2025-11-25' }],
			[call(7), { accept: 'text/event-stream' }],
			[call(8), { 'content-type': 'application/json; charset=utf-8' }]
		];
		for (const [body, headers, path] of differing) await app.post(body, headers, path);
		expect(app.calls()).toBe(1 + differing.length);
		// Header order and Accept-Encoding do not split the key: the endpoint's answer does not depend on them.
		await app.post(call(9), { 'accept-encoding': 'gzip', 'x-unrelated': '1' });
		expect(app.calls()).toBe(1 + differing.length);
	});

	it('hands every other request to SvelteKit with its body intact', async () => {
		const app = await serve();
		const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25' } };
		const notJson = '{"jsonrpc":"2.0",';
		for (const body of [initialize, initialize, notJson, notJson]) await app.post(body);
		expect(app.calls()).toBe(4);
		expect(app.bodies).toEqual([JSON.stringify(initialize), JSON.stringify(initialize), notJson, notJson]);
	});

	it('answers nothing to a client that went away mid-body, and goes on answering the others', async () => {
		const app = await serve();
		const { port } = server!.address() as AddressInfo;
		const partial = connect(port, '127.0.0.1');
		await new Promise<void>((done) => partial.once('connect', done));
		partial.write('POST /mcp HTTP/1.1\r\nhost: bench.example.org\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"jsonrpc":"2.0","id":1,');
		const received: Buffer[] = [];
		partial.on('data', (chunk: Buffer) => received.push(chunk));
		await new Promise((done) => setTimeout(done, 50));
		partial.destroy();
		await new Promise((done) => setTimeout(done, 50));
		expect(Buffer.concat(received).byteLength).toBe(0);
		expect(app.calls()).toBe(0);
		const answered = await app.post(call(7));
		expect(answered.status).toBe(200);
		expect(app.calls()).toBe(1);
	});

	it('never replays what the endpoint did not mark, and replays nothing while draining', async () => {
		const unmarked = await serve({ mark: false });
		await unmarked.post(call(1));
		await unmarked.post(call(2));
		expect(unmarked.calls()).toBe(2);
		server!.close();
		const draining = await serve({ draining: true });
		await draining.post(call(1));
		await draining.post(call(2));
		expect(draining.calls()).toBe(2);
	});
});
