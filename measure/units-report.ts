// node measure/units-report.ts <campaign dir>: the units a campaign has gathered so far (docs/campaign.md),
// one row each, from the records alone: host, start, the CPU rate and what the meter timed at the
// round's start and end, and the most CPU that other work took during a visit; then what is still
// missing. A campaign of one plan (plan.json, units/<unit id>/) names its missing units; a campaign over
// hosts (hosts.json, units/<host id>/<unit id>/) gives each unit's verdict of the validity gate, each
// shard's admitted hosts and rounds, and what the publication bar still lacks. A sitting pastes the output
// into the campaign's README. Reads records only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_VIEWS } from '../src/lib/dimensions.ts';
import { TEST_APPS } from './apps/index.ts';
import { HOST_REGISTER_FILE } from './campaign/host-register.ts';
import { admittedOnly, belowPublicationBar, campaignCoverage, readCampaign, unitsLacking, verdictOf } from './campaign/merge-campaign.ts';
import { gatherFlags, lackingOf, nextUnits, type HostUnitSummary } from './campaign/next-units.ts';
import { judgeUnit, rulesBroken } from './gate/gate.ts';
import { unitsOf } from './gate/unit.ts';
import { missingUnits, unitDirectories } from './campaign/merge-units.ts';
import { parsePlan } from './campaign/plan-units.ts';
import { readShard, shardId, type RoundEndRecord, type RunRecord, type VisitRecord } from './gather/records.ts';

const campaign = process.argv[2];
const overHosts = campaign !== undefined && existsSync(join(campaign, HOST_REGISTER_FILE));
if (!campaign || (!overHosts && !existsSync(join(campaign, 'plan.json'))))
	throw new Error('usage: node measure/units-report.ts <campaign dir with plan.json or hosts.json, and units/> (e.g. data/campaign-1.3)');

function row(dir: string, unit: string): string[] {
	const file = readdirSync(dir).find((f) => f.endsWith('.jsonl'));
	const records = file ? readShard(join(dir, file)) : [];
	const run = records.find((r): r is RunRecord => r.kind === 'run');
	const end = records.find((r): r is RoundEndRecord => r.kind === 'round-end');
	if (!run?.calibration) throw new Error(`${dir}: no calibrated run record; a unit is one round of one shard from methodology 1.1 on`);
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const foreign = Math.max(0, ...visits.map((v) => v.foreignCores ?? 0));
	const c = run.calibration;
	const verdict = judgeUnit(unitsOf(records)[0]);
	const gate = verdict.admitted ? 'admitted' : `refused: ${rulesBroken(verdict).join(', ')}`;
	const task = c.pageWork ? `${c.pageWork.achievedMs} → ${end?.pageWork?.achievedMs ?? '—'}` : '—';
	return [unit, run.machine.id ?? '?', run.startedAt.slice(0, 16).replace('T', ' '), String(c.rate), task, c.pageWork ? String(c.pageWork.hostMs) : '—', `${c.hostIndex} → ${end?.hostIndex ?? '—'}`, String(visits.length), foreign.toFixed(2), gate];
}

const unitsDir = join(campaign, 'units');
const listed = (dir: string) => (existsSync(dir) ? unitDirectories(dir).sort() : []);
const rows = overHosts
	? listed(unitsDir).flatMap((host) => listed(join(unitsDir, host)).map((unit) => row(join(unitsDir, host, unit), unit)))
	: listed(unitsDir).map((unit) => row(join(unitsDir, unit), unit));

console.log('| unit | host | started (UTC) | CDP rate | task at the rate, start → end (ms) | task unthrottled (ms) | BenchmarkIndex start → end | visits | most CPU outside the harness during a visit (cores) | validity gate |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const hosts = [...new Set(rows.map((r) => r[1]))];
console.log(`\n${rows.length} units, on ${hosts.length === 1 ? 'one host' : `${hosts.length} hosts`} (${hosts.map((h) => `\`${h}\``).join(', ')}).`);

if (overHosts) {
	const gathered = readCampaign(campaign);
	console.log('\nAdmitted by the validity gate (`npm run gate -- <campaign dir>` gives every rule\'s figures):\n\n| shard | hosts | rounds | visits per cell |\n| --- | --- | --- | --- |');
	const coverage = campaignCoverage(admittedOnly(gathered));
	for (const c of coverage) console.log(`| ${c.shard} | ${c.hosts.length} (${c.hosts.join(', ')}) | ${c.rounds} | ${c.visitsPerCell} |`);
	const views = ALL_VIEWS.filter((v) => TEST_APPS[v.framework]);
	const shards = views.map((v) => shardId(v.profile, v.framework));
	const short = belowPublicationBar(gathered, shards);
	console.log(short.length === 0 ? '\nThe campaign\'s admitted units clear the publication bar: it can be published.' : `\nBelow the publication bar (admitted units only):\n${short.map((s) => `- ${s}`).join('\n')}`);
	const summaries = (host: string) => gathered.units.filter((u) => u.host === host).map((u) => ({ shard: u.shard, round: u.unit.round, admitted: verdictOf(u).admitted }));
	const lacking = (shard: string) => unitsLacking(coverage, shard);
	const nextFor = (units: HostUnitSummary[]) => {
		const next = nextUnits(units, views, lacking);
		return `${next.gathers.map((n) => `\`${gatherFlags(n)}\` (the bar lacks ${lackingOf(n, lacking)} admitted unit(s) of these)`).join('; ')}; ${next.admittedSoFar} admitted round(s) of these shards from this host so far`;
	};
	console.log(`\nWhat each host gathers next (the campaign README's gather command with these flags; one round of every shard before a second of any; what the bar lacks most first):\n${[...gathered.hosts.map((h) => `- \`${h.id}\`: ${nextFor(summaries(h.id))}`), `- a host new to the campaign: ${nextFor([])}`].join('\n')}`);
} else {
	const plan = parsePlan(readFileSync(join(campaign, 'plan.json'), 'utf8'), join(campaign, 'plan.json'));
	const missing = missingUnits(plan, listed(unitsDir));
	console.log(missing.length === 0 ? 'Nothing is missing: the campaign can be merged.' : `Still missing (${missing.length}): ${missing.join(', ')}.`);
}
