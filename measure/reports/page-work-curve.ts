// node measure/reports/page-work-curve.ts [cycles] [warm-up tasks]: the page-work task's time against the CDP
// rate, in one fresh browser per profile, the rates interleaved cycle after cycle so that the VM's phases
// hit every rate alike (medians of 21 tasks; desktop rates 1–4, mobile 1–14). With too short a warm-up
// the first cycle is slow and flat in the rate; once warm the task is linear in it. This is the data
// behind PAGE_WORK_WARMUP_TASKS (gather/page-work-meter.ts). Run it on a quiet machine; it prints the CPU
// used outside this process at its start and end.
import { launchBrowser } from '../gather/browser.ts';
import { measureIndex } from '../gather/calibrate.ts';
import { probeForeignCores } from '../gather/foreign-cpu.ts';
import { openPageWorkMeter, PAGE_WORK_WARMUP_TASKS, taskMs } from '../gather/page-work-meter.ts';

const cycles = Number(process.argv[2] ?? 6);
const warmup = Number(process.argv[3] ?? PAGE_WORK_WARMUP_TASKS);
if (!Number.isInteger(cycles) || cycles < 1) throw new Error(`cycles: "${process.argv[2]}" is not a whole number ≥ 1`);
if (!Number.isInteger(warmup) || warmup < 0) throw new Error(`warm-up tasks: "${process.argv[3]}" is not a whole number ≥ 0`);
const RATES = { desktop: [1, 2, 2.5, 3, 3.5, 4], mobile: [1, 8, 10, 12, 14] } as const;

console.log(`cores outside this process at the start: ${await probeForeignCores(1000)}; ${warmup} warm-up tasks`);
for (const profile of ['desktop', 'mobile'] as const) {
	const browser = await launchBrowser(9);
	try {
		const meter = await openPageWorkMeter(browser, profile, warmup);
		console.log(`\n| ${profile}: task (ms) at rate | ${RATES[profile].join(' | ')} |\n| --- |${RATES[profile].map(() => ' --- |').join('')}`);
		for (let c = 0; c < cycles; c++) {
			const row: number[] = [];
			for (const rate of RATES[profile]) row.push(taskMs((await measureIndex(meter.benchmark, rate)).index));
			console.log(`| cycle ${c + 1} | ${row.join(' | ')} |`);
		}
		await meter.close();
	} finally {
		await browser.close();
	}
}
console.log(`\ncores outside this process at the end: ${await probeForeignCores(1000)}`);
