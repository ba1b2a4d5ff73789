// node measure/reports/trace-effect.ts <reference visits dir> <compared visits dir>: the check that tracing a
// press changes nothing else a visit measures (issue 65, item 6). The same host gathers the same shard
// twice, once as harness 2.0 does (the trace recorded around each press: the reference) and once with
// --no-interaction-trace (compared); each is stated as one host's publication, every round counted, and
// for every product the compared round's added bytes must equal the reference's, and its banner visible,
// page delay and main-thread work medians are set against the reference's 95% ranges. Given two traced
// rounds of one shard, the same count is the baseline: how many medians two rounds land outside each
// other's ranges with no difference in tracing, which is drift between rounds. Reads records only.
// It also states how far the compared round sits from the reference as a whole: for banner visible and
// main-thread work (both always positive), the median over products of compared / reference.
import { metricDefinition, outcomeOf, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { Cell } from '../../src/lib/schema.ts';
import { median } from '../../support/stats.ts';
import { readAllShards } from '../gather/records.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { publicationInputs } from '../run.ts';

const [referenceDir, comparedDir] = process.argv.slice(2);
if (!referenceDir || !comparedDir) throw new Error('usage: node measure/reports/trace-effect.ts <reference visits dir> <compared visits dir>');

const cellsOf = (dir: string) => assemblePublication({ ...publicationInputs(dir), records: readAllShards(dir), applyGate: false }).cells.filter((c) => c.answers.bannerVisible.status === 'measured');
const reference = cellsOf(referenceDir);
const compared = cellsOf(comparedDir);
const LOAD_OUTCOMES: TimedMetricId[] = ['bannerVisible', 'pageDelay', 'mainThread', 'addedBytes'];
const RATIO_OUTCOMES: TimedMetricId[] = ['bannerVisible', 'mainThread'];
const ratios = new Map<TimedMetricId, number[]>(RATIO_OUTCOMES.map((id) => [id, []]));

let inside = 0;
let stated = 0;
const bytesDiffer: string[] = [];
for (const cell of compared) {
	const other = reference.find((c: Cell) => c.profile === cell.profile && c.framework === cell.framework && c.product === cell.product);
	if (!other) continue;
	const line: string[] = [];
	for (const id of LOAD_OUTCOMES) {
		const mine = outcomeOf(cell, id);
		const theirs = outcomeOf(other, id);
		if (mine.status !== 'measured' || theirs.status !== 'measured') continue;
		const unit = metricDefinition(id).unit;
		if (id === 'addedBytes') {
			if (mine.median !== theirs.median) bytesDiffer.push(`${cell.product}: ${theirs.median} reference, ${mine.median} compared`);
			line.push(`bytes ${mine.median === theirs.median ? 'identical' : 'DIFFER'}`);
			continue;
		}
		const range = theirs.interval;
		const within = range !== undefined && mine.median >= range.low && mine.median <= range.high;
		stated += 1;
		ratios.get(id)?.push(mine.median / theirs.median);
		if (within) inside += 1;
		line.push(`${id} ${mine.median} ${unit} compared vs ${theirs.median} [${range?.low}, ${range?.high}] reference${within ? '' : ' OUTSIDE'}`);
	}
	console.log(`${cell.profile}/${cell.framework}/${cell.product}: ${line.join('; ')}`);
}
const ratioOf = (id: TimedMetricId) => {
	const r = ratios.get(id)!;
	// Two units with no product stating this outcome in both (other shards, or every visit failed) have no
	// ratio; the counts below must still print, since drift-baseline.sh reads them.
	if (r.length === 0) return `${id} none (no product states it in both rounds)`;
	const x = (v: number) => `×${v.toFixed(2)}`;
	return `${id} ${x(median(r))} (${x(Math.min(...r))}–${x(Math.max(...r))})`;
};
console.log(`\nCompared / reference, median over products (least–most): ${RATIO_OUTCOMES.map(ratioOf).join('; ')}.`);
console.log(`Added bytes: ${bytesDiffer.length === 0 ? `identical for all ${compared.length} products` : `differ for ${bytesDiffer.join(', ')}`}.`);
console.log(`Load-time medians of the compared round inside the reference round's 95% ranges: ${inside} of ${stated}.`);
