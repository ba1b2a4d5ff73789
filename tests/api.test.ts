// GET /api/benchmarks as a script would use it (INTERFACE §4.1, DESIGN "The JSON endpoint").
import { describe, expect, inject, it } from 'vitest';
import { createHash } from 'node:crypto';
import { rawVisitShards, readRawVisitShard, readRawVisitsManifest } from '../src/lib/raw-visits-manifest.ts';
import { ALL_VIEWS, FRAMEWORKS, PROFILES } from '../src/lib/dimensions.ts';

const base = inject('baseUrl');
const get = (query: string, init?: RequestInit) => fetch(`${base}/api/benchmarks${query}`, init);

describe('GET /api/benchmarks', () => {
	it('defaults to desktop / nextjs', async () => {
		const response = await get('');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toMatch(/^application\/json/);
		const view = await response.json();
		expect([view.profile, view.framework, view.preview]).toEqual(['desktop', 'nextjs', true]);
	});

	it('returns the selected view for all 12 combinations, results ordered by product name', async () => {
		for (const { profile, framework } of ALL_VIEWS) {
			const view = await (await get(`?profile=${profile}&framework=${framework}`)).json();
			expect([view.profile, view.framework]).toEqual([profile, framework]);
			const names = view.results.map((r: { product: { name: string } }) => r.product.name);
			expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
			expect(view.methodologyUrl).toBe(`${base}/methodology`);
			expect(view.sourceUrl).toBe(`${base}/?profile=${profile}&framework=${framework}`);
		}
	});

	it('ignores unknown parameters', async () => {
		const view = await (await get('?profile=mobile&utm_source=newsletter')).json();
		expect(view.profile).toBe('mobile');
	});

	it.each([
		['?profile=tablet', 'profile', 'tablet', PROFILES],
		['?framework=svelte', 'framework', 'svelte', FRAMEWORKS],
		['?profile=', 'profile', '', PROFILES],
		['?framework=react&framework=astro', 'framework', 'react,astro', FRAMEWORKS]
	])('%s is a 400 problem naming the parameter, value and allowed values', async (query, parameter, value, allowed) => {
		const response = await get(query);
		expect(response.status).toBe(400);
		expect(response.headers.get('content-type')).toBe('application/problem+json');
		const problem = await response.json();
		expect(problem).toMatchObject({ status: 400, parameter, value, allowed: [...allowed] });
		expect(problem.detail).toContain(allowed.join(', '));
		expect(typeof problem.type).toBe('string');
		expect(typeof problem.title).toBe('string');
	});

	it('is public and cacheable: CORS, Cache-Control, strong ETag and 304', async () => {
		const response = await get('?profile=mobile&framework=react');
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
		const etag = response.headers.get('etag')!;
		expect(etag).toMatch(/^"[^"]+"$/);
		const again = await get('?profile=mobile&framework=react', { headers: { 'if-none-match': etag } });
		expect(again.status).toBe(304);
		expect(await again.text()).toBe('');
		const other = await get('?profile=mobile&framework=astro', { headers: { 'if-none-match': etag } });
		expect(other.status).toBe(200);
		expect(other.headers.get('etag')).not.toBe(etag);
	});

	it('answers HEAD with the headers and no body', async () => {
		const response = await get('', { method: 'HEAD' });
		expect(response.status).toBe(200);
		expect(response.headers.get('etag')).toMatch(/^"/);
		expect(await response.text()).toBe('');
	});

	it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and Allow', async (method) => {
		const response = await get('', { method, headers: { 'content-type': 'application/json', origin: base }, body: method === 'DELETE' ? undefined : '{}' });
		expect(response.status).toBe(405);
		expect(response.headers.get('allow')).toContain('GET');
	});

	it('has no side effects: the same bytes on every call, and no cookie', async () => {
		const [a, b] = await Promise.all([get('?framework=astro'), get('?framework=astro')]);
		expect(await a.text()).toBe(await b.text());
		expect(a.headers.get('set-cookie')).toBeNull();
	});
});

describe('published data downloads', () => {
	it('/data/publication.json is the whole dataset the views come from', async () => {
		const response = await fetch(`${base}/data/publication.json`);
		expect(response.status).toBe(200);
		const dataset = await response.json();
		const view = await (await get('?profile=mobile&framework=react')).json();
		expect(dataset.publication).toEqual(view.publication);
		expect(dataset.cells.length).toBe(dataset.products.length * 12);
	});

	it('raw visit files are served only by their published names', async () => {
		for (const path of ['/data/visits/..%2Fpublication.json', '/data/visits/desktop-svelte.jsonl', '/data/visits/%2e%2e%2f%2e%2e%2fpackage.json'])
			expect((await fetch(`${base}${path}`)).status, path).toBe(404);
	});
});

// The served publication's raw visits, as data/raw-visits.json names them: each file its campaign units' bytes in order.
const manifest = readRawVisitsManifest('data');
const shards = manifest ? rawVisitShards('data', manifest) : [];
describe.skipIf(shards.length === 0)('raw visit records (skipped: no data/raw-visits.json)', () => {
	it('serves each published shard as its units\' bytes, byte for byte and with the published SHA-256, an ETag and 304', async () => {
		for (const shard of shards) {
			const response = await fetch(`${base}/data/visits/${shard.name}`);
			expect(response.status, shard.name).toBe(200);
			expect(response.headers.get('content-length')).toBe(String(shard.bytes));
			const bytes = Buffer.from(await response.arrayBuffer());
			expect(bytes.equals(readRawVisitShard(shard)), shard.name).toBe(true);
			expect(createHash('sha256').update(bytes).digest('hex')).toBe(shard.sha256);
			const again = await fetch(`${base}/data/visits/${shard.name}`, { headers: { 'if-none-match': response.headers.get('etag')! } });
			expect(again.status).toBe(304);
		}
		const index = await (await fetch(`${base}/llms.txt`)).text();
		for (const { name } of shards) expect(index).toContain(`/data/visits/${name}`);
	});

	it('resumes a download: a range is the same bytes as the whole file\'s', async () => {
		const shard = shards[0];
		const whole = readRawVisitShard(shard);
		const from = shard.parts[0].bytes - 100;
		const response = await fetch(`${base}/data/visits/${shard.name}`, { headers: { range: `bytes=${from}-` } });
		expect(response.status).toBe(206);
		expect(response.headers.get('content-range')).toBe(`bytes ${from}-${shard.bytes - 1}/${shard.bytes}`);
		expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(from))).toBe(true);
	});

	it('ignores an invalid range (last before first) with the whole file, and answers 416 only to a range past the end', async () => {
		const shard = shards[0];
		const reversed = await fetch(`${base}/data/visits/${shard.name}`, { method: 'HEAD', headers: { range: 'bytes=500-100' } });
		expect(reversed.status).toBe(200);
		expect(reversed.headers.get('content-length')).toBe(String(shard.bytes));
		const past = await fetch(`${base}/data/visits/${shard.name}`, { method: 'HEAD', headers: { range: `bytes=${shard.bytes}-` } });
		expect(past.status).toBe(416);
		expect(past.headers.get('content-range')).toBe(`bytes */${shard.bytes}`);
	});
});
