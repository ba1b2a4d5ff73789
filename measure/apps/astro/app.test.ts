// The Astro page generator; that its build sends the same page from any folder; and a quick end-to-end
// smoke of the Astro app: install (cached), build (cached by hash), serve, three desktop visits of a React
// island product. Needs Debian's Chromium.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateDataset } from '../../../src/lib/dataset.ts';
import { trackerRan } from '../../analyse/correctness.ts';
import { readAllShards, type VisitRecord } from '../../gather/records.ts';
import { PRODUCTS } from '../../products/index.ts';
import { measure } from '../../run.ts';
import { buildProject, run } from '../project.ts';
import { astroPage, astroProject } from './app.ts';

const product = (slug: string) => PRODUCTS.find((p) => p.slug === slug)!;

describe('astroPage', () => {
	it('renders the article with the hero element and no script on the baseline', () => {
		const page = astroPage('baseline', null);
		expect(page).toContain('elementtiming=\\"hero\\"');
		expect(page).not.toContain('<script');
		expect(page).not.toContain('Consent');
	});
	it("writes a script product's head and body tags into the page as is", () => {
		const page = astroPage('klaro', { script: { head: '<link rel="stylesheet" href="x.css">', body: '<script src="vendor/klaro.js"></script>', assets: {} } });
		expect(page).toContain(`<Fragment set:html={${JSON.stringify('<link rel="stylesheet" href="x.css">')}} />\n</head>`);
		expect(page).toContain(`<Fragment set:html={${JSON.stringify('<script src="vendor/klaro.js"></script>')}} />\n</body>`);
	});
	it('mounts a React product as a client-only island', () => {
		const page = astroPage('c15t', { island: { source: '' } });
		expect(page).toContain("import Consent from '~consent/c15t.jsx';");
		expect(page).toContain('<Consent client:only="react" />');
	});
	it('gives every supported product a page, and copies only script assets', () => {
		const project = astroProject(PRODUCTS.filter((p) => ['klaro', 'c15t', 'react-cookie-consent'].includes(p.slug)));
		expect(Object.keys(project.files).filter((f) => f.endsWith('.astro')).sort()).toEqual([
			'src/pages/baseline/index.astro', 'src/pages/c15t/index.astro', 'src/pages/klaro/index.astro', 'src/pages/react-cookie-consent/index.astro'
		]);
		expect(project.files['src/consent/c15t.jsx']).toBe((product('c15t').frameworks.astro as { island: { source: string } }).island.source);
		expect(project.copies).toEqual({ 'public/klaro/vendor/klaro.js': 'klaro/dist/klaro.js' });
	});
});

const dir = mkdtempSync(join(tmpdir(), 'cmp-measure-astro-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Astro app, quick mode', () => {
	it('builds, serves and measures a React island product with its tracker gated', { timeout: 600_000 }, async () => {
		const { shards, publication } = await measure({
			profiles: ['desktop'], frameworks: ['astro'], products: ['c15t'], visits: 3, rounds: 1, publishable: false,
			runsDir: join(dir, 'runs'), outDir: join(dir, 'out'), gather: true, screenshots: false, log: () => {}
		});
		expect(shards.map((s) => [s.shard, s.visited])).toEqual([['desktop-astro', 8]]);
		const dataset = validateDataset(JSON.parse(readFileSync(publication!, 'utf8')));
		const cell = dataset.cells.find((c) => c.profile === 'desktop' && c.framework === 'astro' && c.product === 'c15t')!;
		for (const outcome of [...Object.values(cell.answers), cell.rejectResponse]) expect(outcome.status).toBe('measured');
		expect(cell.notes[0]).toMatch(/^Integration measured: the React component as a client-only Astro island/);
		const visits = readAllShards(join(dir, 'out', 'visits')).filter((r): r is VisitRecord => r.kind === 'visit' && r.page === 'c15t' && !r.warmup);
		for (const visit of visits) {
			expect(visit.error).toBeNull();
			expect(trackerRan(visit.beforeChoice)).toBe(false);
			expect(trackerRan(visit.afterChoice!)).toBe(visit.click!.action === 'accept');
			expect(visit.offsiteRequests).toEqual([]);
		}
	});
});

describe('the Astro build', () => {
	// A campaign's units are built in many folders (sittings' checkouts, CI runners): the pages they send
	// must not depend on which. Astro hashes an island's import into its uid (see app.ts).
	it('sends the same page whichever folder it is built in', { timeout: 600_000 }, async () => {
		const { dir: project } = await buildProject('astro', astroProject([product('c15t')]));
		const elsewhere = `${project}-elsewhere-${process.pid}`;
		try {
			cpSync(project, elsewhere, { recursive: true, verbatimSymlinks: true, filter: (path) => path !== join(project, 'dist') });
			await run(astroProject([]).build, elsewhere);
			for (const page of ['c15t', 'baseline'])
				expect(readFileSync(join(elsewhere, 'dist', page, 'index.html'), 'utf8')).toBe(readFileSync(join(project, 'dist', page, 'index.html'), 'utf8'));
		} finally {
			rmSync(elsewhere, { recursive: true, force: true });
		}
	});
});
