// "How reproducible are these numbers?" on the methodology page: the dataset's `reproducibility`
// section in words when the harness recorded a rerun, and a plain statement when it did not.
import type { Dataset } from '../../schema.ts';
import { code, paragraph, type Block, type Inline } from './blocks.ts';

const share = (part: number, of: number) => `${part} of ${of} (${of === 0 ? 0 : Math.round((100 * part) / of)}%)`;

/**
 * Why "inside the published interval" cannot reach 100%: the rerun's median is as noisy as the
 * published one, so even a perfectly calibrated 95% interval holds a same-size rerun's median only
 * about 83% of the time (the difference of two such medians has √2 times the spread).
 */
const HOW_TO_READ =
	'How to read this: a 95% interval describes where the true median lies. A rerun has its own noise, so even a perfectly calibrated interval holds a rerun of the same size only about 83% of the time; overlapping intervals and conclusions that hold are the stronger test.';

/** The section as blocks (./blocks.ts), so the page and its Markdown twin say the same. */
export function reproducibilityStatement(dataset: Pick<Dataset, 'reproducibility'>): Block[] {
	const r = dataset.reproducibility;
	if (!r)
		return [
			paragraph('No independent rerun of this publication has been recorded yet. When one is, this section gives its figures and the command that reproduces the comparison.'),
			paragraph(
				'An informal rerun of two shards of the previous publication (methodology 1.0-preview) found 57 of 72 re-measured medians (79%) inside its 95% intervals, and one published conclusion that did not hold (page delay of tarteaucitron.js on plain HTML, mobile). Those intervals described the noise within one run, not the drift between runs; methodology 1.0 measures in rounds so that its intervals include that drift.'
			)
		];
	const c = r.conclusionsHeld;
	const shards: Inline[] = r.shards.flatMap((s, i) => (i === 0 ? [code(s)] : [', ', code(s)]));
	return [
		paragraph(`An independent rerun of ${r.shards.length} shards (`, ...shards, `) was measured from ${r.rerunFrom} to ${r.rerunTo} with harness commit `, code(r.harnessCommit), ' and compared with this publication, outcome by outcome:'),
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
		paragraph(HOW_TO_READ),
		paragraph("Reproduce the comparison from the rerun's raw records: ", code(r.command), '.')
	];
}
