// Compression and caching on the wire, against the built server: fixed bodies come precompressed
// (brotli and gzip) with an ETag per variant and a 304; pages are rendered once per URL and then
// served the same way; MCP answers are compressed on the fly; hashed assets are immutable. node:http, because fetch would decompress and hide all this.
import { describe, expect, inject, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, type RawResponse } from './support/raw-http.ts';
import { modernMcpRequest } from '../support/mcp-envelope.ts';

const base = inject('baseUrl');
const get = (path: string, headers: Record<string, string> = {}) => rawRequest(`${base}${path}`, { headers });
const header = (response: RawResponse, name: string) => String(response.headers[name] ?? '');
const varyTokens = (response: RawResponse) => header(response, 'vary').toLowerCase().split(/,\s*/);

function decoded(response: RawResponse): string {
	const coding = response.headers['content-encoding'];
	if (coding === 'br') return brotliDecompressSync(response.body).toString('utf8');
	if (coding === 'gzip') return gunzipSync(response.body).toString('utf8');
	expect(coding).toBeUndefined();
	return response.body.toString('utf8');
}

const PAGES = ['/', '/?profile=mobile&framework=astro', '/methodology', '/products/klaro', '/corrections'] as const;

const FIXED = [
	['/api/benchmarks?profile=mobile&framework=react', 'application/json'],
	['/index.md', 'text/markdown'],
	['/methodology.md', 'text/markdown'],
	['/llms.txt', 'text/plain'],
	['/openapi.json', 'application/json'],
	['/data/publication.json', 'application/json'],
	['/mcp/server-card', 'application/mcp-server-card+json'],
	...PAGES.map((path) => [path, 'text/html'] as const)
] as const;

describe.each(FIXED)('fixed body %s', (path, type) => {
	it('is sent as brotli, gzip or identity as accepted, always the same text', async () => {
		const identity = await get(path);
		expect(identity.status).toBe(200);
		expect(header(identity, 'content-type')).toContain(type);
		expect(identity.headers['content-encoding']).toBeUndefined();
		const text = identity.body.toString('utf8');
		for (const [accept, coding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip;q=0.5', 'gzip']]) {
			const response = await get(path, { 'accept-encoding': accept });
			expect(response.headers['content-encoding']).toBe(coding);
			expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
			expect(response.body.byteLength).toBeLessThan(identity.body.byteLength);
			expect(decoded(response)).toBe(text);
			expect(varyTokens(response)).toContain('accept-encoding');
		}
		expect(varyTokens(identity)).toContain('accept-encoding');
	});

	it('has a strong ETag per variant and answers 304 to it', async () => {
		const tags = new Set<string>();
		for (const accept of ['br', 'gzip', 'identity']) {
			const first = await get(path, { 'accept-encoding': accept });
			const etag = header(first, 'etag');
			expect(etag).toMatch(/^"[^"]+"$/);
			tags.add(etag);
			const again = await get(path, { 'accept-encoding': accept, 'if-none-match': etag });
			expect(again.status).toBe(304);
			expect(again.body.byteLength).toBe(0);
			expect(header(again, 'etag')).toBe(etag);
		}
		expect(tags.size).toBe(3);
	});
});

describe('pages', () => {
	it.each(PAGES)('%s is the same bytes on every request, under a CSP of hashes (no nonce)', async (path) => {
		const [first, second] = [await get(path), await get(path)];
		expect(second.body.equals(first.body)).toBe(true);
		const csp = header(first, 'content-security-policy');
		// Pages are not hydrated: no inline script, so scripts come only from the site itself.
		expect(csp).toMatch(/script-src 'self';/);
		expect(csp).not.toContain('unsafe-inline');
		// The inlined stylesheet is allowed by its hash.
		expect(csp).toMatch(/style-src 'self' 'sha256-/);
		expect(csp).not.toContain('nonce-');
		expect(decoded(first)).not.toMatch(/\bnonce=/);
		// Browsers revalidate (a 304) rather than reuse a page that names an older build's assets.
		expect(header(first, 'cache-control')).toBe('no-cache');
		// Both negotiations show in Vary, so a shared cache keeps the variants apart.
		expect(varyTokens(first)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
	});
});

describe('client-side navigation after a page was kept', () => {
	it.each(['/methodology', '/?profile=mobile&framework=nuxt'])('%s: its __data.json is still JSON', async (path) => {
		expect((await get(path)).status).toBe(200);
		const [pathname, search = ''] = path.split('?');
		const dataPath = `${pathname === '/' ? '' : pathname}/__data.json?${search ? `${search}&` : ''}x-sveltekit-invalidated=01`;
		const data = await get(dataPath);
		expect(data.status).toBe(200);
		expect(header(data, 'content-type')).toContain('application/json');
		expect(JSON.parse(decoded(data)).type).toBe('data');
	});
});

describe('bodies that change per request are compressed on the fly', () => {
	it('an MCP tools/call answer', async () => {
		const { body, headers } = modernMcpRequest('tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile' } });
		const response = await rawRequest(`${base}/mcp`, { method: 'POST', body, headers: { ...headers, 'accept-encoding': 'br' } });
		expect(response.status).toBe(200);
		expect(response.headers['content-encoding']).toBe('br');
		expect(JSON.parse(decoded(response)).result.structuredContent.profile).toBe('mobile');
	});

	it('small answers stay uncompressed', async () => {
		const response = await get('/api/benchmarks?profile=tablet', { 'accept-encoding': 'br' });
		expect(response.status).toBe(400);
		expect(response.headers['content-encoding']).toBeUndefined();
	});
});

describe('hashed assets', () => {
	it('are immutable for a year, precompressed, with ETag and 304; version.json is not immutable', async () => {
		const html = (await get('/')).body.toString('utf8');
		// The page's one module (src/lib/webmcp/page-script.ts, bundled by Vite) and its stylesheet's file.
		const assets = [...new Set(html.match(/\/_app\/immutable\/[^"']+\.(?:js|css)/g))];
		expect(assets).toContainEqual(expect.stringMatching(/^\/_app\/immutable\/workers\/page-script-[\w-]+\.js$/));
		for (const asset of assets) {
			const response = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
			expect(response.status).toBe(200);
			expect(header(response, 'cache-control')).toBe('public,max-age=31536000,immutable');
			expect(response.headers['content-encoding']).toBe('br');
			expect(varyTokens(response)).toContain('accept-encoding');
			const again = await get(asset, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': header(response, 'etag') });
			expect(again.status).toBe(304);
		}
		const version = await get('/_app/version.json');
		expect(header(version, 'cache-control')).not.toContain('immutable');
	});
});
