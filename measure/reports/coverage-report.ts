// node measure/reports/coverage-report.ts [visits folder]: would a rerun land inside the published interval?
// (1) Held-out halves of every cell on raw records, one-stage against two-stage intervals; (2) synthetic
// campaigns with known drift between rounds (docs/research/intervals.md, "Will a rerun land inside the interval?"). No browser.
import { readAllShards, type VisitRecord } from '../gather/records.ts';
import { coverageFigures, simulatedRerunCoverage } from '../analyse/coverage.ts';

const dir = process.argv[2] ?? 'data/visits';
const percent = (x: number) => `${(x * 100).toFixed(0)}%`;
const visits = readAllShards(dir).filter((r): r is VisitRecord => r.kind === 'visit');
console.log(`${visits.length} visit records in ${dir}; each cell split by visit index into halves, each half into 4 stand-in rounds`);
console.log('| outcome | interval | held-out checks | held-out median inside | median width (ms) |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of coverageFigures(visits))
	console.log(`| ${row.outcome} | ${row.method} | ${row.checks} | ${percent(row.inside)} | ${row.medianWidth.toFixed(1)} |`);

console.log('\nSynthetic campaigns (300 each): round shift sd relative to visit noise sd; a rerun is a second campaign');
console.log('| rounds × visits | round shift sd | rerun inside two-stage | rerun inside one-stage | true median inside two-stage |');
console.log('| --- | --- | --- | --- | --- |');
for (const [rounds, perRound] of [[4, 5], [8, 5]])
	for (const between of [0, 0.5, 1, 2]) {
		const s = simulatedRerunCoverage(rounds, perRound, between, 300);
		console.log(`| ${rounds} × ${perRound} | ${between} | ${percent(s.twoStage)} | ${percent(s.oneStage)} | ${percent(s.truth)} |`);
	}
