// Who the MCP server says it is, in one place: the server's own handshake (serverInfo) and the
// server card (/mcp/server-card) read the same values, so the card never contradicts the server.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { version } from '../../../../package.json';

/** The card requires an exact version; the package's own version is the one that ships. */
export const SERVER_VERSION: string = version;
export const SERVER_TITLE = 'CMP Benchmarks';
/** At most 100 characters: the server card's limit (SEP-2127). */
export const SERVER_DESCRIPTION = 'Read-only benchmark results for cookie consent managers, with the methodology as Markdown.';

/**
 * The revision served through `server/discover`. The SDK keeps its list of modern revisions
 * internal (only the 2025-era `initialize` list is exported), so it is named here; the e2e
 * suite checks that the running server really negotiates every version listed below.
 */
export const MODERN_PROTOCOL_VERSION = '2026-07-28';

/** Every revision a client can get: the modern one, then the 2025-era (and older) initialize list. */
export const SERVED_PROTOCOL_VERSIONS: readonly string[] = [MODERN_PROTOCOL_VERSION, ...SUPPORTED_PROTOCOL_VERSIONS];
