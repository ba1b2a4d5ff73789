// GET /robots.txt — allow every crawler, name the sitemap and the AI catalog.
import type { RequestHandler } from './$types';
import { respondRobotsTxt } from '#lib/server/discovery.ts';

export const GET: RequestHandler = ({ request }) => respondRobotsTxt(request);
