// Each host's own medians of one view (issue 54), in the short form the leaderboard's row details and the
// product page show them: "1742003ffcb7 1,234 ms (20 visits)".
import { formatShort } from '../format.ts';
import type { TimedMetricId } from '../metrics.ts';
import type { HostMedians } from '../schema.ts';

/** The view's entries of the dataset's hostMedians, without the view's own keys. */
export type ViewHostMedians = readonly Pick<HostMedians, 'host' | 'rounds' | 'products'>[];

/** One product's medians of one outcome, host by host; empty when no host has one. */
export function hostValues(hosts: ViewHostMedians, product: string, id: TimedMetricId): { host: string; value: string; visits: number }[] {
	return hosts.flatMap((h) => {
		const own = h.products.find((p) => p.product === product);
		const value = own?.medians[id];
		return own && value !== undefined ? [{ host: h.host, value: formatShort(id, value), visits: own.visits }] : [];
	});
}

/** "by host: 1742003ffcb7 1,234 ms (20 visits), d792aba1dba7 1,310 ms (5 visits)", or '' when there is nothing to add. */
export function byHostPhrase(hosts: ViewHostMedians, product: string, id: TimedMetricId): string {
	const values = hostValues(hosts, product, id);
	return values.length === 0 ? '' : `by host: ${values.map((v) => `${v.host} ${v.value} (${v.visits} visits)`).join(', ')}`;
}
