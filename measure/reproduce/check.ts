// A reader's check of a publication on their own machine (issue 58): the records of a small slice of one
// view, gathered here with today's harness, stated as the publication states its numbers (each round at
// its own control's speed), and compared with it as leave-one-host-out compares a campaign host: each
// median inside or outside the published range, each published head-to-head conclusion held, left open
// or contradicted, the machine's control against the reference, and the validity gate's verdict. Pure
// over the records and the published files; measure/reproduce.ts gathers and writes the report.
import { TIMED_METRIC_IDS, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { Comparisons, Dataset, HostMedians } from '../../src/lib/schema.ts';
import { compareHeadToHead, compareOutcomes, headToHeadRows, type HeadToHeadRow, type OutcomeComparison } from '../analyse/agreement.ts';
import { judgeUnit, type UnitVerdict } from '../gate/gate.ts';
import { unitsOf } from '../gate/unit.ts';
import type { RawRecord, RunRecord } from '../gather/records.ts';
import { CONTROL_MEASURE_IDS, CONTROL_REFERENCES, controlMedian, type ControlMeasureId } from '../scaling/measures.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { assembleComparisons } from '../publish/comparisons.ts';
import type { PublicationInputs } from '../publish/held-out-hosts.ts';
import { describeHostMachine, singleHarnessCommit } from '../publish/provenance.ts';

/** Fewer resamples than a publication's 10,000: a reader's slice has a few pairs, and a check need not be republished. */
export const CHECK_RESAMPLES = 2000;

export interface ControlFigure {
	shard: string;
	round: number;
	/** The bare page's median of each measure in this round, against the shard's fixed reference. */
	measures: { measure: ControlMeasureId; ms: number; reference: number; ratio: number }[];
}

export interface PublicationCheck {
	published: { analysisId: string; methodologyVersion: string; publishedOn: string };
	machine: { description: string; hostId: string | undefined; chromium: string; harnessCommit: string; publishedChromium: string[] };
	/** Every unit gathered here, with the gate's verdict (its figures name each rule's measure). */
	verdicts: UnitVerdict[];
	admitted: boolean;
	controls: ControlFigure[];
	/** Each product and timed outcome, this machine's scaled median against the published range. */
	outcomes: OutcomeComparison[];
	/** This machine's medians as measured, beside the scaled ones, by view and product. */
	raw: HostMedians[];
	headToHead: HeadToHeadRow[];
	tally: ReturnType<typeof compareHeadToHead>;
	/** The publication's own figure within one host at one round's size, where it has one: the ceiling of a one-round check. */
	sameHostCeiling: { within: number; of: number } | undefined;
}

/** The check of `records` (gathered on this machine) against `published` and its comparisons. */
export function checkPublication(records: readonly RawRecord[], published: Dataset, publishedPairs: Comparisons, inputs: PublicationInputs): PublicationCheck {
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	if (runs.length === 0) throw new Error('no run records: nothing was gathered to check the publication with');
	const verdicts = unitsOf(records).map(judgeUnit);
	const methodology = published.publication.methodologyVersion;
	// Stated as the publication states its numbers, refused units included: a refused machine is told so, and still shown.
	const slice = assemblePublication({ ...inputs, records: [...records], methodology, applyGate: false });
	const slicePairs = assembleComparisons(records, slice, CHECK_RESAMPLES, { applyGate: false });
	// The ceiling at this check's size: a campaign host's own rounds, as many as gathered here, held out of its own ranges.
	const rounds = Math.max(...[...new Set(runs.map((r) => r.shard))].map((shard) => runs.filter((r) => r.shard === shard).length));
	const heldOut = (published.reproducibility ?? []).filter((r) => r.host.relation === 'held-out' && r.sameHost?.roundsHeldOut === rounds);
	const ceiling = heldOut.length === 0 ? undefined : heldOut.reduce((sum, r) => ({ within: sum.within + r.sameHost!.mediansWithinIntervals.within, of: sum.of + r.sameHost!.mediansWithinIntervals.of }), { within: 0, of: 0 });
	return {
		published: { analysisId: published.publication.analysisId, methodologyVersion: methodology, publishedOn: published.publication.publishedOn },
		machine: {
			description: [...new Set(runs.map(describeHostMachine))].join('; '),
			hostId: runs[0].machine.id,
			chromium: [...new Set(runs.map((r) => r.chromium))].join(', '),
			harnessCommit: singleHarnessCommit(runs),
			publishedChromium: [...new Set(published.provenance.facts.flatMap((f) => /^Chromium (\S+)/.exec(f)?.[1] ?? []))]
		},
		verdicts,
		admitted: verdicts.every((v) => v.admitted),
		controls: verdicts.map(({ unit }) => ({
			shard: unit.run.shard,
			round: (unit.run.round ?? 0) + 1,
			measures: CONTROL_MEASURE_IDS.flatMap((measure) => {
				const ms = controlMedian(unit, measure);
				const reference = CONTROL_REFERENCES[measure][unit.run.shard];
				return ms === null || reference === undefined ? [] : [{ measure, ms, reference, ratio: ms / reference }];
			})
		})),
		outcomes: compareOutcomes(published, slice),
		raw: slice.hostMedians ?? [],
		headToHead: headToHeadRows(publishedPairs, slicePairs),
		tally: compareHeadToHead(publishedPairs, slicePairs),
		sameHostCeiling: ceiling
	};
}

/** Medians inside the published ranges (added bytes included, as leave-one-host-out counts them). */
export function insideShare(check: PublicationCheck, ids: readonly TimedMetricId[] = TIMED_METRIC_IDS): { within: number; of: number } {
	const rows = check.outcomes.filter((r) => ids.includes(r.outcome));
	return { within: rows.filter((r) => r.within).length, of: rows.length };
}
