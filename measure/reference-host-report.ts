// node measure/reference-host-report.ts [browsers] [referenceMs]: how steady the reference host's share
// is from round to round. In each of `browsers` fresh browsers (default 4), it searches the share twice,
// once at a round's own effort (FULL_EFFORT: 21 tasks, ±15%, the search's effort before 0802360) and
// once at referenceHostEffort's. Then, with the share still taken, it times 3 blocks of 40 tasks: an
// independent check of the speed at which the round's unthrottled threads would run. The spread of that
// check across browsers is what a campaign's rounds would carry into their intervals. Needs root or
// CAP_SYS_NICE; about 20 s per browser and effort; run it on a quiet machine (measure/README.md, "A
// reference host").
import { median } from '../support/stats.ts';
import { launchChromium } from '../support/chromium.ts';
import { FULL_EFFORT, toleranceOf, type CalibrationEffort } from './gather/calibrate.ts';
import { openPageWorkMeter } from './gather/page-work-meter.ts';
import { referenceHostEffort, startReferenceHost } from './gather/reference-host.ts';

const browsers = Number(process.argv[2] ?? 4);
const referenceMs = Number(process.argv[3] ?? 9);
const named = (name: string, e: CalibrationEffort) => [`${name} (${e.runsPerMeasurement} tasks, ±${Math.round(toleranceOf(e) * 100)}%)`, e] as const;
const efforts = Object.fromEntries([named("a round's", FULL_EFFORT), named('the reference host search', referenceHostEffort(FULL_EFFORT))]);
const checks: Record<string, number[]> = {};
for (let b = 0; b < browsers; b++) {
	for (const [name, effort] of Object.entries(efforts)) {
		const browser = await launchChromium();
		try {
			const { record, stop } = await startReferenceHost(browser, referenceMs, 'report', effort);
			const { benchmark, close } = await openPageWorkMeter(browser, 'desktop');
			const blocks: number[] = [];
			for (let block = 0; block < 3; block++) {
				const ms: number[] = [];
				for (let i = 0; i < 40; i++) ms.push(1000 / (await benchmark(1)));
				blocks.push(median(ms));
			}
			stop();
			await close();
			const check = median(blocks);
			(checks[name] ??= []).push(check);
			console.log(`browser ${b + 1}, ${name}: host ${record.hostMs} ms, share ${record.stolenPercent}%, search reached ${record.achievedMs} ms; check ${blocks.map((m) => m.toFixed(1)).join(' / ')} ms`);
		} finally {
			await browser.close();
		}
	}
}
for (const [name, values] of Object.entries(checks)) {
	const sorted = [...values].sort((a, b) => a - b);
	const within = values.filter((v) => Math.abs(v / referenceMs - 1) <= 0.1).length;
	console.log(`${name}: checked ${sorted.map((v) => v.toFixed(1)).join(', ')} ms for a reference of ${referenceMs}; ${within} of ${values.length} within ±10%`);
}
