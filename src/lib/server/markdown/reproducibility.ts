// "How reproducible are these numbers?" on the methodology page: the dataset's list of reruns in
// words, each with the host it ran on, and a plain statement of what is not recorded.
import type { Dataset, Rerun, RerunHost } from '../../schema.ts';
import { share } from '../../rerun-summary.ts';
import { formatCount } from '../../format.ts';
import { earlierCrossHostFigure } from '../../earlier-reruns.ts';
import { code, paragraph, type Block, type Inline } from './blocks.ts';
import { byOutcomeStatement, missesStatement } from './comparison-statements.ts';
import { HELD_OUT_INTRO, heldOutStatement } from './held-out-hosts.ts';

/**
 * Why "inside the published interval" cannot reach 100%: the rerun's median is as noisy as the
 * published one, so even a perfectly calibrated 95% interval holds a same-size rerun's median only
 * about 83% of the time (the difference of two such medians has √2 times the spread).
 */
const HOW_TO_READ =
	'How to read this: a 95% interval describes where the true median lies. A rerun has its own noise, so even a perfectly calibrated interval holds a rerun of the same size only about 83% of the time; overlapping intervals and conclusions that hold are the stronger test.';

const withIndex = (host: RerunHost) => (host.benchmarkIndex === undefined ? host.description : `${host.description}, BenchmarkIndex ${host.benchmarkIndex}`);

/** Where the rerun ran, in words: the publication's own host, another one, or a simulated slower one. */
function hostPhrase(host: RerunHost): string {
	switch (host.relation) {
		case 'same':
			return `on the publication's own host (${withIndex(host)})`;
		case 'other':
			return `on another host (${withIndex(host)})`;
		case 'simulated-slower':
			return `on a simulated slower host (${withIndex(host)}; ${host.simulation})`;
		case 'unrecorded':
			return `on a host with ${host.description} (records before methodology 1.1 carry no host id, so they do not say whether it was the publication's own host)`;
		case 'held-out':
			return `on host ${host.id}, one of the campaign's own (${withIndex(host)})`;
	}
}

function rerunStatement(r: Rerun, number: number, of: number): Block[] {
	const c = r.conclusionsHeld;
	const shards: Inline[] = r.shards.flatMap((s, i) => (i === 0 ? [code(s)] : [', ', code(s)]));
	return [
		paragraph(`${of > 1 ? `Rerun ${number} of ${of}: an` : 'An'} independent rerun of ${r.shards.length} shards (`, ...shards, `) was measured ${r.rerunFrom === r.rerunTo ? `on ${r.rerunFrom}` : `from ${r.rerunFrom} to ${r.rerunTo}`} ${hostPhrase(r.host)} with harness commit `, code(r.harnessCommit), ' and compared with this publication, outcome by outcome:'),
		{
			kind: 'list',
			items: [
				[`Re-measured medians inside the published 95% intervals: ${share(r.mediansWithinIntervals.within, r.mediansWithinIntervals.of)}.`],
				[`Intervals that overlap the published ones: ${share(r.intervalsOverlapping.overlapping, r.intervalsOverlapping.of)}.`],
				['Published ', code('added'), '/', code('removed'), ` conclusions reached again: ${share(c.held, c.of)}; contradicted: ${c.contradicted}.`],
				[`Tiers that held: ${share(r.tiersHeld.held, r.tiersHeld.of)}.`],
				[`Added bytes identical: ${share(r.addedBytesIdentical.identical, r.addedBytesIdentical.of)}.`]
			]
		},
		...byOutcomeStatement(r),
		...missesStatement(r),
		paragraph("Reproduce the comparison from the rerun's raw records: ", code(r.command), '.')
	];
}

/** The sums of head-to-head figures over some comparisons; null when none of them has any. */
function headToHeadTotal(reruns: readonly Rerun[]) {
	const figures = reruns.flatMap((r) => (r.headToHead ? [r.headToHead] : []));
	if (figures.length === 0) return null;
	return figures.reduce((t, h) => ({ decided: t.decided + h.decided, held: t.held + h.held, open: t.open + h.open, contradicted: t.contradicted + h.contradicted, kept: t.kept + h.signKept.kept, of: t.of + h.signKept.of }), { decided: 0, held: 0, open: 0, contradicted: 0, kept: 0, of: 0 });
}

const pct = (part: number, of: number) => `${of === 0 ? 0 : Math.round((100 * part) / of)}%`;

/**
 * The held-out hosts in three sentences for a reader who is not a statistician: what held (the
 * head-to-head conclusions, which a choice between two products rests on), what did not (a host's
 * milliseconds against the others' ranges), and what that means for choosing. The figures follow.
 */
export function plainReproducibility(heldOut: readonly Rerun[]): Block[] {
	const h = headToHeadTotal(heldOut);
	const within = heldOut.reduce((t, r) => ({ within: t.within + r.mediansWithinIntervals.within, of: t.of + r.mediansWithinIntervals.of }), { within: 0, of: 0 });
	// Methodology 1.5: the medians against the machine spread, what another machine is expected to measure.
	const spread = heldOut.every((r) => r.withinSpread) ? heldOut.reduce((t, r) => ({ within: t.within + r.withinSpread!.within, of: t.of + r.withinSpread!.of }), { within: 0, of: 0 }) : null;
	const ceiling = heldOut.flatMap((r) => (r.sameHost ? [r.sameHost.mediansWithinIntervals] : [])).reduce((t, s) => ({ within: t.within + s.within, of: t.of + s.of }), { within: 0, of: 0 });
	const hosts = `the publication's ${heldOut.length} ${heldOut.length === 1 ? 'host' : 'hosts'}`;
	return [
		{
			kind: 'list',
			items: [
				h
					? [`What held: comparisons of two products. Each of ${hosts} was left out in turn and its own head-to-head comparisons were set against those of the other hosts. Of ${formatCount(h.decided)} conclusions of the form "A costs more than B", ${formatCount(h.held)} (${pct(h.held, h.decided)}) came out the same on the left-out host, ${formatCount(h.open)} were left open by its fewer visits, and ${h.contradicted === 0 ? 'none was reversed' : `${formatCount(h.contradicted)} were reversed`}. The difference between two products kept its sign in ${pct(h.kept, h.of)} of pairs.`]
					: [`What held: the head-to-head comparisons of this publication were not yet tested on a left-out host.`],
				[
					`What did not always: milliseconds. ${spread ? `${formatCount(spread.within)} of ${formatCount(spread.of)} timings measured on a left-out host (${pct(spread.within, spread.of)}) landed within the machine spread around the other hosts' medians; ` : ''}${formatCount(within.within)} of ${formatCount(within.of)} medians (${pct(within.within, within.of)}) fell inside the narrower range of the other hosts' median.${ceiling.of > 0 ? ` Even rounds of one host, left out of that host's own ranges one round at a time, put only ${pct(ceiling.within, ceiling.of)} inside: a host that gave one round has medians of 5 visits.` : ''} A range describes where the median of the machines it was measured on lies; the machine spread, what another machine of their class measured.`
				],
				['What that means for choosing: rely on the compare page to choose between two products (its conclusions held from one machine to the next), and read a median as what these test machines measured, not as what your visitors\' devices will.']
			]
		}
	];
}

type RerunsOf = Pick<Dataset, 'reproducibility' | 'hosts'> & { publication: Pick<Dataset['publication'], 'methodologyVersion'> };

/** The list of reruns as blocks (./blocks.ts), so the page and its Markdown twin say the same. */
export function reproducibilityStatement(dataset: RerunsOf): Block[] {
	const reruns = dataset.reproducibility ?? [];
	// Until this publication has a rerun on another host, the figure an earlier one left stays in view
	// (the same sentence as the dataset's one-host caveat).
	const earlier = earlierCrossHostFigure(dataset.publication.methodologyVersion);
	if (reruns.length === 0)
		return [
			paragraph(`No independent rerun of this publication has been recorded yet. When one is, this section gives its figures, the host it ran on and the command that reproduces the comparison.${earlier ? ` ${earlier}` : ''}`)
		];
	// Methodology 1.3 and later: the campaign's own hosts, each held out, come first; reruns made later follow.
	const heldOut = reruns.filter((r) => r.host.relation === 'held-out');
	const later = reruns.filter((r) => r.host.relation !== 'held-out');
	// A simulated slower host runs on the publication's own machine: it tests what calibration reaches,
	// not another CPU, so until a rerun on another machine is recorded the older figure stays in view.
	const onAnotherMachine = later.some((r) => r.host.relation === 'other');
	const simulated = later.filter((r) => r.host.relation === 'simulated-slower').length;
	const simulatedHosts = simulated === 1 ? 'the simulated slower host ran' : 'the simulated slower hosts ran';
	const noOtherMachine =
		heldOut.length > 0
			? 'No rerun of this publication on a host outside its campaign has been recorded yet; when one is, it is listed here with its figures.'
			: `No rerun of this publication on another host has been recorded yet${simulated > 0 ? ` (${simulatedHosts} on the publication's own machine)` : ''}.`;
	return [
		...(heldOut.length > 0 ? [...plainReproducibility(heldOut), paragraph('The figures, host by host. ', HELD_OUT_INTRO), ...heldOut.flatMap((r) => heldOutStatement(r, dataset.hosts?.find((h) => h.id === r.host.id)))] : []),
		...later.flatMap((r, i) => rerunStatement(r, i + 1, later.length)),
		...(onAnotherMachine ? [] : [paragraph(earlier && heldOut.length === 0 ? `${noOtherMachine} ${earlier}` : noOtherMachine)]),
		paragraph(HOW_TO_READ)
	];
}

/** The methodology page's summary: what held and what did not, in three sentences; the figures are on the Reproducibility page. */
export function reproducibilitySummary(dataset: RerunsOf): Block[] {
	const heldOut = (dataset.reproducibility ?? []).filter((r) => r.host.relation === 'held-out');
	return heldOut.length > 0 ? plainReproducibility(heldOut) : reproducibilityStatement(dataset).slice(0, 1);
}
