import { describe, expect, it } from 'vitest';
import { indexComparisons, swapped } from '../../src/lib/comparisons.ts';
import { roundFor } from '../../src/lib/metrics.ts';
import type { Cell } from '../../src/lib/schema.ts';
import { PRODUCTS } from '../products/index.ts';
import { analyseCell, outcomeSamples } from './cell.ts';
import { wordedCell } from '../publish/cell-words.ts';
import { comparePair, type ComparedProduct } from './comparisons.ts';
import { RESPONSE_ONLY } from './interaction-measure.ts';
import { correctVisits, visitRecord } from './test-visits.ts';
import { asMeasured } from './press-reader.ts';

const klaro = PRODUCTS.find((p) => p.slug === 'klaro')!;
const hostOf = (v: { runId: string }) => v.runId.split(':')[0];

/** 4 rounds × 5 visits of `page` on one host: banner visible and main-thread work as `shape` says, with round-to-round drift both pages share. */
function visits(page: string, shape: (i: number) => { banner: number; script: number }) {
	return [0, 1, 2, 3].flatMap((round) =>
		correctVisits(5, (i) => {
			const drift = [0, 40, -20, 60][round];
			const { banner, script } = shape(round * 5 + i);
			return { page, round, index: round * 5 + i, runId: `host-a:r${round}`, bannerVisibleAt: banner + drift, work: { script: script + drift / 4, layout: 10, recalcStyle: 5, task: 100 } };
		})
	);
}
const baseline = [0, 1, 2, 3].flatMap((round) => Array.from({ length: 5 }, (_, i) => visitRecord({ page: 'baseline', round, index: round * 5 + i, runId: `host-a:r${round}`, click: null, afterChoice: null, bannerVisibleAt: null })));

function product(slug: string, shape: (i: number) => { banner: number; script: number }): ComparedProduct {
	const own = visits(slug, shape);
	const cell = wordedCell(analyseCell({ id: { profile: 'desktop', framework: 'script-tag', product: slug }, hostOf, gating: klaro.gating, hasReject: true, visitsPerCell: 20, visits: own, baseline, presses: asMeasured(RESPONSE_ONLY) }));
	return { cell, samples: outcomeSamples(own, hostOf, asMeasured(RESPONSE_ONLY)) };
}
const median = (cell: Cell, id: 'bannerVisible' | 'mainThread') => (cell.answers[id].status === 'measured' ? cell.answers[id].median : NaN);

describe('head-to-head differences', () => {
	const noisy = (i: number) => ({ banner: 600 + ((i * 37) % 50), script: 40 + ((i * 13) % 9) });
	const a = product('a-cmp', (i) => ({ banner: noisy(i).banner + 150, script: noisy(i).script + 30 }));
	const b = product('b-cmp', noisy);
	const twin = product('b-twin', (i) => noisy((i + 7) % 20));

	it('finds a real shift: A costs more, by the difference of the two published medians', () => {
		const d = comparePair('desktop/script-tag', a, b, 2000, { methodologyVersion: '1.6' });
		expect(d.bannerVisible).toMatchObject({ conclusion: 'a-costs-more', difference: roundFor('bannerVisible', median(a.cell, 'bannerVisible') - median(b.cell, 'bannerVisible')) });
		expect(d.mainThread!.conclusion).toBe('a-costs-more');
		expect(d.bannerVisible!.low).toBeGreaterThan(16.7);
	});

	it('finds no practical difference, or none settled, between two products alike', () => {
		const d = comparePair('desktop/script-tag', b, twin, 2000, { methodologyVersion: '1.6' });
		for (const outcome of Object.values(d)) expect(['no-practical-difference', 'inconclusive']).toContain(outcome.conclusion);
		expect(d.addedBytes).toEqual({ difference: 0, low: 0, high: 0, conclusion: 'no-practical-difference' });
	});

	it('turned the other way round, negates the difference and swaps who costs more', () => {
		const index = indexComparisons({ analysisId: 'x', resamples: 2000, views: [{ profile: 'desktop', framework: 'script-tag', pairs: [{ a: 'a-cmp', b: 'b-cmp', outcomes: comparePair('desktop/script-tag', a, b, 2000, { methodologyVersion: '1.6' }) }] }] });
		const forward = index.pair({ profile: 'desktop', framework: 'script-tag' }, 'a-cmp', 'b-cmp')!;
		const backward = index.pair({ profile: 'desktop', framework: 'script-tag' }, 'b-cmp', 'a-cmp')!;
		expect(backward.bannerVisible).toEqual({ difference: -forward.bannerVisible!.difference, low: -forward.bannerVisible!.high, high: -forward.bannerVisible!.low, conclusion: 'b-costs-more' });
		expect(swapped(backward.bannerVisible!)).toEqual(forward.bannerVisible);
	});
});
