// Presses the Event Timing API did not report, and what the trace timed them at (issue 65, methodology
// 1.6): per shard file and page, the presses (accept and reject; the bare page's control) without an
// Event Timing entry in the API's list, and the median whole response the trace's input latency gives
// those presses and the others.
// Traced records only (harness 2.0 keeps the API's entries beside the trace):
//   node measure/reports/unreported-presses.ts data/campaign-2.0/units/<host>/*/*.jsonl (1.6's figures:
//   data/campaign-2.0/withdrawn-109a52a/c0db0d9a21c4/*/*.jsonl)
import { basename } from 'node:path';
import { quantile } from '../../support/stats.ts';
import { clickTiming } from '../analyse/click.ts';
import { readShard, type VisitRecord } from '../gather/records.ts';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: node measure/reports/unreported-presses.ts <shard .jsonl> [...]');
const median = (values: number[]) => (values.length === 0 ? '—' : `${quantile(values, 0.5).toFixed(1)} ms`);
const reported = (v: VisitRecord) => (v.click!.events ?? []).some((e) => e.interactionId > 0);

for (const file of files) {
	const visits = readShard(file).filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup && r.error === null && r.click?.action !== undefined && r.click.error === null);
	if (visits.length > 0 && clickTiming(visits[0].click!).source !== 'trace') throw new Error(`${file}: its presses were not traced (harness 1.x), so nothing can tell what the API left out`);
	for (const page of [...new Set(visits.map((v) => v.page))].sort()) {
		const own = visits.filter((v) => v.page === page);
		const traced = (list: VisitRecord[]) => list.flatMap((v) => clickTiming(v.click!).response ?? []);
		const without = own.filter((v) => !reported(v));
		console.log(`${basename(file)} ${page}: ${without.length} of ${own.length} presses without an Event Timing entry (trace: median ${median(traced(without))}); with one: trace median ${median(traced(own.filter(reported)))}`);
	}
}
