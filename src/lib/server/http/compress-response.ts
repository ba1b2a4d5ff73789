// On-the-fly compression of responses whose bytes change per request (MCP answers depend on the
// call; error pages and pages not kept by the page cache). Fixed bodies, kept pages included, arrive
// here already encoded and pass untouched. Brotli quality 5 and gzip level 6 are the usual
// on-the-fly settings: a 30 KB body costs under a millisecond, off the event loop (zlib's async API
// runs in the thread pool). BREACH needs a secret that repeats across responses next to reflected
// input; there is none here (no cookie, no token, no nonce).
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';
import { addVary, chooseEncoding, type Coding } from './content-encoding.ts';

const brotli = promisify(brotliCallback);
const gzip = promisify(gzipCallback);

/** Smaller bodies gain less than the compression costs. */
export const MIN_DYNAMIC_COMPRESSION_BYTES = 1024;

// Text that is read whole. text/event-stream is deliberately absent: buffering it would hold
// back every event until the stream ends.
const COMPRESSIBLE = /^(?:text\/(?:html|plain|markdown|css|csv|xml)|application\/(?:json|[\w.+-]+\+json|javascript|xml))\s*(?:;|$)/i;

const NO_BODY = new Set([101, 204, 205, 206, 304]);

export function isCompressible(request: Request, response: Response): boolean {
	if (!response.body || request.method === 'HEAD' || NO_BODY.has(response.status)) return false;
	const { headers } = response;
	if (headers.has('content-encoding')) return false;
	// A response that already varies on Accept-Encoding chose its coding itself (fixed bodies).
	if (/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) return false;
	if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return false;
	return COMPRESSIBLE.test(headers.get('content-type') ?? '');
}

/** A strong ETag names one byte sequence, so each coding gets its own; W/"x" keeps its weakness. */
export function variantEtag(etag: string, coding: Coding): string {
	return etag.replace(/"$/, `-${coding}"`);
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
	if (!isCompressible(request, response)) return response;
	const coding = chooseEncoding(request.headers.get('accept-encoding'), ['br', 'gzip']);
	// The representation varies with Accept-Encoding even when this client gets identity.
	const headers = new Headers(response.headers);
	headers.set('vary', addVary(headers.get('vary'), 'Accept-Encoding'));
	const init = { status: response.status, statusText: response.statusText, headers };
	if (!coding) return new Response(response.body, init);
	const bytes = new Uint8Array(await response.arrayBuffer());
	if (bytes.byteLength < MIN_DYNAMIC_COMPRESSION_BYTES) return new Response(bytes, init);
	const compressed =
		coding === 'br'
			? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
			: await gzip(bytes, { level: 6 });
	headers.set('content-encoding', coding);
	headers.set('content-length', String(compressed.byteLength));
	const etag = headers.get('etag');
	if (etag) headers.set('etag', variantEtag(etag, coding));
	return new Response(compressed, init);
}
