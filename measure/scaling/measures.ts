// The control's measures (methodology 1.4, issue 58): what of the bare page a round is scaled by. The
// gate reads the bare page's main-thread task time; a timing may move with another of its measures
// (the script, layout and style work that the main-thread outcome counts, or its LCP), so each is a
// candidate, each with a fixed reference per shard derived exactly as the gate's is (gate/control.ts):
// the median, over publication 1.3's units that pass the round's own checks, of each unit's median.
// Scaling a unit multiplies its timings by reference ÷ (the unit's own median of that measure).
// The candidates are declared in src/lib/control-measures.ts. The hero element's render time is none of
// them: on the bare page the hero is the largest paint, and the two agree in 538 of campaign 1.3's 546
// successful bare-page visits (2026-11-28).
import { CONTROL_MEASURE_IDS, type ControlMeasureId } from '../../src/lib/control-measures.ts';
import { median } from '../../support/stats.ts';
import { mainThreadWork } from '../analyse/visit-values.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { CONTROL_REFERENCE_MS } from '../gate/control.ts';
import type { GateUnit } from '../gate/unit.ts';

export { CONTROL_MEASURE_IDS, type ControlMeasureId };

/** Each measure of one bare-page visit, in ms; null when the visit did not record it. */
export const CONTROL_MEASURES: Record<ControlMeasureId, { read: (v: VisitRecord) => number | null; words: string }> = {
	task: { read: (v) => v.work.task, words: "main-thread task time (CDP TaskDuration at settle), the gate's control measure" },
	work: { read: mainThreadWork, words: 'script, layout and style work (CDP Performance.getMetrics), what the main-thread outcome counts' },
	lcp: { read: (v) => v.lcp, words: 'Largest Contentful Paint' }
};

/** A unit's median of one measure over the bare page's measured visits that succeeded; null when none did. */
export function controlMedian(unit: Pick<GateUnit, 'visits'>, measure: ControlMeasureId): number | null {
	const values = unit.visits.filter((v) => v.page === BASELINE && v.error === null).map(CONTROL_MEASURES[measure].read).filter((x): x is number => x !== null && x > 0);
	return values.length === 0 ? null : median(values);
}

/**
 * The fixed references, ms, per measure and shard. `task` is the gate's own (CONTROL_REFERENCE_MS);
 * `work` and `lcp` were derived from the same units on 2026-11-28 (controlReferencesFor recomputes
 * them; scaling.test.ts fails if these constants ever stop being that derivation).
 */
export const CONTROL_REFERENCES: Readonly<Record<ControlMeasureId, Readonly<Record<string, number>>>> = {
	task: CONTROL_REFERENCE_MS,
	work: {
		'desktop-astro': 30,
		'desktop-nextjs': 170,
		'desktop-nuxt': 167,
		'desktop-react': 199,
		'desktop-script-tag': 29,
		'desktop-tanstack-start': 336,
		'mobile-astro': 61,
		'mobile-nextjs': 147,
		'mobile-nuxt': 338,
		'mobile-react': 462,
		'mobile-script-tag': 73,
		'mobile-tanstack-start': 794
	},
	lcp: {
		'desktop-astro': 192,
		'desktop-nextjs': 276,
		'desktop-nuxt': 232,
		'desktop-react': 498,
		'desktop-script-tag': 230,
		'desktop-tanstack-start': 252,
		'mobile-astro': 830,
		'mobile-nextjs': 906,
		'mobile-nuxt': 848,
		'mobile-react': 2182,
		'mobile-script-tag': 866,
		'mobile-tanstack-start': 832
	}
};

/** The reference of each shard of `units` for one measure: the median of their medians, to the millisecond. */
export function controlReferencesFor(units: readonly GateUnit[], measure: ControlMeasureId): Record<string, number> {
	const byShard = new Map<string, number[]>();
	for (const unit of units) {
		const ms = controlMedian(unit, measure);
		if (ms !== null) byShard.set(unit.run.shard, [...(byShard.get(unit.run.shard) ?? []), ms]);
	}
	return Object.fromEntries([...byShard].sort(([a], [b]) => a.localeCompare(b)).map(([shard, times]) => [shard, Math.round(median(times))]));
}
