// node measure/page-work-contention.ts [cycles] [simulation]: does the page-work meter see a slower host?
// Times the task at each profile's usual rate (desktop 3.3, mobile 11.5) in two ways: as the meter does,
// one task per CDP round trip (the thread idles between tasks), and back to back, 10 tasks in one
// evaluation (the thread stays busy, as during a page load). Alternates a quiet machine with a
// simulated slower host (gather/slower-host.ts; default nice:3, shared cores), cycle after cycle. Development
// evidence for methodology 1.3 (measure/README.md, "Publication 1.2"); run it on a quiet machine.
import { launchBrowser } from './gather/browser.ts';
import { measureIndex } from './gather/calibrate.ts';
import { probeForeignCores } from './gather/foreign-cpu.ts';
import { openPageWorkMeter, taskMs } from './gather/page-work-meter.ts';
import { slowerHostFrom, withSlowerHost } from './gather/slower-host.ts';
import { median } from '../support/stats.ts';

const cycles = Number(process.argv[2] ?? 2);
if (!Number.isInteger(cycles) || cycles < 1) throw new Error(`cycles: "${process.argv[2]}" is not a whole number ≥ 1`);
const simulated = process.argv[3] ?? 'nice:3';
const slowerHost = slowerHostFrom(simulated); // refuses a malformed value before any browser starts
const RATE = { desktop: 3.3, mobile: 11.5 } as const;
const BACK_TO_BACK = 10;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timeTask(profile: 'desktop' | 'mobile') {
	const browser = await launchBrowser(9);
	try {
		const meter = await openPageWorkMeter(browser, profile);
		const isolated = taskMs((await measureIndex(meter.benchmark, RATE[profile])).index);
		const page = browser.contexts()[0].pages()[0]; // the meter's page: its context is the browser's only one
		const batches: number[] = [];
		for (let b = 0; b < 5; b++)
			batches.push(...((await page.evaluate(`Array.from({ length: ${BACK_TO_BACK} }, () => __pageWorkTask())`)) as number[]));
		await meter.close();
		return { isolated, backToBack: round(median(batches)) };
	} finally {
		await browser.close();
	}
}

console.log(`cores outside this process at the start: ${await probeForeignCores(1000)}`);
console.log(`| cycle | profile | machine | one task per round trip (ms) | ${BACK_TO_BACK} back to back, median (ms) |\n| --- | --- | --- | --- | --- |`);
for (let c = 1; c <= cycles; c++)
	for (const profile of ['desktop', 'mobile'] as const)
		for (const host of [null, slowerHost]) {
			const t = await withSlowerHost(host, () => timeTask(profile));
			console.log(`| ${c} | ${profile} | ${host ? `simulated slower (${simulated})` : 'quiet'} | ${t.isolated} | ${t.backToBack} |`);
		}
console.log(`cores outside this process at the end: ${await probeForeignCores(1000)}`);
