import { describe, expect, it } from 'vitest';
import { coverageFigures, simulatedRerunCoverage } from './coverage.ts';
import { visitRecord } from './test-visits.ts';

// Two cells of one shard, 20 visits each with its baseline; noise ±3 ms cycling over visit indices.
const noise = [-3, 2, 0, -1, 3, 1, -2, 0, 2, -3];
const cell = (page: string, lateShift: number) =>
	Array.from({ length: 20 }, (_, index) => [
		visitRecord({ page, index, bannerVisibleAt: 300 + noise[index % 10] + (index >= 10 ? lateShift : 0) }),
		visitRecord({ page: 'baseline', index, hero: 200 + noise[(index + 3) % 10] })
	]).flat();

describe('held-out coverage on raw records', () => {
	const figures = (visits: ReturnType<typeof cell>) => coverageFigures(visits, ['one-stage', 'two-stage'], 4, 500).filter((f) => f.outcome === 'bannerVisible');

	it('finds the other half inside the interval when nothing moved between the halves', () => {
		for (const row of figures(cell('klaro', 0))) {
			expect(row.checks).toBe(2);
			expect(row.inside).toBe(1);
		}
	});

	it('finds it outside when the second half of the cell shifted (run-to-run drift)', () => {
		for (const row of figures(cell('klaro', 40))) expect(row.inside).toBe(0);
	});
});

describe('simulated reruns with 4 rounds of 5 visits', () => {
	it('two-stage intervals hold a rerun far more often than one-stage ones when rounds drift', () => {
		const drifting = simulatedRerunCoverage(4, 5, 1, 120);
		expect(drifting.twoStage).toBeGreaterThan(drifting.oneStage + 0.1);
	});

	it('without drift the two-stage interval is not degenerate: it holds most reruns, not all', () => {
		const steady = simulatedRerunCoverage(4, 5, 0, 120);
		expect(steady.twoStage).toBeGreaterThan(0.8);
		expect(steady.twoStage).toBeLessThan(1);
	});
});
