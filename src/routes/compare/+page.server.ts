// Head to head: two products of one view, chosen by the query string (the URL is the state).
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { parseCompareQuery, selectComparison } from '#lib/server/compare.ts';
import { getSite } from '#lib/server/site.ts';

export const load: PageServerLoad = ({ url }) => {
	const site = getSite();
	const parsed = parseCompareQuery(url.searchParams, site.dataset.products.map((p) => p.slug));
	if (!parsed.ok) error(400, parsed.detail);
	const { query, view, a, b, outcomes, published, path } = selectComparison(site, parsed.query);
	return { query, view, a, b, outcomes, published, url: path && `${site.config.origin}${path}` };
};
