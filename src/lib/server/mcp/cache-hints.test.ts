// The 2026-07-28 cache fields as a client receives them from /mcp (in process, no port): every
// cacheable result says "public, one hour", and a 2025-era answer carries no cache fields at all.
import { describe, expect, it } from 'vitest';
import { createMcpEndpoint } from './handler.ts';
import { MCP_CACHE_TTL_MS } from './cache-hints.ts';
import { readConfig } from '../config.ts';
import { loadSite } from '../site.ts';

const site = loadSite(readConfig({ ORIGIN: 'https://bench.example.org', PUBLICATION_PATH: 'data/publication.json' }));
const mcp = createMcpEndpoint(site);
const handleMcpRequest = (request: Request) => mcp.handle(request);
const endpoint = () => `${site.config.origin}/mcp`;
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', host: new URL(site.config.origin).host };

async function modern(method: string, params: Record<string, unknown> = {}) {
	const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
	// The modern wire names the tool or resource in a header too.
	const name = params.name ?? params.uri;
	const response = await handleMcpRequest(
		new Request(endpoint(), {
			method: 'POST',
			headers: { ...HEADERS, 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(typeof name === 'string' ? { 'mcp-name': name } : {}) },
			body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: meta } })
		})
	);
	expect(response.status, await response.clone().text()).toBe(200);
	return (await response.json()).result as Record<string, unknown>;
}

describe('MCP cache hints (2026-07-28)', () => {
	it.each(['server/discover', 'tools/list', 'resources/list', 'resources/templates/list'])('%s is public for an hour', async (method) => {
		expect(await modern(method)).toMatchObject({ ttlMs: MCP_CACHE_TTL_MS, cacheScope: 'public' });
	});

	it('resources/read of a page is public for an hour', async () => {
		const result = await modern('resources/read', { uri: `${site.config.origin}/methodology` });
		expect(result).toMatchObject({ ttlMs: MCP_CACHE_TTL_MS, cacheScope: 'public' });
		expect((result.contents as { text: string }[])[0].text).toMatch(/^# /);
	});

	it('a tool call is not cacheable and carries no hint', async () => {
		const result = await modern('tools/call', { name: 'get_benchmarks', arguments: {} });
		expect(result).not.toHaveProperty('ttlMs');
	});

	it('2025-era answers carry no cache fields', async () => {
		const response = await handleMcpRequest(
			new Request(endpoint(), { method: 'POST', headers: { ...HEADERS, 'mcp-protocol-version': '2025-11-25' }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }) })
		);
		const { result } = await response.json();
		expect(result.tools.length).toBeGreaterThan(0);
		expect(result).not.toHaveProperty('ttlMs');
		expect(result).not.toHaveProperty('cacheScope');
	});
});
