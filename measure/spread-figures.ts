// npm run spread-figures -- <campaign dir | visits dir> [--hosts a,b] [--judge c,d]: the figures the
// machine spread's rule reads (measure/spread/rule.ts), profile by profile and outcome by outcome: every
// admitted host left out in turn, how far its medians landed from the other hosts' median as a share of
// the scale, the spread the rule gives beside the one the records' methodology fixed, and each host's medians inside
// it. --hosts derives from those hosts only; --judge then judges other hosts' gaps (each of them left out
// against --hosts alone) by the spread so derived, as a rerun outside the campaign is judged. No browser.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { readCampaign } from './campaign/merge-campaign.ts';
import { HOST_REGISTER_FILE } from './campaign/host-register.ts';
import { readAllShards, type RawRecord } from './gather/records.ts';
import { publishedRecords } from './publish/admitted.ts';
import { spreadGaps, type SpreadGap } from './spread/derive.ts';
import { spreadOf, type SpreadKey } from './spread/rule.ts';
import { quantile } from '../support/stats.ts';

const USAGE = `Usage: npm run spread-figures -- <campaign dir (hosts.json, units/) or visits dir> [--hosts a,b] [--judge c,d] [--methodology V]
  The machine spread's rule (measure/spread/rule.ts) applied to the records' admitted units.
  --hosts a,b        derive from these hosts only
  --judge c,d        judge these hosts by the spread so derived
  --methodology V    read the records as methodology V reads them (default: today's)`;
const { values, positionals } = parseCommand(USAGE, { hosts: { type: 'string' }, judge: { type: 'string' }, methodology: { type: 'string' } }, { allowPositionals: true });
const [dir] = positionals;
if (!dir || positionals.length > 1) {
	console.error(`error: ${!dir ? 'no directory given' : 'one directory only'}\n\n${USAGE}`);
	process.exit(2);
}
const all = existsSync(join(dir, HOST_REGISTER_FILE)) && existsSync(join(dir, 'units')) ? readCampaign(dir).units.flatMap((u) => u.records) : readAllShards(dir);
// The units the validity gate admits, as a publication analyses them (harness 2.0's records; earlier
// campaigns' spreads are re-derived by the code that fixed them: npm run republish-archived).
const { records, presses, edition } = publishedRecords(all, values.methodology);
const list = (text: string | undefined) => (text === undefined ? undefined : text.split(',').map((s) => s.trim()).filter(Boolean));
const only = list(values.hosts);
const judged = list(values.judge) ?? [];
const hostOfRun = new Map(records.filter((r) => r.kind === 'run').map((r) => [`${r.shard}/${r.runId}`, r.kind === 'run' ? (r.machine.id ?? '') : '']));
const ofHosts = (hosts: readonly string[] | undefined, from: readonly RawRecord[]) => (hosts === undefined ? [...from] : from.filter((r) => hosts.includes(hostOfRun.get(`${r.shard}/${r.runId}`) ?? '')));

const pct = (part: number, of: number) => `${of === 0 ? '—' : Math.round((100 * part) / of)}%`;
const gaps = spreadGaps(ofHosts(only, records), presses, edition.deltaSpread);
const derived = spreadOf(gaps);
// The figures the records' methodology fixed, shown beside what the rule gives on these records (one
// host's pilot fixes none).
const fixed = edition.spread;
const spreadFor = (key: SpreadKey) => derived.find((d) => `${d.profile}/${d.outcome}` === key)?.spread ?? fixed?.[key] ?? 0;
for (const d of derived) {
	const key = `${d.profile}/${d.outcome}` as SpreadKey;
	const sizes = gaps.filter((g) => g.profile === d.profile && g.outcome === d.outcome).map((g) => Math.abs(g.gap));
	console.log(`${key}: spread ±${(d.spread * 100).toFixed(0)}% (${fixed ? `methodology ${edition.version} fixes ±${(fixed[key] * 100).toFixed(0)}%` : `methodology ${edition.version} fixes none`}) over ${d.cells} held-out cells of ${d.hosts} hosts; gap p50 ${(quantile(sizes, 0.5) * 100).toFixed(1)}%, p90 ${(quantile(sizes, 0.9) * 100).toFixed(1)}%`);
}
// From 2.1 a Δ's spread is a share of the Δ (measure/spread/derive.ts): how many held-out Δs had the other sign.
for (const outcome of ['pageDelay', 'mainThread'] as const)
	for (const profile of ['desktop', 'mobile'] as const) {
		const own = gaps.filter((g) => g.profile === profile && g.outcome === outcome);
		if (edition.deltaSpread === 'delta' && own.length > 0) console.log(`${profile}/${outcome}: ${own.filter((g) => g.otherSign).length} of ${own.length} held-out Δs beyond the margin on the other side of zero from the other hosts'`);
	}
const inside = (list: readonly SpreadGap[]) => list.filter((g) => Math.abs(g.gap) <= spreadFor(`${g.profile}/${g.outcome}`)).length;
for (const host of [...new Set(gaps.map((g) => g.host))].sort()) {
	const own = gaps.filter((g) => g.host === host);
	console.log(`host ${host} left out: ${inside(own)} of ${own.length} medians inside the spread (${pct(inside(own), own.length)})`);
}
// Hosts outside the set that chose the spread: each left out against that set alone.
for (const host of judged) {
	const own = spreadGaps(ofHosts([...(only ?? []), host], records), presses, edition.deltaSpread).filter((g) => g.host === host);
	console.log(`judged host ${host} against ${only?.join(', ') ?? 'every host'}: ${inside(own)} of ${own.length} medians inside the spread (${pct(inside(own), own.length)})`);
	for (const profile of ['desktop', 'mobile'] as const) {
		const mine = own.filter((g) => g.profile === profile);
		if (mine.length > 0) console.log(`  ${profile}: ${inside(mine)} of ${mine.length} (${pct(inside(mine), mine.length)})`);
	}
}
