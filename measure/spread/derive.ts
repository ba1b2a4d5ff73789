// The gaps the machine spread is read from (rule.ts): every admitted host left out in turn, every cell it
// and the other hosts both measured, every timed outcome but added bytes, the held-out host's own median
// against the other hosts' pooled median, as a share of what the spread scales with (the median, or for
// a Δ the product page's whole figure: the other hosts' bare page plus their Δ). Medians only, no
// bootstrap: the gap says where one machine's number lands, which is what a reader's own check meets.
// Pure over the records, which must be the ones a publication analyses (publish/admitted.ts).
import { median } from '../../support/stats.ts';
import { SPREAD_OUTCOME_IDS, spreadScale, type DeltaScale, type SpreadOutcomeId } from '../../src/lib/machine-spread.ts';
import type { Profile } from '../../src/lib/dimensions.ts';
import { MIN_VALID_VISITS, outcomeSamples } from '../analyse/cell.ts';
import type { PressReader } from '../analyse/press-reader.ts';
import { pooledMedian } from '../analyse/pooled.ts';
import { BARE_VALUE, roundsByHost } from '../analyse/rounds.ts';
import { BASELINE } from '../apps/types.ts';
import type { RawRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { visitHosts } from '../analyse/samples.ts';

/** One held-out cell: where the host's median landed against the others', as a share of the scale. */
export interface SpreadGap {
	host: string;
	profile: Profile;
	shard: string;
	product: string;
	outcome: SpreadOutcomeId;
	/** (host's median − other hosts' median) ÷ scale: 0.1 is 10% above. */
	gap: number;
	/** A Δ the held-out host measured on the other side of zero from the other hosts. */
	otherSign?: true;
}

const CLICKS: readonly SpreadOutcomeId[] = ['clickResponse', 'rejectResponse'];

/** Valid values an outcome needs on one side, as a published cell needs them (analyse/cell.ts). */
function required(id: SpreadOutcomeId, visits: readonly VisitRecord[]): number {
	const perPage = new Map<string, number>();
	for (const v of visits) perPage.set(v.page, (perPage.get(v.page) ?? 0) + 1);
	const cell = Math.min(MIN_VALID_VISITS, Math.max(...perPage.values()));
	return CLICKS.includes(id) ? Math.max(1, Math.floor(cell / 2)) : cell;
}

/** The pooled median of the bare page's own value of a Δ outcome's measure (hero, main-thread work), as measured. */
export function bareMedian(id: 'pageDelay' | 'mainThread', bare: readonly VisitRecord[]): number | undefined {
	const values = bare.filter((v) => v.page === BASELINE && !v.warmup && v.error === null).flatMap((v) => BARE_VALUE[id]!(v) ?? []);
	return values.length === 0 ? undefined : median(values);
}

/** A side's median of one outcome of one page (each Δ within its round), or undefined when a cell would not be measured. */
function sideMedian(id: SpreadOutcomeId, side: readonly VisitRecord[], page: string, hostOf: (v: VisitRecord) => string | undefined, presses: PressReader): number | undefined {
	const samples = outcomeSamples(side.filter((v) => v.page === page), hostOf, presses)[id];
	if (samples.length < required(id, side)) return undefined;
	const rounds = roundsByHost({ id, a: samples, bare: side.filter((v) => v.page === BASELINE), hostOf });
	return rounds.length === 0 ? undefined : pooledMedian(rounds);
}

/**
 * Every held-out gap of the records' admitted hosts, shard by shard, host by host, page by page, presses
 * read by `presses` and each Δ scaled as `deltas` says (both the publication's: publishedRecords, Edition).
 */
export function spreadGaps(records: readonly RawRecord[], presses: PressReader, deltas: DeltaScale): SpreadGap[] {
	const hostOf = visitHosts(records.filter((r): r is RunRecord => r.kind === 'run'));
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const gaps: SpreadGap[] = [];
	for (const shard of [...new Set(visits.map((v) => v.shard))].sort()) {
		const inShard = visits.filter((v) => v.shard === shard);
		const hosts = [...new Set(inShard.map((v) => hostOf(v) ?? ''))].sort();
		if (hosts.length < 2) continue;
		for (const host of hosts) {
			const own = inShard.filter((v) => (hostOf(v) ?? '') === host);
			const rest = inShard.filter((v) => (hostOf(v) ?? '') !== host);
			const pages = [...new Set(own.map((v) => v.page))].filter((p) => p !== BASELINE && rest.some((v) => v.page === p)).sort();
			for (const page of pages)
				for (const outcome of SPREAD_OUTCOME_IDS) {
					const mine = sideMedian(outcome, own, page, hostOf, presses);
					const theirs = sideMedian(outcome, rest, page, hostOf, presses);
					if (mine === undefined || theirs === undefined) continue;
					const bare = outcome === 'pageDelay' || outcome === 'mainThread' ? bareMedian(outcome, rest) : undefined;
					const scale = spreadScale(outcome, theirs, bare, deltas);
					if (scale === undefined || !(scale > 0)) continue;
					const otherSign = deltas === 'delta' && bare !== undefined && mine * theirs < 0;
					gaps.push({ host, profile: own[0].profile, shard, product: page, outcome, gap: (mine - theirs) / scale, ...(otherSign ? { otherSign: true as const } : {}) });
				}
		}
	}
	return gaps;
}
