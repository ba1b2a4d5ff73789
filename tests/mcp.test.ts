// /mcp at the HTTP level, against the built server: malformed JSON-RPC, methods, the Host and
// Origin allow-list, plain JSON answers on both protocol eras, and absolute URIs from ORIGIN.
// node:http rather than fetch, so the Host header is exactly what the test says.
import { describe, expect, inject, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { MCP_CLIENT_HEADERS, modernMcpRequest } from '../support/mcp-envelope.ts';

const baseUrl = inject('baseUrl');
const { hostname, port } = new URL(baseUrl);

interface RawResponse {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: string;
}

const CLIENT_HEADERS = MCP_CLIENT_HEADERS;

function raw(method: string, body: string | undefined, headers: Record<string, string> = {}): Promise<RawResponse> {
	return new Promise((done, fail) => {
		const req = httpRequest({ host: hostname, port, path: '/mcp', method, headers: { host: `${hostname}:${port}`, ...headers } }, (res) => {
			let text = '';
			res.setEncoding('utf8');
			res.on('data', (chunk) => (text += chunk));
			res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: text }));
		});
		req.once('error', fail);
		req.end(body);
	});
}

const post = (message: unknown, headers: Record<string, string> = {}) =>
	raw('POST', typeof message === 'string' ? message : JSON.stringify(message), { ...CLIENT_HEADERS, ...headers });

const INITIALIZE = {
	jsonrpc: '2.0',
	id: 1,
	method: 'initialize',
	params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1.0.0' } }
};

/** A 2026-07-28 request: the per-request envelope in _meta plus the matching headers. */
function modern(method: string, params: Record<string, unknown> = {}) {
	const { body, headers } = modernMcpRequest(method, params, 7);
	return raw('POST', body, headers);
}

describe('malformed JSON-RPC is a JSON-RPC error, never a 5xx', () => {
	it.each([
		['bad JSON', '{"jsonrpc": "2.0", "id": 1,', -32700],
		['an array of numbers', '[1, 2]', -32600],
		['an object that is no message', '{"hello": "world"}', -32600]
	])('%s', async (_label, body, code) => {
		const response = await post(body);
		expect(response.status).toBeGreaterThanOrEqual(400);
		expect(response.status).toBeLessThan(500);
		expect(JSON.parse(response.body)).toMatchObject({ jsonrpc: '2.0', error: { code } });
	});

	it('an unknown method (2025 path)', async () => {
		const response = await post({ jsonrpc: '2.0', id: 3, method: 'benchmarks/delete' });
		expect(response.status).toBeLessThan(500);
		expect(JSON.parse(response.body)).toMatchObject({ id: 3, error: { code: -32601 } });
	});

	it('an unknown method (2026-07-28 path)', async () => {
		const response = await modern('benchmarks/delete');
		expect(response.status).toBeLessThan(500);
		expect(JSON.parse(response.body)).toMatchObject({ id: 7, error: { code: -32601 } });
	});

	it('an unknown tool', async () => {
		const response = await post({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'run_scan', arguments: {} } });
		expect(response.status).toBeLessThan(500);
		expect(JSON.parse(response.body)).toMatchObject({ id: 4, error: { code: -32602 } });
	});
});

describe('answers are plain JSON on both protocol eras', () => {
	it('2025 path (initialize)', async () => {
		const response = await post(INITIALIZE);
		expect(response.status).toBe(200);
		expect(response.headers['content-type']).toMatch(/^application\/json/);
		expect(JSON.parse(response.body).result.protocolVersion).toBe('2025-11-25');
	});

	it('2026-07-28 path (tools/call)', async () => {
		const response = await modern('tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile' } });
		expect(response.status).toBe(200);
		expect(response.headers['content-type']).toMatch(/^application\/json/);
		expect(JSON.parse(response.body).result.structuredContent.profile).toBe('mobile');
	});

	it('stateless: no session id is issued', async () => {
		const response = await post(INITIALIZE);
		expect(response.headers['mcp-session-id']).toBeUndefined();
	});
});

describe('methods', () => {
	it('GET is 405 with Allow: POST (there is no stream to open)', async () => {
		const response = await raw('GET', undefined, { accept: 'text/event-stream' });
		expect(response.status).toBe(405);
		expect(response.headers.allow).toBe('POST');
		expect(JSON.parse(response.body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
	});

	it('DELETE is 405 with Allow: POST (there is no session to end)', async () => {
		// A JSON content type, as an MCP client sends: SvelteKit's own CSRF check refuses a
		// body-less DELETE without a same-origin Origin (403) before any route runs.
		const response = await raw('DELETE', undefined, { 'content-type': 'application/json' });
		expect(response.status).toBe(405);
		expect(response.headers.allow).toBe('POST');
	});

	it('GET with Accept: text/markdown is still the MCP route, not a Markdown page', async () => {
		const response = await raw('GET', undefined, { accept: 'text/markdown' });
		expect(response.status).toBe(405);
		expect(response.headers.allow).toBe('POST');
	});
});

describe('Host and Origin allow-list', () => {
	const ping = { jsonrpc: '2.0', id: 9, method: 'ping' };

	it.each([
		['a foreign Host', { host: 'evil.example' }],
		['a foreign Host with our port', { host: `evil.example:${port}` }],
		['a foreign Origin', { origin: 'https://evil.example' }],
		['an Origin that only starts like ours', { origin: `http://${hostname}.evil.example:${port}` }],
		['the opaque Origin "null"', { origin: 'null' }]
	])('%s is 403', async (_label, headers) => {
		const response = await post(ping, headers);
		expect(response.status).toBe(403);
		expect(JSON.parse(response.body)).toMatchObject({ jsonrpc: '2.0', error: {} });
	});

	it.each([
		['no Origin (non-browser clients)', {}],
		['the configured origin', { origin: baseUrl }],
		['a loopback origin on another port', { origin: 'http://localhost:5173' }],
		['Host: localhost', { host: `localhost:${port}` }]
	])('%s is allowed', async (_label, headers) => {
		const response = await post(ping, headers);
		expect(response.status).toBe(200);
		expect(JSON.parse(response.body)).toMatchObject({ id: 9, result: {} });
	});

	it('resource URIs come from ORIGIN, not from the Host header', async () => {
		const response = await post({ jsonrpc: '2.0', id: 5, method: 'resources/list' }, { host: `localhost:${port}` });
		const { resources } = JSON.parse(response.body).result;
		expect(resources.length).toBeGreaterThan(0);
		for (const { uri } of resources) expect(uri.startsWith(`${baseUrl}/`)).toBe(true);
	});
});
