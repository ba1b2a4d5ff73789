// Whether machines outside a campaign agree better with a Δ's machine spread read as a share of the whole
// page (to 2.0) or as a share of the Δ (2.1) (issue 90): the spread each rule gives from the campaign's
// hosts, and each outside host's medians inside it, left out against the campaign alone, every outcome.
//   node measure/study/delta-spread-outside.ts <visits dir holding the campaign's and the outside hosts' records> --campaign a,b,… --outside c,d
import { parseCommand } from '../../support/command-line.ts';
import { readAllShards, type RunRecord } from '../gather/records.ts';
import { publishedRecords } from '../publish/admitted.ts';
import { spreadGaps } from '../spread/derive.ts';
import { spreadOf } from '../spread/rule.ts';

const USAGE = 'Usage: node measure/study/delta-spread-outside.ts <visits dir> --campaign id,id,… --outside id,id,… [--methodology 2.1]';
const { values, positionals } = parseCommand(USAGE, { campaign: { type: 'string' }, outside: { type: 'string' }, methodology: { type: 'string', default: '2.1' } }, { allowPositionals: true });
if (positionals.length !== 1 || !values.campaign || !values.outside) {
	console.error(`error: one visits dir, --campaign and --outside are needed\n\n${USAGE}`);
	process.exit(2);
}
const campaign = values.campaign.split(',');
const outside = values.outside.split(',');
const { records, presses } = publishedRecords(readAllShards(positionals[0]), values.methodology);
const hostOf = new Map(records.filter((r): r is RunRecord => r.kind === 'run').map((r) => [`${r.shard}/${r.runId}`, r.machine.id ?? '']));
const of = (hosts: readonly string[]) => records.filter((r) => hosts.includes(hostOf.get(`${r.shard}/${r.runId}`) ?? ''));
for (const deltas of ['page', 'delta'] as const) {
	const spread = spreadOf(spreadGaps(of(campaign), presses, deltas));
	for (const outcome of ['pageDelay', 'mainThread', 'bannerVisible', 'clickResponse', 'rejectResponse'] as const) {
		const judged = outside.map((host) => {
			const gaps = spreadGaps(of([...campaign, host]), presses, deltas).filter((g) => g.host === host && g.outcome === outcome);
			const inside = gaps.filter((g) => Math.abs(g.gap) <= (spread.find((s) => s.profile === g.profile && s.outcome === outcome)?.spread ?? 0)).length;
			const other = gaps.filter((g) => g.otherSign).length;
			return `${host} ${inside} of ${gaps.length}${other > 0 ? ` (${other} on the other side of zero)` : ''}`;
		});
		console.log(`${deltas === 'page' ? 'share of the page' : 'share of the Δ'} ${outcome}: ${spread.filter((s) => s.outcome === outcome).map((s) => `${s.profile} ±${Math.round(s.spread * 100)}%`).join(', ')} | ${judged.join('; ')}`);
	}
}
