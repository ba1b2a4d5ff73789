import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCampaign, type HostUnit } from '../campaign/merge-campaign.ts';
import { publishedRecords } from '../publish/admitted.ts';
import { spreadGaps, type SpreadGap } from './derive.ts';
import { MACHINE_SPREAD_1_5, MACHINE_SPREAD_1_5_SOURCE, MACHINE_SPREAD_2_0, MACHINE_SPREAD_2_0_SOURCE, MACHINE_SPREAD_2_1, spreadOf } from './rule.ts';
import { readAllShards } from '../gather/records.ts';

const CAMPAIGN = join(import.meta.dirname, '..', '..', 'data', 'campaign-1.3');
const CAMPAIGN_2_0 = join(import.meta.dirname, '..', '..', 'data', 'campaign-2.0');
const gap = (host: string, value: number): SpreadGap => ({ host, profile: 'desktop', shard: 'desktop-react', product: 'klaro', outcome: 'bannerVisible', gap: value });

describe('the machine spread\'s rule', () => {
	it('is the 95th percentile of the gaps\' sizes, rounded up to the next hundredth, whatever their sign', () => {
		// Sizes 0.01 … 0.20: the type-7 95th percentile is 0.1905, so the spread is 0.20.
		const gaps = Array.from({ length: 20 }, (_, i) => gap(i % 2 === 0 ? 'a' : 'b', (i % 2 === 0 ? 1 : -1) * (i + 1) / 100));
		expect(spreadOf(gaps)).toEqual([{ profile: 'desktop', outcome: 'bannerVisible', spread: 0.2, cells: 20, hosts: 2 }]);
		// An exact hundredth is not rounded past itself.
		expect(spreadOf([gap('a', 0.1), gap('b', -0.1)])[0].spread).toBe(0.1);
	});

	it('gives methodology 1.5\'s fixed spread on campaign 1.3\'s admitted units of its hosts', { timeout: 120_000 }, () => {
		const source: readonly string[] = MACHINE_SPREAD_1_5_SOURCE.hosts;
		const { records, presses } = publishedRecords(readCampaign(CAMPAIGN).units.filter((u) => source.includes(u.host)).flatMap((u) => u.records), '1.5');
		const derived = spreadOf(spreadGaps(records, presses, 'page'));
		expect(Object.fromEntries(derived.map((d) => [`${d.profile}/${d.outcome}`, d.spread]))).toEqual(MACHINE_SPREAD_1_5);
		// Every host is left out, and every outcome of both profiles rests on several hosts' cells.
		expect(new Set(spreadGaps(records, presses, 'page').map((g) => g.host))).toEqual(new Set(source));
		for (const d of derived) expect(d.hosts).toBeGreaterThanOrEqual(3);
	});

	it('gives methodology 2.0\'s fixed spread on campaign 2.0\'s admitted units of its hosts, presses on the control\'s measure', { timeout: 120_000 }, () => {
		const source: readonly string[] = MACHINE_SPREAD_2_0_SOURCE.hosts;
		const before = (u: HostUnit) => u.records.every((r) => r.kind !== 'run' || r.startedAt < MACHINE_SPREAD_2_0_SOURCE.gatheredBefore);
		const { records, presses, edition } = publishedRecords(readCampaign(CAMPAIGN_2_0).units.filter((u) => source.includes(u.host) && before(u)).flatMap((u) => u.records), '2.0');
		expect(edition.version).toBe('2.0');
		const gaps = spreadGaps(records, presses, edition.deltaSpread);
		const derived = spreadOf(gaps);
		expect(Object.fromEntries(derived.map((d) => [`${d.profile}/${d.outcome}`, d.spread]))).toEqual(MACHINE_SPREAD_2_0);
		// Every host with an admitted unit was left out in turn; a host that joins later does not re-choose the figures.
		expect(new Set(gaps.map((g) => g.host))).toEqual(new Set(source));
		for (const d of derived) expect(d.hosts).toBeGreaterThanOrEqual(3);
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
