// node measure/reports/pairing-report.ts [visits folder]: the data behind pairing Δ intervals by round
// (docs/research/intervals.md, "Intervals, rounds and pairing"). Reads raw records only; no browser.
import { readAllShards, type VisitRecord } from '../gather/records.ts';
import { pairingFigures } from '../analyse/pairing.ts';

const dir = process.argv[2] ?? 'data/visits';
const visits = readAllShards(dir).filter((r): r is VisitRecord => r.kind === 'visit');
const f = (x: number) => x.toFixed(2);
console.log(`${visits.length} visit records in ${dir}`);
console.log('| Δ outcome | cells | product–baseline correlation, per visit | per round | paired / unpaired interval width (median, quartiles) |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of pairingFigures(visits))
	console.log(`| ${row.outcome} | ${row.cells} | ${f(row.visitCorrelation)} | ${f(row.roundCorrelation)} | ${f(row.widthRatio)} (${f(row.widthRatioQuartiles[0])}–${f(row.widthRatioQuartiles[1])}) |`);
