// GET /openapi.json — the machine-readable description of the JSON endpoint.
import type { RequestHandler } from './$types';
import { getSite } from '#lib/server/site.ts';
import { respondFixed } from '#lib/server/http/fixed-body.ts';
import { API_CORS } from '#lib/server/http/api.ts';

export const GET: RequestHandler = ({ request }) =>
	respondFixed(request, getSite().documents.openApi, { cacheControl: 'public, max-age=3600', headers: API_CORS });
