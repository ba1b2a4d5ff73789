import { describe, expect, it } from 'vitest';
import { actionFor, planShard, reloadCheckFor } from './plan.ts';

describe('planShard', () => {
	const pages = ['baseline', 'klaro', 'orejime'];
	it('warms each page up once, then visits every page once per round', () => {
		const plan = planShard('desktop-script-tag', pages, 3, new Set());
		expect(plan.slice(0, 3).map((v) => v.warmup)).toEqual([true, true, true]);
		expect(plan).toHaveLength(3 + 9);
		for (let round = 0; round < 3; round++)
			expect(plan.filter((v) => v.index === round).map((v) => v.page).sort()).toEqual([...pages].sort());
	});
	it('is the same order on every run, and skips what is on disk', () => {
		const first = planShard('mobile-react', pages, 4, new Set());
		expect(planShard('mobile-react', pages, 4, new Set())).toEqual(first);
		const resumed = planShard('mobile-react', pages, 4, new Set(['klaro#0', 'klaro#1', 'klaro#2', 'klaro#3', 'baseline#0']));
		expect(resumed.filter((v) => v.page === 'klaro')).toEqual([]);
		expect(resumed.filter((v) => v.warmup).map((v) => v.page)).toEqual(['baseline', 'orejime']);
	});
	it('alternates accept and reject, never clicks on the baseline, reloads a subset', () => {
		expect([0, 1, 2, 3].map((i) => actionFor('klaro', i))).toEqual(['accept', 'reject', 'accept', 'reject']);
		expect(actionFor('baseline', 0)).toBeNull();
		expect(Array.from({ length: 20 }, (_, i) => i).filter((i) => reloadCheckFor('klaro', i))).toEqual([0, 1, 5, 10, 15]);
	});
});
