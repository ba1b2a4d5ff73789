// Data every page shows: navigation from the page registry, the publication line and the
// Markdown alternate of the current page.
import type { LayoutServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { markdownAlternatePath } from '#lib/server/discovery.ts';

/**
 * No client-side rendering: every page is complete as HTML. Hydration shipped about 47 kB of
 * SvelteKit's and Svelte's client (brotli) to buy a view switch without a reload, which kept the
 * leaderboard's first load over issue 11's 45 kB and its LCP over 1 s on the mobile profile. What
 * needs script, the in-page WebMCP tools, is one small module the layout loads
 * (src/lib/webmcp/page-script.ts).
 */
export const csr = false;

export const load: LayoutServerLoad = ({ url }) => {
	const site = getSite();
	const { publication, provenance } = site.dataset;
	// An archived publication's pages are headed by that publication, not by the current one (issue 59).
	const archivedId = /^\/publications\/([^/]+)/.exec(url.pathname)?.[1];
	const archived = archivedId === undefined ? undefined : site.archive.byId(decodeURIComponent(archivedId));
	return {
		// A page under another (/methodology/reproducibility) is reached from it, not from the header.
		nav: site.pages.filter((p) => p.kind !== 'product' && p.path.split('/').length <= 2).map(({ path, title }) => ({ path, title })),
		products: site.pages.filter((p) => p.kind === 'product').map(({ path, title }) => ({ path, title })),
		publication,
		shown: archived && !archived.current ? { publishedOn: archived.publishedOn, methodologyVersion: archived.methodologyVersion, archived: true } : { publishedOn: publication.publishedOn, methodologyVersion: publication.methodologyVersion, archived: false },
		placeholder: provenance.kind === 'placeholder' ? provenance.statement : null,
		markdownHref: markdownAlternatePath(url),
		sourceRepository: site.config.sourceRepository
	};
};
