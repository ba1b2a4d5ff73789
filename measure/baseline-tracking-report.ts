// node measure/baseline-tracking-report.ts <published visits dir> <visits dir> [shard ...]: does a round's
// baseline page move as its products do? For every round: its rate, the baseline page's own main-thread
// work (script + layout + style) as a ratio of the publication's baseline median, and the products' work
// and banner visible as the median over products of the same ratio. If the baseline's ratio predicts the
// products', a meter that sets the rate on the baseline page's load would bring products together across
// hosts (issue 23). Reads records only; no browser.
import { median } from '../support/stats.ts';
import { readAllShards, type RunRecord, type VisitRecord } from './gather/records.ts';

const [publishedDir, visitsDir, ...shardsAsked] = process.argv.slice(2);
if (!publishedDir || !visitsDir) throw new Error('usage: node measure/baseline-tracking-report.ts <published visits dir> <visits dir> [shard ...]');

const work = (v: VisitRecord) => v.work.script + v.work.layout + v.work.recalcStyle;
const visits = (dir: string) => readAllShards(dir).filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup && r.error === null);
const published = visits(publishedDir);
const records = readAllShards(visitsDir);
const runs = records.filter((r): r is RunRecord => r.kind === 'run' && (shardsAsked.length === 0 || shardsAsked.includes(r.shard)));
const mine = visits(visitsDir);

const ratio = (shard: string, page: string, round: VisitRecord[], value: (v: VisitRecord) => number | null) => {
	const of = (list: VisitRecord[]) => list.filter((v) => v.shard === shard && v.page === page).flatMap((v) => (value(v) === null ? [] : [value(v)!]));
	const a = of(round);
	const b = of(published);
	return a.length > 0 && b.length > 0 && median(b) > 0 ? median(a) / median(b) : null;
};
const x = (n: number | null) => (n === null ? '—' : `×${n.toFixed(2)}`);

console.log(`${visitsDir} against ${publishedDir}\n`);
console.log('| shard | round | rate | baseline work | products\' work | products\' banner visible |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const run of runs.sort((a, b) => a.shard.localeCompare(b.shard) || a.startedAt.localeCompare(b.startedAt))) {
	const round = mine.filter((v) => v.shard === run.shard && v.runId === run.runId);
	const products = [...new Set(round.map((v) => v.page))].filter((p) => p !== 'baseline');
	const over = (value: (v: VisitRecord) => number | null) => {
		const ratios = products.flatMap((p) => ratio(run.shard, p, round, value) ?? []);
		return ratios.length > 0 ? median(ratios) : null;
	};
	console.log(`| ${run.shard} | ${(run.round ?? 0) + 1} | ${run.calibration?.rate ?? '—'} | ${x(ratio(run.shard, 'baseline', round, work))} | ${x(over(work))} | ${x(over((v) => v.bannerVisibleAt))} |`);
}
