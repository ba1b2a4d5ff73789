// node measure/reports/press-pilot.ts [--first N] <visits dir> [<visits dir> …]: what a round of presses
// gave, dir by dir (harness 2.0's pilot against harness 1.x on the same host, issue 65): how many accept,
// reject and control presses have a value and how many sat at Event Timing's 16 ms floor, each outcome's
// quantiles under both measures, the control's spread and the measure the rule picks from it, and the
// share of accept and reject pairs the head-to-head comparisons decide under each measure (not
// inconclusive: one costs more, or no practical difference, as a compare page says). Each dir is
// stated on its own, as one host's publication, every round counted. --first N keeps each page's visits
// 0 to N-1 only, so rounds of different sizes are compared on as many presses. Reads records only.
import { parseArgs } from 'node:util';
import { PROFILES } from '../../src/lib/dimensions.ts';
import { quantile } from '../../support/stats.ts';
import { clickTiming } from '../analyse/click.ts';
import { controlPresses, interactionMeasures, type InteractionMeasure } from '../analyse/interaction-measure.ts';
import { readAllShards, type RawRecord, type RunRecord, type VisitRecord } from '../gather/records.ts';
import { assemblePublication } from '../publish/assemble.ts';
import { assembleComparisons } from '../publish/comparisons.ts';
import { publicationInputs } from '../run.ts';

const { values, positionals: dirs } = parseArgs({ options: { first: { type: 'string' } }, allowPositionals: true });
if (dirs.length === 0) throw new Error('usage: node measure/reports/press-pilot.ts [--first N] <visits dir> [<visits dir> …]');
const first = values.first === undefined ? Infinity : Number(values.first);
const fmt = (x: number) => x.toFixed(1);
const q = (values: number[], p: number) => (values.length ? fmt(quantile(values, p)) : '—');

for (const dir of dirs) {
	const records = readAllShards(dir).filter((r: RawRecord) => r.kind !== 'visit' || r.warmup || r.index < first);
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const pressed = visits.filter((v) => v.error === null && v.click?.error === null && v.click.pointerdownAt !== null);
	console.log(`## ${dir}${first < Infinity ? ` (visits 0 to ${first - 1})` : ''}: ${runs.length} rounds, harness ${runs[0]?.interactions ? '2.0 (presses held, read from the trace)' : '1.x (clicks at once, read from Event Timing)'}`);
	const { choices } = interactionMeasures(visits);
	for (const profile of PROFILES) {
		const own = pressed.filter((v) => v.profile === profile);
		if (own.length === 0) continue;
		for (const action of ['accept', 'reject', 'control'] as const) {
			const timings = own.filter((v) => v.click!.action === action).map((v) => clickTiming(v.click!));
			if (timings.length === 0) continue;
			const response = timings.flatMap((t) => t.response ?? []);
			const work = timings.flatMap((t) => t.work ?? []);
			const floor = timings.filter((t) => t.response === null).length;
			const steps = response.filter((x) => x % 8 === 0).length;
			console.log(
				`${profile} ${action}: ${timings.length} presses, ${response.length} with a value, ${floor} without (${timings[0].source === 'event-timing' ? 'no Event Timing entry' : 'no interaction in the trace'}), ${steps} on an 8 ms step; ` +
					`response p25/p50/p75 ${q(response, 0.25)}/${q(response, 0.5)}/${q(response, 0.75)} ms` +
					(work.length ? `; work until the frame (${work.length} with a value) ${q(work, 0.25)}/${q(work, 0.5)}/${q(work, 0.75)} ms` : '')
			);
		}
		if (controlPresses(visits, profile).length > 0) console.log(`${profile} control → measure "${choices[profile].measure}": ${choices[profile].reason}`);
	}
	// Stated as one host's publication, every round counted, and its head-to-head comparisons, under each measure.
	// 1.x records: as 1.0 to 1.5 published them (a click without an Event Timing entry counted as 16 ms), and as 1.6 reads them.
	const measuresToTry: (InteractionMeasure | 'rule')[] = ['rule', 'response', 'work'];
	for (const m of measuresToTry) {
		const override = m === 'rule' ? undefined : { desktop: m, mobile: m };
		const dataset = assemblePublication({ ...publicationInputs(dir), records, applyGate: false, interactionMeasures: override });
		const pairs = assembleComparisons(records, dataset, 2000, { applyGate: false, interactionMeasures: override });
		for (const profile of PROFILES)
			for (const id of ['clickResponse', 'rejectResponse'] as const) {
				const all = pairs.views.filter((v) => v.profile === profile).flatMap((v) => v.pairs.flatMap((p) => (p.outcomes[id] ? [p.outcomes[id]!] : [])));
				if (all.length === 0) continue;
				// Decided as a compare page decides: one costs more, or no practical difference; not inconclusive.
				const costsMore = all.filter((d) => d.conclusion === 'a-costs-more' || d.conclusion === 'b-costs-more').length;
				const same = all.filter((d) => d.conclusion === 'no-practical-difference').length;
				const label = m === 'rule' ? `the rule's measure (${choices[profile].measure})` : m;
				console.log(`${profile} ${id} pairs decided under ${label}: ${costsMore + same} of ${all.length} (${Math.round((100 * (costsMore + same)) / all.length)}%: ${costsMore} one costs more, ${same} no practical difference)`);
			}
	}
}
