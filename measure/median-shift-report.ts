// node measure/median-shift-report.ts <reference publication.json> <publication.json> [...]: how far the
// medians of one or more publications (reruns, experiments) lie from a reference one, by profile and
// outcome: the ratio of medians cell by cell (median and range) and how many lie within ±10%; for page
// delay, a difference against the baseline that can sit near zero, the shift in ms, within ±10% or ±20 ms. Unlike
// --compare-with, it does not depend on interval widths, so small experiments of equal size compare
// fairly (measure/README.md, "A reference host"). Reads datasets only; no browser.
import { readFileSync } from 'node:fs';
import { median } from '../support/stats.ts';
import { TIMED_METRIC_IDS } from '../src/lib/metrics.ts';
import type { Dataset } from '../src/lib/schema.ts';
import { compareOutcomes } from './analyse/agreement.ts';

const [referenceFile, ...otherFiles] = process.argv.slice(2);
if (!referenceFile || otherFiles.length === 0) throw new Error('usage: node measure/median-shift-report.ts <reference publication.json> <publication.json> [...]');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Dataset;
const reference = read(referenceFile);
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

console.log(`reference: ${referenceFile}\n`);
console.log('| publication | profile | outcome | cells | ratio of medians (page delay: shift): median (range) | within ±10% |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const file of otherFiles) {
	// The outcomes measured in both, cell by cell: the same pairs --compare-with judges (analyse/agreement.ts).
	const rows = compareOutcomes(reference, read(file));
	let closeAll = 0, cellsAll = 0;
	for (const profile of [...new Set(rows.map((r) => r.profile))]) {
		for (const id of TIMED_METRIC_IDS) {
			const shifts = rows.filter((r) => r.profile === profile && r.outcome === id).map(({ published, rerun }) => {
				const ms = rerun.median - published.median, ratio = rerun.median / published.median;
				return { ratio, ms, close: id === 'pageDelay' ? Math.abs(ms) <= Math.max(20, 0.1 * Math.abs(published.median)) : Math.abs(ratio - 1) <= 0.1 };
			});
			if (shifts.length === 0) continue;
			const close = shifts.filter((s) => s.close).length;
			const values = id === 'pageDelay' ? shifts.map((s) => s.ms) : shifts.map((s) => s.ratio);
			const unit = id === 'pageDelay' ? ' ms shift' : '';
			console.log(`| ${file} | ${profile} | ${id} | ${shifts.length} | ${round(median(values))}${unit} (${round(Math.min(...values))}–${round(Math.max(...values))}) | ${close} |`);
			closeAll += close;
			cellsAll += shifts.length;
		}
	}
	console.log(`| ${file} | all | all | ${cellsAll} | | ${closeAll} (${Math.round((100 * closeAll) / cellsAll)}%) |`);
}
