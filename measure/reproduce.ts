// npm run reproduce -- [--profile desktop] [--framework script-tag] [--products a,b] [--rounds 1] [--visits 5]
//                      [--against data] [--from DIR] [--runs-dir DIR] [--report FILE]
// Checks the current publication on this machine (issues 58, 64): gathers a small slice of one view here
// (about 4 minutes on 2 cores with the defaults), states it as the publication states its numbers, and reports the
// validity gate's verdict, then each published head-to-head conclusion held, open or contradicted, then
// each median inside or outside the machine spread and the pooled range (reproduce/check.ts). Writes a
// Markdown report and prints a summary line. --from re-checks records gathered before; --help prints usage.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { validateComparisons } from '../src/lib/comparisons.ts';
import { validateDataset } from '../src/lib/dataset.ts';
import { FRAMEWORKS, PROFILES, isFramework, isProfile } from '../src/lib/dimensions.ts';
import { TEST_APPS } from './apps/index.ts';
import { readAllShards } from './gather/records.ts';
import { checkPublication } from './reproduce/check.ts';
import { renderCheckReport, summaryLine } from './reproduce/report.ts';
import { measure, publicationInputs } from './run.ts';

function refuse(message: string): never {
	console.error(message);
	process.exit(1);
}

const USAGE = `Usage: npm run reproduce -- [--profile ${PROFILES.join('|')}] [--framework ${FRAMEWORKS.join('|')}] [--products a,b] [--rounds 1] [--visits 5] [--against data] [--from DIR] [--runs-dir DIR] [--report FILE]

Checks the publication in --against (data/ by default) on this machine: gathers --rounds round(s) of
--visits visits per page of one view here (defaults: desktop / script-tag, every product, 1 round of 5
visits; about 4 minutes on 2 cores), then reports whether the validity gate would admit this machine, each published
head-to-head conclusion held, open or contradicted, and each median inside or outside the machine spread
and the pooled range. Let nothing else run while it gathers.

  --profile, --framework   the view to gather (a product's id is its slug: see each product page)
  --products a,b           only these products (ids as on the product pages); every product by default
  --rounds, --visits       rounds (browser launches) and visits per page in all
  --against DIR            a folder holding publication.json and comparisons.json
  --from DIR               re-check visit records gathered before, without a browser
  --runs-dir DIR           where to gather (default measure/.runs/reproduce/<time>)
  --report FILE            where to write the Markdown report (default <runs-dir>/report.md)
  --help                   this text`;

const { values } = parseCommand(USAGE, {
	profile: { type: 'string', default: 'desktop' },
	framework: { type: 'string', default: 'script-tag' },
	products: { type: 'string', default: '' },
	rounds: { type: 'string', default: '1' },
	visits: { type: 'string', default: '5' },
	against: { type: 'string', default: 'data' },
	from: { type: 'string' },
	'runs-dir': { type: 'string' },
	report: { type: 'string' }
});
const profile = values.profile!;
const framework = values.framework!;
if (!isProfile(profile)) refuse(`--profile: "${profile}" is not one of ${PROFILES.join(', ')}`);
if (!isFramework(framework)) refuse(`--framework: "${framework}" is not one of ${FRAMEWORKS.join(', ')}`);
if (!TEST_APPS[framework]) refuse(`--framework: ${framework} has no test app in this harness`);
const whole = (flag: string, raw: string) => {
	const n = Number(raw);
	if (!Number.isInteger(n) || n < 1) refuse(`--${flag}: "${raw}" is not a positive whole number`);
	return n;
};
const rounds = whole('rounds', values.rounds!);
const visits = whole('visits', values.visits!);
if (visits < rounds) refuse(`--visits: ${visits} visits per product cannot fill ${rounds} rounds; give at least one per round`);

const against = values.against!;
for (const file of ['publication.json', 'comparisons.json'])
	if (!existsSync(join(against, file))) refuse(`--against: ${join(against, file)} does not exist; point it at a folder holding a publication.json and its comparisons.json (data/ by default)`);
const dataset = validateDataset(JSON.parse(readFileSync(join(against, 'publication.json'), 'utf8')));
const comparisons = validateComparisons(JSON.parse(readFileSync(join(against, 'comparisons.json'), 'utf8')), dataset);
const measured = dataset.cells.filter((c) => c.profile === profile && c.framework === framework && c.answers.bannerVisible.status === 'measured').map((c) => c.product);
if (measured.length === 0) refuse(`--profile/--framework: publication ${dataset.publication.analysisId} measured no product on ${profile} / ${framework}`);
const products = values.products!.split(',').map((s) => s.trim()).filter(Boolean);
for (const slug of products) if (!measured.includes(slug)) refuse(`--products: "${slug}" is not measured on ${profile} / ${framework} in this publication; it measured ${measured.join(', ')}`);

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const runsDir = values['runs-dir'] ?? join('measure', '.runs', 'reproduce', stamp);
const visitsDir = values.from ?? join(runsDir, 'visits');
if (values.from === undefined) {
	console.log(`Gathering ${rounds} round(s) of ${visits} visit(s) per page of ${profile} / ${framework} (${products.length > 0 ? products.join(', ') : `all ${measured.length} products`}) into ${runsDir}; let nothing else run meanwhile.`);
	await measure({
		profiles: [profile],
		frameworks: [framework],
		products,
		visits,
		rounds,
		publishable: false,
		fullCalibration: true,
		runsDir,
		outDir: null,
		gather: true,
		screenshots: false,
		// A campaign's preflight (every page once, in a browser of its own, after a calibration of its own)
		// saves hours when a page is broken; here it was 51 of the 5 min 9 s a default check took (issue 92).
		// The round calibrates before any record and refuses a host too slow for the profile, as the
		// preflight would, and a page that fails its visits is named in the report (failedPages).
		preflight: false,
		log: (line) => console.log(line)
	}).catch((error: Error) => refuse(error.message));
} else if (!existsSync(visitsDir)) refuse(`--from: ${visitsDir} does not exist`);

// A refusal (records of an older harness, a publication whose methodology this code no longer reads) is one line, not a stack trace.
const check = (() => {
	try {
		return checkPublication(readAllShards(visitsDir), dataset, comparisons, publicationInputs(visitsDir));
	} catch (error) {
		return refuse((error as Error).message);
	}
})();
const command = `npm run reproduce -- --profile ${profile} --framework ${framework}${products.length > 0 ? ` --products ${products.join(',')}` : ''} --rounds ${rounds} --visits ${visits}`;
const report = values.report ?? join(runsDir, 'report.md');
mkdirSync(resolve(report, '..'), { recursive: true });
writeFileSync(report, `${renderCheckReport(check, dataset, command)}\n`);
console.log(`report: ${report}`);
console.log(summaryLine(check));
