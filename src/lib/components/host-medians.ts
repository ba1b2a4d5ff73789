// Each machine's own series of one view (issues 54, 64), in the short form the leaderboard's row details,
// the compare page and the product page show them: "1742003ffcb7 (CPU not named, 4 rounds) 1,234 ms,
// its own range 1,200 to 1,270 ms". A machine's median is as it measured it; its range comes from its
// rounds and visits alone, and a machine with one round says so.
import { formatShort, formatShortRange } from '../format.ts';
import { isPressOutcome, SERIES_MIN_PRESSES, type TimedMetricId } from '../metrics.ts';
import type { HostMedians } from '../schema.ts';

/** The view's entries of the dataset's hostMedians, with each host's CPU design (null: it cannot be named). */
export type ViewHostMedians = readonly (Pick<HostMedians, 'host' | 'rounds' | 'products' | 'control'> & { design: string | null })[];

export interface HostValue {
	host: string;
	design: string | null;
	rounds: number;
	value: string;
	/** The host's own 95% range, where the publication states one (1.5 and later). */
	range?: string;
	visits: number;
}

/**
 * Why a machine states no press of its own for a product (issue 91): a series needs 20 presses of one
 * action, and a machine with one round of 20 visits has 10 accept and 10 reject presses.
 */
export const tooFewPresses = (visits: number) => `about ${Math.ceil(visits / 2)} presses, fewer than the ${SERIES_MIN_PRESSES} a machine's own series needs`;

/** One product's medians of one outcome, host by host; empty when no host has one. A press a machine has too few of is said so in words. */
export function hostValues(hosts: ViewHostMedians, product: string, id: TimedMetricId): HostValue[] {
	return hosts.flatMap((h) => {
		const own = h.products.find((p) => p.product === product);
		const median = own?.medians[id];
		if (own && median === undefined && isPressOutcome(id) && own.visits > 0) return [{ host: h.host, design: h.design, rounds: h.rounds, value: tooFewPresses(own.visits), visits: own.visits }];
		if (!own || median === undefined) return [];
		const interval = own.intervals?.[id];
		const range = interval === undefined ? undefined : interval.low === interval.high ? 'the same in every visit' : formatShortRange(id, interval.low, interval.high);
		return [{ host: h.host, design: h.design, rounds: h.rounds, value: formatShort(id, median), ...(range ? { range } : {}), visits: own.visits }];
	});
}

/** "one round of 5 visits" / "4 rounds, 20 visits": what stands behind a host's series. */
export const describeRounds = (rounds: number, visits: number) => (rounds === 1 ? `one round of ${visits} visits` : `${rounds} rounds, ${visits} visits`);

/** A host named by its CPU design first (SPEC's way: the machine, then the figures). */
export const describeHost = (h: { host: string; design: string | null }) => `${h.design ?? 'CPU not named'}, host ${h.host}`;

/** How fast a host ran the bare page against the gate's reference: "×0.77" (faster), "×1.30" (slower), '–' when unknown. */
export function controlPhrase(h: Pick<HostMedians, 'control'>): string {
	const task = h.control?.task;
	return task === undefined ? '–' : `×${task.toFixed(2)}`;
}

/** One row of a comparison's machine-by-machine table: an outcome on one machine, both products as it measured them. */
export interface PairSeriesRow {
	id: TimedMetricId;
	machine: string;
	a: string;
	b: string;
}

/** Every outcome both products have on a machine, machine by machine (the compare page and its Markdown). */
export function pairSeriesRows(hosts: ViewHostMedians, a: string, b: string, ids: readonly TimedMetricId[]): PairSeriesRow[] {
	const cell = (v: HostValue | undefined) => (v === undefined ? '–' : v.range ? `${v.value} (${v.range})` : v.value);
	return ids.flatMap((id) =>
		hosts.flatMap((h) => {
			const [va, vb] = [hostValues([h], a, id)[0], hostValues([h], b, id)[0]];
			if (!va && !vb) return [];
			const visits = va?.visits ?? vb!.visits;
			return [{ id, machine: `${describeHost(h)} (${describeRounds(h.rounds, visits)})`, a: cell(va), b: cell(vb) }];
		})
	);
}
