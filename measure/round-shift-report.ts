// node measure/round-shift-report.ts <published visits dir> <rerun visits dir> [shard ...]: which rounds
// of a rerun moved away from the publication, and with what calibration. For every round of the rerun:
// its rate, the page-work task unthrottled and at that rate at the round's start and end, then, product by
// product, the round's median of the page's own main-thread work (script + layout + style) and of banner
// visible over the published visits' median, and the median of those ratios over the products. A whole
// rerun's shift can come from a few rounds (a host that changed speed, a search that landed off) or from
// all of them (a host that runs the pages differently at the same rate); this tells which
// (measure/README.md, "The fifth rerun: another host"). The baseline page's own work, the same way, says
// whether the bare page moves with the products, i.e. whether it can serve as a CPU meter
// (gather/baseline-page-meter.ts). Reads records only; no browser.
import { median } from '../support/stats.ts';
import { mainThreadWork } from './analyse/cell.ts';
import { readAllShards, type RoundEndRecord, type RunRecord, type VisitRecord } from './gather/records.ts';

const [publishedDir, rerunDir, ...shardsAsked] = process.argv.slice(2);
if (!publishedDir || !rerunDir) throw new Error('usage: node measure/round-shift-report.ts <published visits dir> <rerun visits dir> [shard ...] (e.g. data/visits data/rerun-1.2-other/visits mobile-script-tag)');

const measured = (dir: string) => readAllShards(dir).filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup && r.error === null);
const published = measured(publishedDir);
const rerun = readAllShards(rerunDir);
const runs = rerun.filter((r): r is RunRecord => r.kind === 'run' && r.calibration !== undefined && (shardsAsked.length === 0 || shardsAsked.includes(r.shard)));
const ends = new Map(rerun.filter((r): r is RoundEndRecord => r.kind === 'round-end').map((r) => [`${r.shard}/${r.runId}`, r]));
const rerunVisits = measured(rerunDir);

/** The median over the round's products, or over its baseline page alone, of (the round's median of `value` ÷ the publication's median of it). */
function shift(shard: string, round: VisitRecord[], value: (v: VisitRecord) => number | null, baseline = false): string {
	const pages = [...new Set(round.map((v) => v.page))].filter((page) => (page === 'baseline') === baseline);
	const ratios = pages.flatMap((page) => {
		const values = (visits: VisitRecord[]) => visits.filter((v) => v.shard === shard && v.page === page).flatMap((v) => (value(v) === null ? [] : [value(v)!]));
		const mine = values(round);
		const theirs = values(published);
		return mine.length > 0 && theirs.length > 0 && median(theirs) > 0 ? [median(mine) / median(theirs)] : [];
	});
	return ratios.length > 0 ? `×${median(ratios).toFixed(2)}` : '—';
}

console.log(`rerun ${rerunDir} against ${publishedDir}\n`);
console.log('| shard | round | host | rate | task unthrottled, start → end (ms) | task at the rate, start → end (ms) | baseline work | page work | banner visible |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const run of runs.sort((a, b) => a.shard.localeCompare(b.shard) || a.startedAt.localeCompare(b.startedAt))) {
	const start = run.calibration!.pageWork;
	const end = ends.get(`${run.shard}/${run.runId}`)?.pageWork;
	const round = rerunVisits.filter((v) => v.shard === run.shard && v.runId === run.runId);
	const task = (from: number | undefined, to: number | undefined) => `${from ?? '—'} → ${to ?? '—'}`;
	console.log(`| ${run.shard} | ${run.round === undefined ? '—' : run.round + 1} | ${run.machine.id ?? '—'} | ${run.calibration!.rate} | ${task(start?.hostMs, end?.hostMs)} | ${task(start?.achievedMs, end?.achievedMs)} | ${shift(run.shard, round, mainThreadWork, true)} | ${shift(run.shard, round, mainThreadWork)} | ${shift(run.shard, round, (v) => v.bannerVisibleAt)} |`);
}
