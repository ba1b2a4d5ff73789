import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedRecords } from '../publish/admitted.ts';
import { spreadGaps, type SpreadGap } from './derive.ts';
import { MACHINE_SPREAD_2_1, spreadOf } from './rule.ts';
import { readAllShards } from '../gather/records.ts';

const gap = (host: string, value: number): SpreadGap => ({ host, profile: 'desktop', shard: 'desktop-react', product: 'klaro', outcome: 'bannerVisible', gap: value });

describe('the machine spread\'s rule', () => {
	it('is the 95th percentile of the gaps\' sizes, rounded up to the next hundredth, whatever their sign', () => {
		// Sizes 0.01 … 0.20: the type-7 95th percentile is 0.1905, so the spread is 0.20.
		const gaps = Array.from({ length: 20 }, (_, i) => gap(i % 2 === 0 ? 'a' : 'b', (i % 2 === 0 ? 1 : -1) * (i + 1) / 100));
		expect(spreadOf(gaps)).toEqual([{ profile: 'desktop', outcome: 'bannerVisible', spread: 0.2, cells: 20, hosts: 2 }]);
		// An exact hundredth is not rounded past itself.
		expect(spreadOf([gap('a', 0.1), gap('b', -0.1)])[0].spread).toBe(0.1);
	});

	it('gives methodology 2.1\'s fixed spread on publication 2.0\'s records, presses read as 2.1 reads them and each Δ a share of itself', { timeout: 120_000 }, () => {
		const { records, presses, edition } = publishedRecords(readAllShards(join(import.meta.dirname, '..', '..', 'data', 'visits')), '2.1');
		expect(edition.version).toBe('2.1');
		expect(edition.deltaSpread).toBe('delta');
		const gaps = spreadGaps(records, presses, edition.deltaSpread);
		const derived = spreadOf(gaps);
		expect(Object.fromEntries(derived.map((d) => [`${d.profile}/${d.outcome}`, d.spread]))).toEqual(MACHINE_SPREAD_2_1);
		// No held-out main-thread Δ beyond the margin lies on the other side of zero; some page delays do.
		expect(gaps.filter((g) => g.outcome === 'mainThread' && g.otherSign).length).toBe(0);
		expect(gaps.filter((g) => g.outcome === 'pageDelay' && g.otherSign).length).toBe(38);
	});
});
