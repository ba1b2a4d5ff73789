// Each host's own medians of one view (issue 54), in the short form the leaderboard's row details and the
// product page show them: "1742003ffcb7 1,234 ms (20 visits)". From 1.4 a host's median is stated at the
// control's speed, as the published one is, with the median as measured beside it where scaling moved it.
import { formatShort } from '../format.ts';
import type { TimedMetricId } from '../metrics.ts';
import type { HostMedians } from '../schema.ts';
import { CONTROL_MEASURE_SHORT, type ControlMeasureId } from '../control-measures.ts';

/** The view's entries of the dataset's hostMedians, without the view's own keys. */
export type ViewHostMedians = readonly Pick<HostMedians, 'host' | 'rounds' | 'products' | 'control'>[];

export interface HostValue {
	host: string;
	/** As the publication states it: at the control's speed from 1.4, as measured before. */
	value: string;
	/** As measured, where the scaling changed the number; undefined otherwise. */
	measured?: string;
	visits: number;
}

/** One product's medians of one outcome, host by host; empty when no host has one. */
export function hostValues(hosts: ViewHostMedians, product: string, id: TimedMetricId): HostValue[] {
	return hosts.flatMap((h) => {
		const own = h.products.find((p) => p.product === product);
		const raw = own?.medians[id];
		if (!own || raw === undefined) return [];
		const scaled = own.scaledMedians?.[id];
		const value = formatShort(id, scaled ?? raw);
		const measured = scaled !== undefined && scaled !== raw ? formatShort(id, raw) : undefined;
		return [{ host: h.host, value, ...(measured ? { measured } : {}), visits: own.visits }];
	});
}

/** "1742003ffcb7 1,234 ms (as measured 1,310 ms; 20 visits)". */
export const describeHostValue = (v: HostValue) => `${v.host} ${v.value} (${v.measured ? `as measured ${v.measured}; ` : ''}${v.visits} visits)`;

/** "by host: 1742003ffcb7 1,234 ms (20 visits), d792aba1dba7 1,310 ms (5 visits)", or '' when there is nothing to add. */
export function byHostPhrase(hosts: ViewHostMedians, product: string, id: TimedMetricId): string {
	const values = hostValues(hosts, product, id);
	return values.length === 0 ? '' : `by host: ${values.map(describeHostValue).join(', ')}`;
}

/** How fast a host ran the bare page against the reference, per measure the scaling used: "×0.77 task, ×0.93 LCP". */
export function controlPhrase(h: Pick<HostMedians, 'control'>): string {
	const entries = Object.entries(h.control ?? {}).filter((e): e is [ControlMeasureId, number] => e[1] !== undefined);
	return entries.length === 0 ? '–' : entries.map(([measure, ratio]) => `×${ratio.toFixed(2)} ${CONTROL_MEASURE_SHORT[measure].toLowerCase()}`).join(', ');
}
