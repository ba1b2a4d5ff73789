// node measure/calibration-report.ts [launches] [pause seconds]: the data behind the calibration's
// reference speeds and tolerances (measure/README.md, "Calibrated CPU"). Each launch is a fresh browser,
// as a round is: it calibrates both profiles, checks each chosen rate in a new page, waits, then
// measures the host again, as a round's end does. Run it on a quiet machine; it prints the CPU used
// outside this process so that a reader can tell. With CMP_SIMULATE_SLOWER_HOST=nice:N it measures the
// simulated slower host (gather/slower-host.ts) instead.
import { cpus, loadavg } from 'node:os';
import { launchBrowser } from './gather/browser.ts';
import { calibrateBrowser, measureAtRate, remeasureHost } from './gather/calibrate.ts';
import { CONDITIONS } from './gather/conditions.ts';
import { probeForeignCores } from './gather/foreign-cpu.ts';
import { SLOWER_HOST_VARIABLE, slowerHostFrom, withSlowerHost } from './gather/slower-host.ts';
import { median, quantile } from '../support/stats.ts';

const launches = Number(process.argv[2] ?? 6);
const pauseMs = Number(process.argv[3] ?? 60) * 1000;
if (!Number.isInteger(launches) || launches < 1) throw new Error(`launches: "${process.argv[2]}" is not a whole number ≥ 1`);
if (!(pauseMs >= 0)) throw new Error(`pause seconds: "${process.argv[3]}" is not a number ≥ 0`);

interface Row { start: number; end: number; foreign: number | null; load: number; profiles: { profile: string; rate: number; achieved: number; check: number }[] }
const rows: Row[] = [];
const slowerHost = slowerHostFrom(process.env[SLOWER_HOST_VARIABLE]);
console.log(`${launches} launches on ${cpus().length} × ${cpus()[0]?.model}${slowerHost ? ` (${slowerHost.description})` : ''}, ${pauseMs / 1000} s between calibration and the end measurement\n`);
console.log('| launch | load | cores outside | host index start | desktop rate → achieved (check) | mobile rate → achieved (check) | host index end | end ÷ start |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (let i = 0; i < launches; i++) {
	const foreign = await probeForeignCores(1000);
	await withSlowerHost(slowerHost, async () => {
		const browser = await launchBrowser(9);
		try {
			const profiles: Row['profiles'] = [];
			let start = 0;
			for (const profile of ['desktop', 'mobile'] as const) {
				const c = await calibrateBrowser(browser, CONDITIONS[profile].cpuReference, profile);
				start ||= c.hostIndex;
				profiles.push({ profile, rate: c.rate, achieved: c.achievedIndex, check: await measureAtRate(browser, c.rate) });
			}
			await new Promise((done) => setTimeout(done, pauseMs));
			const end = (await remeasureHost(browser)).hostIndex;
			const row: Row = { start, end, foreign, load: loadavg()[0], profiles };
			rows.push(row);
			const cell = (p: Row['profiles'][number]) => `${p.rate} → ${p.achieved} (${p.check})`;
			console.log(`| ${i + 1} | ${row.load.toFixed(2)} | ${foreign ?? '?'} | ${start} | ${cell(profiles[0])} | ${cell(profiles[1])} | ${end} | ${(end / start).toFixed(2)} |`);
		} finally {
			await browser.close();
		}
	});
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)} (median ${median(values)})`;
const drift = rows.map((r) => Math.abs(r.end / r.start - 1));
console.log(`\nhost index at the start: ${spread(rows.map((r) => r.start))}`);
console.log(`|end ÷ start − 1|: median ${pct(median(drift))}, 90th percentile ${pct(quantile(drift, 0.9))}, max ${pct(Math.max(...drift))}`);
for (const profile of ['desktop', 'mobile'] as const) {
	const reference = CONDITIONS[profile].cpuReference;
	const of = rows.map((r) => r.profiles.find((p) => p.profile === profile)!);
	const check = of.map((p) => Math.abs(p.check / reference - 1));
	console.log(`${profile} (reference ${reference}): rates ${spread(of.map((p) => p.rate))}; a new page at the chosen rate scores ${spread(of.map((p) => p.check))}, |check ÷ reference − 1| median ${pct(median(check))}, max ${pct(Math.max(...check))}`);
}
