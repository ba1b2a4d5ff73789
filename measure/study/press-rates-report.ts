// What the press-rate study's presses say (issue 90; measure/study/press-rates.ts gathers them): per CPU
// throttling rate and page, the medians of 2.0's reading (the slowest input's input delay + processing +
// work until the frame) and of 2.1's (the clicking input from its dispatch: processing + work until the
// frame, the harness's per-frame check left out), with 2.1's phases and the page-work meter's task at the
// same rate; a straight line through each page's medians against the rate (what a unit of rate adds); and
// the check's cost: each product pressed with the check on, read by 2.1's rule, against the same product
// pressed with it off. Markdown on stdout. Reads records only.
import { readFileSync } from 'node:fs';
import { parseCommand } from '../../support/command-line.ts';
import { median } from '../../support/stats.ts';
import { pressResponse } from '../analyse/trace/input-latency.ts';
import { clickHandling } from '../analyse/trace/click-handling.ts';
import type { VisitRecord } from '../gather/records.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';

const USAGE = 'Usage: node measure/study/press-rates-report.ts <presses.jsonl> [<presses.jsonl> …]';
const { positionals: files } = parseCommand(USAGE, {}, { allowPositionals: true });
if (files.length === 0) {
	console.error(`error: no file of presses given\n\n${USAGE}`);
	process.exit(2);
}

interface Line { rate?: number; checkAfterPress?: boolean; record?: VisitRecord; meter?: { rate: number; ms: number } }
interface Read { rate: number; page: string; checked: boolean; work20: number | null; handling: number | null; inputDelay: number | null; processing: number | null; untilFrame: number | null; harnessCheck: number | null; foreign: number }

const fmt = (x: number | null | undefined) => (x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(1));
const mid = (values: (number | null)[]) => {
	const v = values.filter((x): x is number => x !== null);
	return v.length === 0 ? null : median(v);
};

/** Least squares through (rate, value): slope (ms per unit of rate) and intercept. */
function line(points: [number, number][]): { slope: number; intercept: number } | null {
	if (points.length < 2) return null;
	const n = points.length;
	const mx = points.reduce((a, [x]) => a + x, 0) / n;
	const my = points.reduce((a, [, y]) => a + y, 0) / n;
	const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
	const slope = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / sxx;
	return { slope, intercept: my - slope * mx };
}

for (const file of files) {
	const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
	const meter = new Map(lines.flatMap((l) => (l.meter ? [[l.meter.rate, l.meter.ms] as const] : [])));
	const reads: Read[] = lines.flatMap((l) => {
		const r = l.record;
		if (!r || r.error !== null || !r.click || r.click.error !== null || !r.click.inputLatency) return [];
		// A press beside other work is left out, as the validity gate leaves out a round beside it.
		if ((r.foreignCores ?? 0) >= FOREIGN_CORES_LIMIT) return [];
		const slowest = pressResponse(r.click.inputLatency, r.click.mainThread);
		const click = clickHandling(r.click.inputLatency, r.click.mainThread ?? [], l.checkAfterPress! && r.click.action !== 'control');
		const work20 = slowest?.work === null || slowest === null ? null : slowest.work;
		return [{ rate: l.rate!, page: r.page, checked: l.checkAfterPress!, work20, handling: click?.handling ?? null, inputDelay: click?.inputDelay ?? null, processing: click?.processing ?? null, untilFrame: click?.untilFrame ?? null, harnessCheck: click?.harnessCheck ?? null, foreign: r.foreignCores ?? 0 }];
	});
	const first = lines.find((l) => l.record)?.record;
	const busy = lines.filter((l) => (l.record?.foreignCores ?? 0) >= FOREIGN_CORES_LIMIT).length;
	console.log(`## ${file}: ${first?.profile} / ${first?.framework}, ${reads.length} presses read, other work at most ${Math.max(...reads.map((r) => r.foreign)).toFixed(2)} cores${busy > 0 ? ` (${busy} left out: other work at ${FOREIGN_CORES_LIMIT} cores or more)` : ''}\n`);
	const pages = [...new Set(reads.map((r) => r.page))];
	const rates = [...new Set(reads.map((r) => r.rate))].sort((a, b) => a - b);
	console.log('| rate | page-work task | page | presses | 2.0: work (slowest input) | 2.1: handling | input delay | processing | until frame | harness check |');
	console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
	for (const rate of rates)
		for (const page of pages) {
			const own = reads.filter((r) => r.rate === rate && r.page === page && r.checked);
			if (own.length === 0) continue;
			const m = (k: keyof Read) => fmt(mid(own.map((r) => r[k] as number | null)));
			console.log(`| ${rate} | ${fmt(meter.get(rate))} ms | ${page} | ${own.length} | ${m('work20')} | ${m('handling')} | ${m('inputDelay')} | ${m('processing')} | ${m('untilFrame')} | ${m('harnessCheck')} |`);
		}
	console.log('\nA straight line through each page\'s medians against the rate (ms per unit of rate; value at rate 0):\n');
	console.log('| page | 2.0: work | 2.1: handling | input delay | page-work task |');
	console.log('| --- | --- | --- | --- | --- |');
	const meterLine = line([...meter].map(([rate, ms]) => [rate, ms]));
	for (const page of pages) {
		const fit = (k: keyof Read) => {
			const l = line(rates.flatMap((rate) => {
				const m = mid(reads.filter((r) => r.rate === rate && r.page === page && r.checked).map((r) => r[k] as number | null));
				return m === null ? [] : [[rate, m] as [number, number]];
			}));
			return l ? `${l.slope.toFixed(2)} per rate, ${l.intercept.toFixed(1)} at 0` : '–';
		};
		console.log(`| ${page} | ${fit('work20')} | ${fit('handling')} | ${fit('inputDelay')} | ${meterLine ? `${meterLine.slope.toFixed(2)} per rate, ${meterLine.intercept.toFixed(1)} at 0` : '–'} |`);
	}
	// 2.1 states a press at the speed of the control (analyse/press-reader.ts): over the rates a calibration chooses, how steady is a press's ratio to the control's?
	console.log('\nEach page\'s handling over the control\'s, at each rate (medians; what 2.1\'s control scaling keeps of a press):\n');
	console.log(`| page | ${rates.map((r) => `rate ${r}`).join(' | ')} |`);
	console.log(`| --- | ${rates.map(() => '---').join(' | ')} |`);
	for (const page of pages.filter((p) => p !== 'baseline')) {
		const ratio = (rate: number) => {
			const own = mid(reads.filter((r) => r.rate === rate && r.page === page && r.checked).map((r) => r.handling));
			const control = mid(reads.filter((r) => r.rate === rate && r.page === 'baseline').map((r) => r.handling));
			return own === null || control === null || control === 0 ? '–' : `×${(own / control).toFixed(1)}`;
		};
		console.log(`| ${page} | ${rates.map(ratio).join(' | ')} |`);
	}
	const unchecked = reads.filter((r) => !r.checked);
	if (unchecked.length > 0) {
		console.log('\nThe harness\'s per-frame check: each product with the check running (2.1 leaves its script out) and switched off, at the same rate:\n');
		console.log('| rate | page | presses on / off | 2.1 with the check, its script left out | 2.1 with the check off | the check\'s script (median) | 2.0: work, on / off |');
		console.log('| --- | --- | --- | --- | --- | --- | --- |');
		for (const rate of [...new Set(unchecked.map((r) => r.rate))])
			for (const page of pages) {
				const off = unchecked.filter((r) => r.rate === rate && r.page === page);
				const on = reads.filter((r) => r.rate === rate && r.page === page && r.checked);
				if (off.length === 0) continue;
				console.log(`| ${rate} | ${page} | ${on.length} / ${off.length} | ${fmt(mid(on.map((r) => r.handling)))} | ${fmt(mid(off.map((r) => r.handling)))} | ${fmt(mid(on.map((r) => r.harnessCheck)))} | ${fmt(mid(on.map((r) => r.work20)))} / ${fmt(mid(off.map((r) => r.work20)))} |`);
			}
	}
	console.log('');
}
