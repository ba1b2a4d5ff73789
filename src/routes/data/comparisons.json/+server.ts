// The head-to-head differences of the publication (every pair of products in every view), as
// validated at start-up beside the dataset; 404 when this publication has none.
import { error } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { respondFixed } from '#lib/server/http/fixed-body.ts';
import { API_CACHE_CONTROL, API_CORS } from '#lib/server/http/api.ts';
import { getSite } from '#lib/server/site.ts';

export const GET: RequestHandler = ({ request }) => {
	const body = getSite().documents.comparisons;
	if (!body) error(404, 'This publication has no head-to-head differences (comparisons.json).');
	return respondFixed(request, body, { cacheControl: API_CACHE_CONTROL, headers: API_CORS });
};
