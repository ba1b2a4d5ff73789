// Cache hints of the 2026-07-28 revision (`ttlMs` / `cacheScope` on server/discover, the list
// methods and resources/read). Everything this server lists or reads is built from the published
// dataset at start-up and changes only with a deployment, so every cacheable result may be kept by
// any client or shared cache for as long as the server card (max-age=3600). The SDK's defaults
// (0 ms, private) would tell clients to ask again on every use.
import type { ServerOptions } from '@modelcontextprotocol/server';

/** One hour: the lifetime of the server card and OpenAPI document, for the same reason. */
export const MCP_CACHE_TTL_MS = 3_600_000;

const PUBLIC_HOUR = { ttlMs: MCP_CACHE_TTL_MS, cacheScope: 'public' } as const;

export const MCP_CACHE_HINTS: NonNullable<ServerOptions['cacheHints']> = {
	'server/discover': PUBLIC_HOUR,
	'tools/list': PUBLIC_HOUR,
	'resources/list': PUBLIC_HOUR,
	'resources/templates/list': PUBLIC_HOUR,
	'prompts/list': PUBLIC_HOUR,
	'resources/read': PUBLIC_HOUR
};
