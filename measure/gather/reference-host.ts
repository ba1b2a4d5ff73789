// A reference host, emulated on a faster one (issue 23; an experiment for methodology 1.3, off unless
// CMP_REFERENCE_HOST is set). CDP throttling slows only the renderer's main thread. The rest of a page
// load (the browser process, the network service, the compositor, V8's helper threads, the test app and
// the server) runs at the host's own speed, on the cores the throttled main thread leaves: it spins
// (rate − 1) ÷ rate of the time even while idle (measure/throttle-idle-cost.ts). That is where a
// calibrated round still differs between hosts of different speed (measure/README.md, "A slower CPU,
// simulated"). So before the round calibrates its CDP rate, this takes one share of every millisecond
// from every core (slower-host.ts's real-time processes), the share at which the page-work task,
// unthrottled, takes the reference time: every thread then runs at about the reference host's speed,
// and the page-work meter sets the main thread's rate on top, as in any round.
// The search is calibrate.ts's, on a "rate" of 1 ÷ (1 − share): a host's task time grows with it as
// it grows with a CDP rate, so a faster host takes a larger share, and a host already slower than the
// reference refuses, naming both times.
// Not adopted: it brings a simulated slower CPU into line only because the simulation slows every kind of
// work alike, as this does. On a real host of another CPU design (ce321c267986 against 1742003ffcb7) the
// task ran 1.4 times as fast and the pages did not, so it took too much and put 57–67% of medians inside
// where the page-work meter alone put 73% (measure/README.md, "On a host of another speed it fails").
import type { Browser } from 'playwright-core';
import { calibrateRate, outsideTolerance, steadierEffort, toleranceOf, type Benchmark, type CalibrationEffort } from './calibrate.ts';
import { openPageWorkMeter, taskMs } from './page-work-meter.ts';
import { startHostProcesses, stealingHost } from './slower-host.ts';

/** Set to `task:MS` to bring every round's host to the speed at which the page-work task (desktop device, unthrottled) takes MS ms. */
export const REFERENCE_HOST_VARIABLE = 'CMP_REFERENCE_HOST';
/** The most a host may be slowed: slower-host.ts's limit on real-time processes (90% of a core). */
const MAX_SLOWDOWN = 10;

/** The reference task time `value` asks for, or null when unset; a malformed value is refused, naming the form. */
export function referenceHostFrom(value: string | undefined): { referenceMs: number } | null {
	if (value === undefined || value.trim() === '') return null;
	const match = /^task:(\d+(?:\.\d+)?)$/.exec(value.trim());
	const referenceMs = match ? Number(match[1]) : NaN;
	if (!(referenceMs >= 1 && referenceMs <= 100)) throw new Error(`${REFERENCE_HOST_VARIABLE}: "${value}" is not task:MS with MS the page-work task's unthrottled time on the reference host, from 1 to 100 ms (e.g. task:8)`);
	return { referenceMs };
}

/** What a run record keeps of the host's slowing: the reference, the share taken, the task's times (ms) and every task timed. */
export interface ReferenceHostRecord {
	referenceMs: number;
	/** The task unthrottled on the host as it is (median). */
	hostMs: number;
	/** The share of every millisecond taken from each core, in percent (0: the host was within tolerance of the reference). */
	stolenPercent: number;
	/** The task unthrottled with that share taken (median). */
	achievedMs: number;
	/** The share of the reference within which the search had to land; records before it was kept were searched to ACHIEVED_TOLERANCE (±15%). */
	tolerance?: number;
	runs: { stolenPercent: number; ms: number }[];
	/** In words, for a reader of the raw records (the provenance words its own line from the figures). */
	description: string;
}

/**
 * The search's effort (calibrate.ts, steadierEffort). The CDP rate's tolerance could stay wide because
 * the page-work meter sets the main thread's rate on top of the share and absorbs a miss. Nothing absorbs
 * a miss of the share: every thread the CDP throttle does not reach runs at the speed it leaves. At ±15%
 * on 21 tasks per measurement, the quiet host's rounds came out at 8.6–10.4 ms for a reference of 9
 * (shares 34–50%), and one took nothing because a slow spell timed the host at 8.7 ms (4.3 ms a minute
 * later); 3 of the slower CPU's 8 rounds were within ±15% unslowed and took nothing
 * (data/experiments/reference-host-1.2). A search of up to six shares takes about fifteen seconds.
 * `node measure/reference-host-report.ts` compares both efforts.
 */
export const referenceHostEffort = steadierEffort;

/** The share of every core, in percent to a tenth, that slows a host by `slowdown` (1: none; capped at MAX_SLOWDOWN). */
const shareAt = (slowdown: number) => (slowdown > 1 ? Math.round((1 - 1 / Math.min(slowdown, MAX_SLOWDOWN)) * 1000) / 10 : 0);

/**
 * Finds the share that brings the host to `referenceMs`, starts it for the round and returns the
 * record and what stops it. The task runs in the desktop device whatever the profile, so that one
 * reference time describes the host. `effort` is the search's own (a round's goes through referenceHostEffort).
 */
export async function startReferenceHost(browser: Browser, referenceMs: number, what: string, effort: CalibrationEffort): Promise<{ record: ReferenceHostRecord; stop: () => void }> {
	const { benchmark: task, close } = await openPageWorkMeter(browser, 'desktop');
	// The processes taking the current share (none at 0), restarted when the share changes.
	const taking = { share: 0, stop: null as (() => void) | null };
	const setSlowdown = async (slowdown: number) => {
		const share = shareAt(slowdown);
		if (share === taking.share) return;
		taking.stop?.();
		taking.stop = null;
		if (share > 0) taking.stop = await startHostProcesses(stealingHost(share));
		taking.share = share;
	};
	try {
		const slowed: Benchmark = async (slowdown) => {
			await setSlowdown(slowdown);
			return task(1);
		};
		const search = await calibrateRate(slowed, 1000 / referenceMs, what, effort, (host, reference) => `this host takes ${taskMs(host)} ms for the page-work task unthrottled, above the reference host's ${taskMs(reference)} ms`);
		await setSlowdown(search.rate);
		const stolenPercent = taking.share;
		const record: ReferenceHostRecord = {
			referenceMs,
			hostMs: taskMs(search.hostIndex),
			stolenPercent,
			achievedMs: taskMs(search.achievedIndex),
			tolerance: toleranceOf(effort),
			runs: search.runs.map((r) => ({ stolenPercent: shareAt(r.rate), ms: taskMs(r.score) })),
			description: `brought to a reference host on which the page-work task takes ${referenceMs} ms unthrottled: ${stolenPercent > 0 ? stealingHost(stolenPercent).description : 'the host was already within tolerance, nothing was taken'}`
		};
		const stop = taking.stop ?? (() => {});
		taking.stop = null; // the round's now
		return { record, stop };
	} catch (error) {
		taking.stop?.();
		throw error;
	} finally {
		await close();
	}
}

/** Whether a round's search missed the reference host by more than its tolerance (the host changed speed under it, or ran out of shares to try). */
export function referenceHostMissed(h: ReferenceHostRecord): boolean {
	return outsideTolerance(h.achievedMs, h.referenceMs, toleranceOf(h));
}

/** Runs `use` on the reference host `spec` asks for (or on the host as it is when null), and always gives the cores back. */
export async function withReferenceHost<T>(browser: Browser, spec: { referenceMs: number } | null, what: string, effort: CalibrationEffort, use: (record: ReferenceHostRecord | null) => Promise<T>): Promise<T> {
	if (!spec) return use(null);
	const { record, stop } = await startReferenceHost(browser, spec.referenceMs, what, referenceHostEffort(effort));
	try {
		return await use(record);
	} finally {
		stop();
	}
}
