// GET /sitemap.xml — every canonical page and every view of the leaderboard.
import type { RequestHandler } from './$types';
import { respondDiscoveryDocument } from '#lib/server/discovery.ts';
import { getSite } from '#lib/server/site.ts';

export const GET: RequestHandler = ({ request }) => respondDiscoveryDocument(request, getSite().documents.sitemap);
