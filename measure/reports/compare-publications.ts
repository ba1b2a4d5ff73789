// node measure/reports/compare-publications.ts <before dir> <after dir>: two publications side by side,
// each dir holding its publication.json and comparisons.json (issue 53's "what the gate did"): the
// median width of a 95% range by outcome, and the share of ranked products that share rank 1 on each
// timed sort, under the overlap rule (ranges) and under the head-to-head rule (paired conclusions).
// Reads the files only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexComparisons, validateComparisons } from '../../src/lib/comparisons.ts';
import { validateDataset } from '../../src/lib/dataset.ts';
import { ALL_VIEWS } from '../../src/lib/dimensions.ts';
import { METRIC_DEFINITIONS, outcomeOf, TIMED_METRIC_IDS } from '../../src/lib/metrics.ts';
import { rankResults } from '../../src/lib/ranking.ts';
import type { Dataset } from '../../src/lib/schema.ts';
import { median } from '../../support/stats.ts';

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: node measure/reports/compare-publications.ts <dir with publication.json and comparisons.json> <another>');

function read(dir: string) {
	const dataset = validateDataset(JSON.parse(readFileSync(join(dir, 'publication.json'), 'utf8')));
	const pairs = indexComparisons(validateComparisons(JSON.parse(readFileSync(join(dir, 'comparisons.json'), 'utf8')), dataset));
	return { dataset, pairs };
}

const results = (d: Dataset, key: (typeof ALL_VIEWS)[number]) =>
	d.cells.filter((c) => c.profile === key.profile && c.framework === key.framework).map((c) => ({ ...c, product: d.products.find((p) => p.slug === c.product)! }));

function widths(d: Dataset): Record<string, number> {
	return Object.fromEntries(
		TIMED_METRIC_IDS.map((id) => {
			const w = d.cells.flatMap((c) => {
				const o = outcomeOf(c, id);
				return o.status === 'measured' && o.interval ? [o.interval.high - o.interval.low] : [];
			});
			return [id, w.length ? median(w) : NaN];
		})
	);
}

/** Share of ranked products at rank 1 over every view, for one sort, under one rule; and the mean count of distinct ranks per view. */
function firsts({ dataset, pairs }: ReturnType<typeof read>, id: (typeof TIMED_METRIC_IDS)[number], headToHead: boolean) {
	let first = 0;
	let ranked = 0;
	let distinct = 0;
	for (const key of ALL_VIEWS) {
		const order = rankResults(results(dataset, key), id, headToHead ? (m, a, b) => pairs.pair(key, a, b)?.[m]?.conclusion : undefined).filter((r) => r.rank !== null);
		first += order.filter((r) => r.rank === 1).length;
		ranked += order.length;
		distinct += new Set(order.map((r) => r.rank)).size;
	}
	return { share: ranked ? first / ranked : NaN, first, ranked, distinctPerView: distinct / ALL_VIEWS.length };
}

const before = read(beforeDir);
const after = read(afterDir);
const label = (id: string) => METRIC_DEFINITIONS.find((m) => m.id === id)!.label;
const pct = (x: number) => `${Math.round(100 * x)}%`;
console.log(`${before.dataset.publication.analysisId} (${before.dataset.publication.methodologyVersion}) → ${after.dataset.publication.analysisId} (${after.dataset.publication.methodologyVersion})\n`);
console.log('| outcome | median range width before | after | ratio |\n| --- | --- | --- | --- |');
const wb = widths(before.dataset);
const wa = widths(after.dataset);
const w = (x: number) => Math.round(x * 10) / 10;
for (const id of TIMED_METRIC_IDS) console.log(`| ${label(id)} | ${w(wb[id])} | ${w(wa[id])} | ×${(wa[id] / wb[id]).toFixed(2)} |`);
console.log('\n| sort | rank 1 before, overlap rule | before, head-to-head rule | after, overlap rule | after, head-to-head rule | distinct ranks per view before → after (head to head) |\n| --- | --- | --- | --- | --- | --- |');
for (const id of TIMED_METRIC_IDS.filter((m) => m !== 'addedBytes')) {
	const b = firsts(before, id, false);
	const bh = firsts(before, id, true);
	const a = firsts(after, id, false);
	const h = firsts(after, id, true);
	console.log(`| ${label(id)} | ${b.first} of ${b.ranked} (${pct(b.share)}) | ${bh.first} of ${bh.ranked} (${pct(bh.share)}) | ${a.first} of ${a.ranked} (${pct(a.share)}) | ${h.first} of ${h.ranked} (${pct(h.share)}) | ${bh.distinctPerView.toFixed(1)} → ${h.distinctPerView.toFixed(1)} |`);
}
