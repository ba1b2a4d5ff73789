// What the dataset says about one view beyond its results, in the words every page and its Markdown
// use: each host's medians, what a range covers, what a timing is, the view's hosts and refused rounds.
// Pure over the dataset, so the content index (site.ts) and the pages' builders share it without
// importing each other.
import type { Profile, ViewKey } from '../dimensions.ts';
import { formatShare, SPREAD_OUTCOME_IDS } from '../machine-spread.ts';
import { metricDefinition } from '../metrics.ts';
import type { Dataset } from '../schema.ts';

/** Each host's medians of one view, as the dataset holds them (1.4 and later; empty before). */
export const hostMediansOfView = (dataset: Pick<Dataset, 'hostMedians'>, key: ViewKey) => (dataset.hostMedians ?? []).filter((h) => h.profile === key.profile && h.framework === key.framework);

/**
 * Each host's series of one view, as the pages show it: the host's CPU design (null when it cannot be
 * named) beside its rounds, its bare page against the reference and its products' medians and ranges.
 */
export function viewSeries(dataset: Pick<Dataset, 'hostMedians' | 'hosts'>, key: ViewKey, products?: (slug: string) => boolean) {
	return hostMediansOfView(dataset, key).map((h) => ({
		host: h.host,
		design: dataset.hosts?.find((x) => x.id === h.host)?.design ?? null,
		rounds: h.rounds,
		control: h.control,
		products: products ? h.products.filter((p) => products(p.product)) : h.products
	}));
}

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
 * The machine spread of one profile in a reader's words (methodology 1.5 and later), or null for a
 * publication that states none: the pooled range is not what another machine measures, and how far one did.
 */
export function spreadNote(dataset: Pick<Dataset, 'machineSpread'>, profile: Profile): string | null {
	const spread = dataset.machineSpread;
	const own = spread?.outcomes.filter((o) => o.profile === profile) ?? [];
	if (!spread || own.length === 0) return null;
	const share = (id: (typeof SPREAD_OUTCOME_IDS)[number]) => own.find((o) => o.outcome === id);
	const each = SPREAD_OUTCOME_IDS.flatMap((id) => {
		const o = share(id);
		return o ? [`${metricDefinition(id).label.toLowerCase()} ${formatShare(o.spread)}${metricDefinition(id).delta ? ' of the whole page' : ''}`] : [];
	});
	return `A range is where the median of this view's machines lies, not what your machine would measure. Another machine of this class, the campaign's own left out one at a time, landed within the machine spread in ${Math.round(spread.coverage * 100)} of 100 cells: ${each.join(', ')} (for a Δ, a share of the bare page's figure plus the Δ)`;
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
