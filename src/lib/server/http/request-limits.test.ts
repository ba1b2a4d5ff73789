import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_URL_BYTES, refuseOversized } from './request-limits.ts';

const check = (path: string, init?: RequestInit) => {
	const request = new Request(`http://x${path}`, init);
	return refuseOversized(request, new URL(request.url));
};
const post = (body: string, headers: Record<string, string> = {}) => ({ method: 'POST', body, headers });

describe('refuseOversized', () => {
	it('lets ordinary requests through', () => {
		expect(check('/?profile=mobile&framework=astro&sort=addedBytes')).toBeNull();
		expect(check(`/corrections?problem=${'x'.repeat(MAX_URL_BYTES - 100)}`)).toBeNull();
		expect(check('/mcp', post('{"jsonrpc":"2.0"}', { 'content-length': '17' }))).toBeNull();
	});

	it('answers 414 to a URL over the limit, naming the length and the limit', async () => {
		const response = check(`/?q=${'a'.repeat(MAX_URL_BYTES)}`)!;
		expect(response.status).toBe(414);
		expect(response.headers.get('content-type')).toBe('application/problem+json');
		const problem = await response.json();
		expect(problem).toMatchObject({ status: 414, title: 'URI Too Long', limit: MAX_URL_BYTES });
		expect(problem.detail).toContain(`${MAX_URL_BYTES + 4} bytes`);
	});

	it('answers 413 to a declared body over the limit without reading it, and closes the connection', async () => {
		const response = check('/mcp', post('{}', { 'content-length': String(MAX_BODY_BYTES + 1) }))!;
		expect(response.status).toBe(413);
		expect(response.headers.get('connection')).toBe('close');
		expect((await response.json()).detail).toContain(String(MAX_BODY_BYTES + 1));
	});

	it.each(['-1', '1e9', 'abc'])('answers 413 to a nonsensical Content-Length %s', (length) => {
		expect(check('/mcp', post('{}', { 'content-length': length }))!.status).toBe(413);
	});

	it('answers 411 to a body without a Content-Length', async () => {
		const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{}')), c.close()) });
		const response = check('/mcp', { method: 'POST', body: stream, duplex: 'half' } as RequestInit)!;
		expect(response.status).toBe(411);
		expect((await response.json()).title).toBe('Length Required');
	});
});
