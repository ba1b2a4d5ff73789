// GET /api/benchmarks?profile=&framework= — one published view as JSON (INTERFACE §4.1).
import type { RequestHandler } from './$types';
import { getSite } from '#lib/server/site.ts';
import { parseViewQuery } from '#lib/server/view-query.ts';
import { respondFixed } from '#lib/server/http/fixed-body.ts';
import { problemResponse, API_CORS, API_CACHE_CONTROL, methodNotAllowed } from '#lib/server/http/api.ts';

export const GET: RequestHandler = ({ request, url }) => {
	const query = parseViewQuery(url.searchParams);
	if (!query.ok) return problemResponse(query.problem);
	const { json } = getSite().selectView(query.key);
	return respondFixed(request, json, { cacheControl: API_CACHE_CONTROL, headers: { ...API_CORS, vary: 'Accept-Encoding' } });
};

export const OPTIONS: RequestHandler = () => new Response(null, { status: 204, headers: { ...API_CORS, allow: 'GET, HEAD, OPTIONS' } });

export const fallback: RequestHandler = () => methodNotAllowed('GET, HEAD, OPTIONS');
