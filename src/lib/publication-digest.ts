// What a publication's history needs of it, and nothing more (issue 60): each product's version, each
// timed outcome's status, median and range, and each host's own medians, in typed arrays. A product's
// history reads every publication served, so every publication keeps its digest resident; the whole
// publication is read from its file only when one of its views is asked for (server/archive.ts). A
// digest costs tens of kilobytes where the parsed file costs megabytes.
import { ALL_VIEWS, type ViewKey } from './dimensions.ts';
import { outcomeOf, TIMED_METRIC_IDS, type TimedMetricId } from './metrics.ts';
import type { Cell, HostMedians, MetricOutcome, Product } from './schema.ts';

/** An outcome as a history reads it: its status, and a measured one's median and range. */
export type DigestOutcome = { status: 'measured'; median: number; interval?: { low: number; high: number } } | { status: Exclude<MetricOutcome['status'], 'measured'> };

const STATUSES = ['measured', 'unavailable', 'unsupported', 'failed'] as const;
/** Per outcome: status, median, low, high (NaN where absent). */
const FIELDS = 4;

export interface PublicationDigest {
	products: readonly Pick<Product, 'slug' | 'name' | 'version'>[];
	/** A timed outcome as its history reads it: the status, and a measured one's median and range (no reason, no notes). */
	outcome(key: ViewKey, product: string, id: TimedMetricId): DigestOutcome | undefined;
	/** Whether the publication records each host's own medians (1.3 and later). */
	hasHostMedians: boolean;
	/** A host's own median as measured, or undefined. */
	hostMedian(host: string, key: ViewKey, product: string, id: TimedMetricId): number | undefined;
}

const VIEW_INDEX = new Map(ALL_VIEWS.map((key, i) => [`${key.profile}/${key.framework}`, i]));
const viewAt = (key: ViewKey) => VIEW_INDEX.get(`${key.profile}/${key.framework}`)!;

/**
 * The digest of a publication's cells, products and host medians: two flat Float64Arrays indexed by
 * view, product (and host) and outcome, so a digest is a few objects whatever the publication's size
 * (about 60 kB for 13 products on 4 hosts), where a map of small arrays would cost several times that.
 */
export function digestOf(p: { products: readonly Product[]; cells: readonly Cell[]; hostMedians: readonly HostMedians[] }): PublicationDigest {
	const productAt = new Map(p.products.map((x, i) => [x.slug, i]));
	const hostAt = new Map([...new Set(p.hostMedians.map((h) => h.host))].map((h, i) => [h, i]));
	const outcomesPerCell = TIMED_METRIC_IDS.length;
	const cellAt = (view: number, product: number) => (view * productAt.size + product) * outcomesPerCell;
	const outcomes = new Float64Array(ALL_VIEWS.length * productAt.size * outcomesPerCell * FIELDS).fill(NaN);
	for (const cell of p.cells) {
		const product = productAt.get(cell.product);
		if (product === undefined) continue;
		TIMED_METRIC_IDS.forEach((id, i) => {
			const at = (cellAt(viewAt(cell), product) + i) * FIELDS;
			const o = outcomeOf(cell, id);
			outcomes[at] = STATUSES.indexOf(o.status);
			if (o.status !== 'measured') return;
			outcomes[at + 1] = o.median;
			if (o.interval) [outcomes[at + 2], outcomes[at + 3]] = [o.interval.low, o.interval.high];
		});
	}
	const perHost = ALL_VIEWS.length * productAt.size * outcomesPerCell;
	const hosts = new Float64Array(hostAt.size * perHost).fill(NaN);
	for (const h of p.hostMedians)
		for (const own of h.products) {
			const product = productAt.get(own.product);
			if (product === undefined) continue;
			TIMED_METRIC_IDS.forEach((id, i) => (hosts[hostAt.get(h.host)! * perHost + cellAt(viewAt(h), product) + i] = own.medians[id] ?? NaN));
		}
	return {
		products: p.products.map(({ slug, name, version }) => ({ slug, name, version })),
		outcome(key, product, id) {
			const index = productAt.get(product);
			if (index === undefined) return undefined;
			const at = (cellAt(viewAt(key), index) + TIMED_METRIC_IDS.indexOf(id)) * FIELDS;
			if (Number.isNaN(outcomes[at])) return undefined;
			const status = STATUSES[outcomes[at]];
			if (status !== 'measured') return { status };
			const [median, low, high] = [outcomes[at + 1], outcomes[at + 2], outcomes[at + 3]];
			return { status, median, ...(Number.isNaN(low) ? {} : { interval: { low, high } }) };
		},
		hasHostMedians: hostAt.size > 0,
		hostMedian(host, key, product, id) {
			const h = hostAt.get(host);
			const index = productAt.get(product);
			if (h === undefined || index === undefined) return undefined;
			const value = hosts[h * perHost + cellAt(viewAt(key), index) + TIMED_METRIC_IDS.indexOf(id)];
			return Number.isNaN(value) ? undefined : value;
		}
	};
}

/** The views a digest has a cell in, for one product. */
export const viewsOf = (digest: PublicationDigest, product: string) => ALL_VIEWS.filter((key) => TIMED_METRIC_IDS.some((id) => digest.outcome(key, product, id) !== undefined));
