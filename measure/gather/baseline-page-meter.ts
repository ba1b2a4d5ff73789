// An experiment for methodology 1.3 (issue 23, CMP_CPU_METER=baseline-page): set a round's CDP CPU rate on
// the shard's own baseline page instead of a synthetic task. The round's browser loads the baseline page
// as a visit does (a fresh context, the profile's device and network, the rate under test) and the search
// brings the page's main-thread work (script + layout + style) to what it cost in publication 1.2's
// campaign.
//
// Why: on host ce321c267986 the page-work task ran about 1.6 times as fast as on the campaign's host at
// one rate, while the pages' own work ran about 1.2 times as slowly, so the task set mobile near 16 where
// the pages needed about 11.9; at 11.9, fixed by hand, 51 of 60 mobile medians fell inside 1.2's
// intervals (measure/README.md, "And at that rate, the bar is met"). The baseline page is the pages' own
// kind of work, so it does not part ways with them as the synthetic task did; its cost is noise (an
// interquartile range of 12–30% of the median on mobile), paid for with 21 visits per rate. On that host
// two runs put 54 and 49 of 60 mobile medians inside 1.2's intervals (the page-work meter: 24); the
// products still ran 5–10% slower relative to the bare page than on the campaign's host (measure/README.md,
// "The baseline page as the meter"). A third run put 78%; on mobile-nextjs it put 32%, the products ×0.4 of
// their published work while the bare page matched ("Next.js: the baseline meter fails"). It does not take in
// a simulated slower CPU (steal:33):
// 65–68% of medians inside a campaign of its own method on the same host, where a same-host rerun puts
// 92–95% (measure/README.md, "One method on both sides").
import { mainThreadWork } from '../analyse/cell.ts';
import type { Benchmark, CalibrationEffort } from './calibrate.ts';
import { score, searchReferenceMs } from './page-work-meter.ts';
import { shardId, type CalibrationRecord } from './records.ts';
import type { ShardOptions, ShardSession } from './run-shard.ts';
import { visit } from './visit.ts';

/**
 * The baseline page's main-thread work (script + layout + style, ms) in publication 1.2's campaign
 * (host 1742003ffcb7, rounds calibrated on the page-work task): the median of each shard's 20 measured
 * baseline visits in data/visits, to a tenth (baseline-page-meter.test.ts derives them again). The first
 * runs of this meter (harness 3f58b4c) aimed at the lower of the two middle visits instead, 2–3% below:
 * 24.6 ms on desktop-script-tag and 61.9 on mobile-script-tag, as their records say. Desktop's script-tag
 * and Astro pages do about 25 ms of work with an interquartile range of 40–65% of it: too noisy to steer by.
 */
export const BASELINE_PAGE_REFERENCE_MS: Record<string, number> = {
	'desktop-astro': 24.2, 'desktop-nextjs': 155.6, 'desktop-nuxt': 167.8, 'desktop-react': 193.9, 'desktop-script-tag': 25.2, 'desktop-tanstack-start': 332.5,
	'mobile-astro': 60.9, 'mobile-nextjs': 146.6, 'mobile-nuxt': 339, 'mobile-react': 459.7, 'mobile-script-tag': 63.8, 'mobile-tanstack-start': 796.4
};

/**
 * The search's effort: the round's, held to ±5% of the reference's work (on mobile-script-tag a change
 * of rate of 21% moved the pages' work by about 50%, so ±15% of work lets the rate wander too far), with
 * one more rate allowed. Warm-up is two visits at most: the browser's first load compiles the app.
 */
export const baselinePageEffort = (round: CalibrationEffort): CalibrationEffort => ({ ...round, warmupRuns: Math.min(round.warmupRuns, 2), maxRatesTried: round.maxRatesTried + 1, tolerance: 0.05 });

/**
 * A calibration on the baseline page: the rate that brings `load` (one visit's work as a score, 1000 ÷ ms)
 * to `referenceMs`, then Lighthouse's BenchmarkIndex unthrottled and under that rate (`indexAt`), so the
 * record compares with every other round's. No reset is needed: each visit throttles its own context.
 */
export async function calibrateOnBaselinePage(load: Benchmark, referenceMs: number, what: string, effort: CalibrationEffort, indexAt: (rate: number) => Promise<CalibrationRecord>): Promise<CalibrationRecord> {
	for (let i = 0; i < effort.warmupRuns; i++) await load(1);
	const { rate, meter } = await searchReferenceMs(load, referenceMs, what, effort, 'the baseline page');
	const { fixedRate: _fixed, ...index } = await indexAt(rate);
	return { ...index, rate, baselinePage: meter };
}

/** calibrateOnBaselinePage in the round's session, on the shard's baseline page and its reference; refuses a shard with none. */
export async function calibrateSessionOnBaselinePage(options: ShardOptions, session: ShardSession, what: string, effort: CalibrationEffort, indexAt: (rate: number) => Promise<CalibrationRecord>): Promise<CalibrationRecord> {
	const shard = shardId(options.profile, options.framework);
	const referenceMs = BASELINE_PAGE_REFERENCE_MS[shard];
	if (referenceMs === undefined) throw new Error(`${what}: no baseline-page reference for ${shard}; known: ${Object.keys(BASELINE_PAGE_REFERENCE_MS).join(', ')}`);
	const load: Benchmark = async (rate) => {
		const record = await visit(session.browser, {
			shard, profile: options.profile, framework: options.framework, page: 'baseline', index: -3, warmup: true, round: -1, roundLoadAverage: 0,
			cpuRate: rate, runId: 'calibration', url: session.url('baseline'), selectors: null, action: null, reloadCheck: false, screenshot: null
		}, session.server);
		if (record.error !== null) throw new Error(`${what}: the baseline page failed while calibrating the CPU rate: ${record.error}`);
		return score(mainThreadWork(record));
	};
	return calibrateOnBaselinePage(load, referenceMs, what, baselinePageEffort(effort), indexAt);
}
