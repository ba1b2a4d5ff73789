import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponse, MIN_DYNAMIC_COMPRESSION_BYTES, variantEtag } from './compress-response.ts';

const html = `<!doctype html><title>t</title>${'<p>row of the leaderboard</p>'.repeat(200)}`;
const request = (headers: Record<string, string> = {}, method = 'GET') => new Request('http://x/', { method, headers });
const page = (headers: Record<string, string> = {}, body: string | null = html, status = 200) =>
	new Response(body, { status, headers: { 'content-type': 'text/html', etag: '"abc"', ...headers } });

describe('compressResponse', () => {
	it('brotli-compresses a page for a browser and keeps status and headers', async () => {
		const response = await compressResponse(request({ 'accept-encoding': 'gzip, deflate, br, zstd' }), page({ 'x-keep': '1' }, html, 404));
		expect(response.status).toBe(404);
		expect(response.headers.get('content-encoding')).toBe('br');
		expect(response.headers.get('vary')).toBe('Accept-Encoding');
		expect(response.headers.get('x-keep')).toBe('1');
		expect(response.headers.get('etag')).toBe('"abc-br"');
		const bytes = Buffer.from(await response.arrayBuffer());
		expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
		expect(brotliDecompressSync(bytes).toString()).toBe(html);
	});

	it('gzips when brotli is not accepted', async () => {
		const response = await compressResponse(request({ 'accept-encoding': 'gzip' }), page({ vary: 'Accept' }));
		expect(response.headers.get('content-encoding')).toBe('gzip');
		expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
		expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
	});

	it('sends identity, still varying on Accept-Encoding, when no coding is accepted', async () => {
		const response = await compressResponse(request(), page());
		expect(response.headers.get('content-encoding')).toBeNull();
		expect(response.headers.get('vary')).toBe('Accept-Encoding');
		expect(response.headers.get('etag')).toBe('"abc"');
		expect(await response.text()).toBe(html);
	});

	it('leaves small bodies uncompressed', async () => {
		const small = 'x'.repeat(MIN_DYNAMIC_COMPRESSION_BYTES - 1);
		const response = await compressResponse(request({ 'accept-encoding': 'br' }), page({}, small));
		expect(response.headers.get('content-encoding')).toBeNull();
		expect(await response.text()).toBe(small);
	});

	it.each([
		['an event stream', request({ 'accept-encoding': 'br' }), page({ 'content-type': 'text/event-stream' })],
		['an image', request({ 'accept-encoding': 'br' }), page({ 'content-type': 'image/png' })],
		['an encoded body', request({ 'accept-encoding': 'br' }), page({ 'content-encoding': 'gzip' })],
		['a response that chose its coding', request({ 'accept-encoding': 'br' }), page({ vary: 'Accept, Accept-Encoding' })],
		['no-transform', request({ 'accept-encoding': 'br' }), page({ 'cache-control': 'public, no-transform' })],
		['a HEAD request', request({ 'accept-encoding': 'br' }, 'HEAD'), page()],
		['a 304', request({ 'accept-encoding': 'br' }), page({}, null, 304)]
	])('passes %s through untouched', async (_name, req, res) => {
		expect(await compressResponse(req, res)).toBe(res);
	});

	it('compresses JSON and Markdown too', async () => {
		const json = JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ i })) });
		for (const type of ['application/json', 'text/markdown; charset=utf-8', 'application/problem+json']) {
			const response = await compressResponse(request({ 'accept-encoding': 'br' }), page({ 'content-type': type }, json));
			expect(response.headers.get('content-encoding')).toBe('br');
		}
	});
});

describe('variantEtag', () => {
	it.each([
		['"abc"', '"abc-br"'],
		['W/"abc"', 'W/"abc-br"']
	])('%s → %s', (etag, expected) => expect(variantEtag(etag, 'br')).toBe(expected));
});
