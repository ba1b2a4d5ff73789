// Links and labels of the leaderboard's orders, shared by the column headers and the phone picker.
import { metricDefinition } from '../metrics.ts';
import type { SortKey } from '../ranking.ts';
import type { ViewKey } from '../dimensions.ts';

export function sortLabel(sort: SortKey): string {
	return sort === 'verdict' ? 'Verdict' : metricDefinition(sort).label;
}

export function sortHref({ profile, framework }: ViewKey, sort: SortKey): string {
	return `/?profile=${profile}&framework=${framework}&sort=${sort}`;
}
