// GET /publications/<analysisId>/candidates?profile=…&framework=…&product=…: all candidates side by side
// in any publication served so far, at its permanent address (the address its citation names). An
// unknown id is a 404 naming the known ones.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { CANDIDATES_PATH, candidatesOf } from '#lib/server/candidates.ts';
import { getSite } from '#lib/server/site.ts';

export const load: PageServerLoad = ({ params, url }) => {
	const site = getSite();
	const found = candidatesOf(site, params.analysisId, url.searchParams);
	if (!found.ok) error(found.status, found.detail);
	// The current publication at its permanent address: the page is the same, its address the permanent one.
	const path = found.selection.permanentPath;
	const { origin } = site.config;
	return { ...found.selection, path, url: path && `${origin}${path}`, permanentUrl: path && `${origin}${path}`, currentId: site.dataset.publication.analysisId, action: `${found.at}${CANDIDATES_PATH}`, compareAction: `${found.at}/compare` };
};
