// node measure/reports/trace-effect.ts <traced visits dir> <untraced visits dir>: the check that tracing a
// press changes nothing else a visit measures (issue 65, item 6). The same host gathers the same shard
// twice in one sitting, once as harness 2.0 does (the trace recorded around each press) and once with
// --no-interaction-trace; each is stated as one host's publication, every round counted, and for every
// product the untraced round's added bytes must equal the traced round's, and its banner visible, page
// delay and main-thread work medians are set against the traced round's 95% ranges. Reads records only.
import { metricDefinition, outcomeOf, type TimedMetricId } from '../../src/lib/metrics.ts';
import type { Cell } from '../../src/lib/schema.ts';
import { readAllShards } from '../gather/records.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { publicationInputs } from '../run.ts';

const [tracedDir, untracedDir] = process.argv.slice(2);
if (!tracedDir || !untracedDir) throw new Error('usage: node measure/reports/trace-effect.ts <traced visits dir> <untraced visits dir>');

const cellsOf = (dir: string) => assemblePublication({ ...publicationInputs(dir), records: readAllShards(dir), applyGate: false }).cells.filter((c) => c.answers.bannerVisible.status === 'measured');
const traced = cellsOf(tracedDir);
const untraced = cellsOf(untracedDir);
const LOAD_OUTCOMES: TimedMetricId[] = ['bannerVisible', 'pageDelay', 'mainThread', 'addedBytes'];

let inside = 0;
let stated = 0;
const bytesDiffer: string[] = [];
for (const cell of untraced) {
	const other = traced.find((c: Cell) => c.profile === cell.profile && c.framework === cell.framework && c.product === cell.product);
	if (!other) continue;
	const line: string[] = [];
	for (const id of LOAD_OUTCOMES) {
		const mine = outcomeOf(cell, id);
		const theirs = outcomeOf(other, id);
		if (mine.status !== 'measured' || theirs.status !== 'measured') continue;
		const unit = metricDefinition(id).unit;
		if (id === 'addedBytes') {
			if (mine.median !== theirs.median) bytesDiffer.push(`${cell.product}: ${theirs.median} traced, ${mine.median} untraced`);
			line.push(`bytes ${mine.median === theirs.median ? 'identical' : 'DIFFER'}`);
			continue;
		}
		const range = theirs.interval;
		const within = range !== undefined && mine.median >= range.low && mine.median <= range.high;
		stated += 1;
		if (within) inside += 1;
		line.push(`${id} ${mine.median} ${unit} untraced vs ${theirs.median} [${range?.low}, ${range?.high}] traced${within ? '' : ' OUTSIDE'}`);
	}
	console.log(`${cell.profile}/${cell.framework}/${cell.product}: ${line.join('; ')}`);
}
console.log(`\nAdded bytes: ${bytesDiffer.length === 0 ? `identical for all ${untraced.length} products` : `differ for ${bytesDiffer.join(', ')}`}.`);
console.log(`Load-time medians of the untraced round inside the traced round's 95% ranges: ${inside} of ${stated}.`);
