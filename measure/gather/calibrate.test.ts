import { describe, expect, it } from 'vitest';
import { seededRandom } from '../analyse/random.ts';
import { ACHIEVED_TOLERANCE, calibrateRate, calibrationMissed, computeBenchmarkIndex, FULL_EFFORT, HostTooSlowError, measureIndexAt, QUICK_EFFORT, type Benchmark } from './calibrate.ts';
import type { CalibrationRecord } from './records.ts';

const RUNS_PER_MEASUREMENT = FULL_EFFORT.runsPerMeasurement;

/** A fake host: index = host ÷ rate^exponent, each run scattered by ±spread (seeded). */
function fakeHost(host: number, { exponent = 1, spread = 0.1, seed = 1 } = {}): Benchmark & { rates: number[] } {
	const random = seededRandom(seed);
	const rates: number[] = [];
	const benchmark = async (rate: number) => {
		rates.push(rate);
		return (host / rate ** exponent) * (1 + spread * (2 * random() - 1));
	};
	return Object.assign(benchmark, { rates });
}

describe('calibrateRate', () => {
	it('finds the rate that brings a linear host to the reference, and keeps every run', async () => {
		const host = fakeHost(1200);
		const result = await calibrateRate(host, 264, 'mobile');
		expect(Math.abs(result.achievedIndex - 264)).toBeLessThanOrEqual(ACHIEVED_TOLERANCE * 264);
		expect(result.rate).toBeGreaterThan(4);
		expect(result.rate).toBeLessThan(5.1);
		expect(result.hostIndex).toBeGreaterThan(1080);
		expect(result.runs).toHaveLength(host.rates.length);
		expect(result.runs.length % RUNS_PER_MEASUREMENT).toBe(0);
	});

	it('measures again where the throttle did not act, instead of raising the rate in proportion to that point', async () => {
		// The first throttled run comes back at the host's unthrottled speed (the throttle's thread starved).
		const host = fakeHost(1200, { spread: 0 });
		let starved = 1;
		const benchmark: Benchmark = async (rate) => (rate >= 2 && starved-- > 0 ? 1200 : host(rate));
		const result = await calibrateRate(benchmark, 264, 'mobile', QUICK_EFFORT);
		expect(result.rate).toBeCloseTo(1200 / 264, 1);
		expect(calibrationMissed(result)).toBe(false);
		expect(result.runs.map((r) => r.rate)).toEqual([1, result.rate, result.rate]);
	});

	it('measures again where the throttle barely acted, instead of stepping to a rate ten times too high', async () => {
		// Seen in CI (2026-11-28), on the page-work meter's scores (1000 ÷ ms): the host timed 5.7 ms, the first
		// throttled run 6.4 ms at rate 13.33, and the step in proportion chose 158 (mobile visits of 30-70 s).
		const host = fakeHost(175.4, { spread: 0 });
		let starved = 1;
		const benchmark: Benchmark = async (rate) => (rate >= 2 && starved-- > 0 ? 156.4 : host(rate));
		const result = await calibrateRate(benchmark, 1000 / 76, 'mobile', QUICK_EFFORT);
		expect(result.rate).toBe(13.33);
		expect(calibrationMissed(result)).toBe(false);
		expect(result.runs.map((r) => r.rate)).toEqual([1, 13.33, 13.33]);
	});

	it('stops at its first guess, flagged, when the throttle never acts', async () => {
		const never: Benchmark = async () => 1200;
		const result = await calibrateRate(never, 264, 'mobile', QUICK_EFFORT);
		expect(result.rate).toBeCloseTo(1200 / 264, 1);
		expect(calibrationMissed(result)).toBe(true);
	});

	it('corrects the first guess when the host is not linear in the rate (bisects)', async () => {
		// Throttling bites harder than the rate: the prediction host ÷ reference overshoots.
		const host = fakeHost(2400, { exponent: 1.25, spread: 0.02 });
		const result = await calibrateRate(host, 264, 'mobile');
		expect(Math.abs(result.achievedIndex - 264)).toBeLessThanOrEqual(ACHIEVED_TOLERANCE * 264);
		expect(result.rate).toBeLessThan(2400 / 264);
		expect(new Set(result.runs.map((r) => r.rate)).size).toBeGreaterThan(2);
	});

	it('leaves a host at the reference unthrottled', async () => {
		const result = await calibrateRate(fakeHost(810, { spread: 0.01 }), 800, 'desktop');
		expect(result.rate).toBe(1);
	});

	it('refuses a host slower than the reference, naming both numbers', async () => {
		const attempt = calibrateRate(fakeHost(600, { spread: 0.01 }), 800, 'desktop / react');
		await expect(attempt).rejects.toThrow(HostTooSlowError);
		await expect(calibrateRate(fakeHost(600, { spread: 0.01 }), 800, 'desktop / react')).rejects.toThrow(/desktop \/ react: this host's CPU scores (59\d|60\d)(\.\d+)? on Lighthouse's BenchmarkIndex unthrottled, below the profile's reference of 800/);
	});

	it('measures less in quick mode, with the same steps', async () => {
		const full = fakeHost(2400, { exponent: 1.25, spread: 0.02 });
		const quick = fakeHost(2400, { exponent: 1.25, spread: 0.02 });
		await calibrateRate(full, 264, 'mobile');
		const result = await calibrateRate(quick, 264, 'mobile', QUICK_EFFORT);
		expect(result.runs.length % QUICK_EFFORT.runsPerMeasurement).toBe(0);
		expect(new Set(result.runs.map((r) => r.rate)).size).toBeLessThanOrEqual(QUICK_EFFORT.maxRatesTried);
		expect(quick.rates.length).toBeLessThan(full.rates.length / 2);
	});

	it('in quick mode runs a slow host unthrottled instead of refusing, with the miss on record', async () => {
		const result = await calibrateRate(fakeHost(189, { spread: 0.01 }), 800, 'desktop', QUICK_EFFORT);
		expect(result).toMatchObject({ reference: 800, rate: 1 });
		expect(result.achievedIndex).toBeLessThan(800 * (1 - ACHIEVED_TOLERANCE));
	});

	it('keeps its steps in proportion when the host speeds up between two measurements', async () => {
		// Seen on a 2-vCPU VM (2026-11-25): the host index read 950 unthrottled, then the VM left its slow
		// state and the first throttled run scored almost as much. A power law through those two points has
		// an exponent near zero and asked CDP for a rate of about 10^21 (this replay: 3.8e21), which froze the renderer.
		let calls = 0;
		const rates: number[] = [];
		const benchmark: Benchmark = async (rate) => {
			rates.push(rate);
			return ++calls === 1 ? 950 : 3300 / rate;
		};
		const result = await calibrateRate(benchmark, 264, 'mobile', QUICK_EFFORT);
		expect(Math.max(...rates)).toBeLessThan(20);
		expect(Math.abs(result.achievedIndex - 264)).toBeLessThanOrEqual(ACHIEVED_TOLERANCE * 264);
	});

	it('gives a noisy host a second chance before refusing', async () => {
		// The first measurement at rate 1 is low (a cold or disturbed start); the second passes.
		let calls = 0;
		const benchmark: Benchmark = async (rate) => (++calls <= RUNS_PER_MEASUREMENT ? 700 : 1000) / rate;
		const result = await calibrateRate(benchmark, 800, 'desktop');
		expect(result.hostIndex).toBe(1000);
	});
});

describe('computeBenchmarkIndex', () => {
	it('scores this process in the range Lighthouse documents for desktop-class machines or phones', () => {
		// Not a timing assertion: only that the copied benchmark runs and returns a positive score.
		expect(computeBenchmarkIndex(50)).toBeGreaterThan(10);
	});
});

describe('the index at a rate another meter chose', () => {
	it('measures the host and the index at that rate without searching', async () => {
		const host = fakeHost(2300, { spread: 0 });
		const result = await measureIndexAt(host, 264, 10.84);
		expect(new Set(host.rates)).toEqual(new Set([1, 10.84]));
		expect(result).toMatchObject({ reference: 264, hostIndex: 2300, rate: 10.84 });
		expect(result.achievedIndex).toBeCloseTo(2300 / 10.84, 6);
	});
});

describe('calibrationMissed', () => {
	it('judges a page-work round on its task, at ±15% of the reference', () => {
		const round = (achievedMs: number): CalibrationRecord => ({ reference: 264, hostIndex: 2300, rate: 13, achievedIndex: 180, runs: [], pageWork: { referenceMs: 76, hostMs: 3, achievedMs, runs: [] } });
		expect(calibrationMissed(round(82))).toBe(false);
		expect(calibrationMissed(round(88))).toBe(true);
	});
});
