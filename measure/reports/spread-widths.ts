// node measure/reports/spread-widths.ts <dir with publication.json>: the two kinds of range of a
// publication from methodology 1.5, outcome by outcome: the median width of the pooled 95% range (where
// the median of its machines lies) and of the machine spread (what another machine measured), over every
// measured cell, and each machine's own range's median width by how many rounds it gave. Reads the file only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateDataset } from '../../src/lib/dataset.ts';
import { cellSpread, SPREAD_OUTCOME_IDS } from '../../src/lib/machine-spread.ts';
import { metricHeading, outcomeOf } from '../../src/lib/metrics.ts';
import { median } from '../../support/stats.ts';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: node measure/reports/spread-widths.ts <dir with publication.json>');
const d = validateDataset(JSON.parse(readFileSync(join(dir, 'publication.json'), 'utf8')));
if (!d.machineSpread) throw new Error(`${dir}/publication.json states no machine spread (methodology 1.5 and later)`);
const fmt = (values: number[]) => (values.length === 0 ? '—' : `${median(values).toFixed(1)} (${values.length})`);
console.log('| outcome | pooled range, median width (cells) | machine spread, median width (cells) | a machine\'s own range, one round | two or more rounds |');
console.log('| --- | --- | --- | --- | --- |');
for (const id of SPREAD_OUTCOME_IDS) {
	const pooled: number[] = [];
	const spread: number[] = [];
	for (const c of d.cells) {
		const o = outcomeOf(c, id);
		if (o.status !== 'measured' || !o.interval) continue;
		pooled.push(o.interval.high - o.interval.low);
		const s = cellSpread(d.machineSpread, c, id, o.median);
		if (s) spread.push(s.high - s.low);
	}
	const own = (rounds: (n: number) => boolean) => (d.hostMedians ?? []).filter((h) => rounds(h.rounds)).flatMap((h) => h.products.flatMap((p) => (p.intervals?.[id] ? [p.intervals[id]!.high - p.intervals[id]!.low] : [])));
	console.log(`| ${metricHeading(id)} | ${fmt(pooled)} | ${fmt(spread)} | ${fmt(own((n) => n === 1))} | ${fmt(own((n) => n > 1))} |`);
}
