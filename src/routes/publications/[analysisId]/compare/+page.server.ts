// GET /publications/<analysisId>/compare?profile=…&framework=…&a=…&b=…: a head-to-head comparison of any
// publication served so far, at its permanent address (issue 66): the address a comparison's citation
// names, whose numbers never change. An unknown id is a 404 naming the known ones.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { parseCompareQuery, selectPublicationComparison } from '#lib/server/compare.ts';
import { unknownPublication } from '#lib/server/publications.ts';
import { getSite } from '#lib/server/site.ts';
import { publicationPath } from '#lib/publication-paths.ts';

export const load: PageServerLoad = ({ params, url }) => {
	const site = getSite();
	const record = site.archive.byId(params.analysisId);
	if (!record) error(404, unknownPublication(params.analysisId, site.archive));
	const parsed = parseCompareQuery(url.searchParams, site.archive.read(record).products.map((p) => p.slug));
	if (!parsed.ok) error(400, parsed.detail);
	const selection = selectPublicationComparison(site, record, parsed.query);
	const { origin } = site.config;
	return { ...selection, url: selection.path && `${origin}${selection.path}`, permanentUrl: selection.permanentPath && `${origin}${selection.permanentPath}`, currentId: site.dataset.publication.analysisId, action: `${publicationPath(record.analysisId)}/compare` };
};
