// Serves /mcp: Streamable HTTP, stateless, plain JSON answers, for both protocol eras.
// - 2026-07-28 requests go to the SDK's createMcpHandler.
// - 2025-era requests (initialize, no per-request envelope) are routed with the SDK's own
//   isLegacyRequest predicate to a stateless transport with enableJsonResponse. The SDK's
//   built-in fallback would answer them as a one-event SSE stream even in JSON mode; routing
//   them here keeps every answer application/json, which proxies and curl users handle best.
// Both legs use the same server factory, so the eras cannot drift apart. The SDK needs a fresh
// McpServer per exchange (it refuses to reuse one), so the factory only registers what the content
// index already built. The endpoint itself is built once, at start-up (src/hooks.server.ts). A pure
// request asked again is answered from answer-replay.ts, without the SDK.
import {
	createMcpHandler,
	isJsonContentType,
	isLegacyRequest,
	WebStandardStreamableHTTPServerTransport
} from '@modelcontextprotocol/server';
import type { Site } from '../site.ts';
import { allowedHostnames, refuseForeignRequest } from './guard.ts';
import { MODERN_PROTOCOL_VERSION } from './identity.ts';
import { createBenchmarkServer } from './server.ts';
import { ANSWER_STORE_BYTES, createAnswerReplay } from './answer-replay.ts';

export interface McpEndpoint {
	handle(request: Request): Promise<Response>;
}

/** Stateless: there is no stream to GET and no session to DELETE. */
function methodNotAllowed(): Response {
	const error = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP endpoint takes POST only.' }, id: null };
	return new Response(JSON.stringify(error), { status: 405, headers: { allow: 'POST', 'content-type': 'application/json' } });
}

/**
 * The body parsed once for both the era check and the exchange (the SDK would otherwise clone and
 * parse it twice). Undefined when it is not JSON: the SDK then reads `request` and words the error.
 */
async function parseOnce(request: Request): Promise<{ request: Request; parsedBody?: unknown }> {
	if (!isJsonContentType(request.headers.get('content-type'))) return { request };
	const text = await request.text();
	try {
		return { request, parsedBody: JSON.parse(text) };
	} catch {
		return { request: new Request(request, { body: text }) };
	}
}

/**
 * The SDK warns on console.warn, at construction, that JSON mode drops mid-call notifications. Our
 * tools send none, so the line says nothing to an operator; built at start-up it would also land
 * before "Listening on", the line deployments wait for. Only that one message is held back.
 */
function withoutJsonModeWarning<T>(build: () => T): T {
	const warn = console.warn;
	console.warn = (...args: unknown[]) => {
		if (typeof args[0] === 'string' && args[0].startsWith("responseMode: 'json' drops mid-call notifications")) return;
		warn(...args);
	};
	try {
		return build();
	} finally {
		console.warn = warn;
	}
}

export function createMcpEndpoint(site: Site): McpEndpoint {
	const hostnames = allowedHostnames(site.config.origin);
	const factory = () => createBenchmarkServer(site);
	const modern = withoutJsonModeWarning(() => createMcpHandler(factory, { responseMode: 'json', legacy: 'reject' }));
	const answers = createAnswerReplay(ANSWER_STORE_BYTES);

	async function serveLegacy(request: Request, parsedBody: unknown): Promise<Response> {
		const server = factory();
		const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
		await server.connect(transport);
		try {
			// With JSON responses the body is complete when this resolves, so closing is safe.
			return await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
		} finally {
			await server.close();
		}
	}

	async function answerBySdk(request: Request, parsedBody: unknown): Promise<Response> {
		// isLegacyRequest classifies the whole message again (schema checks included), the same work
		// modern.fetch then does. Its documented rule answers "not legacy" for every request whose
		// MCP-Protocol-Version header names a modern revision, so those skip it.
		const modernHeader = request.headers.get('mcp-protocol-version') === MODERN_PROTOCOL_VERSION;
		if (!modernHeader && (await isLegacyRequest(request, parsedBody))) return serveLegacy(request, parsedBody);
		return modern.fetch(request, parsedBody === undefined ? undefined : { parsedBody });
	}

	return {
		async handle(incoming) {
			const refused = refuseForeignRequest(incoming, hostnames);
			if (refused) return refused;
			if (incoming.method !== 'POST') return methodNotAllowed();
			const { request, parsedBody } = await parseOnce(incoming);
			const key = answers.keyOf(request, parsedBody);
			const replayed = key === null ? null : answers.replay(key, request, parsedBody);
			if (replayed) return replayed;
			const answered = await answerBySdk(request, parsedBody);
			return key === null ? answered : answers.store(key, parsedBody, answered);
		}
	};
}

let endpoint: McpEndpoint | undefined;

/** Called once from the init hook, after the content index is built. */
export function initMcpEndpoint(site: Site): McpEndpoint {
	return (endpoint = createMcpEndpoint(site));
}

export function handleMcpRequest(request: Request): Promise<Response> {
	if (!endpoint) throw new Error('the MCP endpoint is not built yet: initMcpEndpoint() runs in the init hook of src/hooks.server.ts');
	return endpoint.handle(request);
}
