// The methodology page's lead on what a range covers: the hosts a publication was measured on, in plain
// words, with a table of them, and how each fared when left out of the intervals (methodology 1.3).
import type { Dataset } from '../../schema.ts';
import { describeHeldOut, describeHeldOutHeadToHead, describeHosts } from '../../hosts.ts';
import { code, paragraph, type Block } from './blocks.ts';

type HostsOf = Pick<Dataset, 'hosts' | 'reproducibility' | 'gate'>;

/** The methodology's lead: which hosts and what the range covers, in one paragraph (the table and figures are on the Reproducibility page). */
export function hostsLead(dataset: HostsOf): Block[] {
	return hostsStatement(dataset).slice(0, 1);
}

/** The hosts in full: which hosts, what the range covers, each host's CPU, and how each fared when left out. */
export function hostsStatement(dataset: HostsOf): Block[] {
	const hosts = dataset.hosts;
	if (!hosts)
		return [paragraph('The hosts this publication was measured on are named in its provenance (the dataset download); its ranges include the differences between them when there were several.')];
	const reruns = dataset.reproducibility ?? [];
	// From 1.4 the held-out hosts lead with head to head; from 1.5 their medians are set against the machine spread first.
	const heldOut = reruns.some((r) => r.headToHead) ? describeHeldOutHeadToHead(reruns) : describeHeldOut(reruns);
	const which = dataset.gate?.applied ? "This publication's rounds that passed the validity gate were made on" : "This publication's visits were made on";
	return [
		paragraph(`${which} ${describeHosts(hosts)} (the publication's hosts; each view names the hosts behind its own ranges, often fewer). All are 2-vCPU cloud virtual machines of one kind, each running its rounds of visits one after another. The range covers the differences between these hosts, the drift between rounds on each, and the noise between visits. It does not cover machines of other kinds: a faster or slower computer, a phone, or your own site's other scripts.`),
		{
			kind: 'table',
			header: ['Host', 'CPU', 'Rounds', 'Shards', 'BenchmarkIndex'],
			rows: hosts.map((h) => [code(h.id), h.design ?? 'not named', String(h.rounds), String(h.shards.length), h.benchmarkIndex.low === h.benchmarkIndex.high ? String(h.benchmarkIndex.low) : `${h.benchmarkIndex.low}–${h.benchmarkIndex.high}`])
		},
		// A host whose CPU cannot be named says why, from the campaign's register (issue 64).
		...hosts.filter((h) => !h.design && h.cpuSource).map((h) => paragraph('Host ', code(h.id), `: its CPU is not named. ${h.cpuSource}`)),
		paragraph(
			heldOut === ''
				? 'No host has been left out and tested against the others yet.'
				: `${heldOut} A host with a single round has medians of only 5 visits, which miss more often on any host; the figure within one host at that size tells how much of a host's miss is its own difference. Each host's figures, by outcome, are under "How reproducible are these numbers?" below.`
		)
	];
}
