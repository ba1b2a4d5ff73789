// npm run measure -- [options]: gather → analyse → publish. See measure/README.md.
import { parseArgs } from 'node:util';
import { FRAMEWORKS, PROFILES, isFramework, isProfile } from '../src/lib/dimensions.ts';
import { readFileSync } from 'node:fs';
import { validateDataset } from '../src/lib/dataset.ts';
import { agreement } from './analyse/agreement.ts';
import { TEST_APPS } from './apps/index.ts';
import { PRODUCTS } from './products/index.ts';
import { measure } from './run.ts';

const { values } = parseArgs({
	options: {
		profiles: { type: 'string', default: PROFILES.join(',') },
		frameworks: { type: 'string' },
		products: { type: 'string', default: '' },
		visits: { type: 'string' },
		quick: { type: 'boolean', default: false },
		'runs-dir': { type: 'string' },
		out: { type: 'string' },
		from: { type: 'string' },
		'publish-only': { type: 'boolean', default: false },
		'gather-only': { type: 'boolean', default: false },
		screenshots: { type: 'boolean', default: false },
		'compare-with': { type: 'string' },
		help: { type: 'boolean', default: false }
	}
});

if (values.help) {
	console.log(`Usage: npm run measure -- [--profiles desktop,mobile] [--frameworks nextjs,react,astro,...] [--products a,b] [--visits 20]
       [--quick] [--runs-dir DIR] [--out DIR] [--from DIR] [--publish-only | --gather-only] [--screenshots]
       [--compare-with data/publication.json]   (after publishing to --out: how many re-measured medians fall in the published intervals)`);
	process.exit(0);
}

function list<T extends string>(flag: string, raw: string, allowed: readonly string[], is: (v: string) => v is T): T[] {
	const items = raw.split(',').map((s) => s.trim()).filter(Boolean);
	for (const item of items)
		if (!is(item)) throw new Error(`--${flag}: "${item}" is not one of ${allowed.join(', ')}`);
	return items as T[];
}

const slugs = PRODUCTS.map((p) => p.slug);
const quickDefaults = { frameworks: 'script-tag', products: 'vanilla-cookieconsent', visits: '3' };
const visits = Number(values.visits ?? (values.quick ? quickDefaults.visits : '20'));
if (!Number.isInteger(visits) || visits < 1) throw new Error(`--visits: "${values.visits}" is not a positive whole number`);

// Quick mode is a smoke test: it never writes into data/ unless told to.
const runsDir = values['runs-dir'] ?? (values.quick ? 'measure/.runs/quick' : 'measure/.runs/latest');
const outDir = values.out ?? (values.quick ? `${runsDir}/out` : 'data');

const { publication } = await measure({
	profiles: list('profiles', values.profiles, PROFILES, isProfile),
	frameworks: list('frameworks', values.frameworks ?? (values.quick ? quickDefaults.frameworks : FRAMEWORKS.filter((f) => TEST_APPS[f]).join(',')), FRAMEWORKS, isFramework),
	products: list('products', values.products || (values.quick ? quickDefaults.products : ''), slugs, (v): v is string => slugs.includes(v)),
	visits,
	runsDir,
	outDir: values['gather-only'] ? null : outDir,
	fromDir: values.from,
	gather: !values['publish-only'],
	screenshots: values.screenshots,
	log: (line) => console.log(line)
});

if (values['compare-with'] && publication) {
	const read = (file: string) => validateDataset(JSON.parse(readFileSync(file, 'utf8')));
	const rows = agreement(read(values['compare-with']), read(publication));
	for (const row of rows)
		console.log(`${row.within ? 'within ' : 'OUTSIDE'} ${row.cell} ${row.outcome}: re-measured ${row.remeasured}, published ${row.published.median} [${row.published.low}, ${row.published.high}]`);
	console.log(`${rows.filter((r) => r.within).length} of ${rows.length} re-measured outcomes fall inside the published 95% intervals`);
}
