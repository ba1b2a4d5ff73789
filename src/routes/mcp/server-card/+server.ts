// GET /mcp/server-card — the MCP server card (SEP-2127), public and cacheable.
import type { RequestHandler } from './$types';
import { respondServerCard, SERVER_CARD_HEADERS } from '#lib/server/mcp/server-card.ts';
import { getSite } from '#lib/server/site.ts';

export const GET: RequestHandler = ({ request }) => respondServerCard(request, getSite().documents.serverCard);

export const OPTIONS: RequestHandler = () => new Response(null, { status: 204, headers: { ...SERVER_CARD_HEADERS, allow: 'GET, HEAD, OPTIONS' } });
