import { describe, expect, it } from 'vitest';
import { cellSpread, spreadPhrase, spreadRange } from './machine-spread.ts';
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

describe('a Δ\'s machine spread from 2.1 (issue 90), a share of the Δ itself', () => {
	const of2_1: MachineSpread = {
		...spread,
		outcomes: [
			{ profile: 'mobile', outcome: 'mainThread', spread: 1.31, cells: 275, hosts: 6, otherSign: 0 },
			{ profile: 'mobile', outcome: 'pageDelay', spread: 2.18, cells: 196, hosts: 6, otherSign: 26 }
		],
		bare: [{ profile: 'mobile', framework: 'nuxt', hero: 1100, mainThreadWork: 700 }],
		deltas: 'delta'
	};
	const key = { profile: 'mobile', framework: 'nuxt' } as const;
	const measured = (median: number) => ({ status: 'measured', median, samples: 80, tier: 'fair' }) as const;

	it('is the Δ ± the share of the Δ, not of the whole page: +89 ms of main-thread work is not "−201 to +378 ms"', () => {
		expect(cellSpread(of2_1, key, 'mainThread', 89)).toEqual({ low: -27.6, high: 205.6, share: 1.31 });
		expect(cellSpread(spread, { profile: 'desktop', framework: 'react' }, 'mainThread', 89)).toEqual({ low: 60.1, high: 117.9, share: 0.1 });
	});

	it('says in words that a range reaching past zero is the arithmetic where no machine left out measured the other sign', () => {
		const phrase = spreadPhrase(of2_1, key, 'mainThread', measured(89));
		expect(phrase).toContain('machine spread ±131% of the Δ');
		expect(phrase).toContain('in none of the campaign\'s 275 cells where one of its 6 machines was left out did that machine measure such a Δ on the other side of zero');
		expect(phrase).toContain('so read it as "up to +206 ms"');
	});

	it('names how many machines left out did measure the other sign, where some did', () => {
		expect(spreadPhrase(of2_1, key, 'pageDelay', measured(40))).toContain('in 26 of the campaign\'s 196 cells where one of its 6 machines was left out that machine measured such a Δ on the other side (less than the bare page)');
	});

	it('states no range for a Δ within the practical margin, and says why', () => {
		expect(cellSpread(of2_1, key, 'mainThread', 4)).toBeUndefined();
		expect(spreadPhrase(of2_1, key, 'mainThread', measured(4))).toBe('Another machine of this class: no spread stated, since this Δ lies within the ±5 ms practical margin (the spread is read on larger Δs)');
	});
});
