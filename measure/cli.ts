// npm run measure -- [options]: gather → analyse → publish. See measure/README.md.
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { FRAMEWORKS, PROFILES, isFramework, isProfile } from '../src/lib/dimensions.ts';
import { recordReproducibility } from './publish/reproducibility.ts';
import { TEST_APPS } from './apps/index.ts';
import { PRODUCTS } from './products/index.ts';
import { measure } from './run.ts';
import { readFileSync } from 'node:fs';
import { parsePlan, planUnits, type Plan } from './campaign/plan-units.ts';
import { mergeUnits, planUnitsByShard } from './campaign/merge-units.ts';
import { belowPublicationBar, mergeCampaign, readCampaign, type Campaign } from './campaign/merge-campaign.ts';
import { manifestOf, manifestOfUnits, writeManifest } from './campaign/raw-visits.ts';
import { shardId } from './gather/records.ts';
import { validateDataset } from '../src/lib/dataset.ts';
import { methodologyNamedBy } from './publish/provenance.ts';
import { NAMED_EDITIONS } from './publish/editions.ts';

const USAGE = `Usage: npm run measure -- [--profiles desktop,mobile] [--frameworks nextjs,react,astro,...] [--products a,b] [--visits 20] [--rounds 4]
       [--quick] [--runs-dir DIR] [--out DIR] [--from DIR] [--publish-only | --gather-only] [--screenshots]
       [--no-interaction-trace]   (a check only: presses read by the Event Timing API, not the trace,
                                   to show that tracing the press changes nothing else; never published)
       [--compare-with data/publication.json [--record-reproducibility]]
         (after publishing the rerun to --out, stated under that publication's methodology and gate:
          how its outcomes compare with the published ones; --record-reproducibility writes the
          figures into that file's reproducibility section)
       A campaign on many machines (docs/campaign.md):
       --plan                       prints the campaign's units (one round of one shard each) as JSON
       --gather-only --round N      gathers round N only of the selected shards: one unit
       --gather-only --layout-only  layout rounds (issue 93): each page once per round, its banner's
                                    place on the screen read in a visit that times nothing (no press,
                                    no gate: layout does not depend on the CPU's speed); 2 rounds, so
                                    that the reads can be seen to agree
       --publish-only --units DIR --plan-file FILE
                                    merges the units' records (DIR/<unit id>/*.jsonl), refusing holes,
                                    repeats and mixed toolchains, then publishes; units filed inside
                                    --out (data/campaign-<run>/units) are named in its raw-visits.json,
                                    which the raw visits are then served from
       --publish-only --campaign DIR
                                    merges a campaign gathered on several hosts over time
                                    (DIR/hosts.json, DIR/units/<host id>/<unit id>/*.jsonl), refusing
                                    what --units refuses and units filed under the wrong host, checks
                                    the publication bar on the units the validity gate admits (every
                                    shard on 2 hosts, 3 hosts in all, 4 rounds and 20 visits per cell),
                                    then publishes (refused units are listed, never counted)
       --methodology 2.1|2.2
                                    publishes a campaign over hosts under this methodology even where --out
                                    holds a publication of the same records under another: a new reading
                                    of them, at an address of its own (2.1 reads 2.0's rounds again; 2.2
                                    is 2.1 with the banner's layout, from a layout round whose visits are
                                    copied into --out's layout/). Earlier methodologies are re-analysed by
                                    the code that published them: npm run republish-archived
Without --quick, gathering refuses a harness tree that differs from its commit. See measure/README.md.`;
const { values } = parseCommand(USAGE, {
		profiles: { type: 'string', default: PROFILES.join(',') },
		frameworks: { type: 'string' },
		products: { type: 'string', default: '' },
		visits: { type: 'string' },
		rounds: { type: 'string' },
		quick: { type: 'boolean', default: false },
		'runs-dir': { type: 'string' },
		out: { type: 'string' },
		from: { type: 'string' },
		'publish-only': { type: 'boolean', default: false },
		'gather-only': { type: 'boolean', default: false },
		'layout-only': { type: 'boolean', default: false },
		screenshots: { type: 'boolean', default: false },
		'no-interaction-trace': { type: 'boolean', default: false },
		'compare-with': { type: 'string' },
		'record-reproducibility': { type: 'boolean', default: false },
		plan: { type: 'boolean', default: false },
		round: { type: 'string' },
		units: { type: 'string' },
		'plan-file': { type: 'string' },
		campaign: { type: 'string' },
		methodology: { type: 'string' }
	});

/** Bad options and refusals are messages for the operator (exit code 1), not stack traces. */
function refuse(message: string): never {
	console.error(message);
	process.exit(1);
}

function list<T extends string>(flag: string, raw: string, allowed: readonly string[], is: (v: string) => v is T): T[] {
	const items = raw.split(',').map((s) => s.trim()).filter(Boolean);
	for (const item of items)
		if (!is(item)) refuse(`--${flag}: "${item}" is not one of ${allowed.join(', ')}`);
	return items as T[];
}

const slugs = PRODUCTS.map((p) => p.slug);
const quickDefaults = { frameworks: 'script-tag', products: 'vanilla-cookieconsent', visits: '3', rounds: '2' };
function positive(flag: string, raw: string): number {
	const n = Number(raw);
	if (!Number.isInteger(n) || n < 1) refuse(`--${flag}: "${raw}" is not a positive whole number`);
	return n;
}
const visits = positive('visits', values.visits ?? (values.quick ? quickDefaults.visits : '20'));
const rounds = positive('rounds', values.rounds ?? (values.quick ? quickDefaults.rounds : '4'));
if (rounds > visits) refuse(`--rounds: ${rounds} rounds need at least ${rounds} visits per cell (--visits is ${visits})`);
if (values['record-reproducibility'] && !values['compare-with']) refuse('--record-reproducibility: needs --compare-with FILE (the publication to write the figures into)');
/** The methodology of the publication a rerun is compared with: the rerun is stated as it states its numbers. */
function methodologyOf(file: string): string | undefined {
	try {
		return methodologyNamedBy(validateDataset(JSON.parse(readFileSync(file, 'utf8'))));
	} catch (error) {
		refuse(`--compare-with: ${file} is not a publication this harness can read (${(error as Error).message.split('\n')[0]}); give a publication.json, e.g. data/publication.json`);
	}
}
const round = values.round === undefined ? undefined : positive('round', values.round);
if (round !== undefined && round > rounds) refuse(`--round: ${round} is not one of the campaign's rounds 1 to ${rounds} (--rounds)`);
if (round !== undefined && values['publish-only']) refuse('--round: gathers one round; it makes no sense with --publish-only');
if (values.units !== undefined && (!values['publish-only'] || !values['plan-file'] || values.from))
	refuse('--units DIR: publishes units gathered apart; it needs --publish-only and --plan-file FILE (the plan the units came from), and no --from');
if (values['plan-file'] !== undefined && values.units === undefined) refuse('--plan-file: only used with --units DIR');
if (values.campaign !== undefined && (!values['publish-only'] || values.units !== undefined || values.from))
	refuse('--campaign DIR: publishes a campaign gathered on several hosts; it needs --publish-only, and no --units or --from');

// Quick mode is a smoke test: it never writes into data/ unless told to.
const runsDir = values['runs-dir'] ?? (values.quick ? 'measure/.runs/quick' : 'measure/.runs/latest');
const outDir = values.out ?? (values.quick ? `${runsDir}/out` : 'data');
if (values.quick && !values['gather-only'] && resolve(outDir) === resolve('data'))
	refuse('--out: quick mode never publishes into data/ (its records may come from an uncommitted tree); pick another folder');
if (values['layout-only'] && (!values['gather-only'] || values.round !== undefined))
	refuse('--layout-only: gathers layout rounds, which publish nothing; it needs --gather-only, and no --round');
if (!values.quick && !values['publish-only'] && !values['layout-only'] && rounds < 4)
	refuse(`--rounds: ${rounds} is too few for publishable records (at least 4, so intervals include run-to-run drift); use --quick for a smoke test`);

const selection = {
	profiles: list('profiles', values.profiles, PROFILES, isProfile),
	frameworks: list('frameworks', values.frameworks ?? (values.quick ? quickDefaults.frameworks : FRAMEWORKS.filter((f) => TEST_APPS[f]).join(',')), FRAMEWORKS, isFramework),
	products: list('products', values.products || (values.quick ? quickDefaults.products : ''), slugs, (v): v is string => slugs.includes(v)),
	visits,
	rounds
};

if (values.plan) {
	// One line of JSON on stdout: the workflow's plan job hands it to the matrix as it is.
	console.log(JSON.stringify(planUnits({ ...selection, quick: values.quick })));
	process.exit(0);
}

let fromDir = values.from;
let unitsPlan: Plan | undefined;
if (values.units !== undefined) {
	try {
		unitsPlan = parsePlan(readFileSync(values['plan-file']!, 'utf8'), values['plan-file']!);
		fromDir = mergeUnits(values.units, unitsPlan);
	} catch (error) {
		refuse((error as Error).message);
	}
}

let publishedCampaign: Campaign | undefined;
if (values.campaign !== undefined) {
	try {
		const campaign = readCampaign(values.campaign);
		// Every shard selected (all of them by default) must clear the bar, so none is published from one host.
		const problems = belowPublicationBar(campaign, selection.profiles.flatMap((p) => selection.frameworks.map((f) => shardId(p, f))));
		if (problems.length > 0) refuse(`Refusing to publish ${values.campaign}: its units admitted by the validity gate are below the publication bar (npm run gate -- ${values.campaign} lists every unit's verdict):\n${problems.map((p) => `  ${p}`).join('\n')}`);
		fromDir = mergeCampaign(campaign);
		publishedCampaign = campaign;
	} catch (error) {
		refuse((error as Error).message);
	}
}

// The methodologies a campaign over hosts can be published under by name (publish/editions.ts).
const nameable = Object.keys(NAMED_EDITIONS);
if (values.methodology !== undefined && !nameable.includes(values.methodology))
	refuse(`--methodology: "${values.methodology}" is not one this code publishes under; use one of ${nameable.join(', ')} (2.2 needs a layout round in --out's layout/). Earlier methodologies are re-analysed by the code that published them: npm run republish-archived`);

const { publication } = await measure({
	...selection,
	// Quick mode is a smoke test of the working tree; everything else must be one committed harness version.
	publishable: !values.quick,
	runsDir,
	outDir: values['gather-only'] ? null : outDir,
	fromDir,
	gather: !values['publish-only'],
	onlyRound: round === undefined ? undefined : round - 1,
	screenshots: values.screenshots,
	interactionTrace: !values['no-interaction-trace'],
	layoutOnly: values['layout-only'],
	// A layout round's own visits are the preflight: a page that fails to show its banner fails there, named.
	...(values['layout-only'] ? { preflight: false } : {}),
	// A rerun (gathered here or --from) is stated as the publication it checks; a campaign's units make a
	// publication of their own, under the methodology their hosts make, and are only compared.
	methodology: values['compare-with'] && values.units === undefined && values.campaign === undefined ? methodologyOf(values['compare-with']) : undefined,
	restateAs: values.methodology,
	log: (line) => console.log(line)
}).catch((error: Error) => refuse(error.message));

// A campaign's raw visits are its units again: git keeps which units make each shard file, not a second copy.
if (publication && publishedCampaign && values.campaign !== undefined) {
	try {
		console.log(`wrote ${writeManifest(manifestOf(publishedCampaign, values.campaign, outDir), outDir)} (the units behind each shard file of ${join(outDir, 'visits')})`);
	} catch (error) {
		refuse((error as Error).message);
	}
}

const isInside = (dir: string, path: string) => {
	const from = relative(resolve(dir), resolve(path));
	return from !== '' && !from.startsWith('..') && !isAbsolute(from);
};

// The campaign workflow files its units under the folder it publishes into (data/campaign-<run>/units), so
// that git keeps them and the raw visits are served from them: the manifest names them, as a campaign's.
if (publication && unitsPlan && values.units !== undefined && isInside(outDir, values.units)) {
	try {
		const shards = [...planUnitsByShard(unitsPlan)].map(([shard, units]) => [shard, units.map((u) => u.id)] as [string, string[]]);
		console.log(`wrote ${writeManifest(manifestOfUnits(shards, dirname(resolve(values.units)), outDir), outDir)} (the units behind each shard file of ${join(outDir, 'visits')})`);
	} catch (error) {
		refuse((error as Error).message);
	}
}

if (values['compare-with'] && publication) {
	const lines = recordReproducibility({
		published: values['compare-with'],
		rerun: publication,
		command: `npm run measure -- --publish-only --from ${outDir}/visits --out ${outDir} --compare-with ${values['compare-with']}`,
		write: values['record-reproducibility']
	});
	for (const line of lines) console.log(line);
}
