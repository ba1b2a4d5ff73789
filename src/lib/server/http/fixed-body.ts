// Responses whose bytes are fixed for the life of the process (views, Markdown, OpenAPI,
// the server card): built once, sent with a strong ETag and answered 304 when unchanged.
import { createHash } from 'node:crypto';

export interface FixedBody {
	body: string;
	etag: string;
	contentType: string;
}

export function fixedBody(body: string, contentType: string): FixedBody {
	const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
	return { body, etag: `"${digest}"`, contentType };
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x". */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
	if (!header) return false;
	if (header.trim() === '*') return true;
	const bare = etag.replace(/^W\//, '');
	return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export interface FixedResponseOptions {
	cacheControl: string;
	/** Extra headers, e.g. CORS or Vary. */
	headers?: Record<string, string>;
}

export function respondFixed(request: Request, fixed: FixedBody, options: FixedResponseOptions): Response {
	const headers = new Headers({ etag: fixed.etag, 'cache-control': options.cacheControl, ...options.headers });
	if (matchesIfNoneMatch(request.headers.get('if-none-match'), fixed.etag))
		return new Response(null, { status: 304, headers });
	headers.set('content-type', fixed.contentType);
	return new Response(request.method === 'HEAD' ? null : fixed.body, { status: 200, headers });
}
