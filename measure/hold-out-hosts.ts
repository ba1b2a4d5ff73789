// npm run hold-out-hosts -- <visits dir> [--host ID] [--record FILE]: every host of a campaign left out in
// turn and compared with intervals from the other hosts alone (publish/held-out-hosts.ts), with the same
// comparison within one host at that host's sample size beside it. Prints the figures by outcome and
// profile; --record writes them into FILE's reproducibility list (FILE must be the publication of exactly
// these records), rewording its caveats. Run it whenever a host joins the campaign. No browser.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { PROFILE_LABELS } from '../src/lib/dimensions.ts';
import { validateDataset } from '../src/lib/dataset.ts';
import { metricsOf, outcomeSummary, profilesOf, share } from '../src/lib/rerun-summary.ts';
import type { Rerun } from '../src/lib/schema.ts';
import { readAllShards } from './gather/records.ts';
import { analysisIdOf } from './publish/assemble.ts';
import { readLayoutRound } from './publish/banner-layout.ts';
import { heldOutHost, hostsOf } from './publish/held-out-hosts.ts';
import { caveatsOf } from './publish/provenance.ts';
import { publishedRecords } from './publish/admitted.ts';
import { withRerun } from './publish/reproducibility.ts';
import { servedMethodology, writeDataset } from './publish/write.ts';
import { publicationInputs } from './run.ts';

const USAGE = `Usage: npm run hold-out-hosts -- <visits dir> [--host ID] [--record publication.json]
  Leaves every host of the records out in turn and compares it with the others (head to head first).
  --host ID                  only this host
  --record publication.json  write the comparisons into that publication's reproducibility list`;
const { values, positionals } = parseCommand(USAGE, { host: { type: 'string' }, record: { type: 'string' } }, { allowPositionals: true });
const [visitsDir] = positionals;
if (!visitsDir || positionals.length > 1) {
	console.error(`error: ${!visitsDir ? 'no visits directory given' : 'one visits directory only'}\n\n${USAGE}`);
	process.exit(2);
}
const all = readAllShards(visitsDir);
// Under the methodology of the publication beside these records, when it is theirs (1.3: every round;
// 1.4 and later: only the units the validity gate admits, which alone are held out and compared).
const methodology = servedMethodology(values.record ? dirname(values.record) : dirname(visitsDir), all);
const published = publishedRecords(all, methodology);
// A publication that states the banner's layout (2.2) hashes the layout round beside it into its id.
const analysisId = analysisIdOf(all, published.edition.version, published.edition.bannerLayout ? readLayoutRound(values.record ? dirname(values.record) : dirname(visitsDir)) : null);
const { records, gate } = published;
const inputs = { ...publicationInputs(visitsDir), methodology };
const hosts = hostsOf(records, inputs);
for (const host of gate?.refusedHosts ?? []) console.log(`host ${host}: every unit refused by the validity gate, so it is not held out (npm run gate -- ${visitsDir})`);
if (values.host !== undefined && !hosts.includes(values.host)) {
	console.error(`--host: "${values.host}" is not a host of ${visitsDir}; its hosts are ${hosts.join(', ')}`);
	process.exit(1);
}
const publishedFile = values.record === undefined ? undefined : validateDataset(JSON.parse(readFileSync(values.record, 'utf8')));
if (publishedFile && publishedFile.publication.analysisId !== analysisId) {
	console.error(`--record: ${values.record} is the publication ${publishedFile.publication.analysisId}, not of the records in ${visitsDir} (${analysisId}); republish it from them first`);
	process.exit(1);
}

function describe(entry: Rerun): string[] {
	const s = entry.sameHost;
	const c = entry.conclusionsHeld;
	const profiles = profilesOf(entry);
	return [
		`host ${entry.host.id} (${entry.host.description}; ${inputs.hosts?.find((h) => h.id === entry.host.id)?.design ?? 'CPU not recorded'}), ${entry.shards.length} shards, ${entry.visitsPerCell} visits per cell, left out of the intervals:`,
		...(entry.headToHead ? [`  head to head: ${entry.headToHead.held} of ${entry.headToHead.decided} decided conclusions held, ${entry.headToHead.open} left open, ${entry.headToHead.contradicted} contradicted; sign kept in ${share(entry.headToHead.signKept.kept, entry.headToHead.signKept.of)} of pairs`] : []),
		...(entry.withinSpread ? [`  medians of timings inside the machine spread around the other hosts': ${share(entry.withinSpread.within, entry.withinSpread.of)}`] : []),
		`  medians inside the other hosts' pooled ranges: ${share(entry.mediansWithinIntervals.within, entry.mediansWithinIntervals.of)}`,
		`  intervals overlapping: ${share(entry.intervalsOverlapping.overlapping, entry.intervalsOverlapping.of)}; tiers held: ${share(entry.tiersHeld.held, entry.tiersHeld.of)}; conclusions held: ${c.held} of ${c.of}, contradicted: ${c.contradicted}; added bytes identical: ${entry.addedBytesIdentical.identical} of ${entry.addedBytesIdentical.of}`,
		s
			? `  within host ${s.host} at the same sample size (${s.roundsHeldOut} round(s) held out at a time, ${s.splits} splits): medians inside ${share(s.mediansWithinIntervals.within, s.mediansWithinIntervals.of)}; overlapping ${share(s.intervalsOverlapping.overlapping, s.intervalsOverlapping.of)}; tiers held ${share(s.tiersHeld.held, s.tiersHeld.of)}; conclusions contradicted ${s.conclusionsHeld.contradicted} of ${s.conclusionsHeld.of}`
			: '  within one host at the same sample size: no host of the campaign has more rounds than this one, so none can be split',
		`  by outcome and profile (inside; typical change against the other hosts' median):`,
		`    ${['outcome', ...profiles.map((p) => PROFILE_LABELS[p])].join(' | ')}`,
		...metricsOf(entry).map((metric) => `    ${[metric.label, ...profiles.map((p) => outcomeSummary(entry, metric, p))].join(' | ')}`)
	];
}

const entries: Rerun[] = [];
for (const host of values.host === undefined ? hosts : [values.host]) {
	const command = `npm run hold-out-hosts -- ${visitsDir} --host ${host}`;
	const entry = heldOutHost(records, host, inputs, analysisId, command);
	if (!entry) {
		console.log(`host ${host}: no other host measured its shards, so there is nothing to compare it with`);
		continue;
	}
	entries.push(entry);
	for (const line of describe(entry)) console.log(line);
}

if (publishedFile && values.record !== undefined) {
	const reruns = entries.reduce((list, entry) => withRerun(list, entry), publishedFile.reproducibility ?? []);
	writeDataset({ ...publishedFile, caveats: caveatsOf(published, reruns, inputs.hosts), reproducibility: reruns }, dirname(values.record), values.record);
	console.log(`recorded ${entries.length} held-out host(s) in ${values.record} (${reruns.length} comparison(s) listed)`);
}
