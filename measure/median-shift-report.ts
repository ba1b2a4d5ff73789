// node measure/median-shift-report.ts <reference publication.json> <publication.json> [...]: how far the
// medians of one or more publications (reruns, experiments) lie from a reference one, by profile and
// outcome: the ratio of medians cell by cell (median and range) and how many lie within ±10%; for page
// delay, a difference against the baseline that can sit near zero, the shift in ms, within ±10% or ±20 ms. Unlike
// --compare-with, it does not depend on interval widths, so small experiments of equal size compare
// fairly (measure/README.md, "A reference host"). Reads datasets only; no browser.
import { readFileSync } from 'node:fs';
import { median } from '../support/stats.ts';
import { outcomeOf, TIMED_METRIC_IDS } from '../src/lib/metrics.ts';
import type { Dataset } from '../src/lib/schema.ts';

const [referenceFile, ...otherFiles] = process.argv.slice(2);
if (!referenceFile || otherFiles.length === 0) throw new Error('usage: node measure/median-shift-report.ts <reference publication.json> <publication.json> [...]');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Dataset;
const reference = read(referenceFile);
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

console.log(`reference: ${referenceFile}\n`);
console.log('| publication | profile | outcome | cells | ratio of medians (page delay: shift): median (range) | within ±10% |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const file of otherFiles) {
	const other = read(file);
	let closeAll = 0, cellsAll = 0;
	for (const profile of [...new Set(other.cells.map((c) => c.profile))]) {
		for (const id of TIMED_METRIC_IDS) {
			const shifts: { ratio: number; ms: number; close: boolean }[] = [];
			for (const cell of other.cells.filter((c) => c.profile === profile)) {
				const before = reference.cells.find((c) => c.profile === cell.profile && c.framework === cell.framework && c.product === cell.product);
				if (!before) continue;
				const now = outcomeOf(cell, id), then = outcomeOf(before, id);
				if (now.status !== 'measured' || then.status !== 'measured') continue;
				const ms = now.median - then.median, ratio = now.median / then.median;
				shifts.push({ ratio, ms, close: id === 'pageDelay' ? Math.abs(ms) <= Math.max(20, 0.1 * Math.abs(then.median)) : Math.abs(ratio - 1) <= 0.1 });
			}
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
