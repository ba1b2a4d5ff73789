// GET /publications/<analysisId>/candidates?profile=…&framework=…&product=…: all candidates side by side
// in any publication served so far, at its permanent address (the address its citation names). An
// unknown id is a 404 naming the known ones.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { CANDIDATES_PATH, parseCandidatesQuery, selectCandidates } from '#lib/server/candidates.ts';
import { publicationSource } from '#lib/server/compare.ts';
import { unknownPublication } from '#lib/server/publications.ts';
import { getSite } from '#lib/server/site.ts';
import { publicationPath } from '#lib/publication-paths.ts';

export const load: PageServerLoad = ({ params, url }) => {
	const site = getSite();
	const record = site.archive.byId(params.analysisId);
	if (!record) error(404, unknownPublication(params.analysisId, site.archive));
	const parsed = parseCandidatesQuery(url.searchParams, site.archive.read(record).products.map((p) => p.slug));
	if (!parsed.ok) error(400, parsed.detail);
	const selection = selectCandidates(publicationSource(site, record, parsed.query.key), parsed.query);
	// The current publication at its permanent address: the page is the same, its address the permanent one.
	const path = selection.permanentPath;
	const { origin } = site.config;
	const at = publicationPath(record.analysisId);
	return { ...selection, path, url: path && `${origin}${path}`, permanentUrl: path && `${origin}${path}`, currentId: site.dataset.publication.analysisId, action: `${at}${CANDIDATES_PATH}`, compareAction: `${at}/compare` };
};
