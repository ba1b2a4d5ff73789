// Decides whether a request asks for the Markdown of a canonical page — by a ".md" suffix
// (/index.md is the leaderboard) or by Accept: text/markdown — and answers it from the site.
// Only registry paths resolve; every other path is "not found", so no path reaches a file.
import { isProfile, type Profile } from '../dimensions.ts';
import { prefersMarkdown } from './http/negotiate.ts';
import { respondFixed } from './http/fixed-body.ts';
import { parseViewQuery } from './view-query.ts';
import type { Site } from './site.ts';

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
		return base === '/index' ? '/' : base;
	}
	return prefersMarkdown(accept) ? pathname : null;
}

export function respondMarkdown(site: Site, request: Request, url: URL): Response | null {
	const path = markdownPagePath(url.pathname, request.headers.get('accept'));
	if (path === null) return null;
	if (request.method !== 'GET' && request.method !== 'HEAD')
		return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
	const options = { cacheControl: CACHE_CONTROL, headers: MARKDOWN_HEADERS };
	if (path === '/') {
		const query = parseViewQuery(url.searchParams);
		if (!query.ok) return plain(400, `# Bad request\n\n${query.problem.detail}\n`);
		if (url.searchParams.has('framework')) return respondFixed(request, site.selectView(query.key).markdown, options);
		const profile = url.searchParams.get('profile') ?? 'desktop';
		return respondFixed(request, site.profileMarkdown(isProfile(profile) ? profile : ('desktop' as Profile)), options);
	}
	const body = site.pageMarkdown(path);
	if (body) return respondFixed(request, body, options);
	// An Accept header on a non-page URL (assets, the API) is not ours to answer.
	if (!url.pathname.endsWith('.md')) return null;
	return plain(404, `# Not found\n\nThere is no page at ${path}. The pages are listed at /llms.txt.\n`);
}
