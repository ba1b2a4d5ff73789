// Rendered pages, kept per URL. While the process runs a page is a function of its URL alone: the
// dataset is immutable, nothing reads cookies or headers, and the CSP uses hashes rather than a
// per-request nonce. So each URL is rendered once and then answered like every other fixed body
// (brotli/gzip once per coding, at on-the-fly quality: see CompressionEffort; strong ETag, 304). Rendering the leaderboard costs about 10 ms of
// CPU (components, the hydration data, Kit's script hashes, compression); a hit costs the lookup.
// Unknown query parameters make new URLs, so the store is bounded: least recently used goes first.
import { fixedBody, respondFixed, type FixedBody } from './fixed-body.ts';

/** Browsers must revalidate (the HTML names this build's assets); a revalidation is a cheap 304. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Headers that belong to one encoding of the body; respondFixed writes its own. */
const PER_ENCODING = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'cache-control']);

interface CachedPage {
	fixed: FixedBody;
	headers: Record<string, string>;
}

export interface PageCache {
	/** The page from the store, or rendered by `render` and stored when it may be. */
	respond(request: Request, url: URL, render: () => Promise<Response>): Promise<Response>;
	readonly size: number;
}

/** A fresh render that depends on nothing but its URL: a complete 200 HTML page, no cookie. */
export function isStorablePage(request: Request, response: Response): boolean {
	return (
		request.method === 'GET' &&
		response.status === 200 &&
		/^text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
		!response.headers.has('content-encoding') &&
		!response.headers.has('set-cookie') &&
		!/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')
	);
}

export function createPageCache(maxEntries: number): PageCache {
	const pages = new Map<string, CachedPage>();

	const answer = (request: Request, page: CachedPage) =>
		respondFixed(request, page.fixed, { cacheControl: PAGE_CACHE_CONTROL, headers: page.headers });

	return {
		get size() {
			return pages.size;
		},
		async respond(request, url, render) {
			if (request.method !== 'GET' && request.method !== 'HEAD') return render();
			const key = url.pathname + url.search;
			const hit = pages.get(key);
			if (hit) {
				// Map keeps insertion order: re-inserting makes this the most recently used.
				pages.delete(key);
				pages.set(key, hit);
				return answer(request, hit);
			}
			const response = await render();
			if (!isStorablePage(request, response)) return response;
			const headers: Record<string, string> = {};
			response.headers.forEach((value, name) => {
				if (!PER_ENCODING.has(name)) headers[name] = value;
			});
			const page = { fixed: fixedBody(await response.text(), response.headers.get('content-type')!, 'fast'), headers };
			pages.set(key, page);
			if (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
			return answer(request, page);
		}
	};
}
