// Responses whose bytes are fixed for the life of the process (views, Markdown, OpenAPI,
// the server card): encoded once, compressed once per coding (brotli at its best quality, gzip at
// level 9) and sent as whichever variant the client accepts, with a strong ETag per variant, a 304
// when unchanged and Vary: Accept-Encoding. A variant is compressed on its first request rather
// than at start-up: best-quality brotli of every view and page costs about a second of CPU, which
// would delay every replica's first "Listening" for bytes that some variants never need.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { addVary, chooseEncoding, type Coding } from './content-encoding.ts';
import { REPLAY_MARK_HEADER } from './replay-mark.ts';

/** Below this a compressed body plus its header costs about what it saves. */
const MIN_COMPRESSIBLE_BYTES = 256;

export interface EncodedVariant {
	bytes: Uint8Array<ArrayBuffer>;
	/** Differs from the identity ETag: a strong validator names exactly one byte sequence. */
	etag: string;
}

export interface FixedBody {
	/** The text, for callers that embed it elsewhere (MCP tool results). */
	body: string;
	/** Strong ETag of the identity bytes. */
	etag: string;
	contentType: string;
	/** UTF-8 bytes of `body`. */
	bytes: Uint8Array<ArrayBuffer>;
	/** Codings offered: none for tiny bodies, where compression saves nothing worth a header. */
	codings: Coding[];
	/** The compressed variant, computed on first use. */
	variant(coding: Coding): EncodedVariant;
}

/**
 * `best` for bodies built from the dataset (a few dozen, compressed once per process); `fast` (the
 * usual on-the-fly settings, about a millisecond for a 70 KB page) for bodies stored on a client's
 * request, such as rendered pages: there a best-quality brotli (up to 0.4 s per page) would let
 * anyone who varies a URL buy a lot of our CPU for one request.
 */
export type CompressionEffort = 'best' | 'fast';

function compress(bytes: Uint8Array, coding: Coding, effort: CompressionEffort): Uint8Array<ArrayBuffer> {
	const out =
		coding === 'gzip'
			? gzipSync(bytes, { level: effort === 'best' ? 9 : 6 })
			: brotliCompressSync(bytes, {
					params: {
						[constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
						[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
						[constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength
					}
				});
	// zlib's sync output that fits one chunk is a view on the whole 16 KiB chunk: a 6 KB page kept for
	// the life of the process would hold 16 KiB. Kept bodies get a copy of their own size.
	return out.byteLength === out.buffer.byteLength ? out : new Uint8Array(out);
}

export function fixedBody(body: string, contentType: string, effort: CompressionEffort = 'best'): FixedBody {
	return { body, ...encodedText(body, contentType, effort) };
}

/**
 * The bytes of a text no caller reads again (the dataset's 2.6 MB JSON, comparisons.json): the text is
 * dropped once encoded, where fixedBody keeps it beside its bytes for the life of the process.
 */
export function encodedText(text: string, contentType: string, effort: CompressionEffort = 'best'): EncodedBody {
	const bytes = Buffer.from(text, 'utf8');
	const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
	return encodedBody(bytes, digest, contentType, effort);
}

/** Bytes sent as they are (a file), under an ETag of the caller's (`"<tag>"`, `"<tag>-br"`, …). */
export function encodedBody(bytes: Uint8Array<ArrayBuffer>, tag: string, contentType: string, effort: CompressionEffort): EncodedBody {
	const variants = new Map<Coding, EncodedVariant>();
	const variant = (coding: Coding) => {
		let found = variants.get(coding);
		if (!found) variants.set(coding, (found = { bytes: compress(bytes, coding, effort), etag: `"${tag}-${coding}"` }));
		return found;
	};
	const codings: Coding[] = bytes.byteLength >= MIN_COMPRESSIBLE_BYTES ? ['br', 'gzip'] : [];
	return { etag: `"${tag}"`, contentType, bytes, codings, variant };
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
	/** Extra headers, e.g. CORS or Vary (lower-case names; a `vary` here is merged, not replaced). */
	headers?: Record<string, string>;
}

/** What sending needs: a fixed body without its text. */
export type EncodedBody = Omit<FixedBody, 'body'>;

export function respondFixed(request: Request, fixed: EncodedBody, options: FixedResponseOptions): Response {
	const coding = chooseEncoding(request.headers.get('accept-encoding'), fixed.codings);
	const variant = coding ? fixed.variant(coding) : fixed;
	// The mark lets server/start.ts replay these bytes for the life of the process (it strips the header).
	const headers: Record<string, string> = { ...options.headers, etag: variant.etag, 'cache-control': options.cacheControl, [REPLAY_MARK_HEADER]: '1' };
	if (fixed.codings.length > 0) headers.vary = addVary(options.headers?.vary, 'Accept-Encoding');
	if (matchesIfNoneMatch(request.headers.get('if-none-match'), variant.etag)) return new Response(null, { status: 304, headers });
	headers['content-type'] = fixed.contentType;
	headers['content-length'] = String(variant.bytes.byteLength);
	if (coding) headers['content-encoding'] = coding;
	return new Response(request.method === 'HEAD' ? null : variant.bytes, { status: 200, headers });
}
