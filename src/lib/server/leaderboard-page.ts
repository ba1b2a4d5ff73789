// What the leaderboard page shows for one URL: the view in the order asked for (ranked by the content
// index, the rows' placements only, since the entries are already in the view), narrowed to one way
// of blocking scripts if asked, with each row's blocking kind, each host's own medians of the view, and
// one line on what a range covers. The route parses the URL and calls this.
import type { ViewKey } from '../dimensions.ts';
import type { BlockingFilter } from '../gating.ts';
import { placementsOf, type SortKey } from '../ranking.ts';
import type { Dataset } from '../schema.ts';
import { FIELD_POINTER, fieldRows } from './markdown/field-figures.ts';
import { notMeasuredNames } from './markdown/not-measured.ts';
import { describeScaling } from '../scaling-words.ts';
import type { Site } from './site.ts';

/** Each host's medians of one view, as the dataset holds them (1.4 and later; empty before). */
export const hostMediansOfView = (dataset: Pick<Dataset, 'hostMedians'>, key: ViewKey) => (dataset.hostMedians ?? []).filter((h) => h.profile === key.profile && h.framework === key.framework);

/** "over 3 hosts, 9 rounds and 25 visits per product": what every range of a view covers. */
export function rangeCoverage(dataset: Pick<Dataset, 'hostMedians' | 'hosts'>, key: ViewKey, visits: string): string {
	const perHost = hostMediansOfView(dataset, key);
	if (perHost.length > 0) {
		const rounds = perHost.reduce((sum, h) => sum + h.rounds, 0);
		// Two counts of hosts meet a reader (this view's, the publication's): each is named for what it counts.
		return `over this view's ${perHost.length === 1 ? 'one host' : `${perHost.length} hosts`}, ${rounds} rounds and ${visits} per product`;
	}
	const hosts = (dataset.hosts ?? []).filter((h) => h.shards.includes(`${key.profile}-${key.framework}`)).length;
	return hosts > 0 ? `over ${hosts === 1 ? 'one host' : `${hosts} hosts`} and ${visits} per product` : `over ${visits} per product`;
}

/**
 * What a timing of this publication is (methodology 1.4 and later): stated at the speed of the reference
 * control, and by which measure of the bare page; null for a publication that states every timing as measured.
 */
export function timingNote(dataset: Pick<Dataset, 'scaling'>): string | null {
	if (!dataset.scaling) return null;
	return `Timings are stated at the speed of the reference control: each round is scaled by its own bare page, ${describeScaling(dataset.scaling.outcomes)}; each host's medians as measured are in the row details`;
}

/**
 * The view's own facts from the methodology, where the reader is (issue 59): "This view's hosts:
 * 1742003ffcb7 (4 rounds), bf7585fa3557 (1 round); the publication has 4 hosts in all. Rounds of this
 * view the validity gate refused: d792aba1dba7 round 1 (control), …".
 */
export function viewHostsLine(dataset: Pick<Dataset, 'hostMedians' | 'hosts' | 'gate'>, key: ViewKey): string | null {
	const perHost = hostMediansOfView(dataset, key);
	if (perHost.length === 0) return null;
	const all = dataset.hosts?.length ?? perHost.length;
	const each = perHost.map((h) => `${h.host} (${h.rounds} ${h.rounds === 1 ? 'round' : 'rounds'})`).join(', ');
	const hosts = `This view's hosts: ${each}; the publication has ${all === 1 ? 'one host' : `${all} hosts`} in all`;
	const refused = (dataset.gate?.applied ? dataset.gate.refusedUnits : []).filter((u) => u.shard === `${key.profile}-${key.framework}`);
	if (refused.length === 0) return hosts;
	return `${hosts}. Rounds of this view the validity gate refused, counted nowhere: ${refused.map((u) => `${u.host} round ${u.round} (${u.broke.map((b) => b.rule).join(', ')})`).join(', ')}`;
}

export function leaderboardData(site: Site, key: ViewKey, sort: SortKey, blocking: BlockingFilter) {
	const selected = site.selectView(key, sort, blocking);
	const shown = new Set(selected.view.results.map((r) => r.product.slug));
	return {
		view: selected.view,
		sort,
		blocking,
		placements: placementsOf(selected.ranked),
		rankRule: selected.rankRule,
		gating: Object.fromEntries([...site.gating].filter(([slug]) => shown.has(slug))),
		hostMedians: hostMediansOfView(site.dataset, key).map((h) => ({ host: h.host, rounds: h.rounds, control: h.control, products: h.products.filter((p) => shown.has(p.product)) })),
		coverage: selected.coverage,
		timing: selected.timing,
		viewHosts: selected.viewHosts,
		operator: site.config.operatorProduct,
		notMeasured: notMeasuredNames(site.dataset),
		// Field figures are only linked from here (field-figures.ts words the link for the page and its twin).
		fieldFigures: site.dataset.fieldSource !== undefined && fieldRows(site.dataset).length > 0 ? FIELD_POINTER : null
	};
}

export type LeaderboardData = ReturnType<typeof leaderboardData>;
