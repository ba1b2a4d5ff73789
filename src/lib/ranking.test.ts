import { describe, expect, it } from 'vitest';
import { rankResults } from './ranking.ts';
import type { MetricOutcome, ResultEntry } from './schema.ts';

const missing = { status: 'unavailable', reason: 'not measured yet' } as const;

function entry(name: string, pageDelay: MetricOutcome): ResultEntry {
	return {
		product: { slug: name.toLowerCase(), name, vendor: 'v', version: '1', website: 'https://example.org' },
		answers: { bannerVisible: missing, pageDelay, clickResponse: missing, addedBytes: missing, mainThread: missing },
		rejectResponse: missing,
		correctness: missing,
		notes: []
	};
}
const m = (median: number, low: number, high: number): MetricOutcome => ({ status: 'measured', median, samples: 20, tier: 'good', interval: { low, high } });

describe('rankResults', () => {
	it('sorts by median and shares a rank while intervals overlap', () => {
		const ranked = rankResults(
			[entry('C', m(300, 280, 320)), entry('A', m(100, 90, 110)), entry('B', m(105, 95, 130)), entry('D', missing)],
			'pageDelay'
		);
		expect(ranked.map((r) => [r.entry.product.name, r.rank, r.tied])).toEqual([
			['A', 1, true],
			['B', 1, true],
			['C', 3, false],
			['D', null, false]
		]);
	});

	it('gives distinct ranks when intervals are apart', () => {
		const ranked = rankResults([entry('B', m(200, 190, 210)), entry('A', m(100, 90, 110))], 'pageDelay');
		expect(ranked.map((r) => r.rank)).toEqual([1, 2]);
		expect(ranked.every((r) => !r.tied)).toBe(true);
	});

	it('treats a median without interval as a point', () => {
		const point: MetricOutcome = { status: 'measured', median: 16, samples: 10, tier: 'good' };
		const ranked = rankResults([entry('A', point), entry('B', point)], 'pageDelay');
		expect(ranked.map((r) => r.rank)).toEqual([1, 1]);
	});
});
