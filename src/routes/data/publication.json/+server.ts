// The whole published dataset, as validated at start-up, for download and citation.
import type { RequestHandler } from './$types';
import { respondFixed } from '#lib/server/http/fixed-body.ts';
import { API_CACHE_CONTROL, API_CORS } from '#lib/server/http/api.ts';
import { getSite } from '#lib/server/site.ts';

export const GET: RequestHandler = ({ request }) =>
	respondFixed(request, getSite().documents.dataset, { cacheControl: API_CACHE_CONTROL, headers: API_CORS });
