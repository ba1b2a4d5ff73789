// Start-up and the cross-cutting parts of every response: the dataset is loaded once before the
// first request (a broken file stops the process); oversized requests are refused before anything
// reads them; Markdown is negotiated before routing; a page is rendered once per URL and then
// answered as a fixed body; other bodies that change per request are compressed on the fly (fixed
// ones come precompressed); every response gets the same security headers and one log line.
// No cookie is ever set.
import type { Handle, ServerInit } from '@sveltejs/kit/hooks';
import { getSite, initSite } from '#lib/server/site.ts';
import { initMcpEndpoint } from '#lib/server/mcp/handler.ts';
import { respondMarkdown } from '#lib/server/markdown-request.ts';
import { applySecurityHeaders } from '#lib/server/http/security-headers.ts';
import { refuseOversized } from '#lib/server/http/request-limits.ts';
import { compressResponse } from '#lib/server/http/compress-response.ts';
import { isFixedEndpoint } from '#lib/server/http/fixed-endpoints.ts';
import { createPageCache } from '#lib/server/http/page-cache.ts';
import { logRequest } from '#lib/server/ops/request-log.ts';
import { watchForShutdown } from '#lib/server/ops/health.ts';

export const init: ServerInit = () => {
	try {
		initMcpEndpoint(initSite());
	} catch (error) {
		console.error(`[start-up] ${(error as Error).message}`);
		process.exit(1);
	}
	watchForShutdown();
};

// 4 MiB holds about 50 leaderboard URLs (67 KB each, plus brotli and gzip) or 70 compare pages: the
// hot pages, while server/start.ts's replay store answers most repeats before they get here. It was
// 32 MiB until a crawl of every compare page (3,216 URLs) filled it, and the replay store, and took
// peak RSS to 330-349 MiB (`npm run rss-history`): what a cache holds, the heap grows around.
const pages = createPageCache(4 * 1024 * 1024);

export const handle: Handle = async ({ event, resolve }) => {
	const started = performance.now();
	const { request, url } = event;
	const response =
		refuseOversized(request, url) ??
		(isFixedEndpoint(url.pathname)
			? await resolve(event)
			: (respondMarkdown(getSite(), request, url) ?? (await compressResponse(request, await pages.respond(request, () => resolve(event))))));
	const secured = applySecurityHeaders(response, url, getSite().config);
	logRequest(request, url, secured, performance.now() - started);
	return secured;
};
