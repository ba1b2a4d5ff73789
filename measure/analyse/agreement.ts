// Reproducibility of a publication: an independent rerun of some shards, compared outcome by outcome
// with the published numbers (medians inside published intervals, intervals overlapping, conclusions
// and tiers held, added bytes identical). Pure: two datasets in, the `reproducibility` section out.
import type { Comparisons, Dataset, Difference, MeasuredOutcome, Rerun, RerunHost } from '../../src/lib/schema.ts';
import { outcomeOf, TIMED_METRIC_IDS, type TimedMetricId } from '../../src/lib/metrics.ts';
import { cellSpread, hasSpread } from '../../src/lib/machine-spread.ts';
import { withinSpread } from '../spread/rule.ts';

export type OutcomeComparison = Rerun['outcomes'][number] & {
	/** From 1.5: the rerun's median inside the machine spread around the published median; null where none is stated (added bytes, earlier publications). */
	withinSpread: boolean | null;
	tierHeld: boolean;
	/** For a published `added`/`removed` conclusion: what the rerun concluded. */
	conclusion: { published: 'added' | 'removed'; rerun: MeasuredOutcome['conclusion'] } | null;
};

const bounds = (o: MeasuredOutcome) => ({ median: o.median, low: o.interval!.low, high: o.interval!.high });

/** Every outcome measured with an interval in both datasets, for the cells the rerun covers. */
export function compareOutcomes(published: Dataset, rerun: Dataset): OutcomeComparison[] {
	const rows: OutcomeComparison[] = [];
	for (const cell of rerun.cells) {
		const before = published.cells.find((c) => c.profile === cell.profile && c.framework === cell.framework && c.product === cell.product);
		if (!before) continue;
		for (const id of TIMED_METRIC_IDS) {
			const now = outcomeOf(cell, id);
			const then = outcomeOf(before, id);
			if (now.status !== 'measured' || then.status !== 'measured' || !then.interval || !now.interval) continue;
			const p = bounds(then);
			const r = bounds(now);
			rows.push({
				profile: cell.profile, framework: cell.framework, product: cell.product, outcome: id,
				published: p, rerun: r,
				within: r.median >= p.low && r.median <= p.high,
				// Null where the publication states no spread for the cell: added bytes, and from 2.1 a Δ within the practical margin.
				withinSpread: published.machineSpread && hasSpread(id) && cellSpread(published.machineSpread, before, id, then.median) ? withinSpread(before, id, r.median, published.machineSpread) : null,
				overlapping: r.low <= p.high && p.low <= r.high,
				tierHeld: now.tier === then.tier,
				conclusion: then.conclusion === 'added' || then.conclusion === 'removed' ? { published: then.conclusion, rerun: now.conclusion } : null
			});
		}
	}
	return rows;
}

export interface RerunFacts {
	host: RerunHost;
	rerunFrom: string;
	rerunTo: string;
	harnessCommit: string;
	shards: string[];
	command: string;
}

/** One entry of `published`'s list of reruns, from the rerun's own publication. */
export function reproducibility(published: Dataset, rerun: Dataset, facts: RerunFacts): Rerun {
	const rows = compareOutcomes(published, rerun);
	const concluded = rows.filter((r) => r.conclusion !== null);
	const bytes = rows.filter((r) => r.outcome === 'addedBytes');
	const spread = rows.filter((r) => r.withinSpread !== null);
	return {
		analysisId: published.publication.analysisId,
		...facts,
		mediansWithinIntervals: { within: rows.filter((r) => r.within).length, of: rows.length },
		...(published.machineSpread ? { withinSpread: { within: spread.filter((r) => r.withinSpread).length, of: spread.length } } : {}),
		intervalsOverlapping: { overlapping: rows.filter((r) => r.overlapping).length, of: rows.length },
		conclusionsHeld: {
			held: concluded.filter((r) => r.conclusion!.rerun === r.conclusion!.published).length,
			contradicted: concluded.filter((r) => r.conclusion!.rerun !== r.conclusion!.published && r.conclusion!.rerun !== 'inconclusive').length,
			of: concluded.length
		},
		tiersHeld: { held: rows.filter((r) => r.tierHeld).length, of: rows.length },
		addedBytesIdentical: { identical: bytes.filter((r) => r.rerun.median === r.published.median).length, of: bytes.length },
		outcomes: rows.map(({ tierHeld: _t, conclusion: _c, withinSpread: _s, ...row }) => row)
	};
}

const pct = (part: number, of: number) => (of === 0 ? '—' : `${Math.round((100 * part) / of)}%`);

/** The comparison as the CLI prints it: one line per outcome, then the summary figures. */
export function describeReproducibility(section: Rerun, rows: OutcomeComparison[]): string[] {
	const lines = rows.map((r) =>
		`${r.within ? 'within ' : 'OUTSIDE'} ${r.profile}/${r.framework}/${r.product} ${r.outcome}: rerun ${r.rerun.median} [${r.rerun.low}, ${r.rerun.high}], published ${r.published.median} [${r.published.low}, ${r.published.high}]` +
			`${r.overlapping ? '' : ' (intervals do not overlap)'}${r.tierHeld ? '' : ' (tier changed)'}` +
			(r.conclusion && r.conclusion.rerun !== r.conclusion.published ? ` (published ${r.conclusion.published}, rerun ${r.conclusion.rerun})` : '')
	);
	const { mediansWithinIntervals: m, withinSpread: w, intervalsOverlapping: o, conclusionsHeld: c, tiersHeld: t, addedBytesIdentical: b } = section;
	return [
		...lines,
		...(w ? [`${w.within} of ${w.of} rerun medians of timings fall inside the machine spread (${pct(w.within, w.of)})`] : []),
		`${m.within} of ${m.of} rerun medians fall inside the published 95% intervals (${pct(m.within, m.of)})`,
		`${o.overlapping} of ${o.of} intervals overlap (${pct(o.overlapping, o.of)})`,
		`${c.held} of ${c.of} published added/removed conclusions held; ${c.contradicted} contradicted`,
		`${t.held} of ${t.of} tiers held (${pct(t.held, t.of)})`,
		`${b.identical} of ${b.of} addedBytes medians identical`
	];
}

type HeadToHead = NonNullable<Rerun['headToHead']>;

/** One published pair outcome beside the rerun's, as the head-to-head tally reads it. */
export interface HeadToHeadRow {
	profile: string;
	framework: string;
	a: string;
	b: string;
	outcome: TimedMetricId;
	published: Difference;
	rerun: Difference;
	/** For a published conclusion with a direction (A or B costs more, or, from 2.1, measurably more): what the rerun made of it; null otherwise. */
	status: 'held' | 'open' | 'contradicted' | null;
}

/** The product a conclusion says costs more, if it says one does: 'a', 'b' or null. */
const direction = (c: Difference['conclusion']) => (c === 'a-costs-more' || c === 'a-measurably-more' ? 'a' : c === 'b-costs-more' || c === 'b-measurably-more' ? 'b' : null);

/**
 * Every pair outcome that both the published comparisons and the rerun's hold, timed outcomes only (a
 * page's bytes are the same on every host, so their differences cannot move).
 */
export function headToHeadRows(published: Comparisons, rerun: Comparisons): HeadToHeadRow[] {
	const rerunPairs = new Map(rerun.views.flatMap((view) => view.pairs.map((pair) => [`${view.profile}/${view.framework}/${pair.a}/${pair.b}`, pair.outcomes] as const)));
	const rows: HeadToHeadRow[] = [];
	for (const view of published.views)
		for (const pair of view.pairs) {
			const again = rerunPairs.get(`${view.profile}/${view.framework}/${pair.a}/${pair.b}`);
			if (!again) continue;
			for (const id of TIMED_METRIC_IDS) {
				const then = pair.outcomes[id];
				const now = again[id];
				if (id === 'addedBytes' || !then || !now) continue;
				// Held: the rerun says the same product costs more (beyond the margin or not); contradicted: the other one does.
				const [was, is] = [direction(then.conclusion), direction(now.conclusion)];
				const status = was === null ? null : is === was ? 'held' : is !== null ? 'contradicted' : 'open';
				rows.push({ profile: view.profile, framework: view.framework, a: pair.a, b: pair.b, outcome: id, published: then, rerun: now, status });
			}
		}
	return rows;
}

/**
 * Head to head (issue 53): of the published decided conclusions (A costs more, B costs more), how many
 * the rerun reached again (held), left undecided (open) or reversed (contradicted); and the sign of the
 * difference compared wherever both differences are non-zero.
 */
export function compareHeadToHead(published: Comparisons, rerun: Comparisons): HeadToHead {
	const tally = { decided: 0, held: 0, open: 0, contradicted: 0, signKept: { kept: 0, of: 0 } };
	for (const row of headToHeadRows(published, rerun)) {
		if (row.published.difference !== 0 && row.rerun.difference !== 0) {
			tally.signKept.of += 1;
			if (Math.sign(row.published.difference) === Math.sign(row.rerun.difference)) tally.signKept.kept += 1;
		}
		if (row.status === null) continue;
		tally.decided += 1;
		tally[row.status] += 1;
	}
	return tally;
}
