// Data every page shows: navigation from the page registry, the publication line and the
// Markdown alternate of the current page.
import type { LayoutServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { markdownAlternatePath } from '#lib/server/discovery.ts';

export const load: LayoutServerLoad = ({ url }) => {
	const site = getSite();
	const { publication, provenance } = site.dataset;
	return {
		nav: site.pages.filter((p) => p.kind !== 'product').map(({ path, title }) => ({ path, title })),
		products: site.pages.filter((p) => p.kind === 'product').map(({ path, title }) => ({ path, title })),
		publication,
		placeholder: provenance.kind === 'placeholder' ? provenance.statement : null,
		markdownHref: markdownAlternatePath(url)
	};
};
