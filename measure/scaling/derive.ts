// The figures the scaling rule (choice.ts) reads, from a campaign's records: every admitted host left out
// in turn, every cell it and the other hosts both measured, every timed outcome, the gap between the
// held-out host's median and the other hosts' median, unscaled and scaled by each control measure.
// Medians only (no bootstrap): the gap says how far one host's number lands from the others', which is
// what scaling is for, and does not reward a wider interval. Pure over the records.
import { median } from '../../support/stats.ts';
import { MIN_VALID_VISITS, outcomeSamples } from '../analyse/cell.ts';
import { controlledMedian } from '../analyse/controlled.ts';
import { controlledRounds } from '../analyse/controlled-rounds.ts';
import { BASELINE } from '../apps/types.ts';
import type { RawRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { publishedRecords } from '../publish/admitted.ts';
import { visitHosts } from '../publish/assemble.ts';
import { chooseMeasure, SCALED_OUTCOME_IDS, type CandidateGap, type ScaledOutcomeId } from './choice.ts';
import { CONTROL_MEASURE_IDS, type ControlMeasureId } from './measures.ts';

export interface OutcomeFigures {
	outcome: ScaledOutcomeId;
	candidates: CandidateGap[];
	chosen: ControlMeasureId | null;
}

const CANDIDATES = [null, ...CONTROL_MEASURE_IDS] as const;
const CLICK_OUTCOMES: readonly ScaledOutcomeId[] = ['clickResponse', 'rejectResponse'];

/** Valid values an outcome needs on one side, as a cell needs them (analyse/cell.ts). */
function required(id: ScaledOutcomeId, visits: readonly VisitRecord[]): number {
	const perPage = new Map<string, number>();
	for (const v of visits) perPage.set(v.page, (perPage.get(v.page) ?? 0) + 1);
	const cell = Math.min(MIN_VALID_VISITS, Math.max(...perPage.values()));
	return CLICK_OUTCOMES.includes(id) ? Math.max(1, Math.floor(cell / 2)) : cell;
}

/** The scaling figures of a campaign's records (all of them: the validity gate of methodology 1.4 admits). */
export function scalingFigures(all: readonly RawRecord[]): OutcomeFigures[] {
	const { records } = publishedRecords(all, '1.4');
	const hostOf = visitHosts(records.filter((r): r is RunRecord => r.kind === 'run'));
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const gaps = new Map<string, { host: string; gap: number }[]>();
	const add = (outcome: ScaledOutcomeId, measure: ControlMeasureId | null, host: string, gap: number) => {
		const key = `${outcome}|${measure}`;
		gaps.set(key, [...(gaps.get(key) ?? []), { host, gap }]);
	};
	for (const shard of [...new Set(visits.map((v) => v.shard))].sort()) {
		const inShard = visits.filter((v) => v.shard === shard);
		const hosts = [...new Set(inShard.map((v) => hostOf(v) ?? ''))].sort();
		if (hosts.length < 2) continue;
		for (const host of hosts) {
			const sides = [inShard.filter((v) => (hostOf(v) ?? '') === host), inShard.filter((v) => (hostOf(v) ?? '') !== host)];
			const pages = [...new Set(sides[0].map((v) => v.page))].filter((p) => p !== BASELINE && sides[1].some((v) => v.page === p)).sort();
			for (const page of pages)
				for (const outcome of SCALED_OUTCOME_IDS) {
					const medians = sides.map((side) => {
						const samples = outcomeSamples(side.filter((v) => v.page === page), hostOf)[outcome];
						if (samples.length < required(outcome, side)) return undefined;
						const bare = side.filter((v) => v.page === BASELINE);
						return CANDIDATES.map((measure) => {
							const rounds = controlledRounds({ id: outcome, a: samples, bare, hostOf, measure });
							return rounds.length === 0 ? undefined : controlledMedian(rounds);
						});
					});
					// A cell counts for every candidate or for none, so the candidates are judged on the same cells.
					if (medians.some((m) => m === undefined || m.some((x) => x === undefined))) continue;
					CANDIDATES.forEach((measure, i) => add(outcome, measure, host, Math.abs(medians[0]![i]! - medians[1]![i]!)));
				}
		}
	}
	return SCALED_OUTCOME_IDS.map((outcome) => {
		const candidates = CANDIDATES.map((measure): CandidateGap => {
			const list = gaps.get(`${outcome}|${measure}`) ?? [];
			const hosts = [...new Set(list.map((g) => g.host))].sort();
			return {
				measure,
				gap: list.length === 0 ? Infinity : median(list.map((g) => g.gap)),
				cells: list.length,
				byHost: hosts.map((host) => {
					const own = list.filter((g) => g.host === host).map((g) => g.gap);
					return { host, gap: median(own), cells: own.length };
				})
			};
		});
		return { outcome, candidates, chosen: chooseMeasure(candidates) };
	});
}
