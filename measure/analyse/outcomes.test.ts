import { describe, expect, it } from 'vitest';
import { roundFor } from '../../src/lib/metrics.ts';
import { absoluteOutcome, conclude, deltaOutcome, pairedRounds, type RoundValue } from './outcomes.ts';

/** Values all in one round, as records from before rounds existed are treated. */
const oneRound = (values: number[]): RoundValue[] => values.map((value) => ({ round: 0, value }));

describe('conclude', () => {
	it('needs the whole interval beyond the practical margin', () => {
		expect(conclude('pageDelay', { low: 17, high: 40 })).toBe('added');
		expect(conclude('pageDelay', { low: 10, high: 40 })).toBe('inconclusive');
		expect(conclude('mainThread', { low: -30, high: -6 })).toBe('removed');
		expect(conclude('addedBytes', { low: 1000, high: 1000 })).toBe('inconclusive');
	});
});

describe('outcomes', () => {
	const values = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
	it('publishes median, p75, interval and tier of an absolute outcome', () => {
		const outcome = absoluteOutcome('bannerVisible', 'desktop/script-tag/klaro', oneRound(values), 10);
		expect(outcome).toMatchObject({ status: 'measured', median: 145, p75: 167.5, samples: 10, tier: 'good' });
		expect(outcome).toEqual(absoluteOutcome('bannerVisible', 'desktop/script-tag/klaro', oneRound(values), 10));
	});
	it('publishes a Δ against the baseline with a conclusion', () => {
		const baseline = values.map((v) => v - 100);
		const outcome = deltaOutcome('pageDelay', 'mobile/react/klaro', oneRound(values), oneRound(baseline), 10);
		expect(outcome).toMatchObject({ status: 'measured', median: 100, tier: 'good', conclusion: 'added' });
	});
	it('tiers deterministic byte deltas and collapses their interval', () => {
		const outcome = deltaOutcome('addedBytes', 'c', oneRound(Array(10).fill(150_000)), oneRound(Array(10).fill(1000)), 10);
		expect(outcome).toMatchObject({ median: 149_000, tier: 'poor', interval: { low: 149_000, high: 149_000 }, conclusion: 'added' });
	});
	it('fails with a specific reason when too few visits are valid', () => {
		expect(absoluteOutcome('clickResponse', 'c', oneRound([20, 30]), 5)).toEqual({ status: 'failed', reason: 'too few valid visits (2, at least 5 needed)' });
		expect(deltaOutcome('mainThread', 'c', oneRound(values), oneRound([1, 2]), 10)).toMatchObject({ status: 'failed', reason: expect.stringContaining('baseline') });
	});
	it('rounds times to 0.1 ms and bytes to whole bytes', () => {
		expect(roundFor('pageDelay', 12.345)).toBe(12.3);
		expect(roundFor('addedBytes', 12.5)).toBe(13);
		expect(Object.is(roundFor('mainThread', -0.01), 0)).toBe(true);
	});
});

describe('pairing by round', () => {
	it('pairs the rounds both sides have, and fails specifically when they share none', () => {
		const product = [{ round: 0, value: 5 }, { round: 1, value: 6 }, { round: 2, value: 7 }];
		const baseline = [{ round: 1, value: 1 }, { round: 2, value: 2 }, { round: 2, value: 3 }];
		expect(pairedRounds(product, baseline)).toEqual([[{ product: [6], baseline: [1] }, { product: [7], baseline: [2, 3] }]]);
		expect(deltaOutcome('pageDelay', 'c', product, [{ round: 9, value: 1 }, { round: 9, value: 1 }, { round: 9, value: 1 }], 3)).toEqual({
			status: 'failed', reason: 'the product and the baseline share no round, so the difference has no paired measurement'
		});
	});
});

describe('hosts', () => {
	const visits = (host: string | undefined, level: number): RoundValue[] =>
		[0, 1, 2, 3].flatMap((round) => [-3, -1, 0, 1, 3].map((n) => ({ host, round, value: level + round + n })));

	it('pairs rounds only within a host: round 1 on one machine is not round 1 on another', () => {
		const product = [{ host: 'a', round: 0, value: 5 }, { host: 'b', round: 1, value: 6 }];
		const baseline = [{ host: 'a', round: 1, value: 1 }, { host: 'b', round: 1, value: 2 }];
		expect(pairedRounds(product, baseline)).toEqual([[{ product: [6], baseline: [2] }]]);
	});

	it('gives records of one host exactly the two-stage outcome', () => {
		const oneHost = visits('3f2a', 100);
		const unrecorded = visits(undefined, 100);
		expect(absoluteOutcome('bannerVisible', 'desktop/react/x', oneHost, 10)).toEqual(absoluteOutcome('bannerVisible', 'desktop/react/x', unrecorded, 10));
		expect(deltaOutcome('mainThread', 'desktop/react/x', oneHost, visits('3f2a', 60), 10)).toEqual(deltaOutcome('mainThread', 'desktop/react/x', unrecorded, visits(undefined, 60), 10));
	});

	it('widens the interval when a second host measures higher', () => {
		const width = (o: ReturnType<typeof absoluteOutcome>) => (o.status === 'measured' ? o.interval!.high - o.interval!.low : NaN);
		const same = absoluteOutcome('bannerVisible', 'c', [...visits('a', 100), ...visits('b', 100)], 10);
		const shifted = absoluteOutcome('bannerVisible', 'c', [...visits('a', 100), ...visits('b', 130)], 10);
		// The same visits with the host level ignored: a shift between hosts then looks like round drift only.
		const pooledAsOneHost = absoluteOutcome('bannerVisible', 'c', [...visits('a', 100), ...visits('b', 130).map((v) => ({ ...v, host: 'a', round: v.round + 4 }))], 10);
		expect(width(shifted)).toBeGreaterThan(3 * width(same));
		expect(width(shifted)).toBeGreaterThan(width(pooledAsOneHost));
		expect(shifted.status === 'measured' && shifted.interval!.high).toBeGreaterThan(125);
	});
});
