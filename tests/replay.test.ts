// The production server's replay layer (server/start.ts) on the wire: the second request for a fixed
// response is answered from memory with the same status, headers and bytes SvelteKit sent the first
// time, HEAD and 304 included, and the mark the app sets never reaches a client; a repeated MCP call
// gets the first call's answer with its own id.
import { describe, expect, inject, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { modernMcpRequest } from '../support/mcp-envelope.ts';
import { rawRequest, type RawResponse } from './support/raw-http.ts';

const base = inject('baseUrl');
// An Accept-Encoding no other suite sends makes a fresh key, so the first request reaches SvelteKit.
const FRESH_ENCODING = 'gzip;q=0.8, br;q=0.9, identity;q=0.1';
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(`${base}${path}`, { method, headers: { 'accept-encoding': FRESH_ENCODING, ...headers } });
const withoutDate = (response: RawResponse) => Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== 'date'));

describe.each([
	['/api/benchmarks?profile=desktop&framework=react', 'application/json'],
	['/index.md', 'text/markdown'],
	['/?profile=desktop&framework=react&sort=addedBytes', 'text/html'],
	['/?profile=desktop&framework=react&sort=addedBytes', 'text/markdown']
])('replayed %s (Accept: %s)', (path, accept) => {
	it('has the status, headers and bytes of the first answer, without the replay mark', async () => {
		const first = await get(path, { accept });
		const second = await get(path, { accept });
		expect(first.status).toBe(200);
		expect(second.status).toBe(200);
		expect(withoutDate(second)).toEqual(withoutDate(first));
		expect(second.body.equals(first.body)).toBe(true);
		expect(first.headers).not.toHaveProperty('x-replay-fixed');
		expect(String(first.headers['content-type'])).toContain(accept);
	});

	it('answers HEAD with the GET headers and If-None-Match with a 304', async () => {
		const got = await get(path, { accept });
		const head = await get(path, { accept }, 'HEAD');
		expect(withoutDate(head)).toEqual(withoutDate(got));
		expect(head.body.byteLength).toBe(0);
		const revalidated = await get(path, { accept, 'if-none-match': String(got.headers.etag) });
		expect(revalidated.status).toBe(304);
		expect(revalidated.body.byteLength).toBe(0);
		expect(revalidated.headers.etag).toBe(got.headers.etag);
		expect(revalidated.headers.vary).toBe(got.headers.vary);
	});
});

describe('a replayed MCP tools/call', () => {
	it('has the headers and result of the first answer and its own id, without the replay mark', async () => {
		const args = { name: 'get_benchmarks', arguments: { profile: 'mobile', framework: 'nuxt' } };
		const post = (id: number) => {
			const request = modernMcpRequest('tools/call', args, id);
			// An Accept no other suite sends makes a fresh key, so the first call reaches the SDK.
			const headers = { ...request.headers, accept: 'application/json, text/event-stream, */*;q=0.1', 'accept-encoding': 'gzip' };
			return rawRequest(`${base}/mcp`, { method: 'POST', headers, body: request.body });
		};
		const first = await post(1);
		const second = await post(2);
		expect(first.status).toBe(200);
		expect(second.status).toBe(200);
		const comparable = (response: RawResponse) => {
			const { date: _date, 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = response.headers;
			return rest;
		};
		expect(comparable(second)).toEqual(comparable(first));
		expect(first.headers).not.toHaveProperty('x-replay-fixed');
		expect(second.headers).not.toHaveProperty('x-replay-fixed');
		const decode = (response: RawResponse) => JSON.parse((response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body).toString('utf8'));
		const answer = decode(first);
		expect(answer.result.structuredContent).toBeDefined();
		expect(decode(second)).toEqual({ ...answer, id: 2 });
	});
});
