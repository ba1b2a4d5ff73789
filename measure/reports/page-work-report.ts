// node measure/reports/page-work-report.ts <visits dir> [...]: does the CPU rate a round chose match the page's
// own work? For every round: its host, the host's BenchmarkIndex at the start and the end, the CDP rate,
// the index achieved under it, the page-work task's time unthrottled and under it (page-work meter
// rounds only), and the baseline page's main-thread work (script + layout + style, median of the round's
// measured baseline visits), also per unit of rate, and the rest of its main-thread task time and its
// first contentful paint (medians; the two that a slower CPU moved, docs/research/single-host-methods.md, "A slower CPU,
// simulated"). Calibration is right for page work
// when the baseline's work per unit of rate tracks 1 ÷ host speed as the index does (docs/research/single-host-methods.md,
// "What calibration brings together"). Reads records only; no browser.
import { median } from '../../support/stats.ts';
import { mainThreadWork } from '../analyse/cell.ts';
import { readAllShards, type RoundEndRecord, type RunRecord, type VisitRecord } from '../gather/records.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) throw new Error('usage: node measure/reports/page-work-report.ts <visits dir> [<visits dir> ...] (e.g. data/visits, or a rerun\'s visits beside it)');

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
console.log('| records | shard | host | started | host index start → end | rate | achieved | page-work task (ms) | baseline script+layout+style (ms) | per unit of rate | baseline other task time (ms) | baseline FCP (ms) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const dir of dirs) {
	const records = readAllShards(dir);
	const ends = new Map(records.filter((r): r is RoundEndRecord => r.kind === 'round-end').map((r) => [`${r.shard}/${r.runId}`, r]));
	const baseline = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup && r.page === 'baseline' && r.error === null);
	const runs = records.filter((r): r is RunRecord => r.kind === 'run' && r.calibration !== undefined).sort((a, b) => a.shard.localeCompare(b.shard) || a.startedAt.localeCompare(b.startedAt));
	for (const run of runs) {
		const own = baseline.filter((v) => v.shard === run.shard && v.runId === run.runId);
		if (own.length === 0) continue;
		const scriptLayoutStyle = own.map(mainThreadWork);
		const work = median(scriptLayoutStyle);
		const otherTaskTime = median(own.map((v, i) => v.work.task - scriptLayoutStyle[i]));
		const fcp = median(own.flatMap((v) => (v.fcp === null ? [] : [v.fcp])));
		const c = run.calibration!;
		const end = ends.get(`${run.shard}/${run.runId}`)?.hostIndex;
		console.log(`| ${dir} | ${run.shard} | ${run.machine.id ?? '?'} | ${run.startedAt.slice(0, 16)} | ${c.hostIndex} → ${end ?? '–'} | ${c.rate}${c.pageWork ? ' (page work)' : ''} | ${c.achievedIndex} | ${c.pageWork ? `${c.pageWork.hostMs} → ${c.pageWork.achievedMs}` : '–'} | ${round(work)} (${own.length} visits) | ${round(work / c.rate, 2)} | ${round(otherTaskTime)} | ${round(fcp)} |`);
	}
}
