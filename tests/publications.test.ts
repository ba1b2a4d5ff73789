// Every publication stays citable (issue 55), over HTTP as a reader, a script and an agent meet it: the
// list, each publication's views in HTML and Markdown and through read_page, its files byte for byte
// with immutable caching, a leaderboard URL with ?analysis=, and a specific 404 for an unknown id.
// Expected bytes come from data/archive/ and its index, never from figures in the test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { modernMcpRequest } from '../support/mcp-envelope.ts';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });
const ARCHIVE = join(import.meta.dirname, '..', 'data', 'archive');
const archived = (JSON.parse(readFileSync(join(ARCHIVE, 'publications.json'), 'utf8')) as { analysisId: string; methodologyVersion: string; files: { name: string; sha256: string }[] }[]);
const current = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'data', 'publication.json'), 'utf8')) as { publication: { analysisId: string } }).publication.analysisId;
const older = archived.filter((p) => p.analysisId !== current);

async function readPage(path: string): Promise<{ isError?: boolean; text: string }> {
	const { body, headers } = modernMcpRequest('tools/call', { name: 'read_page', arguments: { path } });
	const response = await fetch(`${base}/mcp`, { method: 'POST', body, headers });
	const { result } = (await response.json()) as { result: { isError?: boolean; content: { text: string }[] } };
	return { isError: result.isError, text: result.content[0].text };
}

describe('/publications', () => {
	it('lists every publication served, the current one first, in HTML and in Markdown', async () => {
		const html = await (await get('/publications')).text();
		const markdown = await (await get('/publications.md')).text();
		for (const id of [current, ...older.map((p) => p.analysisId)]) {
			expect(html).toContain(`href="/publications/${id}"`);
			expect(markdown).toContain(`${id}`);
		}
		expect(markdown.indexOf(current)).toBeLessThan(markdown.indexOf(older.at(-1)!.analysisId));
		expect(markdown).toMatch(new RegExp(`${current}\\]\\([^)]+\\) \\(current\\)`));
	});

	it.each(older.map((p) => [p.methodologyVersion, p.analysisId] as const))('shows publication %s (%s) as published, saying it is not the current one and linking to it', async (_version, id) => {
		const html = await (await get(`/publications/${id}?profile=mobile&framework=script-tag`)).text();
		expect(html).toContain('Not the current publication.');
		expect(html).toContain('href="/?profile=mobile&amp;framework=script-tag"');
		const markdown = await (await get(`/publications/${id}.md?profile=mobile&framework=script-tag`)).text();
		expect(markdown).toContain(`# Publication ${id}: Mobile, Plain HTML (script tag)`);
		expect(markdown).toContain(`This is not the current publication. The current one is ${current}`);
		const page = await readPage(`/publications/${id}?profile=mobile&framework=script-tag`);
		expect(page).toEqual({ isError: undefined, text: markdown });
	});

	it('serves each archived file byte for byte, cached as immutable, with its digest as ETag, compressed for a client that accepts it', async () => {
		for (const p of older)
			for (const f of p.files) {
				const file = readFileSync(join(ARCHIVE, p.analysisId, f.name));
				const response = await get(`/publications/${p.analysisId}/${f.name}`, { headers: { 'accept-encoding': 'identity' } });
				expect(response.status).toBe(200);
				expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
				expect(response.headers.get('etag')).toBe(`"${f.sha256.slice(0, 32)}"`);
				expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
				expect((await get(`/publications/${p.analysisId}/${f.name}`, { headers: { 'accept-encoding': 'identity', 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);
				// fetch decodes the body; the ETag names the coded bytes, so it differs from the identity one.
				const gzipped = await get(`/publications/${p.analysisId}/${f.name}`, { headers: { 'accept-encoding': 'gzip' } });
				expect(gzipped.headers.get('content-encoding')).toBe('gzip');
				expect(gzipped.headers.get('etag')).toBe(`"${f.sha256.slice(0, 32)}-gzip"`);
				expect(Buffer.from(await gzipped.arrayBuffer()).equals(file)).toBe(true);
			}
	});

	it('answers an unknown analysis id with a 404 that lists the known ones, as a page, as Markdown and to read_page', async () => {
		const html = await get('/publications/measured-2026-01-01-00000000');
		expect(html.status).toBe(404);
		const text = await html.text();
		for (const id of [current, ...older.map((p) => p.analysisId)]) expect(text).toContain(id);
		const markdown = await get('/publications/measured-2026-01-01-00000000.md');
		expect(markdown.status).toBe(404);
		expect(await markdown.text()).toContain(`There is no publication "measured-2026-01-01-00000000". The publications served so far: ${current}`);
		expect((await readPage('/publications/nope')).isError).toBe(true);
		expect((await get(`/publications/${older[0].analysisId}/visits.json`)).status).toBe(404);
	});

	it('answers a leaderboard URL with ?analysis= for that publication, never with today\'s numbers', async () => {
		const archivedView = await get(`/?analysis=${older[0].analysisId}&profile=mobile&framework=react`);
		expect(archivedView.status).toBe(307);
		expect(archivedView.headers.get('location')).toBe(`/publications/${older[0].analysisId}?profile=mobile&framework=react`);
		expect((await get(`/?analysis=${current}&profile=mobile&framework=react`)).status).toBe(200);
		const unknown = await get('/?analysis=measured-2020-01-01-deadbeef');
		expect(unknown.status).toBe(404);
		expect(await unknown.text()).toContain(current);
		expect(await (await get(`/index.md?analysis=${older[0].analysisId}&profile=mobile&framework=react`)).text()).toContain(`# Publication ${older[0].analysisId}: Mobile, React (Vite SPA)`);
	});

	it('does not list each publication as an MCP resource (read_page takes them)', async () => {
		const { body, headers } = modernMcpRequest('resources/list');
		const { result } = (await (await fetch(`${base}/mcp`, { method: 'POST', body, headers })).json()) as { result: { resources: { uri: string }[] } };
		expect(result.resources.some((r) => r.uri.endsWith('/publications'))).toBe(true);
		expect(result.resources.some((r) => r.uri.includes('/publications/'))).toBe(false);
	});
});

describe('a head-to-head comparison at its permanent address (issue 66)', () => {
	const withPairs = older.filter((p) => p.files.some((f) => f.name === 'comparisons.json'));
	it('serves every publication\'s pairs, archived ones included, as published, in HTML and Markdown and to read_page', async () => {
		expect(withPairs.length).toBeGreaterThan(0);
		for (const p of [...withPairs.map((w) => w.analysisId), current]) {
			const file = p === current ? join(import.meta.dirname, '..', 'data', 'comparisons.json') : join(ARCHIVE, p, 'comparisons.json');
			const pairs = JSON.parse(readFileSync(file, 'utf8')) as { views: { profile: string; framework: string; pairs: { a: string; b: string; outcomes: Record<string, { difference: number }> }[] }[] };
			const view = pairs.views.find((v) => v.profile === 'mobile' && v.framework === 'react')!;
			const pair = view.pairs[0];
			const path = `/publications/${p}/compare?profile=mobile&framework=react&a=${pair.a}&b=${pair.b}`;
			const html = await get(path);
			expect(html.status, path).toBe(200);
			const text = (await html.text()).replace(/&amp;/g, '&');
			expect(text).toContain(p === current ? '' : 'Not the current publication.');
			expect(text).toContain(path);
			const markdown = await (await get(path.replace('/compare?', '/compare.md?'))).text();
			const banner = pair.outcomes.bannerVisible!.difference;
			expect(markdown, path).toContain(`| Banner visible | ${banner > 0 ? '+' : ''}`);
			expect(markdown).toContain(`(analysis ${p})`);
			const read = await readPage(path);
			expect(read.isError).toBeFalsy();
			expect(read.text).toBe(markdown);
		}
	});

	it('refuses an unknown publication with a 404 naming the known ones, and a bad product by name', async () => {
		const unknown = await get('/publications/measured-2020-01-01-00000000/compare?profile=mobile&framework=react&a=klaro&b=orejime');
		expect(unknown.status).toBe(404);
		expect(await unknown.text()).toContain(current);
		const bad = await get(`/publications/${current}/compare?profile=mobile&framework=react&a=klaro&b=nope`);
		expect(bad.status).toBe(400);
		expect(await bad.text()).toContain('nope');
	});
});

describe('citations name the publication they quote', () => {
	it('carry the analysis id and the permanent address on the leaderboard, the compare page and the methodology', async () => {
		const permanent = `/publications/${current}?profile=mobile&framework=react`;
		const leaderboard = (await (await get('/?profile=mobile&framework=react')).text()).replace(/&amp;/g, '&');
		expect(leaderboard).toContain(`(analysis ${current})`);
		expect(leaderboard).toContain(permanent);
		const compare = (await (await get('/compare?profile=mobile&framework=react&a=klaro&b=orejime')).text()).replace(/&amp;/g, '&');
		expect(compare).toContain(`(analysis ${current})`);
		// A comparison cites its own permanent address (issue 66), not the live /compare URL.
		expect(compare).toContain(`/publications/${current}/compare?profile=mobile&framework=react&a=klaro&b=orejime`);
		expect(await (await get('/methodology.md')).text()).toContain(`/publications/${current}?profile=`);
	});

	it('and every product page has a history that says which changes can be compared', async () => {
		const markdown = await (await get('/products/klaro.md')).text();
		expect(markdown).toContain('## History');
		// 1.6 read 1.5's rounds again: the same meter and hosts, so that step compares; the steps before it do not.
		expect(markdown).toContain('Every outcome is comparable: the same CPU meter and the same hosts.');
		expect(markdown).toMatch(/not comparable: (the CPU was calibrated|measured on other hosts|stated (at the control's speed|as measured) in)/);
		expect((await (await get('/products/klaro')).text())).toContain('id="history"');
	});

	it('qualifies only a change between two medians, and never one of added bytes', async () => {
		// c15t has views it does not support: no change to compare there, so no "not comparable" either.
		const history = (await (await get('/products/c15t.md')).text()).split('## History')[1];
		const header = history.split('\n').find((line) => line.startsWith('| Profile |'))!.split('|').map((c) => c.trim());
		const bytesColumn = header.findIndex((c) => c.startsWith('Added bytes'));
		const rows = history.split('\n').filter((line) => /^\| (Desktop|Mobile) \|/.test(line)).map((line) => line.split('|').map((c) => c.trim()));
		expect(rows.length).toBeGreaterThan(0);
		expect(history).toContain('unsupported in both');
		expect(history).not.toContain('unsupported → unsupported');
		for (const row of rows) {
			expect(row[bytesColumn]).not.toContain('not comparable');
			for (const cell of row.filter((c) => c.includes('(not comparable)'))) expect(cell).toMatch(/^[-+]?[\d,.]+ \S+ → [-+]?[\d,.]+ \S+ \(not comparable\)$/);
		}
	});
});
