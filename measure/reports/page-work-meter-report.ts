// node measure/reports/page-work-meter-report.ts [launches] [desktop:R,mobile:R]: the data behind the page-work
// meter's reference times (gather/page-work-meter.ts). Each launch is a fresh browser, as a round is:
// per profile it times the page task unthrottled and at the given rate (medians of 21 tasks), and
// measures Lighthouse's BenchmarkIndex the same two ways, then runs the meter's own search for the
// reference in PAGE_WORK_REFERENCE_MS. The task's median at the given rates, over launches, is what a
// reference is fixed from; the searched rates show how far a round's choice scatters. Run it on a quiet
// machine; it prints the CPU used outside this process so that a reader can tell.
import { cpus } from 'node:os';
import { launchBrowser } from '../gather/browser.ts';
import { FULL_EFFORT, measureBrowserIndexAt } from '../gather/calibrate.ts';
import { CONDITIONS } from '../gather/conditions.ts';
import { probeForeignCores } from '../gather/foreign-cpu.ts';
import { calibrateBrowserOnPageWork, PAGE_WORK_REFERENCE_MS, remeasurePageWork } from '../gather/page-work-meter.ts';
import { median } from '../../support/stats.ts';

const launches = Number(process.argv[2] ?? 4);
if (!Number.isInteger(launches) || launches < 1) throw new Error(`launches: "${process.argv[2]}" is not a whole number ≥ 1`);
/** `desktop:R,mobile:R` (either or both): the rates at which the task is timed. */
function ratesFrom(value: string): Partial<Record<'desktop' | 'mobile', number>> {
	const rates: Partial<Record<'desktop' | 'mobile', number>> = {};
	for (const item of value.split(',').filter((i) => i.trim() !== '')) {
		const match = /^\s*(desktop|mobile):(\d+(?:\.\d+)?)\s*$/.exec(item);
		if (!match || !(Number(match[2]) >= 1)) throw new Error(`rates: "${item}" is not profile:rate with profile desktop or mobile and a rate of 1 or more (e.g. desktop:3.03,mobile:10.65)`);
		rates[match[1] as 'desktop' | 'mobile'] = Math.floor(Number(match[2]) * 100) / 100;
	}
	return rates;
}
const rates = ratesFrom(process.argv[3] ?? 'desktop:3.03,mobile:10.65');
const profiles = (['desktop', 'mobile'] as const).filter((p) => rates[p] !== undefined);

console.log(`${launches} launches on ${cpus().length} × ${cpus()[0]?.model}; references now ${JSON.stringify(PAGE_WORK_REFERENCE_MS)} ms\n`);
console.log('| launch | cores outside | profile | task unthrottled (ms) | task at rate (ms) | index unthrottled | index at rate | searched rate → task (ms) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const atRate: Record<string, number[]> = { desktop: [], mobile: [] };
for (let i = 0; i < launches; i++) {
	const foreign = await probeForeignCores(1000);
	const browser = await launchBrowser(9);
	try {
		for (const profile of profiles) {
			const rate = rates[profile]!;
			const task = await remeasurePageWork(browser, profile, rate, FULL_EFFORT);
			const index = await measureBrowserIndexAt(browser, CONDITIONS[profile].cpuReference, rate, FULL_EFFORT);
			const searched = await calibrateBrowserOnPageWork(browser, profile, profile, FULL_EFFORT, async (r) => ({ ...index, rate: r }));
			atRate[profile].push(task.achievedMs);
			console.log(`| ${i + 1} | ${foreign ?? '?'} | ${profile} | ${task.hostMs} | ${task.achievedMs} at ${rate} | ${index.hostIndex} | ${index.achievedIndex} | ${searched.rate} → ${searched.pageWork!.achievedMs} |`);
		}
	} finally {
		await browser.close();
	}
}
for (const profile of profiles) console.log(`\n${profile}: the task at rate ${rates[profile]}, median over launches: ${Math.round(median(atRate[profile]) * 100) / 100} ms (launches: ${atRate[profile].join(', ')})`);
