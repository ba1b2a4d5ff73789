import { describe, expect, it } from 'vitest';
import { ALL_VIEWS } from '../../src/lib/dimensions.ts';
import { gatherFlags, nextUnits } from './next-units.ts';

const admitted = (shard: string, round = 1) => ({ shard, round, admitted: true });

describe('what a host gathers next', () => {
	it('gives a new host round 1 of every shard, one command per profile', () => {
		expect(nextUnits([], ALL_VIEWS).gathers.map(gatherFlags)).toEqual([
			'--profiles desktop --frameworks nextjs,react,nuxt,astro,tanstack-start,script-tag --round 1',
			'--profiles mobile --frameworks nextjs,react,nuxt,astro,tanstack-start,script-tag --round 1'
		]);
	});

	it('finishes the first round of every shard before a second of any, and gathers a refused shard again under a new round number', () => {
		const units = [
			...['nextjs', 'react', 'nuxt', 'tanstack-start', 'script-tag'].map((f) => admitted(`desktop-${f}`)),
			{ shard: 'desktop-astro', round: 1, admitted: false },
			admitted('mobile-script-tag')
		];
		const next = nextUnits(units, ALL_VIEWS);
		expect(next.gathers.map(gatherFlags)).toEqual(['--profiles mobile --frameworks nextjs,react,nuxt,astro,tanstack-start --round 1', '--profiles desktop --frameworks astro --round 2']);
		expect(next.admittedSoFar).toBe(0);
	});

	it('once every shard has a round, asks for the next round of the shards with the fewest', () => {
		const units = ALL_VIEWS.map((v) => admitted(`${v.profile}-${v.framework}`)).concat([admitted('desktop-react', 2), { shard: 'mobile-nuxt', round: 2, admitted: false }, admitted('mobile-nuxt', 3)]);
		const next = nextUnits(units, ALL_VIEWS);
		expect(next.gathers.map(gatherFlags)).toEqual(['--profiles desktop --frameworks nextjs,nuxt,astro,tanstack-start,script-tag --round 2', '--profiles mobile --frameworks nextjs,react,astro,tanstack-start,script-tag --round 2']);
		expect(next.admittedSoFar).toBe(1);
	});

	it('puts first the shards the campaign lacks most, so a short sitting brings publication nearest', () => {
		// Desktop is at the bar but for Nuxt; mobile lacks rounds, Astro most.
		const lacking = (shard: string) => ({ 'desktop-nuxt': 1, 'mobile-astro': 3, 'mobile-react': 3, 'mobile-nextjs': 2 })[shard] ?? 0;
		expect(nextUnits([], ALL_VIEWS, lacking).gathers.map(gatherFlags)).toEqual([
			'--profiles mobile --frameworks react,astro,nextjs,nuxt,tanstack-start,script-tag --round 1',
			'--profiles desktop --frameworks nuxt,nextjs,react,astro,tanstack-start,script-tag --round 1'
		]);
	});

	it('lets need outrank the round number, which only names a unit', () => {
		// Every shard refused once but mobile React, which has no unit: its round 1 would come first by number.
		const units = ALL_VIEWS.filter((v) => !(v.profile === 'mobile' && v.framework === 'react')).map((v) => ({ shard: `${v.profile}-${v.framework}`, round: 1, admitted: false }));
		const lacking = (shard: string) => (shard === 'desktop-nuxt' ? 2 : 0);
		expect(nextUnits(units, ALL_VIEWS, lacking).gathers.map(gatherFlags)).toEqual([
			'--profiles desktop --frameworks nuxt,nextjs,react,astro,tanstack-start,script-tag --round 2',
			'--profiles mobile --frameworks react --round 1',
			'--profiles mobile --frameworks nextjs,nuxt,astro,tanstack-start,script-tag --round 2'
		]);
	});
});
