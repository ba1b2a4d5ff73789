// The candidates' places (issue 91): from the head-to-head conclusions on the counted outcomes only, never
// from tiers or weights, and never a failure when the conclusions go round in a circle.
import { describe, expect, it } from 'vitest';
import { placeCandidates, sitsAbove, type PairConclusion } from './candidates.ts';
import type { TimedMetricId } from './metrics.ts';
import type { Conclusion } from './schema.ts';

/** Conclusions given as "a>b" (b costs more), "a~b" (measurably: b measurably more), per outcome; the rest "not told apart". */
function conclusions(table: Partial<Record<TimedMetricId, string[]>>): PairConclusion {
	return (id, a, b) => {
		for (const rule of table[id] ?? []) {
			const [x, op, y] = rule.split(/([>~])/);
			const forward: Conclusion = op === '>' ? 'b-costs-more' : 'b-measurably-more';
			const backward: Conclusion = op === '>' ? 'a-costs-more' : 'a-measurably-more';
			if (x === a && y === b) return forward;
			if (x === b && y === a) return backward;
		}
		return 'inconclusive';
	};
}

const placesOf = (slugs: string[], counted: TimedMetricId[], c: PairConclusion) => Object.fromEntries(placeCandidates(slugs, counted, c).map((p) => [p.slug, p.place]));

describe('candidates side by side', () => {
	it('places a product above another only on the outcomes counted', () => {
		// x costs less on page delay, y on accept response: counting one outcome decides, counting both does not.
		const c = conclusions({ pageDelay: ['x>y'], clickResponse: ['y>x'] });
		expect(placesOf(['x', 'y'], ['pageDelay'], c)).toEqual({ x: 1, y: 2 });
		expect(placesOf(['x', 'y'], ['clickResponse'], c)).toEqual({ x: 2, y: 1 });
		expect(placesOf(['x', 'y'], ['pageDelay', 'clickResponse'], c)).toEqual({ x: 1, y: 1 });
	});

	it('does not place a product above one it measurably costs more than, on any counted outcome', () => {
		const c = conclusions({ pageDelay: ['x>y'], mainThread: ['y~x'] });
		expect(sitsAbove(c, ['pageDelay'], 'x', 'y')).toBe(true);
		expect(sitsAbove(c, ['pageDelay', 'mainThread'], 'x', 'y')).toBe(false);
		// "Measurably more" alone places nobody: it is not known to exceed the practical margin.
		expect(sitsAbove(c, ['mainThread'], 'y', 'x')).toBe(false);
	});

	it('names the products above each one, and puts every one of them higher', () => {
		const c = conclusions({ pageDelay: ['a>b', 'b>c', 'a>d'] });
		const places = placeCandidates(['a', 'b', 'c', 'd'], ['pageDelay'], c);
		const by = Object.fromEntries(places.map((p) => [p.slug, p]));
		expect(by.c.above).toEqual(['b']);
		expect(by.c.place).toBe(3);
		expect(by.d).toMatchObject({ place: 2, above: ['a'] });
		for (const p of places) for (const above of p.above) expect(by[above].place).toBeLessThan(p.place);
	});

	it('merges products whose conclusions go round in a circle into one place, named, instead of failing', () => {
		// Intervals need not be transitive: x beats y on one outcome, y beats z on another, z beats x on a third.
		const c = conclusions({ pageDelay: ['x>y'], clickResponse: ['y>z'], mainThread: ['z>x'], addedBytes: ['x>w', 'y>w', 'z>w'] });
		const places = placeCandidates(['w', 'x', 'y', 'z'], ['pageDelay', 'clickResponse', 'mainThread', 'addedBytes'], c);
		const by = Object.fromEntries(places.map((p) => [p.slug, p]));
		expect([by.x.place, by.y.place, by.z.place]).toEqual([1, 1, 1]);
		expect(by.x.circle.sort()).toEqual(['y', 'z']);
		expect(by.w).toMatchObject({ place: 2, circle: [] });
	});
});
