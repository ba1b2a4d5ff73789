import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';
import { bootstrapMedianByHost } from './stats.ts';
import { bootstrapControlled, controlledMedian, controlledValues, type ControlledRound } from './controlled.ts';

const round = (values: number[], extra: Partial<ControlledRound> = {}): ControlledRound => ({ values, ...extra });

describe('controlled medians', () => {
	it('state a round at the reference speed: a host that ran its control twice as slow has its times halved', () => {
		const fast = round([100, 110, 120], { bare: { control: [50, 50, 50] }, reference: 50 });
		const slow = round([200, 220, 240], { bare: { control: [100, 100, 100] }, reference: 50 });
		expect(controlledMedian([[fast]])).toBe(110);
		expect(controlledMedian([[slow]])).toBe(110);
		expect(controlledMedian([[fast], [slow]])).toBe(110);
		expect(controlledValues([[slow]])).toEqual([100, 110, 120]);
	});
	it('take a Δ within its round, so a pooled Δ lies between the hosts\' own Δs', () => {
		// Host a: product 300 against a bare page of 100 (Δ 200). Host b: 900 against 800 (Δ 100).
		const a = round([290, 300, 310], { bare: { shift: [95, 100, 105] } });
		const b = round([890, 900, 910], { bare: { shift: [795, 800, 805] } });
		const pooled = controlledMedian([[a], [b]]);
		expect(controlledMedian([[a]])).toBe(200);
		expect(controlledMedian([[b]])).toBe(100);
		expect(pooled).toBeGreaterThanOrEqual(100);
		expect(pooled).toBeLessThanOrEqual(200);
	});
	it('put the pooled Δ between the hosts\' own Δs, whatever the values (as the methodology says)', () => {
		const random = seededRandom(11);
		const draw = (n: number, level: number) => Array.from({ length: n }, () => Math.round(level + random() * 200));
		for (let trial = 0; trial < 500; trial++) {
			const hosts = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
				Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
					const bare = 1 + Math.floor(random() * 5);
					return round(draw(1 + Math.floor(random() * 6), random() * 500), { bare: { shift: draw(bare, random() * 300), control: draw(bare, 100).map((c) => c + 1) }, reference: 150 });
				})
			);
			const own = hosts.map((rounds) => controlledMedian([rounds]));
			const pooled = controlledMedian(hosts);
			expect(pooled).toBeGreaterThanOrEqual(Math.min(...own) - 1e-9);
			expect(pooled).toBeLessThanOrEqual(Math.max(...own) + 1e-9);
		}
	});
	it('scale a pair\'s two products by the same control, so no difference changes sign', () => {
		const r = round([120, 130], { other: [100, 104], bare: { control: [300, 300] }, reference: 100 });
		expect(controlledMedian([[r]])).toBeCloseTo((125 - 102) / 3, 10);
	});
	it('refuse a scaled round without a control visit or a reference, naming what is missing', () => {
		expect(() => controlledMedian([[round([1], { bare: { control: [] }, reference: 1 })]])).toThrow(/needs a bare-page visit/);
		expect(() => controlledMedian([[round([1], { bare: { control: [2] } })]])).toThrow(/positive reference/);
		expect(() => controlledMedian([[round([1], { bare: { shift: [1, 2], control: [2] }, reference: 1 })]])).toThrow(/same visits/);
	});
});

describe('the controlled bootstrap', () => {
	const hosts = [0, 1, 2].map((h) => [0, 1, 2, 3].map((r) => round([10, 12, 14, 16, 18].map((x) => (x + r) * (h + 1)), { bare: { control: [9, 10, 11, 10, 10].map((c) => c * (h + 1)) }, reference: 10 })));
	it('is seeded: the same seed gives the same interval', () => {
		expect(bootstrapControlled(hosts, 7, 2000)).toEqual(bootstrapControlled(hosts, 7, 2000));
	});
	it('narrows the interval when hosts differ only in speed', () => {
		const scaled = bootstrapControlled(hosts, 7, 2000);
		const raw = bootstrapMedianByHost(hosts.map((rounds) => rounds.map((r) => r.values)), 7, 2000);
		expect(scaled.high - scaled.low).toBeLessThan((raw.high - raw.low) / 3);
		expect(scaled.low).toBeLessThanOrEqual(controlledMedian(hosts));
		expect(scaled.high).toBeGreaterThanOrEqual(controlledMedian(hosts));
	});
	it('carries the control\'s own uncertainty: a noisy control widens the interval', () => {
		const steady = [[round([10, 11, 12, 13, 14], { bare: { control: [10, 10, 10, 10, 10] }, reference: 10 })]];
		const noisy = [[round([10, 11, 12, 13, 14], { bare: { control: [6, 8, 10, 12, 14] }, reference: 10 })]];
		const width = (i: { low: number; high: number }) => i.high - i.low;
		expect(width(bootstrapControlled(noisy, 3, 4000))).toBeGreaterThan(width(bootstrapControlled(steady, 3, 4000)) * 1.2);
	});
});
