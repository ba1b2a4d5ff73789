// The leaderboard: one view chosen by the query string (the URL is the state).
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { parseSort, parseViewQuery } from '#lib/server/view-query.ts';

export const load: PageServerLoad = ({ url }) => {
	const query = parseViewQuery(url.searchParams);
	if (!query.ok) error(400, query.problem.detail);
	const sort = parseSort(url.searchParams);
	if (!sort.ok) error(400, sort.detail);
	const { view, ranked } = getSite().selectView(query.key, sort.sort);
	// `ranked` is the order every representation of this URL uses (Markdown, MCP): render it as given.
	return { view, sort: sort.sort, ranked };
};
