// Methodology 1.3's reproducibility list: every host of the campaign left out in turn, its medians
// against intervals from the other hosts alone, beside the same comparison within one host at the same
// sample size (measure/publish/held-out-hosts.ts computes both). Worded here for the page and its Markdown.
import type { Host, Rerun } from '../../schema.ts';
import { share } from '../../rerun-summary.ts';
import { code, paragraph, type Block, type Inline } from './blocks.ts';
import { byOutcomeStatement, missesStatement, type Against } from './comparison-statements.ts';

const OTHER_HOSTS: Against = { interval: "the other hosts' interval", theirs: "the other hosts' interval", subject: 'the held-out host' };

export const HELD_OUT_INTRO =
	"Every host of this publication's campaign is also a test. Left out of the intervals in turn, its own medians are compared with intervals made from the other hosts' records alone, as a rerun on a host that those intervals never saw would be. A host with one round has medians of 5 visits, noisier than the published ones; so beside each figure stands the same comparison within one host at the same sample size (that many of one host's rounds left out of its own intervals, each in turn), which tells the differences between hosts from sampling noise.";

const dates = (r: Rerun) => (r.rerunFrom === r.rerunTo ? `on ${r.rerunFrom}` : `from ${r.rerunFrom} to ${r.rerunTo}`);

function sameHostItem(r: Rerun): Inline[] {
	const s = r.sameHost;
	if (!s) return ['Within one host at the same sample size: no host of the campaign has more rounds of these shards than this one, so none can be split.'];
	return [`Within one host at the same sample size (host `, code(s.host), `, ${s.roundsHeldOut === 1 ? 'one round' : `${s.roundsHeldOut} rounds`} of its own left out at a time, ${s.splits} splits): medians inside ${share(s.mediansWithinIntervals.within, s.mediansWithinIntervals.of)}, intervals overlapping ${share(s.intervalsOverlapping.overlapping, s.intervalsOverlapping.of)}, tiers held ${share(s.tiersHeld.held, s.tiersHeld.of)}, conclusions contradicted ${s.conclusionsHeld.contradicted} of ${s.conclusionsHeld.of}.`];
}

/** One held-out host's comparison; `host` is its entry in the publication's hosts. */
export function heldOutStatement(r: Rerun, host: Host | undefined): Block[] {
	const c = r.conclusionsHeld;
	const index = r.host.benchmarkIndex === undefined ? '' : `, BenchmarkIndex ${r.host.benchmarkIndex}`;
	return [
		paragraph('Host ', code(r.host.id ?? ''), ` (${r.host.description}; ${host?.design ?? 'CPU not named'}${index}), measured ${dates(r)}: ${r.visitsPerCell ?? '?'} visits per cell in ${r.shards.length} shards, left out and compared with the other hosts:`),
		{
			kind: 'list',
			items: [
				...(r.headToHead
					? [[`Head to head: of the other hosts' ${r.headToHead.decided} decided conclusions ("A costs more than B"), ${r.headToHead.held} held on this host, ${r.headToHead.open} were left open and ${r.headToHead.contradicted} were reversed; the difference kept its sign in ${share(r.headToHead.signKept.kept, r.headToHead.signKept.of)} of pairs.`]]
					: []),
				...(r.withinSpread ? [[`Its medians of timings inside the machine spread around the other hosts' medians: ${share(r.withinSpread.within, r.withinSpread.of)}.`]] : []),
				[`Its medians inside the other hosts' 95% ranges of the median: ${share(r.mediansWithinIntervals.within, r.mediansWithinIntervals.of)}.`],
				sameHostItem(r),
				[`Intervals that overlap the other hosts' ones: ${share(r.intervalsOverlapping.overlapping, r.intervalsOverlapping.of)}.`],
				['The other hosts\' ', code('added'), '/', code('removed'), ` conclusions reached again: ${share(c.held, c.of)}; contradicted: ${c.contradicted}.`],
				[`Tiers that held: ${share(r.tiersHeld.held, r.tiersHeld.of)}.`],
				[`Added bytes identical: ${share(r.addedBytesIdentical.identical, r.addedBytesIdentical.of)}.`]
			]
		},
		...byOutcomeStatement(r, OTHER_HOSTS),
		...missesStatement(r, OTHER_HOSTS),
		paragraph('Reproduce it from the published records: ', code(r.command), '.')
	];
}
