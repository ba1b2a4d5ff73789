import { afterEach, describe, expect, it, vi } from 'vitest';
import { calibrationMissed, FULL_EFFORT, HostTooSlowError, type Benchmark } from './calibrate.ts';
import { median } from '../../support/stats.ts';
import { mainThreadWork } from '../analyse/cell.ts';
import { BASELINE_PAGE_REFERENCE_MS, baselinePageEffort, calibrateOnBaselinePage } from './baseline-page-meter.ts';
import { readAllShards, type CalibrationRecord, type VisitRecord } from './records.ts';
import { calibrateSession, type ShardOptions, type ShardSession } from './run-shard.ts';

const EFFORT = baselinePageEffort({ ...FULL_EFFORT, runsPerMeasurement: 3 });

/** A fake host whose baseline page costs `hostMs` × rate^exponent ms of work; its score is 1000 ÷ ms. */
function fakeLoad(hostMs: number, exponent = 1): Benchmark & { rates: number[] } {
	const rates: number[] = [];
	return Object.assign(async (rate: number) => (rates.push(rate), 1000 / (hostMs * rate ** exponent)), { rates });
}
const indexAt = async (rate: number): Promise<CalibrationRecord> => ({ reference: 264, hostIndex: 2900, rate, achievedIndex: Math.round(2900 / rate), runs: [], fixedRate: true });

describe('the baseline page as a CPU meter (an experiment)', () => {
	it('chooses the rate at which the page costs its reference work, within ±5%, and records it as its own meter', async () => {
		// A host where the page's work grows faster than the rate (×1.5 for a rate ×1.21, as seen on host ce321c267986).
		const load = fakeLoad(5, 2);
		const result = await calibrateOnBaselinePage(load, 63.8, 'mobile / script-tag', EFFORT, indexAt);
		expect(Math.abs(result.baselinePage!.achievedMs - 63.8)).toBeLessThanOrEqual(0.05 * 63.8);
		expect(result.rate).toBeCloseTo(Math.sqrt(63.8 / 5), 0);
		expect(result).toMatchObject({ reference: 264, hostIndex: 2900, baselinePage: { referenceMs: 63.8, hostMs: 5, tolerance: 0.05 } });
		expect(result.pageWork).toBeUndefined();
		expect(result.fixedRate).toBeUndefined();
		// Two warm-up loads at rate 1 first (the browser's first load compiles the app), never timed.
		expect(load.rates.slice(0, 2)).toEqual([1, 1]);
		expect(result.baselinePage!.runs).toHaveLength(load.rates.length - 2);
		expect(calibrationMissed(result)).toBe(false);
		// ±5% is the meter's own tolerance: 68 ms against 63.8 is a miss, though within the index's ±15%.
		expect(calibrationMissed({ ...result, baselinePage: { ...result.baselinePage!, achievedMs: 68 } })).toBe(true);
	});
	it('refuses a host on which the page already costs more than its reference, naming both', async () => {
		await expect(calibrateOnBaselinePage(fakeLoad(80), 61.9, 'mobile / script-tag', EFFORT, indexAt)).rejects.toThrow(HostTooSlowError);
		await expect(calibrateOnBaselinePage(fakeLoad(80), 61.9, 'mobile / script-tag', EFFORT, indexAt)).rejects.toThrow("mobile / script-tag: this host's main thread takes 80 ms for the baseline page unthrottled, above the profile's reference of 61.9 ms");
	});
	it('aims every view at its baseline page\'s median work in the published campaign', () => {
		const baselines = readAllShards('data/visits').filter((r): r is VisitRecord => r.kind === 'visit' && r.page === 'baseline' && !r.warmup && r.error === null);
		const shards = [...new Set(baselines.map((v) => v.shard))].sort();
		expect(shards).toHaveLength(12);
		const medians = Object.fromEntries(shards.map((shard) => [shard, Math.round(median(baselines.filter((v) => v.shard === shard).map(mainThreadWork)) * 10) / 10]));
		expect(BASELINE_PAGE_REFERENCE_MS).toEqual(medians);
	});
	it('is refused beside a rate fixed by hand or the steadier page-work search, before the browser is touched', async () => {
		const options = { profile: 'mobile', framework: 'script-tag', log: () => {} } as unknown as ShardOptions;
		// Any use of the session would throw a TypeError, not the refusal.
		const session = {} as ShardSession;
		vi.stubEnv('CMP_CPU_METER', 'baseline-page');
		vi.stubEnv('CMP_FIXED_CPU_RATE', 'mobile:11.9');
		await expect(calibrateSession(options, session, '[test]')).rejects.toThrow('CMP_FIXED_CPU_RATE and CMP_CPU_METER=baseline-page both choose the rate: set one of them');
		vi.stubEnv('CMP_FIXED_CPU_RATE', '');
		vi.stubEnv('CMP_CALIBRATION_SEARCH', 'steady');
		await expect(calibrateSession(options, session, '[test]')).rejects.toThrow('CMP_CALIBRATION_SEARCH=steady searches the page-work task\'s rate, so it needs CMP_CPU_METER=page-work (the default), not baseline-page');
	});
	afterEach(() => vi.unstubAllEnvs());
});
