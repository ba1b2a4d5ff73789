// GET /robots.txt — allow every crawler, name the sitemap and the AI catalog.
import type { RequestHandler } from './$types';
import { respondDiscoveryDocument } from '#lib/server/discovery.ts';
import { getSite } from '#lib/server/site.ts';

export const GET: RequestHandler = ({ request }) => respondDiscoveryDocument(request, getSite().documents.robotsTxt);
