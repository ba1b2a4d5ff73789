// Pure arithmetic of the load benchmark: the figures of one run, the RSS trend, and the verdicts
// against the targets. No I/O, so it is tested with plain numbers.
import { median } from '../../support/stats.ts';

export interface RunFigures {
	requests: number;
	seconds: number;
	reqPerSec: number;
	p50Ms: number;
	p99Ms: number;
	maxMs: number;
	errors: number;
	timeouts: number;
	non2xx: number;
	/** Bytes of one response as sent (compressed), headers excluded. */
	bodyBytes: number;
	/** Server CPU (user + system) per request, microseconds: robust to other load on the machine. */
	cpuUsPerRequest: number;
	peakRssMiB: number;
	rss: RssTrend;
	/** Request log lines the server wrote during the run (built server only). */
	logLines?: number;
}

/** One turn of a server on a target (scripts/loadtest.ts takes several, alternating with the other server). */
export interface Slice {
	result: { requests: { total: number }; duration: number; latency: { p50: number; p99: number; max: number }; errors: number; timeouts: number; non2xx: number };
	/** The server's CPU (user + system) over the turn, ms. */
	cpuMs: number;
	logLines: number;
}

const middle = (values: readonly number[]) => {
	const sorted = [...values].sort((a, b) => a - b);
	const half = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
};

/**
 * A server's figures over its turns: requests, time, errors and CPU summed; p50 and p99 the median of
 * the turns' (autocannon keeps no histogram to merge), so one turn a neighbour slowed does not set them;
 * RSS from the samples taken across all turns.
 */
export function combineSlices(slices: readonly Slice[], rssSamples: readonly [number, number][], bodyBytes: number): RunFigures {
	const sum = (pick: (s: Slice) => number) => slices.reduce((total, s) => total + pick(s), 0);
	const requests = sum((s) => s.result.requests.total);
	const seconds = sum((s) => s.result.duration);
	return {
		requests,
		seconds,
		reqPerSec: Math.round(requests / seconds),
		p50Ms: middle(slices.map((s) => s.result.latency.p50)),
		p99Ms: middle(slices.map((s) => s.result.latency.p99)),
		maxMs: Math.max(...slices.map((s) => s.result.latency.max)),
		errors: sum((s) => s.result.errors),
		timeouts: sum((s) => s.result.timeouts),
		non2xx: sum((s) => s.result.non2xx),
		bodyBytes,
		cpuUsPerRequest: Math.round((sum((s) => s.cpuMs) * 1000) / Math.max(requests, 1)),
		peakRssMiB: Math.max(...rssSamples.map(([, bytes]) => bytes)) / MiB,
		rss: rssTrend(rssSamples),
		logLines: sum((s) => s.logLines)
	};
}

export interface RssTrend {
	/** Least-squares slope over the window, MiB per minute (reported, not judged). */
	slopeMiBPerMin: number;
	/** The highest RSS of the window's last third minus that of its first third: new highs late in the run. */
	growthMiB: number;
	medianMiB: number;
	/** Growth under max(2 MiB, 2% of the median). */
	stable: boolean;
	windowSeconds: number;
}

const MiB = 1024 * 1024;

/** Least-squares slope of y over x. */
export function slope(points: readonly [number, number][]): number {
	const n = points.length;
	if (n < 2) return 0;
	const meanX = points.reduce((s, [x]) => s + x, 0) / n;
	const meanY = points.reduce((s, [, y]) => s + y, 0) / n;
	let num = 0;
	let den = 0;
	for (const [x, y] of points) {
		num += (x - meanX) * (y - meanY);
		den += (x - meanX) ** 2;
	}
	return den === 0 ? 0 : num / den;
}

/**
 * RSS samples [seconds, bytes] of one run. The first fifth is warm-up for the heap (V8 grows its
 * old space to its working size) and is left out of the trend. Growth is judged by new highs: a
 * leak keeps raising the ceiling, so the last third of the window peaks above the first. A line's
 * slope would also call growth what V8 does without retaining anything: it may shrink its young
 * generation after a memory-reducing GC and grow it back within seconds, and that dip, early in
 * the window, tilts a fitted line upwards (+11.6 MiB over 47 s in one MCP run whose RSS never
 * passed its earlier peak).
 */
export function rssTrend(samples: readonly [number, number][]): RssTrend {
	const start = samples.length ? samples[0][0] + (samples[samples.length - 1][0] - samples[0][0]) / 5 : 0;
	const window = samples.filter(([t]) => t >= start);
	const windowSeconds = window.length > 1 ? window[window.length - 1][0] - window[0][0] : 0;
	const perSecond = slope(window);
	// No samples (a run too short to sample) has no median: NaN, which the verdicts report as missed.
	const medianMiB = window.length ? median(window.map(([, bytes]) => bytes)) / MiB : NaN;
	const third = windowSeconds / 3;
	const peakOf = (from: number, to: number) => Math.max(...window.filter(([t]) => t >= from && t <= to).map(([, bytes]) => bytes));
	const growthMiB = window.length > 1 ? (peakOf(window[0][0] + 2 * third, Infinity) - peakOf(-Infinity, window[0][0] + third)) / MiB : NaN;
	return {
		slopeMiBPerMin: (perSecond * 60) / MiB,
		growthMiB,
		medianMiB,
		stable: growthMiB < Math.max(2, 0.02 * medianMiB),
		windowSeconds
	};
}

export interface Verdict {
	check: string;
	value: string;
	target: string;
	met: boolean;
}

/** Issue 12's targets for one request target; errors, non-2xx, peak RSS and the RSS trend apply to all. */
export interface Goals {
	/** Requests per second of the built server ÷ those of the node:http ceiling, at least. */
	minRatio: number;
	/** p99 latency, at most (a fixed figure). */
	maxP99Ms?: number;
	/**
	 * p99 latency ÷ the ceiling's p99 in the same run, at most. A page's latency under 50
	 * connections is mostly queueing on two cores, which moves with the machine; the ceiling in the
	 * same run queues the same way, so the ratio is what says whether our server adds to it.
	 */
	maxP99VsCeiling?: number;
	/** Requests per second, at least. */
	minReqPerSec?: number;
}

/** Self-hosters run one replica: its memory under load, at most. */
export const MAX_PEAK_RSS_MIB = 200;

export function verdicts(name: string, kit: RunFigures, ceiling: RunFigures, goals: Goals): Verdict[] {
	const ratio = kit.reqPerSec / ceiling.reqPerSec;
	const list: Verdict[] = [{ check: `${name}: req/s ÷ ceiling`, value: ratio.toFixed(3), target: `≥ ${goals.minRatio}`, met: ratio >= goals.minRatio }];
	if (goals.minReqPerSec !== undefined) list.push({ check: `${name}: req/s`, value: String(kit.reqPerSec), target: `≥ ${goals.minReqPerSec}`, met: kit.reqPerSec >= goals.minReqPerSec });
	if (goals.maxP99Ms !== undefined) list.push({ check: `${name}: p99 latency`, value: `${kit.p99Ms} ms`, target: `≤ ${goals.maxP99Ms} ms`, met: kit.p99Ms <= goals.maxP99Ms });
	if (goals.maxP99VsCeiling !== undefined) {
		const p99Ratio = kit.p99Ms / ceiling.p99Ms;
		list.push({
			check: `${name}: p99 against the ceiling's`,
			value: `${kit.p99Ms} ms ÷ ${ceiling.p99Ms} ms = ×${p99Ratio.toFixed(2)}`,
			target: `≤ ×${goals.maxP99VsCeiling}`,
			met: p99Ratio <= goals.maxP99VsCeiling
		});
	}
	list.push({ check: `${name}: errors + timeouts`, value: String(kit.errors + kit.timeouts), target: '0', met: kit.errors + kit.timeouts === 0 });
	list.push({ check: `${name}: non-2xx`, value: String(kit.non2xx), target: '0', met: kit.non2xx === 0 });
	list.push({ check: `${name}: peak RSS`, value: `${kit.peakRssMiB.toFixed(1)} MiB`, target: `≤ ${MAX_PEAK_RSS_MIB} MiB`, met: kit.peakRssMiB <= MAX_PEAK_RSS_MIB });
	list.push({
		check: `${name}: RSS trend`,
		value: `${kit.rss.growthMiB >= 0 ? '+' : ''}${kit.rss.growthMiB.toFixed(1)} MiB over ${Math.round(kit.rss.windowSeconds)} s`,
		target: `< ${Math.max(2, 0.02 * kit.rss.medianMiB).toFixed(1)} MiB`,
		met: kit.rss.stable
	});
	return list;
}

/** A plain-text table with right-aligned numbers. */
export function table(header: string[], rows: (string | number)[][]): string {
	const cells = [header, ...rows.map((r) => r.map(String))];
	const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
	const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
	return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
