// All candidates side by side (issue 91): 2–6 products of one view of the current publication, chosen by
// the query string (the URL is the state).
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { CANDIDATES_PATH, candidatesOf } from '#lib/server/candidates.ts';
import { getSite } from '#lib/server/site.ts';

export const load: PageServerLoad = ({ url }) => {
	const site = getSite();
	const found = candidatesOf(site, undefined, url.searchParams);
	if (!found.ok) error(found.status, found.detail);
	const { selection } = found;
	const { origin } = site.config;
	return { ...selection, url: selection.path && `${origin}${selection.path}`, permanentUrl: selection.permanentPath && `${origin}${selection.permanentPath}`, currentId: site.dataset.publication.analysisId, action: CANDIDATES_PATH, compareAction: '/compare' };
};
