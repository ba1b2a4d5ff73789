// GET /publications/<analysisId>?profile=…&framework=…: one view of a publication, as it was published,
// with what changed since the one before (issue 55). An unknown id is a 404 naming the known ones.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { parsePublicationQuery, selectPublicationView } from '#lib/server/publications.ts';

export const load: PageServerLoad = ({ params, url }) => {
	const { archive } = getSite();
	const parsed = parsePublicationQuery(archive, params.analysisId, url.searchParams);
	if (!parsed.ok) error(parsed.status, parsed.detail);
	return selectPublicationView(archive, parsed.record, parsed.key);
};
