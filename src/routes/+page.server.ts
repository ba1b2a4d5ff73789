// The leaderboard: one view chosen by the query string (the URL is the state).
import { error, redirect } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { parseBlocking, parseCounted, parseSort, parseViewQuery } from '#lib/server/view-query.ts';
import { leaderboardData } from '#lib/server/leaderboard-page.ts';
import { archivedAnalysis } from '#lib/server/publications.ts';
import { publicationViewPath } from '#lib/publication-paths.ts';

export const load: PageServerLoad = ({ url }) => {
	const query = parseViewQuery(url.searchParams);
	if (!query.ok) error(400, query.problem.detail);
	const sort = parseSort(url.searchParams);
	if (!sort.ok) error(400, sort.detail);
	const blocking = parseBlocking(url.searchParams);
	if (!blocking.ok) error(400, blocking.detail);
	const counted = parseCounted(url.searchParams);
	if (!counted.ok) error(400, counted.detail);
	// A citation's ?analysis=<id> is answered for that publication, never silently with today's numbers.
	const site = getSite();
	const analysis = archivedAnalysis(site.archive, url.searchParams);
	if (analysis.status === 404) error(404, analysis.detail);
	if (analysis.status === 'archived') redirect(307, publicationViewPath(analysis.analysisId, query.key));
	return leaderboardData(site, query.key, sort.sort, blocking.blocking, counted.counted);
};
