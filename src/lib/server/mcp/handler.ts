// Serves POST /mcp: Streamable HTTP, stateless, plain JSON answers, for both protocol eras.
// - 2026-07-28 requests go to the SDK's createMcpHandler, built once on first use.
// - 2025-era requests (initialize, no per-request envelope) are routed with the SDK's own
//   isLegacyRequest predicate to a stateless transport with enableJsonResponse. The SDK's
//   built-in fallback would answer them as a one-event SSE stream even in JSON mode; routing
//   them here keeps every answer application/json, which proxies and curl users handle best.
// Both legs use the same server factory, so the eras cannot drift apart.
import {
	createMcpHandler,
	isLegacyRequest,
	WebStandardStreamableHTTPServerTransport,
	type McpHttpHandler
} from '@modelcontextprotocol/server';
import { getSite, type Site } from '../site.ts';
import { allowedHostnames, refuseForeignRequest } from './guard.ts';
import { createBenchmarkServer } from './server.ts';

interface McpEndpoint {
	site: Site;
	hostnames: string[];
	modern: McpHttpHandler;
}

let endpoint: McpEndpoint | undefined;

function getEndpoint(): McpEndpoint {
	if (endpoint) return endpoint;
	const site = getSite();
	const modern = createMcpHandler(() => createBenchmarkServer(site), { responseMode: 'json', legacy: 'reject' });
	return (endpoint = { site, hostnames: allowedHostnames(site.config.origin), modern });
}

async function serveLegacy(request: Request, site: Site): Promise<Response> {
	const server = createBenchmarkServer(site);
	const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
	await server.connect(transport);
	try {
		// With JSON responses the body is complete when this resolves, so closing is safe.
		return await transport.handleRequest(request);
	} finally {
		await server.close();
	}
}

/** Stateless: there is no stream to GET and no session to DELETE. */
function methodNotAllowed(): Response {
	const error = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP endpoint takes POST only.' }, id: null };
	return new Response(JSON.stringify(error), { status: 405, headers: { allow: 'POST', 'content-type': 'application/json' } });
}

export async function handleMcpRequest(request: Request): Promise<Response> {
	const { site, hostnames, modern } = getEndpoint();
	const refused = refuseForeignRequest(request, hostnames);
	if (refused) return refused;
	if (request.method !== 'POST') return methodNotAllowed();
	if (await isLegacyRequest(request)) return serveLegacy(request, site);
	return modern.fetch(request);
}
