import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from './dataset.ts';
import { indexComparisons, validateComparisons } from './comparisons.ts';
import { ALL_VIEWS } from './dimensions.ts';
import { TIMED_METRIC_IDS } from './metrics.ts';
import { DEFAULT_SORT, SORT_KEYS, describeWinners, placementsOf, rankResults, rankRuleOf, winnersOf, withPlacements, type HeadToHead, type RankedResult } from './ranking.ts';
import type { Conclusion, CorrectnessOutcome, MetricOutcome, ResultEntry } from './schema.ts';

const missing = { status: 'unavailable', reason: 'not measured yet' } as const;
const passed: CorrectnessOutcome = { status: 'measured', verified: 80, failed: 0, unknown: 0, failures: [] };
const failedBefore: CorrectnessOutcome = { status: 'measured', verified: 60, failed: 20, unknown: 0, failures: ['tracker ran before any choice (20/20 visits)'] };

type Tier = 'good' | 'fair' | 'poor';
const m = (median: number, low = median, high = median, tier: Tier = 'good'): MetricOutcome => ({ status: 'measured', median, samples: 20, tier, interval: { low, high } });

function entry(name: string, pageDelay: MetricOutcome, { correctness = passed, tiers = [] as Tier[] } = {}): ResultEntry {
	// Tiers fill bannerVisible, clickResponse, addedBytes, mainThread, rejectResponse in order; the rest stay good.
	const t = (i: number) => m(10, 10, 10, tiers[i] ?? 'good');
	return {
		product: { slug: name.toLowerCase(), name, vendor: 'v', version: '1', website: 'https://example.org' },
		answers: { bannerVisible: t(0), pageDelay, clickResponse: t(1), addedBytes: t(2), mainThread: t(3) },
		rejectResponse: t(4),
		correctness,
		notes: []
	};
}
const names = (ranked: { entry: ResultEntry }[]) => ranked.map((r) => r.entry.product.name);

describe('rankResults by one metric, without head-to-head conclusions (publications before 1.3)', () => {
	it('sorts by median and shares a rank while intervals overlap', () => {
		const ranked = rankResults([entry('C', m(300, 280, 320)), entry('A', m(100, 90, 110)), entry('B', m(105, 95, 130)), entry('D', missing)], 'pageDelay');
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
		expect(rankResults([entry('A', point), entry('B', point)], 'pageDelay').map((r) => r.rank)).toEqual([1, 1]);
	});

	it('never ranks a product that fails a correctness check, even with the best number', () => {
		const ranked = rankResults([entry('Fast', m(1), { correctness: failedBefore }), entry('Slow', m(500, 490, 510))], 'pageDelay');
		expect(names(ranked)).toEqual(['Slow', 'Fast']);
		expect(ranked[1]).toMatchObject({ rank: null, gate: 'fail', failure: 'tracker ran before any choice (20/20 visits)' });
	});

	it('puts products without correctness checks after the passing ones, unranked', () => {
		const ranked = rankResults([entry('Unchecked', m(1), { correctness: missing }), entry('Checked', m(50))], 'pageDelay');
		expect(ranked.map((r) => [r.entry.product.name, r.rank, r.gate])).toEqual([
			['Checked', 1, 'pass'],
			['Unchecked', null, 'unverified']
		]);
	});
});

describe('rankResults by verdict', () => {
	it('is the default order', () => {
		expect(DEFAULT_SORT).toBe('verdict');
		expect(SORT_KEYS[0]).toBe('verdict');
	});

	it('orders by fewest poor, then fewest without a result, then fewest fair; equal counts tie', () => {
		const ranked = rankResults(
			[
				entry('OnePoor', m(1), { tiers: ['poor'] }),
				entry('TwoFair', m(1), { tiers: ['fair', 'fair'] }),
				entry('OneFair', m(1), { tiers: ['fair'] }),
				entry('OneFairToo', m(1), { tiers: ['good', 'fair'] }),
				entry('NoResult', missing),
				entry('Failing', m(1), { correctness: failedBefore })
			],
			'verdict'
		);
		expect(ranked.map((r) => [r.entry.product.name, r.rank, r.tied])).toEqual([
			['OneFair', 1, true],
			['OneFairToo', 1, true],
			['TwoFair', 3, false],
			['NoResult', 4, false],
			['OnePoor', 5, false],
			['Failing', null, false]
		]);
	});

	it('names the winners and the failing products in one sentence', () => {
		const results = [entry('A', m(1)), entry('B', m(1), { tiers: ['fair'] }), entry('X', m(1), { correctness: failedBefore })];
		expect(names(winnersOf(results))).toEqual(['A']);
		expect(describeWinners(results)).toBe(
			'Best by the verdict: A (0 poor · 0 fair · 6 good). Not ranked, failed a correctness check: X (tracker ran before any choice (20/20 visits)).'
		);
	});
});

/** Head-to-head conclusions from a list of "a beats b" (a costs measurably less) on page delay. */
function beats(...pairs: [string, string][]): HeadToHead {
	return (id, a, b): Conclusion | undefined => {
		if (id !== 'pageDelay') return undefined;
		if (pairs.some(([x, y]) => x === a.toLowerCase() && y === b.toLowerCase())) return 'b-costs-more';
		if (pairs.some(([x, y]) => x === b.toLowerCase() && y === a.toLowerCase())) return 'a-costs-more';
		return 'inconclusive';
	};
}
const places = (ranked: RankedResult[]) => ranked.map((r) => [r.entry.product.name, r.rank, r.tied]);

describe('rankResults by a timed outcome, from the head-to-head conclusions', () => {
	it('names on each row the products that cost measurably less, whatever the ranges, and shows no shared place', () => {
		// Ranges overlap everywhere (one host would tie them all); the paired differences separate A from C.
		const results = [entry('A', m(100, 50, 400)), entry('B', m(110, 50, 400)), entry('C', m(120, 50, 400))];
		const ranked = rankResults(results, 'pageDelay', beats(['a', 'c']));
		expect(ranked.map((r) => [r.entry.product.name, r.better, r.tied])).toEqual([
			['A', [], false],
			['B', [], false],
			['C', ['a'], false]
		]);
	});

	it('keeps every "costs less" above the row it beats when the conclusions are not transitive, and claims no other pair', () => {
		// A beats B, B beats C, nothing separates A and C: C sits below B, and names B only.
		const results = [entry('A', m(100)), entry('B', m(130)), entry('C', m(120)), entry('D', m(90))];
		const ranked = rankResults(results, 'pageDelay', beats(['a', 'b'], ['b', 'c']));
		expect(ranked.map((r) => [r.entry.product.name, r.better])).toEqual([
			['D', []],
			['A', []],
			['B', ['a']],
			['C', ['b']]
		]);
	});

	it('is true for every pair it implies, on any acyclic set of conclusions', () => {
		const names = ['A', 'B', 'C', 'D', 'E', 'F'];
		let seed = 7;
		const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
		for (let trial = 0; trial < 300; trial++) {
			// Conclusions only from a lower index to a higher one: acyclic, otherwise random.
			const pairs = names.flatMap((a, i) => names.slice(i + 1).flatMap((b) => (random() < 0.35 ? [[a.toLowerCase(), b.toLowerCase()] as [string, string]] : [])));
			const head = beats(...pairs);
			const ranked = rankResults(names.map((n) => entry(n, m(Math.round(random() * 100)))), 'pageDelay', head);
			const at = (slug: string) => ranked.findIndex((r) => r.entry.product.slug === slug);
			for (const [i, r] of ranked.entries()) {
				const slug = r.entry.product.slug;
				const decided = ranked.filter((o) => o !== r && head('pageDelay', o.entry.product.slug, slug) === 'b-costs-more').map((o) => o.entry.product.slug);
				expect(new Set(r.better)).toEqual(new Set(decided));
				for (const b of r.better) expect(at(b)).toBeLessThan(i);
			}
		}
	});

	it('refuses conclusions that go round in a cycle, naming the products', () => {
		expect(() => rankResults([entry('A', m(1)), entry('B', m(2)), entry('C', m(3))], 'pageDelay', beats(['a', 'b'], ['b', 'c'], ['c', 'a']))).toThrow(/cycle among a, b, c/);
	});

	it('ranks added bytes and correctness by their exact values, with or without conclusions', () => {
		const bytes = (n: number) => ({ ...entry(`P${n}`, m(1)), answers: { ...entry('x', m(1)).answers, addedBytes: m(n, n - 500, n + 500) } });
		expect(rankResults([bytes(2000), bytes(1000), bytes(1000)], 'addedBytes', beats()).map((r) => r.rank)).toEqual([1, 1, 3]);
		expect(rankRuleOf('addedBytes', beats())).toBe('exact');
		expect(rankRuleOf('mainThread', beats())).toBe('head-to-head');
		expect(rankRuleOf('mainThread', undefined)).toBe('overlap');
	});

	it('travels to a page as placements and comes back the same', () => {
		const results = [entry('A', m(100)), entry('B', m(130)), entry('C', m(120))];
		const ranked = rankResults(results, 'pageDelay', beats(['a', 'b']));
		expect(withPlacements(results, placementsOf(ranked))).toEqual(ranked);
	});
});

describe('the published dataset', () => {
	const dataset = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
	const viewResults = (profile: string, framework: string) =>
		dataset.cells
			.filter((c) => c.profile === profile && c.framework === framework)
			.map((c) => ({ ...c, product: dataset.products.find((p) => p.slug === c.product)! }));

	it.each(SORT_KEYS)('desktop/nextjs by %s never ranks a failing product above a passing one', (sort) => {
		const ranked = rankResults(viewResults('desktop', 'nextjs'), sort);
		const firstFailing = ranked.findIndex((r) => r.gate !== 'pass');
		expect(ranked.slice(firstFailing).every((r) => r.gate !== 'pass' && r.rank === null)).toBe(true);
	});

	it('desktop/nextjs by verdict does not rank every product first', () => {
		const ranks = rankResults(viewResults('desktop', 'nextjs'), 'verdict').map((r) => r.rank);
		expect(ranks.filter((r) => r === 1).length).toBeLessThan(ranks.filter((r) => r !== null).length);
	});
});

describe('the leaderboard of the published data never contradicts a compare page', () => {
	const dataset = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
	const pairs = indexComparisons(validateComparisons(JSON.parse(readFileSync('data/comparisons.json', 'utf8')), dataset));
	const ranked = TIMED_METRIC_IDS.filter((id) => id !== 'addedBytes');

	/** Every decided pair of the view ranked in the wrong order or tied: "view sort: loser (rank) vs winner (rank)". */
	function contradictions(rank: (results: ResultEntry[], key: (typeof ALL_VIEWS)[number], sort: (typeof ranked)[number]) => RankedResult[]): string[] {
		return ALL_VIEWS.flatMap((key) =>
			ranked.flatMap((sort) => {
				const results = dataset.cells.filter((c) => c.profile === key.profile && c.framework === key.framework).map((c) => ({ ...c, product: dataset.products.find((p) => p.slug === c.product)! }));
				const order = rank(results, key, sort).filter((r) => r.rank !== null);
				return order.flatMap((a) =>
					order.flatMap((b) => {
						const conclusion = pairs.pair(key, a.entry.product.slug, b.entry.product.slug)?.[sort]?.conclusion;
						// a costs more than b: a must be ranked strictly below b.
						return conclusion === 'a-costs-more' && !(a.rank! > b.rank!) ? [`${key.profile}/${key.framework} ${sort}: ${a.entry.product.slug} (${a.rank}) vs ${b.entry.product.slug} (${b.rank})`] : [];
					})
				);
			})
		);
	}

	it('ranks below every product that its compare page says costs less, never above nor tied', () => {
		expect(contradictions((results, key, sort) => rankResults(results, sort, (id, a, b) => pairs.pair(key, a, b)?.[id]?.conclusion))).toEqual([]);
	});

	it('would fail on ranks from overlapping ranges (the rule before issue 54)', () => {
		expect(contradictions((results, _key, sort) => rankResults(results, sort)).length).toBeGreaterThan(0);
	});
});

describe('the verdict over the outcomes a reader chose (issue 91)', () => {
	// A: one poor outcome (main-thread work), page delay good. B: page delay poor, every other outcome good.
	const a = entry('A', m(10), { tiers: ['good', 'good', 'good', 'poor'] });
	const b = entry('B', m(600, 550, 650, 'poor'));
	it('counts every outcome by default: one poor each, so they share the place', () => {
		expect(rankResults([a, b], 'verdict').map((r) => [r.entry.product.name, r.rank])).toEqual([
			['A', 1],
			['B', 1]
		]);
	});

	it('counts only page delay when a reader chose it: the product with a poor page delay falls behind', () => {
		const ranked = rankResults([b, a], 'verdict', undefined, ['pageDelay']);
		expect(ranked.map((r) => [r.entry.product.name, r.rank, r.counts])).toEqual([
			['A', 1, { good: 1, fair: 0, poor: 0, missing: 0 }],
			['B', 2, { good: 0, fair: 0, poor: 1, missing: 0 }]
		]);
		// The page rebuilds the same rows from the placements with the same choice.
		expect(withPlacements([a, b], placementsOf(ranked), ['pageDelay']).map((r) => r.counts.poor)).toEqual([0, 1]);
		expect(describeWinners([a, b], ['pageDelay'])).toContain('Best by the verdict: A (0 poor · 0 fair · 1 good)');
	});
});
