// Decides whether a request asks for the Markdown of a canonical page — by a ".md" suffix
// (/index.md is the leaderboard) or by Accept: text/markdown — and answers it from the site.
// Only registry paths resolve; every other path is "not found", so no path reaches a file.
import { prefersMarkdown } from './http/negotiate.ts';
import { fixedBody, respondFixed, type FixedResponseOptions } from './http/fixed-body.ts';
import { parseCompareQuery, selectComparison, selectPublicationComparison } from './compare.ts';
import { CANDIDATES_PATH, candidatesOf } from './candidates.ts';
import { renderCandidatesMarkdown } from './markdown/candidates.ts';
import { renderCompareMarkdown } from './markdown/compare.ts';
import { parseBlocking, parseCounted, parseSort, parseViewQuery } from './view-query.ts';
import { MARKDOWN_TYPE, type Site } from './site.ts';
import { archivedAnalysis, parsePublicationQuery, unknownPublication } from './publications.ts';
import { publicationViewMarkdown } from './markdown/publications.ts';

const MARKDOWN_HEADERS = {
	vary: 'Accept',
	'access-control-allow-origin': '*'
};
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

function plain(status: number, text: string): Response {
	return new Response(text, {
		status,
		headers: { 'content-type': 'text/markdown; charset=utf-8', vary: 'Accept', 'cache-control': 'no-store' }
	});
}

/** The canonical page path a Markdown request is for, or null when it is not one. */
export function markdownPagePath(pathname: string, accept: string | null): string | null {
	if (pathname.endsWith('.md')) {
		const base = pathname.slice(0, -'.md'.length);
		// Only /index.md names the leaderboard; a bare "/.md" names no page.
		if (base === '/index') return '/';
		return base === '/' ? '/.md' : base;
	}
	return prefersMarkdown(accept) ? pathname : null;
}

export function respondMarkdown(site: Site, request: Request, url: URL): Response | null {
	const path = markdownPagePath(url.pathname, request.headers.get('accept'));
	if (path === null) return null;
	const publication = /^\/publications\/([^/]+)$/.exec(path);
	const publicationCompare = /^\/publications\/([^/]+)\/compare$/.exec(path);
	const publicationCandidates = /^\/publications\/([^/]+)\/candidates$/.exec(path);
	const isPage = path === '/' || path === '/compare' || path === CANDIDATES_PATH || publication !== null || publicationCompare !== null || publicationCandidates !== null || site.page(path) !== undefined;
	// An Accept header on a non-page URL (assets, the API, /mcp) is not ours to answer.
	if (!isPage && !url.pathname.endsWith('.md')) return null;
	if (request.method !== 'GET' && request.method !== 'HEAD')
		return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
	if (!isPage) return plain(404, `# Not found\n\nThere is no page at ${path}. The pages are listed at /llms.txt.\n`);
	const options = { cacheControl: CACHE_CONTROL, headers: MARKDOWN_HEADERS };
	if (path === '/compare') return respondCompare(site, request, url, options);
	if (path === CANDIDATES_PATH) return respondCandidates(site, request, url, undefined, options);
	if (publicationCandidates) return respondCandidates(site, request, url, decodeURIComponent(publicationCandidates[1]), options);
	if (publicationCompare) return respondPublicationCompare(site, request, url, decodeURIComponent(publicationCompare[1]), options);
	if (publication) return respondPublication(site, request, url, decodeURIComponent(publication[1]), options);
	if (path !== '/') return respondFixed(request, site.pageMarkdown(path)!, options);
	const query = parseViewQuery(url.searchParams);
	if (!query.ok) return plain(400, `# Bad request\n\n${query.problem.detail}\n`);
	const sort = parseSort(url.searchParams);
	if (!sort.ok) return plain(400, `# Bad request\n\n${sort.detail}\n`);
	const blocking = parseBlocking(url.searchParams);
	if (!blocking.ok) return plain(400, `# Bad request\n\n${blocking.detail}\n`);
	const counted = parseCounted(url.searchParams);
	if (!counted.ok) return plain(400, `# Bad request\n\n${counted.detail}\n`);
	// A citation's ?analysis=<id>: that publication's view, or a 404 naming the known ones.
	const analysis = archivedAnalysis(site.archive, url.searchParams);
	if (analysis.status === 404) return plain(404, `# Not found\n\n${analysis.detail}\n`);
	if (analysis.status === 'archived') return respondPublication(site, request, url, analysis.analysisId, options);
	if (url.searchParams.has('framework')) return respondFixed(request, site.selectView(query.key, sort.sort, blocking.blocking, counted.counted).markdown, options);
	return respondFixed(request, site.profileMarkdown(query.key.profile, sort.sort, blocking.blocking, counted.counted), options);
}

/** A compare page's Markdown, rendered from the loaded comparisons (server/compare.ts selects it). */
function respondCompare(site: Site, request: Request, url: URL, options: FixedResponseOptions): Response {
	const parsed = parseCompareQuery(url.searchParams, site.dataset.products.map((p) => p.slug));
	if (!parsed.ok) return plain(400, `# Bad request\n\n${parsed.detail}\n`);
	// 'fast': the body is built for one client's URL, so its compression must stay cheap (fixed-body.ts).
	return respondFixed(request, fixedBody(renderCompareMarkdown(selectComparison(site, parsed.query), site.config.origin), MARKDOWN_TYPE, 'fast'), options);
}

/** All candidates side by side as Markdown: the current publication's, or any publication's at its permanent address. */
function respondCandidates(site: Site, request: Request, url: URL, analysisId: string | undefined, options: FixedResponseOptions): Response {
	const found = candidatesOf(site, analysisId, url.searchParams);
	if (!found.ok) return plain(found.status, `# ${found.status === 404 ? 'Not found' : 'Bad request'}\n\n${found.detail}\n`);
	return respondFixed(request, fixedBody(renderCandidatesMarkdown(found.selection, site.config.origin, found.at), MARKDOWN_TYPE, 'fast'), options);
}

/** A comparison of any publication at its permanent address, as Markdown (issue 66). */
function respondPublicationCompare(site: Site, request: Request, url: URL, analysisId: string, options: FixedResponseOptions): Response {
	const record = site.archive.byId(analysisId);
	if (!record) return plain(404, `# Not found\n\n${unknownPublication(analysisId, site.archive)}\n`);
	const parsed = parseCompareQuery(url.searchParams, site.archive.read(record).products.map((p) => p.slug));
	if (!parsed.ok) return plain(400, `# Bad request\n\n${parsed.detail}\n`);
	return respondFixed(request, fixedBody(renderCompareMarkdown(selectPublicationComparison(site, record, parsed.query), site.config.origin), MARKDOWN_TYPE, 'fast'), options);
}

/** One view of one publication as Markdown (server/publications.ts selects it), or why there is none. */
function respondPublication(site: Site, request: Request, url: URL, analysisId: string, options: FixedResponseOptions): Response {
	const parsed = parsePublicationQuery(site.archive, analysisId, url.searchParams);
	if (!parsed.ok) return plain(parsed.status, `# ${parsed.status === 404 ? 'Not found' : 'Bad request'}\n\n${parsed.detail}\n`);
	// An archived publication never changes, but the page around it may improve: cached as the other pages.
	return respondFixed(request, fixedBody(publicationViewMarkdown(site.archive, parsed.record, parsed.key, site.config.origin), MARKDOWN_TYPE, 'fast'), options);
}
