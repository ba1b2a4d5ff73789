// GET /.well-known/ai-catalog.json — the AI catalog (ARD 1.0): where the MCP server card is.
import type { RequestHandler } from './$types';
import { respondDiscoveryDocument } from '#lib/server/discovery.ts';
import { getSite } from '#lib/server/site.ts';

export const GET: RequestHandler = ({ request }) => respondDiscoveryDocument(request, getSite().documents.aiCatalog);
