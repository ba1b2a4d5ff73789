// The search behind a round's CPU calibration (issue 23), after Chrome DevTools' calibrated throttling
// (front_end/panels/mobile_throttling/CalibrationController.ts): find the CDP CPU throttling rate under
// which a benchmark scores the profile's reference. The page-work meter (page-work-meter.ts, methodology
// 1.2 and 1.3) runs it on its page task; Lighthouse's BenchmarkIndex, which set the rate in methodology
// 1.1, is still measured at the chosen rate and recorded, so a round describes its host as 1.1's did.
// The search is written against a `Benchmark` (a page, or a fake in tests), so it is tested without a
// browser.
import type { Browser } from 'playwright-core';
import { median } from '../../support/stats.ts';
import type { CalibrationRecord, RoundEndRecord } from './records.ts';

/** How long one benchmark run lasts: DevTools' presets (264, 1000) are scores of 250 ms runs. */
export const BENCHMARK_RUN_MS = 250;
/** How much a calibration measures: the full effort for publishable rounds, a light one for quick mode. */
export interface CalibrationEffort {
	/**
	 * Runs discarded before measuring: in a fresh page the score climbs for 5–8 runs while V8 tiers the
	 * function up (seen on the 2-vCPU VM: 611 → 1,100 over the first runs at rate 1, 80 → 250 at rate 4).
	 */
	warmupRuns: number;
	/** Runs per measurement; the median of them is the measurement (one 250 ms run scatters by ±10–20%). */
	runsPerMeasurement: number;
	/** The search gives up after this many rates tried, keeping the closest (the round is then flagged). */
	maxRatesTried: number;
	/**
	 * Whether a host slower than the reference refuses. Quick mode's records are never published, and its
	 * smoke test must run on a loaded CI machine: there a slow host runs unthrottled, flagged as missing
	 * the reference, instead of failing the suite.
	 */
	refuseTooSlow: boolean;
}

/**
 * On the 2-vCPU VM the host's speed is bistable on a quiet guest: runs of a second or more at about
 * 1.7× the usual index, both halves of the benchmark at once (the CPU, not V8), in about a fifth of
 * the runs. A median of 7 runs landed in the fast phase in 3 of 8 fresh browsers and set rates 1.4–2.7
 * for one reference; a median of 21 runs (about 5 s) follows the prevailing speed (docs/research/single-host-methods.md,
 * "Calibrated CPU"). Four rates at most: the first guess is usually within the tolerance.
 */
export const FULL_EFFORT: CalibrationEffort = { warmupRuns: 8, runsPerMeasurement: 21, maxRatesTried: 4, refuseTooSlow: true };
/**
 * Quick mode (CI's smoke test and development runs): the same steps (host index, a rate, a check under
 * it, a second rate when the first misses) at one run each, about 1.5 s instead of about 12 s. Its
 * rates scatter by ±30%, which is why quick records are never published; a test suite that gathers ten
 * rounds spends seconds, not a minute, on calibration.
 */
export const QUICK_EFFORT: CalibrationEffort = { warmupRuns: 2, runsPerMeasurement: 1, maxRatesTried: 3, refuseTooSlow: false };

/**
 * The achieved index must land within this share of the reference, else the search goes on. On a quiet
 * 2-vCPU VM an independent check of a calibrated rate (a new page, 21 runs) differed from the reference
 * by a median of 10–17% (docs/research/single-host-methods.md, "Calibrated CPU"): a tighter tolerance would chase noise
 * and flag rounds for it.
 */
export const ACHIEVED_TOLERANCE = 0.15;
/**
 * A round whose host index at its end differs from its start by more than this share is flagged in
 * the provenance. On a quiet 2-vCPU VM the host's own speed moved by a median of 12% and at the 90th
 * percentile 45% between a round's calibration and a minute later (docs/research/single-host-methods.md, "Calibrated
 * CPU"): above that, a flag marks a host that changed, not the VM's usual swings.
 */
export const HOST_DRIFT_TOLERANCE = 0.5;
/** Whether `achieved` lies further from `reference` than `tolerance`, a share of the reference. */
export const outsideTolerance = (achieved: number, reference: number, tolerance: number) => Math.abs(achieved - reference) > tolerance * reference;

/**
 * Whether a round's calibration missed its reference by more than ACHIEVED_TOLERANCE, on the meter that
 * chose the rate: the page-work task's time (1.2 and later), else the index (1.1).
 */
export function calibrationMissed(c: CalibrationRecord): boolean {
	if (c.pageWork) return outsideTolerance(c.pageWork.achievedMs, c.pageWork.referenceMs, ACHIEVED_TOLERANCE);
	return outsideTolerance(c.achievedIndex, c.reference, ACHIEVED_TOLERANCE);
}

/**
 * How the host's speed moved during a round ("host index moved from … to …"), when it moved beyond
 * HOST_DRIFT_TOLERANCE, else null: judged on the meter that chose the round's rate (the page-work
 * task at that rate, or the index unthrottled when the round's end timed no task), so the round's
 * log and the provenance flag the same rounds in the same words.
 */
export function roundDrift(c: CalibrationRecord, end: Pick<RoundEndRecord, 'hostIndex' | 'pageWork'>): string | null {
	const moved = (start: number, finish: number) => Math.abs(finish / start - 1) > HOST_DRIFT_TOLERANCE;
	const tolerance = `(tolerance ±${HOST_DRIFT_TOLERANCE * 100}%)`;
	const endMs = end.pageWork?.achievedMs;
	if (c.pageWork && endMs !== undefined) return moved(1 / c.pageWork.achievedMs, 1 / endMs) ? `page-work task at the round's rate moved from ${c.pageWork.achievedMs} to ${endMs} ms ${tolerance}` : null;
	return moved(c.hostIndex, end.hostIndex) ? `host index moved from ${c.hostIndex} to ${end.hostIndex} ${tolerance}` : null;
}

/** CDP truncates the rate to hundredths (DevTools' comment), so the search does too. */
const truncate = (rate: number) => Math.floor(rate * 100) / 100;

/** One benchmark run under a CDP CPU throttling rate: its BenchmarkIndex score. */
export type Benchmark = (rate: number) => Promise<number>;

/** A host that cannot be slowed to a profile's reference, because it is already slower. */
export class HostTooSlowError extends Error {}

/** How a refusal names the host's score and the reference, in the units of the meter that measured them. */
export type TooSlowWording = (hostScore: number, reference: number) => string;
const benchmarkIndexTooSlow: TooSlowWording = (host, reference) => `this host's CPU scores ${host} on Lighthouse's BenchmarkIndex unthrottled, below the profile's reference of ${reference}`;

export interface IndexMeasurement {
	index: number;
	runs: { rate: number; score: number }[];
}

/** The median of `effort.runsPerMeasurement` runs at `rate`, with the runs themselves as evidence. */
export async function measureIndex(benchmark: Benchmark, rate: number, effort: CalibrationEffort = FULL_EFFORT): Promise<IndexMeasurement> {
	const runs: IndexMeasurement['runs'] = [];
	for (let i = 0; i < effort.runsPerMeasurement; i++) runs.push({ rate, score: await benchmark(rate) });
	return { index: median(runs.map((r) => r.score)), runs };
}

/**
 * The rate that brings the host's index to `reference`. The throttled index is close to index ÷ rate
 * (research/calibration-notes.md), so the first rate tried is that prediction; a miss corrects it by
 * the same proportion until the reference is bracketed, then bisects, as DevTools does. Refuses a host
 * whose unthrottled index stays below the reference after a second chance (DevTools: "device is not
 * powerful enough"), naming both numbers. `within` says when a score has reached the reference: by
 * default within ACHIEVED_TOLERANCE of it, in the score's own units; a meter judged in other units
 * (the page-work meter's milliseconds) passes the judgement the gate makes, so the search never stops
 * at a point the gate refuses.
 */
export async function calibrateRate(
	benchmark: Benchmark,
	reference: number,
	what: string,
	effort: CalibrationEffort = FULL_EFFORT,
	tooSlow: TooSlowWording = benchmarkIndexTooSlow,
	within: (index: number) => boolean = (index) => !outsideTolerance(index, reference, ACHIEVED_TOLERANCE)
): Promise<CalibrationRecord> {
	const runs: CalibrationRecord['runs'] = [];
	const measure = async (rate: number) => {
		const m = await measureIndex(benchmark, rate, effort);
		runs.push(...m.runs);
		return m.index;
	};
	let hostIndex = await measure(1);
	if (hostIndex < reference) hostIndex = Math.max(hostIndex, await measure(1));
	if (hostIndex < reference && !effort.refuseTooSlow) return { reference, hostIndex, rate: 1, achievedIndex: hostIndex, runs };
	if (hostIndex < reference)
		throw new HostTooSlowError(`${what}: ${tooSlow(hostIndex, reference)}, so it cannot emulate the reference device. Gather this profile on a faster host.`);

	// The host unthrottled is the search's first point (measured again if the host changed speed).
	const host = { rate: 1, index: hostIndex };
	const tried: { rate: number; index: number }[] = [host];
	// A measurement at rate 2 or more that is no slower than the host unthrottled says the throttle did not
	// act: its thread starved on a loaded machine. In the suite's quick mode (2026-11-27), rate 16.2 timed
	// the page-work task at 3.5 ms against 4.7 ms unthrottled; the step in proportion then chose 351, and
	// a mobile visit took 34 s. "No slower" was not enough: in CI (2026-11-28) rate 13.33 timed it at
	// 6.4 ms against 5.7 ms, the step chose 158, and mobile visits took 30-70 s. A throttle that acted
	// slows the work by at least the square root of its rate (a quiet host follows the rate itself, once
	// warm: page-work-meter.ts). A point slowed by less says nothing about the rate: it is measured once
	// more. If it is still too fast, either the throttle does not act or the host itself sped up since its
	// unthrottled measurement (a VM leaving a slow state, 2026-11-25), so the host is measured again: the
	// search goes on from the new host speed if the point now reads as throttled, else it stops there
	// and the round's miss is flagged.
	const throttleActed = (t: { rate: number; index: number }) => t.rate < 2 || host.index / t.index >= Math.sqrt(t.rate);
	const measureThrottled = async (rate: number) => {
		const first = await measure(rate);
		if (throttleActed({ rate, index: first })) return first;
		const again = await measure(rate);
		if (!throttleActed({ rate, index: again })) host.index = await measure(1);
		return again;
	};
	// A host already within the tolerance of the reference runs unthrottled.
	let rate = within(host.index) ? 1 : Math.max(1, truncate(host.index / reference));
	let index = rate === 1 ? host.index : await measureThrottled(rate);
	if (rate !== 1) tried.push({ rate, index });
	while (!within(index) && tried.length < effort.maxRatesTried && throttleActed({ rate, index })) {
		// Too fast: a higher rate is needed; too slow: a lower one. Until the reference is bracketed, the
		// last rate is corrected in proportion (index ≈ host ÷ rate). Once it is, interpolate on the power
		// law index ∝ rate^-k through the nearest points on either side (one step for a host that follows
		// it), and bisect when the interpolation leaves the bracket. Never extrapolate the power law: a VM
		// that changes speed between two points gives it an exponent near zero, and a rate of 10^21.
		const faster = tried.filter((t) => t.index > reference).sort((a, b) => b.rate - a.rate)[0];
		const slower = tried.filter((t) => t.index < reference).sort((a, b) => a.rate - b.rate)[0];
		const guess = faster && slower ? powerLawRate(faster, slower, reference) : null;
		const inBracket = guess !== null && guess > faster!.rate && guess < slower!.rate;
		const next = inBracket ? guess : faster && slower ? (faster.rate + slower.rate) / 2 : rate * (index / reference);
		const candidate = Math.max(1, truncate(next));
		if (tried.some((t) => t.rate === candidate)) break;
		rate = candidate;
		index = await measureThrottled(rate);
		tried.push({ rate, index });
	}
	// The rate closest to the reference, among the points at which the throttle acted if there are any.
	const points = tried.length > 1 ? tried.slice(1) : tried;
	const acted = points.filter(throttleActed);
	const trusted = acted.length > 0 ? acted : points;
	const best = trusted.reduce((a, b) => (Math.abs(b.index - reference) < Math.abs(a.index - reference) ? b : a), trusted[trusted.length - 1]);
	return { reference, hostIndex: host.index, rate: best.rate, achievedIndex: best.index, runs };
}

/**
 * The index unthrottled and at a `rate` another meter chose (the page-work task's), with every run:
 * the round's record then describes its host in BenchmarkIndex as 1.1's rounds did. Nothing is
 * searched and nothing refuses.
 */
export async function measureIndexAt(benchmark: Benchmark, reference: number, rate: number, effort: CalibrationEffort = FULL_EFFORT): Promise<CalibrationRecord> {
	const host = await measureIndex(benchmark, 1, effort);
	const achieved = await measureIndex(benchmark, rate, effort);
	return { reference, hostIndex: host.index, rate, achievedIndex: achieved.index, runs: [...host.runs, ...achieved.runs] };
}

/** The rate at which the power law through two measured points reaches `reference`, or null if they do not fall with the rate. */
function powerLawRate(a: { rate: number; index: number }, b: { rate: number; index: number }, reference: number): number | null {
	const k = Math.log(a.index / b.index) / Math.log(b.rate / a.rate);
	return Number.isFinite(k) && k > 0 ? a.rate * (a.index / reference) ** (1 / k) : null;
}

/**
 * A blank page in a fresh context of `browser` running the benchmark, warmed up. The function is
 * defined once in the page, as DevTools does, so V8's tier-up carries over from run to run.
 */
async function openBenchmark(browser: Browser, effort: CalibrationEffort): Promise<{ benchmark: Benchmark; close: () => Promise<void> }> {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await page.goto('about:blank');
		await page.evaluate(`window.__benchmarkIndex = ${computeBenchmarkIndex.toString()}`);
		let current = 0;
		const benchmark: Benchmark = async (rate) => {
			if (rate !== current) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
			current = rate;
			return (await page.evaluate(`__benchmarkIndex(${BENCHMARK_RUN_MS})`)) as number;
		};
		for (let i = 0; i < effort.warmupRuns; i++) await benchmark(1);
		return { benchmark, close: () => context.close() };
	} catch (error) {
		await context.close();
		throw error;
	}
}

/** measureIndexAt in a fresh page of the round's browser. */
export async function measureBrowserIndexAt(browser: Browser, reference: number, rate: number, effort: CalibrationEffort = FULL_EFFORT): Promise<CalibrationRecord> {
	const { benchmark, close } = await openBenchmark(browser, effort);
	try {
		return await measureIndexAt(benchmark, reference, rate, effort);
	} finally {
		await close();
	}
}

/** The host's unthrottled index, measured again (at a round's end), for the round-end record. */
export async function remeasureHost(browser: Browser, effort: CalibrationEffort = FULL_EFFORT): Promise<Pick<RoundEndRecord, 'hostIndex' | 'runs'>> {
	const { benchmark, close } = await openBenchmark(browser, effort);
	try {
		const { index, runs } = await measureIndex(benchmark, 1, effort);
		return { hostIndex: index, runs };
	} finally {
		await close();
	}
}

/**
 * Lighthouse's BenchmarkIndex (core/lib/page-functions.js, as DevTools' CalibrationController runs it):
 * half the time a GC-heavy string build, half an array copy; each scores iterations per second ÷ 10,
 * and the index is their mean. Evaluated in the page, so it must stay self-contained.
 */
export function computeBenchmarkIndex(duration: number): number {
	const halfTime = duration / 2;
	function benchmarkIndexGC() {
		const start = Date.now();
		let iterations = 0;
		while (Date.now() - start < halfTime) {
			let s = '';
			for (let j = 0; j < 10000; j++) s += 'a';
			if (s.length === 1) throw new Error('will never happen, but prevents compiler optimizations');
			iterations++;
		}
		return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
	}
	function benchmarkIndexNoGC() {
		const arrA: number[] = [];
		const arrB: number[] = [];
		for (let i = 0; i < 100000; i++) arrA[i] = arrB[i] = i;
		const start = Date.now();
		let iterations = 0;
		// Date.now() only every 10th iteration: some CPUs hit a performance cliff otherwise (Lighthouse's note).
		while (iterations % 10 !== 0 || Date.now() - start < halfTime) {
			const src = iterations % 2 === 0 ? arrA : arrB;
			const tgt = iterations % 2 === 0 ? arrB : arrA;
			for (let j = 0; j < src.length; j++) tgt[j] = src[j];
			iterations++;
		}
		return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
	}
	return (benchmarkIndexGC() + benchmarkIndexNoGC()) / 2;
}
