import { describe, expect, it } from 'vitest';
import { cellSpread, spreadRange } from './machine-spread.ts';
import type { MachineSpread } from './schema.ts';

const spread: MachineSpread = {
	coverage: 0.95,
	hosts: ['a', 'b'],
	outcomes: [
		{ profile: 'desktop', outcome: 'bannerVisible', spread: 0.2, cells: 10, hosts: 2 },
		{ profile: 'desktop', outcome: 'mainThread', spread: 0.1, cells: 10, hosts: 2 }
	],
	bare: [{ profile: 'desktop', framework: 'react', hero: 300, mainThreadWork: 200 }],
	byHost: []
};

describe('the machine spread of a cell', () => {
	it('is a share of the median for an absolute outcome, never below zero', () => {
		expect(spreadRange('bannerVisible', 1000, 0.2)).toEqual({ low: 800, high: 1200 });
		expect(spreadRange('clickResponse', 20, 1.5)).toEqual({ low: 0, high: 50 });
	});
	it('is a share of the page\'s whole figure for a Δ (bare page plus Δ), so a small Δ still gets a machine\'s worth of spread', () => {
		// 10 ms of work on a bare page of 200 ms: ±10% of 210 ms, and below zero is possible for a Δ.
		expect(spreadRange('mainThread', 10, 0.1, 200)).toEqual({ low: -11, high: 31 });
	});
	it('reads the view\'s spread and bare page from the publication, and says nothing for added bytes or before 1.5', () => {
		expect(cellSpread(spread, { profile: 'desktop', framework: 'react' }, 'mainThread', 10)).toEqual({ low: -11, high: 31, share: 0.1 });
		expect(cellSpread(spread, { profile: 'desktop', framework: 'react' }, 'bannerVisible', 500)).toEqual({ low: 400, high: 600, share: 0.2 });
		expect(cellSpread(spread, { profile: 'desktop', framework: 'react' }, 'addedBytes', 5000)).toBeUndefined();
		expect(cellSpread(undefined, { profile: 'desktop', framework: 'react' }, 'bannerVisible', 500)).toBeUndefined();
		expect(cellSpread(spread, { profile: 'mobile', framework: 'react' }, 'bannerVisible', 500)).toBeUndefined();
	});
});
