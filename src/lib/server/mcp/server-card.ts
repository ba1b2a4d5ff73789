// The MCP server card (SEP-2127) at /mcp/server-card: what a client needs to find and connect to
// /mcp before connecting. Identity comes from identity.ts, as in the server's own handshake, and
// the bytes are built once. The card does not list tools (the protocol lists them at run time);
// a human-readable summary of them sits in _meta, under this server's own namespace.
import { GET_BENCHMARKS, READ_PAGE } from '../../tools.ts';
import type { SiteConfig } from '../config.ts';
import { respondFixed, type FixedBody } from '../http/fixed-body.ts';
import { SERVED_PROTOCOL_VERSIONS, SERVER_DESCRIPTION, SERVER_TITLE, SERVER_VERSION } from './identity.ts';

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
export const SERVER_CARD_TYPE = 'application/mcp-server-card+json';
/** The card's reserved place: the MCP endpoint's URL + /server-card (SEP-2127). */
export const SERVER_CARD_PATH = '/mcp/server-card';

export const SERVER_CARD_HEADERS = {
	'access-control-allow-origin': '*',
	'access-control-allow-methods': 'GET',
	'access-control-allow-headers': 'Content-Type, If-None-Match',
	'access-control-expose-headers': 'ETag'
};
const CACHE_CONTROL = 'public, max-age=3600';

export function buildServerCard(config: SiteConfig): Record<string, unknown> {
	// _meta keys are "<reverse-DNS prefix>/<name>"; the prefix is the namespace part of our name.
	const namespace = config.mcpServerName.split('/')[0];
	return {
		$schema: SERVER_CARD_SCHEMA,
		name: config.mcpServerName,
		version: SERVER_VERSION,
		title: SERVER_TITLE,
		description: SERVER_DESCRIPTION,
		websiteUrl: config.origin,
		remotes: [{ type: 'streamable-http', url: `${config.origin}/mcp`, supportedProtocolVersions: [...SERVED_PROTOCOL_VERSIONS] }],
		_meta: {
			[`${namespace}/tools`]: [GET_BENCHMARKS, READ_PAGE].map((tool) => ({ name: tool.name, summary: tool.description })),
			[`${namespace}/documentation`]: `${config.origin}/developers`
		}
	};
}

/** `card` is the content index's bytes of buildServerCard (site.ts builds them once). */
export function respondServerCard(request: Request, card: FixedBody): Response {
	return respondFixed(request, card, { cacheControl: CACHE_CONTROL, headers: SERVER_CARD_HEADERS });
}
