// The MCP endpoint answering repeated pure requests from its replay store, in process.
import { describe, expect, it } from 'vitest';
import { modernMcpRequest } from '../../../../support/mcp-envelope.ts';
import { readConfig } from '../config.ts';
import { loadSite } from '../site.ts';
import { createMcpEndpoint } from './handler.ts';
import { createAnswerReplay } from './answer-replay.ts';
import { REPLAY_MARK_HEADER } from '../http/replay-mark.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ORIGIN = 'https://bench.example.org';
const site = loadSite(readConfig({ ORIGIN, PUBLICATION_PATH: 'data/publication.json' }));

function post(endpoint: ReturnType<typeof createMcpEndpoint>, method: string, params: Record<string, unknown>, id: number | string, headers: Record<string, string> = {}) {
	const request = modernMcpRequest(method, params, id as number);
	return endpoint.handle(new Request(`${ORIGIN}/mcp`, { method: 'POST', body: request.body, headers: { host: 'bench.example.org', ...request.headers, ...headers } }));
}

describe('MCP answer replay', () => {
	it('answers a repeated tools/call with the same result and the new request id', async () => {
		const endpoint = createMcpEndpoint(site);
		const args = { name: 'get_benchmarks', arguments: { profile: 'desktop', framework: 'astro' } };
		const first = await (await post(endpoint, 'tools/call', args, 1)).json();
		const again = await post(endpoint, 'tools/call', args, 'second');
		expect(again.headers.get('content-type')).toMatch(/^application\/json/);
		const replayed = await again.json();
		expect(replayed.id).toBe('second');
		expect(replayed.jsonrpc).toBe('2.0');
		expect(replayed.result).toEqual(first.result);
		// A fresh endpoint (no store) gives the same result: the replay is what the SDK would say.
		const fresh = await (await post(createMcpEndpoint(site), 'tools/call', args, 3)).json();
		expect(replayed.result).toEqual(fresh.result);
	});

	it.each([
		['br', brotliDecompressSync],
		['gzip', gunzipSync]
	] as const)('sends a replay in %s when accepted, compressed once, with the id spliced in', async (coding, decode) => {
		const endpoint = createMcpEndpoint(site);
		const args = { name: 'get_benchmarks', arguments: { profile: 'mobile', framework: 'astro' } };
		const first = await (await post(endpoint, 'tools/call', args, 1)).json();
		const replayed = await post(endpoint, 'tools/call', args, 42, { 'accept-encoding': coding });
		expect(replayed.headers.get('content-encoding')).toBe(coding);
		expect(replayed.headers.get('vary')).toMatch(/Accept-Encoding/);
		const bytes = Buffer.from(await replayed.arrayBuffer());
		expect(bytes.byteLength).toBe(Number(replayed.headers.get('content-length')));
		expect(JSON.parse(decode(bytes).toString('utf8'))).toEqual({ ...first, id: 42 });
	});

	it('keys on the arguments: another view is another answer', async () => {
		const endpoint = createMcpEndpoint(site);
		const astro = await (await post(endpoint, 'tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile', framework: 'astro' } }, 1)).json();
		const react = await (await post(endpoint, 'tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile', framework: 'react' } }, 2)).json();
		expect(react.result.structuredContent).not.toEqual(astro.result.structuredContent);
		expect(react.result.structuredContent).toEqual(JSON.parse(site.selectView({ profile: 'mobile', framework: 'react' }).json.body));
	});

	it('keys on the headers the SDK checks: a request it refuses is refused again after a stored answer', async () => {
		const endpoint = createMcpEndpoint(site);
		await (await post(endpoint, 'tools/list', {}, 1)).json();
		const mismatched = await post(endpoint, 'tools/list', {}, 2, { 'mcp-method': 'resources/list' });
		const withSdk = await post(createMcpEndpoint(site), 'tools/list', {}, 2, { 'mcp-method': 'resources/list' });
		expect(mismatched.status).toBe(withSdk.status);
		expect(await mismatched.json()).toEqual(await withSdk.json());
	});

	it('marks the answers it stores and replays for the production server, and no refusal', async () => {
		const endpoint = createMcpEndpoint(site);
		const args = { name: 'get_benchmarks', arguments: { profile: 'desktop', framework: 'react' } };
		expect((await post(endpoint, 'tools/call', args, 1)).headers.get(REPLAY_MARK_HEADER)).toBe('1');
		expect((await post(endpoint, 'tools/call', args, 2)).headers.get(REPLAY_MARK_HEADER)).toBe('1');
		const refused = await post(endpoint, 'tools/list', {}, 3, { 'mcp-method': 'resources/list' });
		expect(refused.status).toBeGreaterThanOrEqual(400);
		expect(refused.headers.get(REPLAY_MARK_HEADER)).toBeNull();
	});

	it('never stores JSON-RPC errors or methods that are not pure', () => {
		const replay = createAnswerReplay(1 << 20);
		const request = new Request(`${ORIGIN}/mcp`, { method: 'POST' });
		expect(replay.keyOf(request, { jsonrpc: '2.0', id: 1, method: 'initialize' })).toBeNull();
		expect(replay.keyOf(request, { jsonrpc: '2.0', method: 'tools/list' })).toBeNull();
		expect(replay.keyOf(request, [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }])).toBeNull();
		expect(replay.keyOf(request, { jsonrpc: '2.0', id: 1, method: 'tools/list' })).not.toBeNull();
	});

	it('stores no error answer and stays within its byte budget', async () => {
		const replay = createAnswerReplay(5000);
		const request = new Request(`${ORIGIN}/mcp`, { method: 'POST' });
		const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
		const key = (n: number) => replay.keyOf(request, { jsonrpc: '2.0', id: n, method: 'tools/call', params: { n } })!;
		await replay.store(key(1), { jsonrpc: '2.0', id: 1 }, json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } }));
		expect(replay.replay(key(1), request, { jsonrpc: '2.0', id: 9 })).toBeNull();
		for (let n = 0; n < 10; n++) await replay.store(key(n), { jsonrpc: '2.0', id: n }, json({ jsonrpc: '2.0', id: n, result: { text: 'x'.repeat(500) } }));
		expect(replay.bytes).toBeLessThanOrEqual(5000);
		expect(replay.replay(key(0), request, { jsonrpc: '2.0', id: 0 })).toBeNull();
		expect(await replay.replay(key(9), request, { jsonrpc: '2.0', id: 'a' })!.json()).toEqual({ jsonrpc: '2.0', id: 'a', result: { text: 'x'.repeat(500) } });
	});
});
