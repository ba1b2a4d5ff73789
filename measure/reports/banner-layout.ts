// node measure/reports/banner-layout.ts <visits dir> [...]: the banner on the visitor's screen, per page of
// each view (issue 93), from records alone: the share of the viewport where a press lands on the consent
// manager (the warm-up visits' reads; the median and the range across rounds), the share of the hero, a
// wall (nothing of the page takes a press), scrolling locked; and the load window's layout shift over the
// measured visits, against Chrome's thresholds; and the page's shift when Accept closed the banner (the
// warm-ups' presses: what CLS counts, and what it leaves out within 500 ms of the input). For development and for the publication that will state
// these facts; no browser.
import { parseCommand } from '../../support/command-line.ts';
import { readAllShards, type VisitRecord } from '../gather/records.ts';
import { CLS_GOOD, CLS_POOR, loadShift, pageLayout } from '../analyse/layout.ts';
import { clsBand, percent } from '../../src/lib/banner-layout.ts';

const USAGE = `Usage: node measure/reports/banner-layout.ts <visits dir> [<visits dir> ...]
  Per view and page: viewport coverage (median read, least and most), hero covered, wall, scroll
  locked (from the warm-up visits' layout reads), and the load window's layout shift of the measured
  visits (median, p75, max, visits that moved), with Chrome's CLS thresholds (${CLS_GOOD}, ${CLS_POOR}).`;
const { positionals: dirs } = parseCommand(USAGE, {}, { allowPositionals: true });
if (dirs.length === 0) {
	console.error(`error: no visits directory\n\n${USAGE}`);
	process.exit(2);
}


for (const dir of dirs) {
	const visits = readAllShards(dir).filter((r): r is VisitRecord => r.kind === 'visit');
	console.log(`\n${dir}\n`);
	console.log('| view | page | layout reads | coverage (least–most) | hero covered | wall | scroll locked | Accept: shift CLS counts / within 500 ms | CLS visits | CLS median / p75 / max | visits that moved |');
	console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
	const pages = [...new Set(visits.map((v) => `${v.profile}/${v.framework}/${v.page}`))].sort();
	for (const key of pages) {
		const [profile, framework, page] = key.split('/');
		const own = visits.filter((v) => v.profile === profile && v.framework === framework && v.page === page);
		const layout = pageLayout(own);
		const shift = loadShift(own);
		const layoutCells = layout
			? [
					layout.reads,
					`${percent(layout.coverage.median)} (${percent(layout.coverage.min)}–${percent(layout.coverage.max)})`,
					layout.heroCovered === null ? 'out of view' : percent(layout.heroCovered),
					layout.wall ? 'yes' : 'no',
					layout.scrollLocked ? 'yes' : 'no',
					layout.acceptShift ? `${layout.acceptShift.counted.toFixed(3)} / ${layout.acceptShift.inputDriven.toFixed(3)} (${layout.acceptShift.reads === 1 ? "one press" : `${layout.acceptShift.reads} presses`})` : '–'
				]
			: [0, '–', '–', '–', '–', '–'];
		const shiftCells = shift ? [shift.visits, `${shift.median.toFixed(3)} / ${shift.p75.toFixed(3)} / ${shift.max.toFixed(3)} (${clsBand(shift.p75, { good: CLS_GOOD, poor: CLS_POOR })})`, shift.shifted] : [0, '–', '–'];
		console.log(`| ${profile}/${framework} | ${page} | ${[...layoutCells, ...shiftCells].join(' | ')} |`);
	}
}
