// A recorded comparison (a rerun, or a host held out of the campaign) summarised per outcome and device
// profile: how many medians landed inside, and how far they typically moved. The methodology page and
// the harness's hold-out-hosts command word it alike from here.
import type { Rerun } from './schema.ts';
import { METRIC_DEFINITIONS, type MetricDefinition } from './metrics.ts';
import { PROFILES, type Profile } from './dimensions.ts';
// The one definition of a median the harness and the scripts use, so the page summarises as they do.
import { median } from '../../support/stats.ts';

/** "12 of 20 (60%)". */
export const share = (part: number, of: number) => `${part} of ${of} (${of === 0 ? 0 : Math.round((100 * part) / of)}%)`;

// The sign is the rounded figure's, so a change that rounds to nothing reads ±0, never −0.
const signed = (n: number, unit: string) => {
	const rounded = Math.round(n);
	return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)}${unit === '%' ? '%' : ` ${unit}`}`;
};

/** The profiles a comparison covers, in the site's order. */
export const profilesOf = (r: Pick<Rerun, 'outcomes'>): Profile[] => PROFILES.filter((profile) => r.outcomes.some((o) => o.profile === profile));

/** The outcomes a comparison covers, in the site's order. */
export const metricsOf = (r: Pick<Rerun, 'outcomes'>): MetricDefinition[] => METRIC_DEFINITIONS.filter((metric) => r.outcomes.some((o) => o.outcome === metric.id));

/**
 * One outcome on one profile: medians inside, then the typical change of the compared median against
 * the published one. Absolute outcomes move by a share of their value; Δ outcomes, which sit near
 * zero, by their own unit. "—" when the comparison has no such row.
 */
export function outcomeSummary(r: Pick<Rerun, 'outcomes'>, metric: MetricDefinition, profile: Profile): string {
	const of = r.outcomes.filter((o) => o.outcome === metric.id && o.profile === profile);
	if (of.length === 0) return '—';
	const within = of.filter((o) => o.within).length;
	const ratios = of.filter((o) => o.published.median > 0).map((o) => o.rerun.median / o.published.median);
	const shift = metric.delta
		? signed(median(of.map((o) => o.rerun.median - o.published.median)), metric.unit)
		: ratios.length > 0 ? signed(100 * (median(ratios) - 1), '%') : '—';
	return `${share(within, of.length)}; ${shift}`;
}
