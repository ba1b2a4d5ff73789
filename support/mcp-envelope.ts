// One 2026-07-28 MCP request as a client sends it over HTTP: the per-request envelope in _meta and
// the matching MCP-* headers. Shared by the e2e suites, the in-process handler tests and the load
// test, so that a protocol change is made in one place.
export const MCP_PROTOCOL = '2026-07-28';

export const MCP_CLIENT_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

export interface McpHttpRequest {
	body: string;
	headers: Record<string, string>;
}

/** A JSON-RPC request with the envelope; `name` (tools/call) also goes to the Mcp-Name header. */
export function modernMcpRequest(method: string, params: Record<string, unknown> = {}, id: number = 1): McpHttpRequest {
	const _meta = { 'io.modelcontextprotocol/protocolVersion': MCP_PROTOCOL, 'io.modelcontextprotocol/clientCapabilities': {} };
	const headers: Record<string, string> = { ...MCP_CLIENT_HEADERS, 'mcp-protocol-version': MCP_PROTOCOL, 'mcp-method': method };
	if (typeof params.name === 'string') headers['mcp-name'] = params.name;
	return { body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta } }), headers };
}
