// The leaderboard: one view chosen by the query string (the URL is the state).
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { parseSort, parseViewQuery } from '#lib/server/view-query.ts';
import { notMeasuredNames } from '#lib/server/markdown/not-measured.ts';
import { fieldPhrase, fieldPointerLead, fieldRows } from '#lib/server/markdown/field-figures.ts';

export const load: PageServerLoad = ({ url }) => {
	const query = parseViewQuery(url.searchParams);
	if (!query.ok) error(400, query.problem.detail);
	const sort = parseSort(url.searchParams);
	if (!sort.ok) error(400, sort.detail);
	const site = getSite();
	// The page ranks view.results with rankResults, the function the index ranked this URL's Markdown
	// with; sending the index's `ranked` as well would repeat every result in the hydration data.
	const source = site.dataset.fieldSource;
	// The field figures' line, worded once (field-figures.ts) for this page and its Markdown twin.
	const fieldFigures = source ? { lead: fieldPointerLead(source), phrases: fieldRows(site.dataset).map(fieldPhrase) } : null;
	return { view: site.selectView(query.key, sort.sort).view, sort: sort.sort, operator: site.config.operatorProduct, notMeasured: notMeasuredNames(site.dataset), fieldFigures };
};
