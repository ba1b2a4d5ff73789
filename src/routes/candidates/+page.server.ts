// All candidates side by side (issue 91): 2–6 products of one view of the current publication, chosen by
// the query string (the URL is the state).
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { CANDIDATES_PATH, parseCandidatesQuery, selectCandidates } from '#lib/server/candidates.ts';
import { currentSource } from '#lib/server/compare.ts';
import { getSite } from '#lib/server/site.ts';

export const load: PageServerLoad = ({ url }) => {
	const site = getSite();
	const parsed = parseCandidatesQuery(url.searchParams, site.dataset.products.map((p) => p.slug));
	if (!parsed.ok) error(400, parsed.detail);
	const selection = selectCandidates(currentSource(site, parsed.query.key), parsed.query);
	const { origin } = site.config;
	return { ...selection, url: selection.path && `${origin}${selection.path}`, permanentUrl: selection.permanentPath && `${origin}${selection.permanentPath}`, currentId: site.dataset.publication.analysisId, action: CANDIDATES_PATH, compareAction: '/compare' };
};
