import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fixedBody, matchesIfNoneMatch, respondFixed } from './fixed-body.ts';

const text = JSON.stringify({ rows: Array.from({ length: 50 }, (_, i) => ({ i, name: `product ${i}`, note: 'not measured yet' })) });
const fixed = fixedBody(text, 'application/json; charset=utf-8');
const options = { cacheControl: 'public, max-age=300', headers: { 'access-control-allow-origin': '*', vary: 'Accept' } };

const get = (headers: Record<string, string> = {}, method = 'GET') =>
	respondFixed(new Request('http://x/a', { method, headers }), fixed, options);

describe('fixedBody', () => {
	it('holds the UTF-8 bytes and smaller brotli and gzip variants of the same text, compressed once', () => {
		expect(Buffer.from(fixed.bytes).toString('utf8')).toBe(text);
		expect(fixed.codings.sort()).toEqual(['br', 'gzip']);
		expect(brotliDecompressSync(fixed.variant('br').bytes).toString('utf8')).toBe(text);
		expect(gunzipSync(fixed.variant('gzip').bytes).toString('utf8')).toBe(text);
		expect(fixed.variant('br').bytes.byteLength).toBeLessThan(fixed.bytes.byteLength);
		expect(fixed.variant('br')).toBe(fixed.variant('br'));
	});

	it('keeps each compressed variant in memory of its own size, not a view on zlib\'s whole output chunk', () => {
		for (const effort of ['best', 'fast'] as const)
			for (const coding of ['br', 'gzip'] as const) {
				const { bytes } = fixedBody(text, 'application/json', effort).variant(coding);
				expect(bytes.byteLength).toBeLessThan(16 * 1024);
				expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
			}
	});

	it('gives each variant its own strong ETag', () => {
		const tags = [fixed.etag, fixed.variant('br').etag, fixed.variant('gzip').etag];
		expect(new Set(tags).size).toBe(3);
		for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
	});

	it('does not compress tiny bodies', () => {
		const tiny = fixedBody('{"ok":true}', 'application/json');
		expect(tiny.codings).toEqual([]);
		const response = respondFixed(new Request('http://x/', { headers: { 'accept-encoding': 'br' } }), tiny, { cacheControl: 'no-cache' });
		expect(response.headers.get('content-encoding')).toBeNull();
		expect(response.headers.get('vary')).toBeNull();
	});

	it('counts bytes, not characters', () => {
		expect(fixedBody('× é', 'text/plain').bytes.byteLength).toBe(5);
	});
});

describe('respondFixed', () => {
	it('sends identity bytes when the client accepts no coding we have', async () => {
		const response = get({ 'accept-encoding': 'deflate' });
		expect(response.status).toBe(200);
		expect(response.headers.get('content-encoding')).toBeNull();
		expect(response.headers.get('etag')).toBe(fixed.etag);
		expect(response.headers.get('content-length')).toBe(String(fixed.bytes.byteLength));
		expect(await response.text()).toBe(text);
	});

	it.each([
		['br', 'gzip, deflate, br'],
		['gzip', 'gzip'],
		['gzip', 'br;q=0, gzip']
	] as const)('sends the %s variant for Accept-Encoding: %s', async (coding, accept) => {
		const response = get({ 'accept-encoding': accept });
		expect(response.headers.get('content-encoding')).toBe(coding);
		expect(response.headers.get('etag')).toBe(fixed.variant(coding).etag);
		const bytes = new Uint8Array(await response.arrayBuffer());
		expect(bytes).toEqual(new Uint8Array(fixed.variant(coding).bytes));
		expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
	});

	it('keeps the caller headers and merges Vary', () => {
		const response = get({ 'accept-encoding': 'br' });
		expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		expect(response.headers.get('cache-control')).toBe('public, max-age=300');
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
	});

	it('answers 304 to the ETag of the variant it would send, and 200 to another variant', async () => {
		const br = get({ 'accept-encoding': 'br', 'if-none-match': fixed.variant('br').etag });
		expect(br.status).toBe(304);
		expect(br.headers.get('etag')).toBe(fixed.variant('br').etag);
		expect(br.headers.get('vary')).toBe('Accept, Accept-Encoding');
		expect(await br.text()).toBe('');
		expect(get({ 'accept-encoding': 'gzip', 'if-none-match': fixed.variant('br').etag }).status).toBe(200);
		expect(get({ 'if-none-match': `W/${fixed.etag}` }).status).toBe(304);
		expect(get({ 'if-none-match': `"other", ${fixed.etag}` }).status).toBe(304);
	});

	it('answers HEAD with the headers of GET and no body', async () => {
		const response = get({ 'accept-encoding': 'br' }, 'HEAD');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-length')).toBe(String(fixed.variant('br').bytes.byteLength));
		expect(response.body).toBeNull();
	});
});

describe('matchesIfNoneMatch', () => {
	it.each([
		[null, false],
		['*', true],
		['"abc"', true],
		['W/"abc"', true],
		['"x", "abc"', true],
		['"abcd"', false]
	])('%s → %s', (header, expected) => {
		expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
	});
});
