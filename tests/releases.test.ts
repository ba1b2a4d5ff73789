// A measured product that has moved on says so (issue 60): with data/releases.json naming a later release
// of c15t than the one measured, every surface says "measured …; … released …, not yet measured", and
// says nothing of a product whose measured release is the latest (the bundled check: all of them). The
// JSON says it in the entry's notes and the view's caveats: the interface closes every object (issue 66).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALL_VIEWS } from '../src/lib/dimensions.ts';
import { copyDataFolder } from '../support/data-copy.ts';
import { runExpectingFailure, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { INTERFACE_VIEW_SHAPE } from './support/interface-shape.ts';

const base = inject('baseUrl');
const data = join(import.meta.dirname, '..', 'data');

/** A copy of data/ (its campaign folders linked) whose release check says c15t 3.0.0 came out on 2026-12-02. */
function withNewerC15t(): { dir: string; measured: string } {
	const dir = copyDataFolder(data, 'releases-site-');
	const releases = JSON.parse(readFileSync(join(dir, 'releases.json'), 'utf8'));
	const c15t = releases.products.find((p: { product: string }) => p.product === 'c15t');
	Object.assign(c15t, { status: 'newer', latest: '3.0.0', releasedOn: '2026-12-02', distance: 'major' });
	writeFileSync(join(dir, 'releases.json'), JSON.stringify(releases));
	return { dir, measured: c15t.measured };
}

describe('a newer release than the one measured', () => {
	let server: ServerProcess;
	let sentence = '';
	beforeAll(async () => {
		const { dir, measured } = withNewerC15t();
		sentence = `measured ${measured}; 3.0.0 released 2026-12-02, not yet measured`;
		server = await startServerProcess({ env: { PUBLICATION_PATH: join(dir, 'publication.json') } });
	});
	afterAll(() => server?.stop());

	it('is stated on the leaderboard row, the product page, their Markdown and the JSON, and nowhere for the others', async () => {
		const get = async (path: string, accept = 'text/html') => (await fetch(`${server.baseUrl}${path}`, { headers: { accept } })).text();
		expect(await get('/')).toContain(sentence);
		expect(await get('/products/c15t')).toContain(sentence);
		expect(await get('/', 'text/markdown')).toContain(sentence);
		expect(await get('/products/c15t.md')).toContain(sentence);
		const view = JSON.parse(await get('/api/benchmarks?profile=mobile&framework=react', 'application/json')) as { caveats: string[]; results: { product: { slug: string }; notes: string[] }[] };
		expect(view.results.find((r) => r.product.slug === 'c15t')!.notes.some((n) => n.includes(sentence))).toBe(true);
		expect(view.results.filter((r) => r.notes.some((n) => n.includes('not yet measured'))).map((r) => r.product.slug)).toEqual(['c15t']);
		expect(view.caveats.some((c) => c.includes('c15t') && c.includes('3.0.0'))).toBe(true);
		expect(await get('/products/klaro')).not.toContain('not yet measured');
	});

	it('keeps every view within the interface\'s closed shape: no property the interface does not list', async () => {
		const ajv = new Ajv2020({ strict: false, allErrors: true });
		addFormats(ajv);
		const validate = ajv.compile(INTERFACE_VIEW_SHAPE);
		for (const { profile, framework } of ALL_VIEWS) {
			const view = await (await fetch(`${server.baseUrl}/api/benchmarks?profile=${profile}&framework=${framework}`)).json();
			validate(view);
			expect(validate.errors ?? [], `${profile}/${framework}`).toEqual([]);
		}
		// The shape can fail: a product with a property the interface does not list is refused.
		const planted = await (await fetch(`${server.baseUrl}/api/benchmarks?profile=mobile&framework=react`)).json();
		planted.results[0].product.newerRelease = { version: '3.0.0' };
		expect(validate(planted)).toBe(false);
		expect(validate.errors?.[0]?.keyword).toBe('additionalProperties');
	});

	it('is not described in the OpenAPI document: a product has exactly the interface\'s fields', async () => {
		const openapi = JSON.parse(await (await fetch(`${base}/openapi.json`)).text());
		expect(JSON.stringify(openapi)).not.toContain('"newerRelease"');
		expect(Object.keys(openapi.components.schemas.BenchmarkView.properties.results.items.properties.product.properties).sort()).toEqual(['name', 'slug', 'vendor', 'version', 'website']);
	});

	it('is not stated where the measured release is the latest (the bundled check)', async () => {
		for (const path of ['/', '/products/c15t', '/index.md']) expect(await (await fetch(`${base}${path}`)).text(), path).not.toContain('not yet measured');
		const view = JSON.parse(await (await fetch(`${base}/api/benchmarks`)).text()) as { results: { notes: string[] }[] };
		expect(view.results.every((r) => r.notes.every((n) => !n.includes('not yet measured')))).toBe(true);
	});

	it('stops start-up when the release check is broken, naming the field', async () => {
		const { dir } = withNewerC15t();
		writeFileSync(join(dir, 'releases.json'), JSON.stringify({ registry: "npm's default registry, from npm's configuration", checkedOn: '2026-13-01', products: [] }));
		const { code, output } = await runExpectingFailure({ PUBLICATION_PATH: join(dir, 'publication.json') });
		expect(code).not.toBe(0);
		expect(output).toContain('invalid release check');
		expect(output).toContain('checkedOn');
	});

	it('stops start-up when the release check is not JSON, naming the file', async () => {
		const { dir } = withNewerC15t();
		writeFileSync(join(dir, 'releases.json'), '{"registry": ');
		const { code, output } = await runExpectingFailure({ PUBLICATION_PATH: join(dir, 'publication.json') });
		expect(code).not.toBe(0);
		expect(output).toContain(`cannot read the release check ${join(dir, 'releases.json')}`);
	});
});
