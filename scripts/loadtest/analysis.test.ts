import { describe, expect, it } from 'vitest';
import { rssTrend, slope, table, verdicts, type RunFigures } from './analysis.ts';

const MiB = 1024 * 1024;
const flat = (seconds: number, mib: number) => Array.from({ length: seconds + 1 }, (_, t) => [t, mib * MiB] as [number, number]);

describe('slope', () => {
	it('fits a line', () => {
		expect(slope([[0, 1], [1, 3], [2, 5]])).toBeCloseTo(2);
		expect(slope([[0, 1]])).toBe(0);
	});
});

describe('rssTrend', () => {
	it('calls a flat RSS stable, ignoring the warm-up fifth', () => {
		const samples = flat(60, 100).map(([t, b]) => [t, t < 10 ? b - 40 * MiB + t * 4 * MiB : b] as [number, number]);
		const trend = rssTrend(samples);
		expect(trend.stable).toBe(true);
		expect(Math.abs(trend.growthMiB)).toBeLessThan(0.01);
		expect(trend.windowSeconds).toBe(48);
		expect(trend.medianMiB).toBe(100);
	});

	it('calls a steady climb a growth trend, even under a GC sawtooth', () => {
		const samples = flat(60, 100).map(([t, b]) => [t, b + t * 0.2 * MiB + (t % 5) * MiB] as [number, number]);
		const trend = rssTrend(samples);
		expect(trend.slopeMiBPerMin).toBeCloseTo(12, 0);
		expect(trend.stable).toBe(false);
	});

	it('tolerates a sawtooth without growth', () => {
		const samples = flat(60, 120).map(([t, b]) => [t, b + (t % 7) * MiB] as [number, number]);
		expect(rssTrend(samples).stable).toBe(true);
	});
});

const figures = (over: Partial<RunFigures>): RunFigures => ({
	requests: 1000,
	seconds: 1,
	reqPerSec: 1000,
	p50Ms: 2,
	p99Ms: 10,
	maxMs: 30,
	errors: 0,
	timeouts: 0,
	non2xx: 0,
	bodyBytes: 100,
	cpuUsPerRequest: 100,
	peakRssMiB: 100,
	rss: rssTrend(flat(60, 100)),
	...over
});

describe('verdicts', () => {
	it('judges ratio and p99 on the headline target only', () => {
		const headline = verdicts('json', figures({ reqPerSec: 600 }), figures({ reqPerSec: 1000 }), true);
		expect(headline.map((v) => [v.check, v.met])).toEqual([
			['json: req/s ÷ ceiling', true],
			['json: p99 latency', true],
			['json: errors + timeouts', true],
			['json: non-2xx', true],
			['json: RSS trend', true]
		]);
		expect(verdicts('page', figures({ reqPerSec: 100 }), figures({}), false).map((v) => v.check)).not.toContain('page: req/s ÷ ceiling');
	});

	it('fails each target that is missed', () => {
		const missed = verdicts('json', figures({ reqPerSec: 499, p99Ms: 20, errors: 1, non2xx: 3 }), figures({}), true);
		expect(missed.every((v) => !v.met || v.check.includes('RSS'))).toBe(true);
		expect(missed.find((v) => v.check.includes('ratio') || v.check.includes('÷'))!.value).toBe('0.499');
	});
});

describe('table', () => {
	it('aligns columns', () => {
		expect(table(['name', 'n'], [['a', 1], ['bbb', 22]])).toBe('name   n\n----  --\na      1\nbbb   22');
	});
});
