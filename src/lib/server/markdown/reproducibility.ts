// "How reproducible are these numbers?" on the methodology page: the dataset's `reproducibility`
// section in words when the harness recorded a rerun, and a plain statement when it did not.
import type { Dataset, Reproducibility } from '../../schema.ts';
import { METRIC_DEFINITIONS } from '../../metrics.ts';
import { code, paragraph, type Block, type Inline } from './blocks.ts';

const share = (part: number, of: number) => `${part} of ${of} (${of === 0 ? 0 : Math.round((100 * part) / of)}%)`;

/**
 * Why "inside the published interval" cannot reach 100%: the rerun's median is as noisy as the
 * published one, so even a perfectly calibrated 95% interval holds a same-size rerun's median only
 * about 83% of the time (the difference of two such medians has √2 times the spread).
 */
const HOW_TO_READ =
	'How to read this: a 95% interval describes where the true median lies. A rerun has its own noise, so even a perfectly calibrated interval holds a rerun of the same size only about 83% of the time; overlapping intervals and conclusions that hold are the stronger test.';

/**
 * Where the rerun missed, by outcome, and in which direction. Misses that all lie on one side say
 * more than their number: the two runs differed in a way the published intervals did not cover.
 */
function missesStatement(r: Reproducibility): Block[] {
	const outside = r.outcomes.filter((o) => !o.within);
	if (outside.length === 0) return [];
	const byOutcome = METRIC_DEFINITIONS.map((metric) => {
		const misses = outside.filter((o) => o.outcome === metric.id);
		const higher = misses.filter((o) => o.rerun.median > o.published.high).length;
		return { label: metric.label.toLowerCase(), count: misses.length, higher };
	}).filter((m) => m.count > 0);
	const higher = byOutcome.reduce((sum, m) => sum + m.higher, 0);
	const direction =
		higher === outside.length
			? `All ${outside.length} lie above the published interval: the rerun measured slower, a difference between the two runs that the published intervals do not cover.`
			: higher === 0
				? `All ${outside.length} lie below the published interval: the rerun measured faster, a difference between the two runs that the published intervals do not cover.`
				: `Above the published interval: ${higher}; below: ${outside.length - higher}.`;
	return [paragraph(`The medians outside their published interval, by outcome: ${byOutcome.map((m) => `${m.label} ${m.count}`).join(', ')}. ${direction}`)];
}

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
		paragraph(`An independent rerun of ${r.shards.length} shards (`, ...shards, `) was measured ${r.rerunFrom === r.rerunTo ? `on ${r.rerunFrom}` : `from ${r.rerunFrom} to ${r.rerunTo}`} with harness commit `, code(r.harnessCommit), ' and compared with this publication, outcome by outcome:'),
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
		...missesStatement(r),
		paragraph(HOW_TO_READ),
		paragraph("Reproduce the comparison from the rerun's raw records: ", code(r.command), '.')
	];
}
