// GET /.well-known/ai-catalog.json — the AI catalog (ARD 1.0): where the MCP server card is.
import type { RequestHandler } from './$types';
import { respondAiCatalog } from '#lib/server/discovery.ts';

export const GET: RequestHandler = ({ request }) => respondAiCatalog(request);
