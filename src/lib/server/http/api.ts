// Shared answers of the public JSON endpoints: CORS, caching, problem details, 405.
import type { ParameterProblem } from '../../schema.ts';

export const API_CORS = {
	'access-control-allow-origin': '*',
	'access-control-allow-methods': 'GET, HEAD, OPTIONS',
	'access-control-allow-headers': 'If-None-Match',
	'access-control-expose-headers': 'ETag'
};
export const API_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export function problemResponse(problem: ParameterProblem): Response {
	return new Response(JSON.stringify(problem), {
		status: problem.status,
		headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...API_CORS }
	});
}

export function methodNotAllowed(allow: string): Response {
	return new Response(
		JSON.stringify({ type: 'about:blank', title: 'Method Not Allowed', status: 405, detail: `This resource is read-only; allowed methods: ${allow}.` }),
		{ status: 405, headers: { allow, 'content-type': 'application/problem+json', ...API_CORS } }
	);
}
