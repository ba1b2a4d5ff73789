import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from './dataset.ts';
import { ALL_VIEWS } from './dimensions.ts';
import { outcomeOf, TIMED_METRIC_IDS } from './metrics.ts';
import { digestOf } from './publication-digest.ts';

const dataset = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
const digest = digestOf({ products: dataset.products, cells: dataset.cells, hostMedians: dataset.hostMedians ?? [] });

describe('a publication\'s digest', () => {
	it('says of every outcome of every cell what the cell says: its status, median and range', () => {
		for (const cell of dataset.cells)
			for (const id of TIMED_METRIC_IDS) {
				const o = outcomeOf(cell, id);
				const expected = o.status === 'measured' ? { status: o.status, median: o.median, ...(o.interval ? { interval: o.interval } : {}) } : { status: o.status };
				expect(digest.outcome(cell, cell.product, id)).toEqual(expected);
			}
	});
	it('gives each host\'s own medians, and nothing for a product, view or host it does not have', () => {
		for (const h of dataset.hostMedians!)
			for (const own of h.products) for (const id of TIMED_METRIC_IDS) expect(digest.hostMedian(h.host, h, own.product, id)).toBe(own.medians[id]);
		expect(digest.outcome(ALL_VIEWS[0], 'no-such-product', 'bannerVisible')).toBeUndefined();
		expect(digest.hostMedian('000000000000', ALL_VIEWS[0], 'klaro', 'bannerVisible')).toBeUndefined();
		expect(digest.products.map((p) => p.slug)).toEqual(dataset.products.map((p) => p.slug));
	});
});
