// Head to head: two products of one view, chosen by the query string (the URL is the state).
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { parseCompareQuery, selectComparison } from '#lib/server/compare.ts';
import { getSite } from '#lib/server/site.ts';

export const load: PageServerLoad = ({ url }) => {
	const site = getSite();
	const parsed = parseCompareQuery(url.searchParams, site.dataset.products.map((p) => p.slug));
	if (!parsed.ok) error(400, parsed.detail);
	const selection = selectComparison(site, parsed.query);
	const { origin } = site.config;
	return { ...selection, url: selection.path && `${origin}${selection.path}`, permanentUrl: selection.permanentPath && `${origin}${selection.permanentPath}`, currentId: site.dataset.publication.analysisId, action: '/compare' };
};
