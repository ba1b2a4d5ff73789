// node measure/throttle-idle-cost.ts: what CDP CPU throttling costs the machine while the page does nothing.
// Chromium's throttler (thread_cpu_throttler.cc) signals the renderer's main thread every 200 µs and
// spins it for (rate − 1) × the time since the last spin; this measures, from /proc, the CPU share of
// every renderer thread over 3 s of an idle page at each rate. It says how many cores a round leaves to
// everything else (browser process, network service, compositor, test app, server):
// measure/README.md, "A slower CPU, simulated". About 15 s; no app, no server.
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium } from '../support/chromium.ts';
import { statFields } from './gather/slower-host.ts';

const tick = 100; // USER_HZ
/** CPU seconds so far of every thread of `pid`, by "tid:name". */
function threads(pid: number) {
	const out: Record<string, number> = {};
	for (const tid of readdirSync(`/proc/${pid}/task`).map(Number)) {
		try {
			const f = statFields(pid, tid);
			out[`${tid}:${readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()}`] = (Number(f[11]) + Number(f[12])) / tick; // utime + stime
		} catch {} // the thread ended meanwhile
	}
	return out;
}
function renderers() {
	return readdirSync('/proc').filter((p) => /^\d+$/.test(p)).map(Number).filter((p) => {
		try { return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--type=renderer'); } catch { return false; }
	});
}
const browser = await launchChromium();
const context = await browser.newContext();
const page = await context.newPage();
await page.setContent('<p>idle</p>');
const cdp = await context.newCDPSession(page);
for (const rate of [1, 2, 4, 11, 1]) {
	await cdp.send('Emulation.setCPUThrottlingRate', { rate });
	await sleep(500);
	const pids = renderers();
	const before = pids.map(threads);
	const t0 = performance.now();
	await sleep(3000);
	const secs = (performance.now() - t0) / 1000;
	const after = pids.map(threads);
	const busy = after.flatMap((a, i) => Object.entries(a).map(([k, v]) => [k, (v - (before[i][k] ?? v)) / secs] as const)).filter(([, v]) => v > 0.01);
	console.log(`rate ${rate}:`, busy.map(([k, v]) => `${k} ${(v * 100).toFixed(0)}%`).join(', ') || 'nothing busy');
}
await browser.close();
