// npm run check-releases [-- --data data --registry URL --github-output FILE]
// Asks the npm registry, for every product the publication measured, for its latest stable release and
// writes what it found, dated, to <data>/releases.json (releases/check.ts): the measured version, the
// latest, its release date and how far it is. The scheduled workflow (.github/workflows/releases.yml)
// runs it and opens a pull request that names the shards a new campaign must cover. When the registry
// cannot be reached at all, the last check stays as it is, with its date, and the command says so.
// A package the registry no longer has is reported, never dropped.
import { existsSync, readFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import * as v from 'valibot';
import { validateDataset } from '../src/lib/dataset.ts';
import { ReleasesSchema, type Releases } from '../src/lib/schema.ts';
import { PRODUCTS } from './products/index.ts';
import { checkRelease } from './releases/check.ts';
import { askRegistry, defaultRegistry, registryName } from './releases/registry.ts';
import { writeAtomically } from './publish/write.ts';

const USAGE = `Usage: npm run check-releases -- [--data data] [--registry URL] [--github-output FILE] [--today YYYY-MM-DD]
  Records each measured product's latest release on the npm registry in <data>/releases.json.
  --data DIR            the dataset folder (default data)
  --registry URL        the registry to ask (default: npm's configured registry)
  --github-output FILE  append the workflow outputs to this file
  --today YYYY-MM-DD    the date of the check (default: today)`;
const { values } = parseCommand(USAGE, { data: { type: 'string', default: 'data' }, registry: { type: 'string' }, 'github-output': { type: 'string' }, today: { type: 'string' } });
const dataDir = values.data!;
let configured: { url: string; from: string };
try {
	configured = values.registry === undefined ? defaultRegistry() : { url: values.registry, from: '--registry' };
} catch (error) {
	console.error((error as Error).message);
	process.exit(2);
}
const registry = configured.url;
const today = values.today ?? new Date().toISOString().slice(0, 10);
const file = join(dataDir, 'releases.json');
const dataset = validateDataset(JSON.parse(readFileSync(join(dataDir, 'publication.json'), 'utf8')));
const previous: Releases | undefined = existsSync(file) ? v.parse(ReleasesSchema, JSON.parse(readFileSync(file, 'utf8'))) : undefined;

const measured = dataset.products.flatMap((p) => {
	const declared = PRODUCTS.find((d) => d.slug === p.slug);
	return declared ? [{ product: p.slug, package: declared.packageName, measured: p.version }] : [];
});
const answers = await Promise.all(measured.map((m) => askRegistry(registry, m.package)));
if (answers.every((a) => a.status === 'error')) {
	console.error(`The registry ${registry} could not be reached (${answers[0].status === 'error' ? answers[0].detail : ''}); ${previous ? `the last check, of ${previous.checkedOn}, stays in ${file}` : `${file} is not written`}.`);
	process.exit(1);
}
const products = measured.map((m, i) => checkRelease(m, answers[i], today, previous?.products.find((e) => e.product === m.product)));
const releases = v.parse(ReleasesSchema, { registry: registryName(registry, configured.from), checkedOn: today, products });
writeAtomically(file, `${JSON.stringify(releases, null, '\t')}\n`);

/** The views a product was measured in: the shards a campaign for its new release must cover. */
const shardsOf = (slug: string) => dataset.cells.filter((c) => c.product === slug && c.answers.bannerVisible.status === 'measured').map((c) => `${c.profile}-${c.framework}`);
const newer = products.filter((e) => e.status === 'newer');
const lines = products.map((e) => {
	const name = dataset.products.find((p) => p.slug === e.product)!.name;
	switch (e.status) {
		case 'current':
			return `${name}: measured ${e.measured}, the latest release`;
		case 'newer':
			return `${name}: measured ${e.measured}; ${e.latest} released ${e.releasedOn ?? '(date not given)'} (${e.distance}), not yet measured; shards to gather: ${shardsOf(e.product).join(', ')}`;
		case 'removed':
			return `${name}: measured ${e.measured}; ${e.package} is no longer on the registry`;
		case 'unchecked':
			return `${name}: measured ${e.measured}; not checked (${e.note ?? 'no answer'}), last checked ${e.checkedOn}`;
	}
});
for (const line of lines) console.log(line);
console.log(`${file}: ${newer.length === 0 ? 'no product has a release the publication did not measure' : `${newer.length} product(s) with a release the publication did not measure`}, checked ${today} against ${registry}.`);
if (values['github-output']) {
	const body = [`Checked ${today} against ${registry}.`, '', ...lines.map((l) => `- ${l}`)].join('\n');
	const title = newer.length === 0 ? 'Release check: every measured product is at its latest release' : `New releases not yet measured: ${newer.map((e) => e.product).join(', ')}`;
	appendFileSync(values['github-output'], `newer=${newer.length > 0}\nnewer_products=${newer.map((e) => e.product).join(' ')}\ntitle=${title}\nsummary<<RELEASES\n${body}\nRELEASES\n`);
}
