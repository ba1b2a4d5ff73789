import { describe, expect, it } from 'vitest';
import { hashString, seededRandom, seededShuffle } from './random.ts';
import { median } from '../../support/stats.ts';
import { bootstrapMedian, bootstrapMedianByHost, bootstrapMedianDifference, bootstrapMedianDifferenceByHost, bootstrapMedianDifferenceUnpaired, type PairedRound } from './stats.ts';

describe('seeded randomness', () => {
	it('is reproducible and seed-dependent', () => {
		const a = seededRandom(hashString('desktop/react/klaro:pageDelay'));
		const b = seededRandom(hashString('desktop/react/klaro:pageDelay'));
		const c = seededRandom(hashString('desktop/react/klaro:mainThread'));
		const first = [a(), a(), a()];
		expect([b(), b(), b()]).toEqual(first);
		expect([c(), c(), c()]).not.toEqual(first);
	});
	it('shuffles a copy', () => {
		const items = [1, 2, 3, 4, 5];
		expect(seededShuffle(items, 7)).toEqual(seededShuffle(items, 7));
		expect([...seededShuffle(items, 7)].sort()).toEqual(items);
	});
});

describe('bootstrap intervals', () => {
	const sample = [10, 12, 11, 13, 12, 14, 11, 12, 13, 15];
	it('brackets the median and is identical for the same seed', () => {
		const interval = bootstrapMedian([sample], 42);
		expect(interval.low).toBeLessThanOrEqual(median(sample));
		expect(interval.high).toBeGreaterThanOrEqual(median(sample));
		expect(bootstrapMedian([sample], 42)).toEqual(interval);
	});
	it('collapses to a point for a constant difference', () => {
		expect(bootstrapMedianDifference([{ product: [700, 700, 700], baseline: [100, 100] }], 1)).toEqual({ low: 600, high: 600 });
	});
	it('brackets a shifted sample', () => {
		const interval = bootstrapMedianDifference([{ product: sample.map((x) => x + 50), baseline: sample }], 3);
		expect(interval.low).toBeGreaterThan(45);
		expect(interval.high).toBeLessThan(55);
	});
	it('refuses an empty round', () => expect(() => bootstrapMedian([sample, []], 1)).toThrow('every round'));
});

// Synthetic campaigns: 4 rounds of 5 visits, visit-to-visit noise of ±3 around 100.
const noise = [-3, -1, 0, 1, 3];
const round = (level: number) => noise.map((n) => level + n);
const width = (i: { low: number; high: number }) => i.high - i.low;

describe('two-stage bootstrap: run-to-run drift widens the interval', () => {
	it('widens when the rounds are shifted against each other', () => {
		const steady = bootstrapMedian([round(100), round(100), round(100), round(100)], 7);
		const drifting = bootstrapMedian([round(90), round(97), round(103), round(110)], 7);
		expect(width(drifting)).toBeGreaterThan(2 * width(steady));
		// The interval reaches into the outer rounds: a rerun landing at 92 or 108 is not a surprise.
		expect(drifting.low).toBeLessThan(95);
		expect(drifting.high).toBeGreaterThan(105);
	});

	it('stays about as narrow as the one-run bootstrap when there is no shift', () => {
		const values = [round(100), round(100), round(100), round(100)];
		const clustered = width(bootstrapMedian(values, 11));
		const pooled = width(bootstrapMedian([values.flat()], 11));
		expect(clustered).toBeLessThanOrEqual(pooled * 1.25);
		expect(clustered).toBeGreaterThanOrEqual(pooled * 0.75);
	});

	it('pairing by round removes drift that hits the product and its baseline alike', () => {
		// Load moves both pages by the same amount per round; the product costs +20 throughout.
		const rounds: PairedRound[] = [90, 97, 103, 110].map((level) => ({ product: round(level + 20), baseline: round(level) }));
		const paired = bootstrapMedianDifference(rounds, 5);
		const unpaired = bootstrapMedianDifferenceUnpaired(rounds, 5);
		expect(paired.low).toBeGreaterThan(12);
		expect(paired.high).toBeLessThan(28);
		expect(width(paired)).toBeLessThan(width(unpaired) / 2);
	});
});

describe('two-stage bootstrap: a round cut short', () => {
	it('weighs an interrupted round by its visits, so one stray visit does not stretch the interval', () => {
		// Round 4 was interrupted after one visit, which happened to be slow.
		const full = [round(100), round(100), round(100)];
		const interval = bootstrapMedian([...full, [160]], 9);
		expect(interval.high).toBeLessThan(110);
		expect(interval.low).toBeLessThanOrEqual(100);
		// A whole round at 160 is drift, and must widen it far more.
		expect(bootstrapMedian([...full, round(160)], 9).high).toBeGreaterThan(150);
	});
});

describe('three-stage bootstrap: hosts, then rounds, then visits', () => {
	const rounds = [round(100), round(97), round(103), round(110)];
	it('is exactly the two-stage interval for one host', () => {
		expect(bootstrapMedianByHost([rounds], 13)).toEqual(bootstrapMedian(rounds, 13));
		const paired: PairedRound[] = rounds.map((r) => ({ product: r.map((x) => x + 20), baseline: r }));
		expect(bootstrapMedianDifferenceByHost([paired], 13)).toEqual(bootstrapMedianDifference(paired, 13));
	});

	it('widens with a shift between hosts that the rounds of each host do not show', () => {
		const steady = [round(100), round(100), round(100), round(100)];
		const twoAlike = bootstrapMedianByHost([steady, steady], 17);
		const twoApart = bootstrapMedianByHost([steady, steady.map((r) => r.map((x) => x + 20))], 17);
		expect(width(twoApart)).toBeGreaterThan(4 * width(twoAlike));
		expect(twoApart.high).toBeGreaterThan(115);
	});

	it('keeps a Δ paired within each host, so a host that is slower for both pages does not widen it', () => {
		const host = (level: number): PairedRound[] => [0, 1, 2, 3].map(() => ({ product: round(level + 20), baseline: round(level) }));
		const interval = bootstrapMedianDifferenceByHost([host(100), host(160)], 19);
		expect(interval.low).toBeGreaterThan(12);
		expect(interval.high).toBeLessThan(28);
	});
});
