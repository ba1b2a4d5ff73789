// Geometry of an outcome chart (median and 95% interval per product on one axis, tier bands
// behind, a zero line for Δ outcomes). Pure numbers, so the SVG component stays a template and
// the scale is tested without a browser.
import { metricDefinition, type TimedMetricId, type Tier } from './metrics.ts';
import type { MetricOutcome } from './schema.ts';

export interface ChartRow {
	name: string;
	outcome: MetricOutcome;
	/** What another machine of the campaign's class measured (the machine spread, 1.5 and later). */
	spread?: { low: number; high: number };
}

/** A chart's rows in the order of its own outcome: lowest median first, rows without a result last (issue 66). */
export function byOwnOutcome<R extends ChartRow>(rows: readonly R[]): R[] {
	const median = (r: ChartRow) => (r.outcome.status === 'measured' ? r.outcome.median : Infinity);
	return [...rows].sort((a, b) => median(a) - median(b) || a.name.localeCompare(b.name, 'en'));
}

export interface ChartGeometry {
	min: number;
	max: number;
	/** x in [0, 1] for a value. */
	x(value: number): number;
	ticks: number[];
	bands: { tier: Tier; from: number; to: number }[];
	/** Present for Δ outcomes: where "no difference from the baseline" lies. */
	zero: number | null;
}

/** A round step (1, 2 or 5 × 10^k) that cuts the range into about `count` parts. */
export function niceStep(range: number, count = 4): number {
	if (range <= 0) return 1;
	const raw = range / count;
	const power = 10 ** Math.floor(Math.log10(raw));
	const step = [1, 2, 5, 10].find((f) => f * power >= raw)!;
	return step * power;
}

export function chartGeometry(id: TimedMetricId, rows: readonly ChartRow[]): ChartGeometry {
	const def = metricDefinition(id);
	const values = rows.flatMap(({ outcome: o, spread }) =>
		o.status === 'measured' ? [o.median, o.interval?.low ?? o.median, o.interval?.high ?? o.median, ...(spread ? [spread.low, spread.high] : [])] : []
	);
	// Times and bytes start at zero; Δ outcomes may go below it, and zero must be on the axis.
	let low = Math.min(0, ...values);
	let high = Math.max(0, ...values);
	if (high === low) high = low + (def.tiers?.good ?? 1);
	const step = niceStep(high - low);
	low = Math.floor(low / step) * step;
	high = Math.ceil((high + step * 0.1) / step) * step;
	const x = (value: number) => (value - low) / (high - low);
	const ticks: number[] = [];
	for (let t = low; t <= high + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
	const bands: ChartGeometry['bands'] = [];
	if (def.tiers) {
		const edges: [Tier, number, number][] = [
			['good', -Infinity, def.tiers.good],
			['fair', def.tiers.good, def.tiers.fair],
			['poor', def.tiers.fair, Infinity]
		];
		for (const [tier, from, to] of edges) {
			const a = Math.max(low, from);
			const b = Math.min(high, to);
			if (b > a) bands.push({ tier, from: x(a), to: x(b) });
		}
	}
	return { min: low, max: high, x, ticks, bands, zero: def.delta ? x(0) : null };
}

/** Geometry of a head-to-head difference: an axis around zero, the practical margin as a band. */
export interface DifferenceGeometry {
	min: number;
	max: number;
	x(value: number): number;
	ticks: number[];
	/** The ±margin band, as x fractions. */
	margin: { from: number; to: number };
	zero: number;
}

/** An axis symmetric about zero that holds the interval, the point and the margin with room to spare. */
export function differenceGeometry(margin: number, d: { difference: number; low: number; high: number }): DifferenceGeometry {
	const reach = Math.max(Math.abs(d.low), Math.abs(d.high), Math.abs(d.difference), margin * 1.5) * 1.1;
	const step = niceStep(2 * reach, 4);
	const max = Math.ceil(reach / step) * step;
	const min = -max;
	const x = (value: number) => (value - min) / (max - min);
	const ticks: number[] = [];
	for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
	return { min, max, x, ticks, margin: { from: x(-margin), to: x(margin) }, zero: x(0) };
}
