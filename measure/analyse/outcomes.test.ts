import { describe, expect, it } from 'vitest';
import { roundFor } from '../../src/lib/metrics.ts';
import { conclude, pairedRounds } from './outcomes.ts';

describe('conclude', () => {
	it('needs the whole interval beyond the practical margin', () => {
		expect(conclude('pageDelay', { low: 17, high: 40 })).toBe('added');
		expect(conclude('pageDelay', { low: 10, high: 40 })).toBe('inconclusive');
		expect(conclude('mainThread', { low: -30, high: -6 })).toBe('removed');
		expect(conclude('addedBytes', { low: 1000, high: 1000 })).toBe('inconclusive');
	});
});

describe('rounding', () => {
	it('rounds times to 0.1 ms and bytes to whole bytes', () => {
		expect(roundFor('pageDelay', 12.345)).toBe(12.3);
		expect(roundFor('addedBytes', 12.5)).toBe(13);
		expect(Object.is(roundFor('mainThread', -0.01), 0)).toBe(true);
	});
});

describe('pairing by round', () => {
	it('pairs the rounds both sides have', () => {
		const product = [{ round: 0, value: 5 }, { round: 1, value: 6 }, { round: 2, value: 7 }];
		const baseline = [{ round: 1, value: 1 }, { round: 2, value: 2 }, { round: 2, value: 3 }];
		expect(pairedRounds(product, baseline)).toEqual([[{ product: [6], baseline: [1] }, { product: [7], baseline: [2, 3] }]]);
		expect(pairedRounds(product, [{ round: 9, value: 1 }])).toEqual([]);
	});
});

describe('hosts', () => {
	it('pairs rounds only within a host: round 1 on one machine is not round 1 on another', () => {
		const product = [{ host: 'a', round: 0, value: 5 }, { host: 'b', round: 1, value: 6 }];
		const baseline = [{ host: 'a', round: 1, value: 1 }, { host: 'b', round: 1, value: 2 }];
		expect(pairedRounds(product, baseline)).toEqual([[{ product: [6], baseline: [2] }]]);
	});
});
