// The methodology page's lead on what a range covers: the hosts a publication was measured on, in plain
// words, with a table of them, and how each fared when left out of the intervals (methodology 1.3).
import type { Dataset, Rerun } from '../../schema.ts';
import { describeHosts } from '../../hosts.ts';
import { share } from '../../rerun-summary.ts';
import { code, paragraph, type Block } from './blocks.ts';

type HostsOf = Pick<Dataset, 'hosts' | 'reproducibility'>;

const total = (entries: readonly Rerun[], pick: (r: Rerun) => { part: number; of: number }) =>
	entries.reduce((sum, r) => ({ part: sum.part + pick(r).part, of: sum.of + pick(r).of }), { part: 0, of: 0 });

/** Held-out hosts in one sentence: their medians inside the others' intervals, beside the same within one host. */
function heldOutSummary(entries: readonly Rerun[]): Block[] {
	if (entries.length === 0) return [paragraph('No host has been left out and tested against the others yet.')];
	const inside = total(entries, (r) => ({ part: r.mediansWithinIntervals.within, of: r.mediansWithinIntervals.of }));
	const tiers = total(entries, (r) => ({ part: r.tiersHeld.held, of: r.tiersHeld.of }));
	const contradicted = entries.reduce((sum, r) => sum + r.conclusionsHeld.contradicted, 0);
	const withSameHost = entries.filter((r) => r.sameHost);
	const sameHost = total(withSameHost, (r) => ({ part: r.sameHost!.mediansWithinIntervals.within, of: r.sameHost!.mediansWithinIntervals.of }));
	const heldOut = total(withSameHost, (r) => ({ part: r.mediansWithinIntervals.within, of: r.mediansWithinIntervals.of }));
	return [
		paragraph(
			`How far that carries was tested host by host: each host was left out, and its own medians were compared with ranges made from the other hosts' visits alone. ${share(inside.part, inside.of)} of them fell inside; ${share(tiers.part, tiers.of)} of tiers held; ${contradicted === 0 ? 'no conclusion was contradicted' : `${contradicted} conclusion(s) were contradicted`}.`,
			withSameHost.length === 0
				? ''
				: ` A host with a single round has medians of only 5 visits, which miss more often on any host: for those hosts ${share(heldOut.part, heldOut.of)} fell inside, against ${share(sameHost.part, sameHost.of)} for rounds of one host left out of that host's own ranges at the same size. The difference between the two is what the hosts themselves add.`
		)
	];
}

/** The lead's blocks: which hosts, what the range covers, and what it does not. */
export function hostsStatement(dataset: HostsOf): Block[] {
	const hosts = dataset.hosts;
	if (!hosts)
		return [paragraph('The hosts this publication was measured on are named in its provenance (the dataset download); its ranges include the differences between them when there were several.')];
	const heldOut = (dataset.reproducibility ?? []).filter((r) => r.host.relation === 'held-out');
	return [
		paragraph(`This publication's visits were made on ${describeHosts(hosts)}: 2-vCPU cloud virtual machines of one kind, one round of visits after another. The range covers the differences between these hosts, the drift between rounds on each, and the noise between visits. It does not cover machines of other kinds: a faster or slower computer, a phone, or your own site's other scripts.`),
		{
			kind: 'table',
			header: ['Host', 'CPU', 'Rounds', 'Shards', 'BenchmarkIndex at round starts'],
			rows: hosts.map((h) => [code(h.id), h.design ?? 'not recorded', String(h.rounds), String(h.shards.length), h.benchmarkIndex.low === h.benchmarkIndex.high ? String(h.benchmarkIndex.low) : `${h.benchmarkIndex.low}–${h.benchmarkIndex.high}`])
		},
		...heldOutSummary(heldOut)
	];
}
