// "How reproducible are these numbers?" on the methodology page: the dataset's list of reruns in
// words, each with the host it ran on, and a plain statement of what is not recorded.
import type { Dataset, Rerun, RerunHost } from '../../schema.ts';
import { share } from '../../rerun-summary.ts';
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
	// Methodology 1.3: the campaign's own hosts, each held out, come first; reruns made later follow.
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
		...(heldOut.length > 0 ? [paragraph(HELD_OUT_INTRO), ...heldOut.flatMap((r) => heldOutStatement(r, dataset.hosts?.find((h) => h.id === r.host.id)))] : []),
		...later.flatMap((r, i) => rerunStatement(r, i + 1, later.length)),
		...(onAnotherMachine ? [] : [paragraph(earlier && heldOut.length === 0 ? `${noOtherMachine} ${earlier}` : noOtherMachine)]),
		paragraph(HOW_TO_READ)
	];
}
