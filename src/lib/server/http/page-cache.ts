// Rendered pages, kept per URL. While the process runs a page is a function of its URL alone: the
// dataset is immutable, no load reads cookies or headers, and the CSP uses hashes rather than a
// per-request nonce. So each URL is rendered once and then answered like every other fixed body
// (brotli/gzip once per coding, at on-the-fly quality: see CompressionEffort; strong ETag, 304).
// Rendering the leaderboard costs about 10 ms of CPU (components, the hydration data, Kit's script
// hashes, compression); a hit costs the lookup.
//
// The key is the URL as requested, not Kit's event.url: Kit strips `/__data.json` from event.url for
// client-side navigation, and that JSON must never be answered with the page's HTML.
// Unknown query parameters make new URLs, so the store is bounded by bytes, least recently used
// first; junk URLs can at worst push real pages out, which costs what rendering always cost.
import { fixedBody, respondFixed, type EncodedBody } from './fixed-body.ts';

/** Browsers must revalidate (the HTML names this build's assets); a revalidation is a cheap 304. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Headers that belong to one encoding of the body; respondFixed writes its own. */
const PER_ENCODING = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'cache-control']);

interface CachedPage {
	fixed: EncodedBody;
	headers: Record<string, string>;
	/** What the entry holds in memory, roughly: its UTF-8 bytes and the compressed variants. */
	cost: number;
}

export interface PageCache {
	/** The page from the store, or rendered by `render` and stored when it may be. */
	respond(request: Request, render: () => Promise<Response>): Promise<Response>;
	readonly size: number;
	readonly bytes: number;
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

export function createPageCache(maxBytes: number): PageCache {
	const pages = new Map<string, CachedPage>();
	// One render per URL at a time: a burst of first requests for a page shares it.
	const rendering = new Map<string, Promise<RenderOutcome>>();
	let bytes = 0;

	const answer = (request: Request, page: CachedPage) =>
		respondFixed(request, page.fixed, { cacheControl: PAGE_CACHE_CONTROL, headers: page.headers });

	async function store(key: string, response: Response): Promise<CachedPage> {
		const headers: Record<string, string> = {};
		response.headers.forEach((value, name) => {
			if (!PER_ENCODING.has(name)) headers[name] = value;
		});
		// The text is dropped once encoded (V8 may hold it at 2 bytes per character); sending needs the bytes.
		const { body: _text, ...fixed } = fixedBody(await response.text(), response.headers.get('content-type')!, 'fast');
		const page = { fixed, headers, cost: Math.round(1.3 * fixed.bytes.byteLength) };
		pages.set(key, page);
		bytes += page.cost;
		for (const [oldest, entry] of pages) {
			if (bytes <= maxBytes || oldest === key) break;
			pages.delete(oldest);
			bytes -= entry.cost;
		}
		return page;
	}

	return {
		get size() {
			return pages.size;
		},
		get bytes() {
			return bytes;
		},
		async respond(request, render) {
			if (request.method !== 'GET' && request.method !== 'HEAD') return render();
			const { pathname, search } = new URL(request.url);
			const key = pathname + search;
			const hit = pages.get(key);
			if (hit) {
				// Map keeps insertion order: re-inserting makes this the most recently used.
				pages.delete(key);
				pages.set(key, hit);
				return answer(request, hit);
			}
			if (request.method === 'HEAD') return render();
			const pending = rendering.get(key);
			if (pending) {
				// Another request for this URL is rendering it: use its page. A response that was not
				// stored has a body only its own request can read, so then render again.
				const shared = await pending.catch(() => null);
				return shared && 'page' in shared ? answer(request, shared.page) : render();
			}
			const outcome = (async (): Promise<RenderOutcome> => {
				const response = await render();
				return isStorablePage(request, response) ? { page: await store(key, response) } : { response };
			})();
			rendering.set(key, outcome);
			const done = () => rendering.delete(key);
			outcome.then(done, done);
			const result = await outcome;
			return 'page' in result ? answer(request, result.page) : result.response;
		}
	};
}

type RenderOutcome = { page: CachedPage } | { response: Response };
