// A measured product that has moved on says so (issue 60): with data/releases.json naming a later release
// of c15t than the one measured, every surface says "measured …; … released …, not yet measured", and
// says nothing of a product whose measured release is the latest (the bundled check: all of them).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runExpectingFailure, startServerProcess, type ServerProcess } from '../support/server-process.ts';

const base = inject('baseUrl');
const data = join(import.meta.dirname, '..', 'data');

/** A copy of data/ (no campaign folders) whose release check says c15t 3.0.0 came out on 2026-12-02. */
function withNewerC15t(): { dir: string; measured: string } {
	const dir = mkdtempSync(join(tmpdir(), 'releases-site-'));
	cpSync(data, dir, { recursive: true, filter: (path) => !path.includes('/campaign-') });
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
		const view = JSON.parse(await get('/api/benchmarks?profile=mobile&framework=react', 'application/json')) as { results: { product: { slug: string; newerRelease?: unknown } }[] };
		expect(view.results.find((r) => r.product.slug === 'c15t')!.product.newerRelease).toEqual({ version: '3.0.0', releasedOn: '2026-12-02' });
		expect(view.results.filter((r) => r.product.newerRelease !== undefined).map((r) => r.product.slug)).toEqual(['c15t']);
		expect(await get('/products/klaro')).not.toContain('not yet measured');
	});

	it('is described in the OpenAPI document as an optional field of a product', async () => {
		const openapi = JSON.parse(await (await fetch(`${base}/openapi.json`)).text());
		expect(JSON.stringify(openapi)).toContain('"newerRelease"');
	});

	it('is not stated where the measured release is the latest (the bundled check)', async () => {
		for (const path of ['/', '/products/c15t', '/index.md']) expect(await (await fetch(`${base}${path}`)).text(), path).not.toContain('not yet measured');
		const view = JSON.parse(await (await fetch(`${base}/api/benchmarks`)).text()) as { results: { product: object }[] };
		expect(view.results.every((r) => !('newerRelease' in r.product))).toBe(true);
	});

	it('stops start-up when the release check is broken, naming the field', async () => {
		const { dir } = withNewerC15t();
		writeFileSync(join(dir, 'releases.json'), JSON.stringify({ registry: 'https://registry.npmjs.org/', checkedOn: '2026-13-01', products: [] }));
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
