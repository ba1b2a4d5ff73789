// node measure/reports/press-pilot.ts <visits dir> [<visits dir> …]: what a round of presses gave, dir by
// dir (harness 2.0's pilot against harness 1.x on the same host, issue 65): how many accept, reject and
// control presses have a value and how many sat at Event Timing's 16 ms floor, each outcome's medians and
// spread, and the share of accept and reject pairs the head-to-head comparisons decide. Each dir is
// published on its own, as one host's publication, every round counted. Reads records only.
import { PROFILES } from '../../src/lib/dimensions.ts';
import { quantile } from '../../support/stats.ts';
import { clickTiming } from '../analyse/click.ts';
import { readAllShards, type RunRecord, type VisitRecord } from '../gather/records.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { assembleComparisons } from '../publish/comparisons.ts';
import { publicationInputs } from '../run.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) throw new Error('usage: node measure/reports/press-pilot.ts <visits dir> [<visits dir> …]');
const fmt = (x: number) => x.toFixed(1);

for (const dir of dirs) {
	const records = readAllShards(dir);
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup && r.error === null && r.click?.error === null && r.click.pointerdownAt !== null);
	console.log(`## ${dir}: ${runs.length} rounds, harness ${runs[0]?.interactions ? '2.0 (presses held, read from the trace)' : '1.x (clicks at once, read from Event Timing)'}`);
	for (const profile of PROFILES) {
		const own = visits.filter((v) => v.profile === profile);
		if (own.length === 0) continue;
		for (const action of ['accept', 'reject', 'control'] as const) {
			const timings = own.filter((v) => v.click!.action === action).map((v) => clickTiming(v.click!));
			if (timings.length === 0) continue;
			const values = timings.flatMap((t) => (t.duration === null ? [] : [t.duration]));
			const floor = timings.filter((t) => t.duration === null).length;
			const steps = values.filter((x) => x % 8 === 0).length;
			const q = (p: number) => (values.length ? fmt(quantile(values, p)) : '—');
			console.log(`${profile} ${action}: ${timings.length} presses, ${values.length} with a value, ${floor} without (${timings[0].source === 'event-timing' ? 'below the 16 ms floor' : 'no interaction in the trace'}), ${steps} on an 8 ms step; p10 ${q(0.1)}, median ${q(0.5)}, p90 ${q(0.9)} ms`);
		}
	}
	// Stated as one host's publication, every round counted, and its head-to-head comparisons.
	const dataset = assemblePublication({ ...publicationInputs(dir), records, applyGate: false });
	const pairs = assembleComparisons(records, dataset, 2000, { applyGate: false });
	for (const profile of PROFILES)
		for (const id of ['clickResponse', 'rejectResponse'] as const) {
			const all = pairs.views.filter((v) => v.profile === profile).flatMap((v) => v.pairs.flatMap((p) => (p.outcomes[id] ? [p.outcomes[id]!] : [])));
			if (all.length === 0) continue;
			const decided = all.filter((d) => d.conclusion === 'a-costs-more' || d.conclusion === 'b-costs-more').length;
			console.log(`${profile} ${id} pairs decided: ${decided} of ${all.length} (${Math.round((100 * decided) / all.length)}%)`);
		}
}
