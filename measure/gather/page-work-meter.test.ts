import { describe, expect, it } from 'vitest';
import { ACHIEVED_TOLERANCE, calibrationMissed, HostTooSlowError, roundDrift, type Benchmark } from './calibrate.ts';
import { calibrateOnPageWork } from './page-work-meter.ts';
import type { CalibrationRecord } from './records.ts';

const EFFORT = { warmupRuns: 0, runsPerMeasurement: 3, maxRatesTried: 4, refuseTooSlow: true };

/** A fake host whose task takes `hostMs` × rate^exponent ms; its score is 1000 ÷ ms. */
function fakeTask(hostMs: number, exponent = 1): Benchmark & { rates: number[] } {
	const rates: number[] = [];
	return Object.assign(async (rate: number) => (rates.push(rate), 1000 / (hostMs * rate ** exponent)), { rates });
}
/** What the round's BenchmarkIndex page would record at `rate` (calibrate.ts, measureIndexAt). */
const indexAt = async (rate: number): Promise<CalibrationRecord> => ({ reference: 264, hostIndex: 2300, rate, achievedIndex: Math.round(1600 / rate), runs: [{ rate: 1, score: 2300 }, { rate, score: Math.round(1600 / rate) }] });

describe('the page-work meter', () => {
	it('chooses the rate that brings the task to the reference time, and records both meters', async () => {
		const task = fakeTask(8);
		const result = await calibrateOnPageWork(task, 95, 'mobile / script-tag', EFFORT, indexAt);
		// 95 ms ÷ 8 ms unthrottled: a rate near 11.9, whatever the BenchmarkIndex says of the host (2300 ÷ 264 = 8.7).
		expect(result.rate).toBeGreaterThan(11.9 * (1 - ACHIEVED_TOLERANCE));
		expect(result.rate).toBeLessThan(11.9 * (1 + ACHIEVED_TOLERANCE));
		expect(result.pageWork).toMatchObject({ referenceMs: 95, hostMs: 8 });
		expect(Math.abs(result.pageWork!.achievedMs - 95)).toBeLessThanOrEqual(ACHIEVED_TOLERANCE * 95);
		// One more task after the search, at rate 1: a throttled page would spin a core while the index runs.
		expect(result.pageWork!.runs).toHaveLength(task.rates.length - 1);
		expect(task.rates.at(-1)).toBe(1);
		// The index fields describe the host at the chosen rate, as in 1.1's records.
		expect(result).toMatchObject({ reference: 264, hostIndex: 2300, rate: result.rate, achievedIndex: Math.round(1600 / result.rate) });
		expect(calibrationMissed(result)).toBe(false);
	});
	it('follows a host where throttling bites harder than the rate', async () => {
		const result = await calibrateOnPageWork(fakeTask(8, 1.2), 95, 'mobile / script-tag', EFFORT, indexAt);
		expect(result.rate).toBeLessThan(11.9 * (1 - ACHIEVED_TOLERANCE));
		expect(calibrationMissed(result)).toBe(false);
	});
	it('searches on until the task is within the tolerance in milliseconds, where the gate judges it', async () => {
		// d4f26adfa123's mobile Nuxt round 1 (frozen 2.0): 7.5 ms unthrottled, the first guess 10.13 read 87.4 ms,
		// inside ±15% of the score (66.1–89.4 ms for 76 ms) but not of the time (64.6–87.4 ms), so the search
		// stopped there and the gate refused the round. This host's throttle bites 16% harder than the rate.
		const harder: Benchmark & { rates: number[] } = Object.assign(async (rate: number) => (harder.rates.push(rate), 1000 / (7.5 * rate * (rate > 1 ? 1.16 : 1))), { rates: [] as number[] });
		const result = await calibrateOnPageWork(harder, 76, 'mobile / nuxt', EFFORT, indexAt);
		expect(new Set(harder.rates.filter((r) => r > 1)).size).toBeGreaterThan(1);
		expect(Math.abs(result.pageWork!.achievedMs - 76)).toBeLessThanOrEqual(ACHIEVED_TOLERANCE * 76);
		expect(calibrationMissed(result)).toBe(false);
	});
	it('refuses a host whose task is already slower than the reference, in milliseconds', async () => {
		await expect(calibrateOnPageWork(fakeTask(30), 24, 'desktop / react', EFFORT, indexAt)).rejects.toThrow(HostTooSlowError);
		await expect(calibrateOnPageWork(fakeTask(30), 24, 'desktop / react', EFFORT, indexAt)).rejects.toThrow("desktop / react: this host's main thread takes 30 ms for the page-work task unthrottled, above the profile's reference of 24 ms, so it cannot emulate the reference device");
	});
	it('judges a miss on the meter that chose the rate, not on the index', () => {
		const record: CalibrationRecord = { reference: 264, hostIndex: 2300, rate: 10, achievedIndex: 140, runs: [], pageWork: { referenceMs: 95, hostMs: 8, achievedMs: 97, runs: [] } };
		expect(calibrationMissed(record)).toBe(false);
		expect(calibrationMissed({ ...record, pageWork: { ...record.pageWork!, achievedMs: 120 } })).toBe(true);
		expect(calibrationMissed({ ...record, pageWork: undefined })).toBe(true);
	});
	it('flags a round whose page work at its rate moved, not the bistable index or the noisy unthrottled task', () => {
		const record: CalibrationRecord = { reference: 264, hostIndex: 2300, rate: 11, achievedIndex: 130, runs: [], pageWork: { referenceMs: 76, hostMs: 8, achievedMs: 74, runs: [] } };
		// The index halved and the unthrottled task went from 8 to 13 ms, while the task at the round's rate held.
		expect(roundDrift(record, { hostIndex: 1100, pageWork: { hostMs: 13, achievedMs: 80, runs: [] } })).toBeNull();
		expect(roundDrift(record, { hostIndex: 2300, pageWork: { hostMs: 8, achievedMs: 160, runs: [] } })).toBe("page-work task at the round's rate moved from 74 to 160 ms (tolerance ±50%)");
		// A 1.1 round, or a page-work round with no task timed at its end (harness e94cdeb), is judged on the index.
		expect(roundDrift({ ...record, pageWork: undefined }, { hostIndex: 1100 })).toBe('host index moved from 2300 to 1100 (tolerance ±50%)');
		expect(roundDrift(record, { hostIndex: 1100 })).toBe('host index moved from 2300 to 1100 (tolerance ±50%)');
	});
});
