import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/schema.ts';
import { agreement } from './agreement.ts';

const cell = (median: number, low: number, high: number) => ({
	profile: 'desktop', framework: 'react', product: 'klaro',
	answers: {
		bannerVisible: { status: 'measured', median, samples: 20, tier: 'good', interval: { low, high } },
		pageDelay: { status: 'unavailable', reason: 'x' }, clickResponse: { status: 'unavailable', reason: 'x' },
		addedBytes: { status: 'unavailable', reason: 'x' }, mainThread: { status: 'unavailable', reason: 'x' }
	},
	rejectResponse: { status: 'unavailable', reason: 'x' }, correctness: { status: 'unavailable', reason: 'x' }, notes: []
});
const dataset = (c: ReturnType<typeof cell>) => ({ cells: [c] }) as unknown as Dataset;

describe('agreement', () => {
	it('checks each re-measured median against the published interval', () => {
		expect(agreement(dataset(cell(300, 280, 320)), dataset(cell(310, 0, 0)))).toEqual([
			{ cell: 'desktop/react/klaro', outcome: 'bannerVisible', published: { median: 300, low: 280, high: 320 }, remeasured: 310, within: true }
		]);
		expect(agreement(dataset(cell(300, 280, 320)), dataset(cell(330, 0, 0)))[0].within).toBe(false);
	});
});
