// node measure/units-report.ts <campaign dir>: the units a campaign has gathered so far (docs/campaign.md),
// one row each, from the records alone: host, start, the CPU rate and what the meter timed at the
// round's start and end, and the most CPU that other work took during a visit, then which planned units
// are still missing. A sitting pastes its output into the campaign's README (data/campaign-1.2/README.md)
// so that the next one knows what to gather, and where. Reads records only; no browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingUnits, unitDirectories } from './campaign/merge-units.ts';
import { parsePlan } from './campaign/plan-units.ts';
import { readShard, type RoundEndRecord, type RunRecord, type VisitRecord } from './gather/records.ts';

const campaign = process.argv[2];
if (!campaign || !existsSync(join(campaign, 'plan.json'))) throw new Error('usage: node measure/units-report.ts <campaign dir with plan.json and units/> (e.g. data/campaign-1.2)');
const plan = parsePlan(readFileSync(join(campaign, 'plan.json'), 'utf8'), join(campaign, 'plan.json'));
const unitsDir = join(campaign, 'units');
const gathered = existsSync(unitsDir) ? unitDirectories(unitsDir).sort() : [];

const rows: string[][] = [];
for (const unit of gathered) {
	for (const file of readdirSync(join(unitsDir, unit)).filter((f) => f.endsWith('.jsonl'))) {
		const records = readShard(join(unitsDir, unit, file));
		const run = records.find((r): r is RunRecord => r.kind === 'run');
		const end = records.find((r): r is RoundEndRecord => r.kind === 'round-end');
		if (!run?.calibration) throw new Error(`${unit}/${file}: no calibrated run record; a unit is one round of one shard from methodology 1.1 on`);
		const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
		const foreign = Math.max(0, ...visits.map((v) => v.foreignCores ?? 0));
		const c = run.calibration;
		const task = c.pageWork ? `${c.pageWork.achievedMs} → ${end?.pageWork?.achievedMs ?? '—'}` : '—';
		rows.push([unit, run.machine.id ?? '?', run.startedAt.slice(0, 16).replace('T', ' '), String(c.rate), task, c.pageWork ? String(c.pageWork.hostMs) : '—', `${c.hostIndex} → ${end?.hostIndex ?? '—'}`, String(visits.length), foreign.toFixed(2)]);
	}
}

console.log('| unit | host | started (UTC) | CDP rate | task at the rate, start → end (ms) | task unthrottled (ms) | BenchmarkIndex start → end | visits | most CPU outside the harness during a visit (cores) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
const hosts = [...new Set(rows.map((r) => r[1]))];
const missing = missingUnits(plan, gathered);
console.log(`\n${gathered.length} of ${plan.units.length} units, on ${hosts.length === 1 ? 'one host' : `${hosts.length} hosts`} (${hosts.map((h) => `\`${h}\``).join(', ')}).`);
console.log(missing.length === 0 ? 'Nothing is missing: the campaign can be merged.' : `Still missing (${missing.length}): ${missing.join(', ')}.`);
