// A reader's check of a publication on their own machine (issues 58, 64): the records of a small slice of
// one view, gathered here with today's harness, stated as the publication states its numbers (as
// measured, each Δ within its round), and compared with it as leave-one-host-out compares a campaign
// host, what carries first: each published head-to-head conclusion held, left open or contradicted; then
// each median inside or outside the machine spread (how far another machine of the campaign's class
// landed), and inside or outside the pooled range as a second figure; the machine's control against the
// reference and the validity gate's verdict. Pure over the records and the published files;
// measure/reproduce.ts gathers and writes the report.
import { TIMED_METRIC_IDS, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { Comparisons, Dataset, HostMedians } from '../../src/lib/schema.ts';
import { compareHeadToHead, compareOutcomes, headToHeadRows, type HeadToHeadRow, type OutcomeComparison } from '../analyse/agreement.ts';
import { judgeUnit, type UnitVerdict } from '../gate/gate.ts';
import { unitsOf } from '../gate/unit.ts';
import type { RawRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { controlTaskMs, CONTROL_REFERENCE_MS } from '../gate/control.ts';
import { cpuDesignOf } from '../gather/cpu-design.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { assembleComparisons } from '../publish/comparisons.ts';
import type { PublicationInputs } from '../publish/held-out-hosts.ts';
import { describeHostMachine, methodologyNamedBy, singleHarnessCommit } from '../publish/provenance.ts';

/** Fewer resamples than a publication's 10,000: a reader's slice has a few pairs, and a check need not be republished. */
export const CHECK_RESAMPLES = 2000;

export interface ControlFigure {
	shard: string;
	round: number;
	/** The bare page's median main-thread task time in this round (the gate's measure), against the shard's fixed reference; null when no bare-page visit succeeded. */
	task: { ms: number; reference: number; ratio: number } | null;
}

export interface PublicationCheck {
	published: { analysisId: string; methodologyVersion: string; publishedOn: string };
	machine: { description: string; hostId: string | undefined; cpu: string; chromium: string; harnessCommit: string; publishedChromium: string[] };
	/** Every unit gathered here, with the gate's verdict (its figures name each rule's measure). */
	verdicts: UnitVerdict[];
	admitted: boolean;
	controls: ControlFigure[];
	/** Each product and timed outcome, this machine's median against the machine spread and the published range. */
	outcomes: OutcomeComparison[];
	/** This machine's own series (medians with its own ranges), by view and product. */
	series: HostMedians[];
	headToHead: HeadToHeadRow[];
	tally: ReturnType<typeof compareHeadToHead>;
	/** The publication's own figure within one host at one round's size, where it has one: the ceiling of a one-round check. */
	sameHostCeiling: { within: number; of: number } | undefined;
	/**
	 * Pages with measured visits that failed here (an error, or a press that could not be made), with how
	 * many and why: the check runs no separate preflight, so this is where a page that does not work on
	 * this machine is named.
	 */
	failedPages: FailedPage[];
}

export interface FailedPage {
	page: string;
	failed: number;
	of: number;
	/** The distinct reasons, as the records give them. */
	reasons: string[];
}

/** Measured visits (warm-ups left out) that failed, by page, in the order pages first failed. */
export function failedPagesOf(records: readonly RawRecord[]): FailedPage[] {
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const reasonOf = (v: VisitRecord) => v.error ?? v.click?.error ?? null;
	const pages = [...new Set(visits.filter((v) => reasonOf(v) !== null).map((v) => v.page))];
	return pages.map((page) => {
		const own = visits.filter((v) => v.page === page);
		const reasons = own.map(reasonOf).filter((r): r is string => r !== null);
		return { page, failed: reasons.length, of: own.length, reasons: [...new Set(reasons)] };
	});
}

/** The check of `records` (gathered on this machine) against `published` and its comparisons. */
export function checkPublication(records: readonly RawRecord[], published: Dataset, publishedPairs: Comparisons, inputs: PublicationInputs): PublicationCheck {
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	if (runs.length === 0) throw new Error('no run records: nothing was gathered to check the publication with');
	const verdicts = unitsOf(records).map(judgeUnit);
	const methodology = published.publication.methodologyVersion;
	// Stated as the publication states its numbers, refused units included: a refused machine is told so, and still shown.
	const slice = assemblePublication({ ...inputs, records: [...records], methodology: methodologyNamedBy(published), applyGate: false, timingsOnly: true });
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
			cpu: [...new Set(runs.map((r) => cpuDesignOf(r.machine.cpuGeneration)))].join('; '),
			chromium: [...new Set(runs.map((r) => r.chromium))].join(', '),
			harnessCommit: singleHarnessCommit(runs),
			publishedChromium: [...new Set(published.provenance.facts.flatMap((f) => /^Chromium (\S+)/.exec(f)?.[1] ?? []))]
		},
		verdicts,
		admitted: verdicts.every((v) => v.admitted),
		controls: verdicts.map(({ unit }) => {
			const ms = controlTaskMs(unit);
			const reference = CONTROL_REFERENCE_MS[unit.run.shard];
			return { shard: unit.run.shard, round: (unit.run.round ?? 0) + 1, task: ms === null || reference === undefined ? null : { ms, reference, ratio: ms / reference } };
		}),
		outcomes: compareOutcomes(published, slice),
		series: slice.hostMedians ?? [],
		headToHead: headToHeadRows(publishedPairs, slicePairs),
		tally: compareHeadToHead(publishedPairs, slicePairs),
		sameHostCeiling: ceiling,
		failedPages: failedPagesOf(records)
	};
}

/** Medians inside the published ranges (added bytes included, as leave-one-host-out counts them). */
export function insideShare(check: PublicationCheck, ids: readonly TimedMetricId[] = TIMED_METRIC_IDS): { within: number; of: number } {
	const rows = check.outcomes.filter((r) => ids.includes(r.outcome));
	return { within: rows.filter((r) => r.within).length, of: rows.length };
}

/** Medians of timings inside the machine spread; undefined when the publication states none (before 1.5). */
export function spreadShare(check: PublicationCheck): { within: number; of: number } | undefined {
	const rows = check.outcomes.filter((r) => r.withinSpread !== null);
	return rows.length === 0 ? undefined : { within: rows.filter((r) => r.withinSpread).length, of: rows.length };
}
