// What the dataset says about one view beyond its results, in the words every page and its Markdown
// use: each host's medians, what a range covers, what a timing is, the view's hosts and refused rounds.
// Pure over the dataset, so the content index (site.ts) and the pages' builders share it without
// importing each other.
import type { ViewKey } from '../dimensions.ts';
import type { Dataset } from '../schema.ts';
import { describeScaling } from '../scaling-words.ts';

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
