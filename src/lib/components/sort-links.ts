// Links and labels of the leaderboard's orders, shared by the column headers and the phone picker.
import { metricDefinition } from '../metrics.ts';
import type { SortKey } from '../ranking.ts';
import type { ViewKey } from '../dimensions.ts';
import type { BlockingFilter } from '../gating.ts';

export function sortLabel(sort: SortKey): string {
	return sort === 'verdict' ? 'Verdict' : metricDefinition(sort).label;
}

/** The leaderboard's URL for a view, order and narrowing (the narrowing left out when it is every product). */
export function sortHref({ profile, framework }: ViewKey, sort: SortKey, blocking: BlockingFilter = 'all'): string {
	return `/?profile=${profile}&framework=${framework}&sort=${sort}${blocking === 'all' ? '' : `&blocking=${blocking}`}`;
}

/** The same, landing on the results table: a change of order or narrowing keeps the reader at the table (issue 59). */
export const tableHref = (view: ViewKey, sort: SortKey, blocking: BlockingFilter = 'all') => `${sortHref(view, sort, blocking)}#results`;
