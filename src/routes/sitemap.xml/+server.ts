// GET /sitemap.xml — every canonical page and every view of the leaderboard.
import type { RequestHandler } from './$types';
import { respondSitemap } from '#lib/server/discovery.ts';

export const GET: RequestHandler = ({ request }) => respondSitemap(request);
