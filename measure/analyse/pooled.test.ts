import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';
import { bootstrapMedianByHost } from './stats.ts';
import { bootstrapPooled, pooledMedian, pooledValues, type RoundSample } from './pooled.ts';

const round = (values: number[], extra: Partial<RoundSample> = {}): RoundSample => ({ values, ...extra });

describe('pooled medians', () => {
	it('state every value as measured: a host that ran twice as slow keeps its times', () => {
		const fast = round([100, 110, 120]);
		const slow = round([200, 220, 240]);
		expect(pooledMedian([[fast]])).toBe(110);
		expect(pooledMedian([[slow]])).toBe(220);
		expect(pooledValues([[fast], [slow]])).toEqual([100, 110, 120, 200, 220, 240]);
	});
	it('take a Δ within its round, so a pooled Δ lies between the hosts\' own Δs', () => {
		// Host a: product 300 against a bare page of 100 (Δ 200). Host b: 900 against 800 (Δ 100).
		const a = round([290, 300, 310], { bare: [95, 100, 105] });
		const b = round([890, 900, 910], { bare: [795, 800, 805] });
		const pooled = pooledMedian([[a], [b]]);
		expect(pooledMedian([[a]])).toBe(200);
		expect(pooledMedian([[b]])).toBe(100);
		expect(pooled).toBeGreaterThanOrEqual(100);
		expect(pooled).toBeLessThanOrEqual(200);
	});
	it('put the pooled Δ between the hosts\' own Δs, whatever the values (as the methodology says)', () => {
		const random = seededRandom(11);
		const draw = (n: number, level: number) => Array.from({ length: n }, () => Math.round(level + random() * 200));
		for (let trial = 0; trial < 500; trial++) {
			const hosts = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
				Array.from({ length: 1 + Math.floor(random() * 3) }, () => round(draw(1 + Math.floor(random() * 6), random() * 500), { bare: draw(1 + Math.floor(random() * 5), random() * 300) }))
			);
			const own = hosts.map((rounds) => pooledMedian([rounds]));
			const pooled = pooledMedian(hosts);
			expect(pooled).toBeGreaterThanOrEqual(Math.min(...own) - 1e-9);
			expect(pooled).toBeLessThanOrEqual(Math.max(...own) + 1e-9);
		}
	});
	it('subtract one bare page from both products of a pair, so it cancels', () => {
		const r = round([120, 130], { other: [100, 104], bare: [300, 300] });
		expect(pooledMedian([[r]])).toBe(125 - 102);
	});
	it('refuse a Δ round without a bare-page visit, and a round without values, naming what is missing', () => {
		expect(() => pooledMedian([[round([1], { bare: [] })]])).toThrow(/needs a bare-page visit/);
		expect(() => pooledMedian([[round([])]])).toThrow(/at least one value/);
		expect(() => pooledMedian([])).toThrow(/at least one round/);
	});
});

describe('the pooled bootstrap', () => {
	const hosts = [0, 1, 2].map((h) => [0, 1, 2, 3].map((r) => round([10, 12, 14, 16, 18].map((x) => (x + r) * (h + 1)))));
	it('is seeded: the same seed gives the same interval', () => {
		expect(bootstrapPooled(hosts, 7, 2000)).toEqual(bootstrapPooled(hosts, 7, 2000));
	});
	it('spans the differences between hosts, as measured: wider than any one host\'s own range', () => {
		const pooled = bootstrapPooled(hosts, 7, 2000);
		const widest = Math.max(...hosts.map((rounds) => {
			const own = bootstrapMedianByHost([rounds.map((r) => r.values)], 7, 2000);
			return own.high - own.low;
		}));
		expect(pooled.high - pooled.low).toBeGreaterThan(widest);
		expect(pooled.low).toBeLessThanOrEqual(pooledMedian(hosts));
		expect(pooled.high).toBeGreaterThanOrEqual(pooledMedian(hosts));
	});
	it('carries the bare page\'s own uncertainty: a noisy bare page widens a Δ\'s interval', () => {
		const steady = [[round([10, 11, 12, 13, 14], { bare: [5, 5, 5, 5, 5] })]];
		const noisy = [[round([10, 11, 12, 13, 14], { bare: [1, 3, 5, 7, 9] })]];
		const width = (i: { low: number; high: number }) => i.high - i.low;
		expect(width(bootstrapPooled(noisy, 3, 4000))).toBeGreaterThan(width(bootstrapPooled(steady, 3, 4000)) * 1.2);
	});
	it('with one host, is that host\'s own range: wider with one round than with four of the same visits', () => {
		const four = [[0, 1, 2, 3].map((r) => round([10, 12, 14, 16, 18].map((x) => x + r)))];
		const one = [[round([10, 12, 14, 16, 18])]];
		const i4 = bootstrapPooled(four, 5, 4000);
		const i1 = bootstrapPooled(one, 5, 4000);
		expect(i1.high - i1.low).toBeGreaterThan(i4.high - i4.low);
		expect(i1.low).toBeGreaterThanOrEqual(10);
		expect(i1.high).toBeLessThanOrEqual(18);
	});
});
