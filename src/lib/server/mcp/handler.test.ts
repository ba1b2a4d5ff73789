// /mcp in process: the endpoint answers a web-standard Request with a Response, no build, no port
// (the MCP SDK's own examples test their handlers this way).
import { describe, expect, it } from 'vitest';
import { MCP_CLIENT_HEADERS, modernMcpRequest } from '../../../../support/mcp-envelope.ts';
import { readConfig } from '../config.ts';
import { loadSite } from '../site.ts';
import { createMcpEndpoint } from './handler.ts';

const ORIGIN = 'https://bench.example.org';
const site = loadSite(readConfig({ ORIGIN, PUBLICATION_PATH: 'data/publication.json' }));
const endpoint = createMcpEndpoint(site);

function post(body: string, headers: Record<string, string>): Promise<Response> {
	return endpoint.handle(new Request(`${ORIGIN}/mcp`, { method: 'POST', body, headers: { host: 'bench.example.org', ...headers } }));
}
const call = (method: string, params?: Record<string, unknown>) => {
	const { body, headers } = modernMcpRequest(method, params);
	return post(body, headers);
};

describe('the MCP endpoint, in process', () => {
	it('get_benchmarks returns the JSON endpoint bytes of the view as text and the view as structured content', async () => {
		const response = await call('tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile', framework: 'astro' } });
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toMatch(/^application\/json/);
		const { result } = await response.json();
		const selected = site.selectView({ profile: 'mobile', framework: 'astro' });
		expect(result.content[0].text).toBe(selected.json.body);
		expect(result.structuredContent).toEqual(JSON.parse(selected.json.body));
	});

	it('refuses a bad argument as a tool error naming the value and the allowed values', async () => {
		const response = await call('tools/call', { name: 'get_benchmarks', arguments: { profile: 'tablet' } });
		const { result } = await response.json();
		expect(result.isError).toBe(true);
		expect(result.content[0].text).toContain('"profile" has the unknown value "tablet". Allowed values for "profile": desktop, mobile.');
	});

	it('lists every canonical page as a resource under the configured origin', async () => {
		const { result } = await (await call('resources/list')).json();
		expect(result.resources.map((r: { uri: string }) => r.uri)).toEqual(site.pages.map((p) => `${ORIGIN}${p.path}`));
	});

	it('answers a 2025-era initialize as plain JSON', async () => {
		const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
		const response = await post(JSON.stringify(initialize), MCP_CLIENT_HEADERS);
		expect(response.headers.get('content-type')).toMatch(/^application\/json/);
		expect((await response.json()).result.protocolVersion).toBe('2025-11-25');
	});

	it('answers malformed JSON with a JSON-RPC parse error, not a 5xx', async () => {
		const response = await post('{"jsonrpc": "2.0", "id": 1,', MCP_CLIENT_HEADERS);
		expect(response.status).toBe(400);
		expect((await response.json()).error.code).toBe(-32700);
	});

	it('refuses a foreign Host and anything but POST', async () => {
		const { body, headers } = modernMcpRequest('tools/list');
		const foreign = await endpoint.handle(new Request(`${ORIGIN}/mcp`, { method: 'POST', body, headers: { ...headers, host: 'evil.example' } }));
		expect(foreign.status).toBe(403);
		const get = await endpoint.handle(new Request(`${ORIGIN}/mcp`, { headers: { host: 'bench.example.org' } }));
		expect(get.status).toBe(405);
		expect(get.headers.get('allow')).toBe('POST');
	});
});
