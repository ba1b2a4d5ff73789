// The control group of every round: the bare page (the framework's test app with no consent manager),
// measured in the same round, on the same host, interleaved with the products. When a host runs pages
// at another speed than its calibration says, the control moves with every product at once, and it is
// the one page whose cost belongs to no product, so it is what the gate reads (as js-framework-benchmark
// reads vanillajs, and Chromium's sheriffs read the "ref" build measured on the same bot).
import { median } from '../../support/stats.ts';
import type { GateUnit } from './unit.ts';
import { BASELINE } from '../apps/types.ts';

/**
 * The control's cost in a unit: the median main-thread task time (CDP TaskDuration at settle, ms) of the
 * round's measured visits of the bare page that did not fail; null when none succeeded.
 */
export function controlTaskMs(unit: Pick<GateUnit, 'visits'>): number | null {
	const times = unit.visits.filter((v) => v.page === BASELINE && v.error === null).map((v) => v.work.task);
	return times.length === 0 ? null : median(times);
}

/** The units the references are derived from: publication 1.3's, that is campaign 1.3's units of these hosts. */
export const CONTROL_REFERENCE_SOURCE = { campaign: 'data/campaign-1.3', hosts: ['1742003ffcb7', 'ce321c267986', 'df11156fcb94'] } as const;

/**
 * The reference per shard: the median, over publication 1.3's units of that shard (CONTROL_REFERENCE_SOURCE)
 * that pass the gate's own checks of the round (calibration reached, no drift, quiet; rules.ts), of each
 * unit's control task time, rounded to the millisecond. Fixed here on 2026-11-27, before any product's
 * number of publication 1.4 was read, and never re-derived from the units it admits: `controlReferencesOf`
 * recomputes it, and gate.test.ts fails if these constants ever stop being that derivation.
 */
export const CONTROL_REFERENCE_MS: Readonly<Record<string, number>> = {
	'desktop-astro': 149,
	'desktop-nextjs': 679,
	'desktop-nuxt': 517,
	'desktop-react': 373,
	'desktop-script-tag': 201,
	'desktop-tanstack-start': 535,
	'mobile-astro': 250,
	'mobile-nextjs': 1169,
	'mobile-nuxt': 891,
	'mobile-react': 718,
	'mobile-script-tag': 299,
	'mobile-tanstack-start': 1103
};

/**
 * How far a unit's control may lie from its shard's reference, as a factor either way: admitted within
 * [reference ÷ CONTROL_BAND, reference × CONTROL_BAND]. Two figures set it. Sound hosts of other CPU
 * designs ran the bare page up to about ×1.45 of campaign 1.3's main host (an Intel Xeon VM on desktop /
 * Next.js ×1.39, an AMD Zen 4 VM on mobile ×1.30–1.44; issue 53), host median against host median. A
 * unit is one round of 5 visits: on the two hosts of campaign 1.3 whose rounds passed the round's own
 * checks (1742003ffcb7, 48 of 48; ce321c267986, 7 of 8), a round's control lay ×0.58–×1.19 of its
 * shard's reference. So a sound host of another design may put a round at about ×1.45 × 1.19 = ×1.73:
 * the band is ×1.75. It refuses a host that runs its control two to four times slower than the others
 * (campaign 1.3's df11156fcb94: ×2.27–×4.53 on five of the six rounds that passed their own checks, the
 * sixth, desktop / Astro, at ×1.52 and admitted), and the same factor applies below: a control far
 * faster than its reference says the throttle did not hold either.
 */
export const CONTROL_BAND = 1.75;

/** The band around a reference, in ms, rounded as the methodology prints it. */
export const controlBandOf = (reference: number) => ({ low: Math.round(reference / CONTROL_BAND), high: Math.round(reference * CONTROL_BAND) });

/** The reference of each shard of `units`: the median of their control task times, to the millisecond. */
export function controlReferencesOf(units: readonly GateUnit[]): Record<string, number> {
	const byShard = new Map<string, number[]>();
	for (const unit of units) {
		const ms = controlTaskMs(unit);
		if (ms !== null) byShard.set(unit.run.shard, [...(byShard.get(unit.run.shard) ?? []), ms]);
	}
	return Object.fromEntries([...byShard].sort(([a], [b]) => a.localeCompare(b)).map(([shard, times]) => [shard, Math.round(median(times))]));
}
