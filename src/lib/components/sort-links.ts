// Links and labels of the leaderboard's orders, shared by the column headers and the phone picker.
import { metricDefinition, type TimedMetricId } from '../metrics.ts';
import type { SortKey } from '../ranking.ts';
import type { ViewKey } from '../dimensions.ts';
import type { BlockingFilter } from '../gating.ts';

export function sortLabel(sort: SortKey): string {
	return sort === 'verdict' ? 'Verdict' : metricDefinition(sort).label;
}

/** The `count` parameters of the outcomes a reader chose for the verdict (issue 91), or nothing for all of them. */
export const countQuery = (counted: readonly TimedMetricId[] | null = null) => (counted ?? []).map((id) => `&count=${id}`).join('');

/** The leaderboard's URL for a view, order, narrowing and counted outcomes (each left out when it is the default). */
export function sortHref({ profile, framework }: ViewKey, sort: SortKey, blocking: BlockingFilter = 'all', counted: readonly TimedMetricId[] | null = null): string {
	return `/?profile=${profile}&framework=${framework}&sort=${sort}${blocking === 'all' ? '' : `&blocking=${blocking}`}${countQuery(counted)}`;
}

/** The same, landing on the results table: a change of order or narrowing keeps the reader at the table (issue 59). */
export const tableHref = (view: ViewKey, sort: SortKey, blocking: BlockingFilter = 'all', counted: readonly TimedMetricId[] | null = null) => `${sortHref(view, sort, blocking, counted)}#results`;
