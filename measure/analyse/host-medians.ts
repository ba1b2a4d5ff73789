// Each host's own series of every measured cell (issues 54, 64): a published median pools every host, so
// a reader who wants to know what one machine saw reads it here, as that machine measured it. Each host's
// median comes with that host's own 95% range (its rounds, then its visits, drawn alone: with one round,
// its visits only) and each Δ is taken against the bare page of its own round, as the pooled one is.
import { ALL_VIEWS } from '../../src/lib/dimensions.ts';
import { outcomeOf, roundFor, SERIES_MIN_PRESSES, TIMED_METRIC_IDS } from '../../src/lib/metrics.ts';
import type { Cell, HostMedians } from '../../src/lib/schema.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { outcomeSamples, roundOf } from './cell.ts';
import { hostControlRatio } from './control-ratio.ts';
import type { PressReader } from './press-reader.ts';
import { seedFor } from './outcomes.ts';
import { bootstrapPooled, pooledMedian } from './pooled.ts';
import { roundsByHost } from './rounds.ts';

type HostProduct = HostMedians['products'][number];

/** Traced accept or reject presses a host needs in a cell before its series states that response (issue 65); the pages say so with the same figure. */
export const MIN_HOST_PRESSES = SERIES_MIN_PRESSES;
type Medians = HostProduct['medians'];
type Intervals = NonNullable<HostProduct['intervals']>;

/**
 * One host's series of one cell (1.5 and later): each outcome's median as this host measured it, each Δ
 * against its own round's bare page, and this host's own 95% range of it.
 */
export function hostSeries(cell: Cell, host: string, pageVisits: readonly VisitRecord[], bare: readonly VisitRecord[], presses: PressReader): Pick<HostProduct, 'medians' | 'intervals'> {
	const samples = outcomeSamples(pageVisits, undefined, presses);
	const medians: Medians = {};
	const intervals: Intervals = {};
	// Harness 2.0 (issue 65): a host states a traced response of its own from 20 presses on (two of its rounds).
	const traced = pageVisits.some((v) => v.click?.trace !== undefined);
	for (const id of TIMED_METRIC_IDS) {
		if (outcomeOf(cell, id).status !== 'measured' || samples[id].length === 0) continue;
		if (traced && (id === 'clickResponse' || id === 'rejectResponse') && samples[id].length < MIN_HOST_PRESSES) continue;
		const rounds = roundsByHost({ id, a: samples[id], bare });
		if (rounds.length === 0) continue;
		medians[id] = roundFor(id, pooledMedian(rounds));
		// The seed of the pooled range, with the host: each host's range is its own draw, and republishes the same.
		const { low, high } = bootstrapPooled(rounds, seedFor(`${cell.profile}/${cell.framework}/${cell.product}@${host}`, id));
		intervals[id] = { low: roundFor(id, low), high: roundFor(id, high) };
	}
	return { medians, intervals };
}

/**
 * Every view's hosts, each with its rounds, its bare page against the gate's reference, and each measured
 * product's series: each Δ within its round, with each host's own ranges.
 */
export function hostMediansOf(visits: readonly VisitRecord[], hostOf: (v: VisitRecord) => string | undefined, cells: readonly Cell[], presses: PressReader): HostMedians[] {
	// `presses`: the publication's reading (publish/admitted.ts), not one host's, so every series of a profile reads its presses as the pooled cells do.
	return ALL_VIEWS.flatMap(({ profile, framework }) => {
		const measured = cells.filter((c) => c.profile === profile && c.framework === framework && c.answers.bannerVisible.status === 'measured');
		if (measured.length === 0) return [];
		const shard = visits.filter((v) => v.profile === profile && v.framework === framework);
		const hosts = [...new Set(shard.map((v) => hostOf(v) ?? 'unrecorded'))].sort();
		return hosts.map((host) => {
			const own = shard.filter((v) => (hostOf(v) ?? 'unrecorded') === host);
			const bare = own.filter((v) => v.page === BASELINE);
			const rounds = new Set(own.map(roundOf)).size;
			const products = measured.map((cell) => {
				const pageVisits = own.filter((v) => v.page === cell.product);
				const valid = pageVisits.filter((v) => v.error === null).length;
				const series = hostSeries(cell, host, pageVisits, bare, presses);
				return { product: cell.product, visits: valid, ...series };
			});
			const task = hostControlRatio(bare);
			return { profile, framework, host, rounds, ...(task === null ? {} : { control: { task } }), products };
		});
	});
}
