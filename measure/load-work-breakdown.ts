// node measure/load-work-breakdown.ts [quiet|steal:P|nice:N] [visits] [profile]: where does the baseline
// page's main-thread time go during a visit? Calibrates a round as the harness does (on the machine as
// it is, or on a simulated slower host, gather/slower-host.ts), then visits the script-tag baseline page
// under a Chromium trace and sums each trace event's self time on the page's renderer main thread
// (medians over the visits). Development evidence for methodology 1.3: on both simulated slower hosts the
// baseline's main-thread time outside script, style and layout grew and its first paint moved
// (measure/README.md, "A slower CPU, simulated"); this names that time. About 2 minutes per run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Profile } from '../src/lib/dimensions.ts';
import { median } from '../support/stats.ts';
import { TEST_APPS } from './apps/index.ts';
import { calibrateSession, withShardSession, type ShardOptions } from './gather/run-shard.ts';
import { slowerHostFrom, withSlowerHost } from './gather/slower-host.ts';
import { visit } from './gather/visit.ts';
import { PRODUCTS } from './products/index.ts';

const simulation = process.argv[2] === undefined || process.argv[2] === 'quiet' ? null : process.argv[2];
const visits = Number(process.argv[3] ?? 5);
const profile = (process.argv[4] ?? 'mobile') as Profile;
if (!Number.isInteger(visits) || visits < 1) throw new Error(`visits: "${process.argv[3]}" is not a whole number ≥ 1`);
if (profile !== 'mobile' && profile !== 'desktop') throw new Error(`profile: "${process.argv[4]}" is neither desktop nor mobile`);
const slowerHost = slowerHostFrom(simulation ?? undefined);

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'loading', 'v8.execute', 'cc'];
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** Self time (ms) by event name on the busiest renderer main thread of a trace. */
function selfTimes(trace: { traceEvents: TraceEvent[] }): Map<string, number> {
	const mains = new Set(trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}/${e.tid}`));
	const byThread = new Map<string, TraceEvent[]>();
	for (const e of trace.traceEvents) {
		const thread = `${e.pid}/${e.tid}`;
		if (e.ph !== 'X' || e.dur === undefined || !mains.has(thread)) continue;
		if (!byThread.has(thread)) byThread.set(thread, []);
		byThread.get(thread)!.push(e);
	}
	const busiest = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
	busiest.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
	const self = new Map<string, number>();
	const stack: { e: TraceEvent; children: number }[] = [];
	const close = (frame: { e: TraceEvent; children: number }) => self.set(frame.e.name, (self.get(frame.e.name) ?? 0) + (frame.e.dur! - frame.children) / 1000);
	for (const e of busiest) {
		while (stack.length > 0 && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= e.ts) close(stack.pop()!);
		if (stack.length > 0) stack.at(-1)!.children += e.dur!;
		stack.push({ e, children: 0 });
	}
	while (stack.length > 0) close(stack.pop()!);
	return self;
}

const dir = mkdtempSync(join(tmpdir(), 'load-work-'));
const shard: ShardOptions = {
	profile, framework: 'script-tag', app: TEST_APPS['script-tag']!, products: PRODUCTS.filter((p) => p.slug === 'vanilla-cookieconsent'), visits,
	visitsDir: join(dir, 'visits'), buildDir: join(dir, 'build'), screenshotsDir: null, log: (line) => console.log(line)
};
try {
	const perVisit: Map<string, number>[] = [];
	const fcps: number[] = [];
	await withSlowerHost(slowerHost, () => withShardSession(shard, async (session) => {
		const { browser, server, url } = session;
		const calibration = await calibrateSession(shard, session, `[${simulation ?? 'quiet'}]`);
		for (let i = -1; i < visits; i++) {
			await browser.startTracing(undefined, { categories: CATEGORIES });
			const record = await visit(browser, {
				shard: `${profile}-script-tag`, profile, framework: 'script-tag', page: 'baseline', index: i, warmup: i < 0, round: 0, roundLoadAverage: 0,
				cpuRate: calibration.rate, runId: 'breakdown', url: url('baseline'), selectors: null, action: null, reloadCheck: false, screenshot: null
			}, server);
			const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
			if (i < 0) continue;
			perVisit.push(selfTimes(trace));
			if (record.fcp !== null) fcps.push(record.fcp);
		}
	}));
	const names = [...new Set(perVisit.flatMap((m) => [...m.keys()]))];
	const rows = names.map((name) => ({ name, ms: median(perVisit.map((m) => m.get(name) ?? 0)) })).filter((r) => r.ms >= 1).sort((a, b) => b.ms - a.ms);
	const total = median(perVisit.map((m) => [...m.values()].reduce((a, b) => a + b, 0)));
	console.log(`\n${profile}, ${simulation ?? 'quiet'}: ${visits} baseline visits, median FCP ${median(fcps)} ms, main-thread time in trace events ${Math.round(total)} ms; self time by event (median ms per visit, events ≥ 1 ms):`);
	for (const r of rows.slice(0, 25)) console.log(`| ${r.name} | ${Math.round(r.ms * 10) / 10} |`);
} finally {
	rmSync(dir, { recursive: true, force: true });
}
