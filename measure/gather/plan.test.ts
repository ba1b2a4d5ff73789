import { describe, expect, it } from 'vitest';
import { actionFor, planRound, reloadCheckFor, roundOfIndex } from './plan.ts';

describe('planRound', () => {
	const pages = ['baseline', 'klaro', 'orejime'];
	it('splits the visits into consecutive blocks, one per round', () => {
		expect(Array.from({ length: 20 }, (_, i) => roundOfIndex(i, 20, 4))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3]);
		expect(Array.from({ length: 3 }, (_, i) => roundOfIndex(i, 3, 2))).toEqual([0, 0, 1]);
	});
	it('warms each page up at the start of every round, then visits every page once per visit index', () => {
		const plan = planRound('desktop-script-tag', pages, 6, 2, 1, new Set());
		expect(plan.slice(0, 3).map((v) => v.warmup)).toEqual([true, true, true]);
		expect(plan).toHaveLength(3 + 9);
		expect(plan.every((v) => v.round === 1)).toBe(true);
		for (const index of [3, 4, 5]) expect(plan.filter((v) => v.index === index).map((v) => v.page).sort()).toEqual([...pages].sort());
	});
	it('covers every visit exactly once over the rounds', () => {
		const all = [0, 1, 2, 3].flatMap((r) => planRound('mobile-nuxt', pages, 20, 4, r, new Set()).filter((v) => !v.warmup));
		expect(all.map((v) => `${v.page}#${v.index}`).sort()).toEqual(pages.flatMap((p) => Array.from({ length: 20 }, (_, i) => `${p}#${i}`)).sort());
	});
	it('is the same order on every run, and skips what is on disk', () => {
		const first = planRound('mobile-react', pages, 4, 1, 0, new Set());
		expect(planRound('mobile-react', pages, 4, 1, 0, new Set())).toEqual(first);
		const resumed = planRound('mobile-react', pages, 4, 1, 0, new Set(['klaro#0', 'klaro#1', 'klaro#2', 'klaro#3', 'baseline#0']));
		expect(resumed.filter((v) => v.page === 'klaro')).toEqual([]);
		expect(resumed.filter((v) => v.warmup).map((v) => v.page)).toEqual(['baseline', 'orejime']);
	});
	it('alternates accept and reject, presses the bare page\'s control in every measured visit, never in a warm-up, reloads a subset', () => {
		expect([0, 1, 2, 3].map((i) => actionFor('klaro', i))).toEqual(['accept', 'reject', 'accept', 'reject']);
		expect([0, 1, 2, 3].map((i) => actionFor('baseline', i))).toEqual(['control', 'control', 'control', 'control']);
		expect(actionFor('baseline', -1)).toBeNull();
		expect(actionFor('klaro', -1)).toBeNull();
		expect(Array.from({ length: 20 }, (_, i) => i).filter((i) => reloadCheckFor('klaro', i))).toEqual([0, 1, 5, 10, 15]);
	});
});
