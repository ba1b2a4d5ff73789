import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, pageLinkHeader, strictTransportSecurity } from './security-headers.ts';

const http = { origin: 'http://localhost:3000', hstsIncludeSubDomains: false };
const https = { origin: 'https://bench.example.org', hstsIncludeSubDomains: false };

describe('strictTransportSecurity', () => {
	it.each([
		[http, null],
		[{ ...http, hstsIncludeSubDomains: true }, null],
		[https, 'max-age=63072000'],
		[{ ...https, hstsIncludeSubDomains: true }, 'max-age=63072000; includeSubDomains']
	])('%o → %s', (config, expected) => expect(strictTransportSecurity(config)).toBe(expected));
});

describe('pageLinkHeader', () => {
	it.each([
		['http://127.0.0.1:9/', '/index.md'],
		['http://127.0.0.1:9/?profile=mobile&framework=astro', '/index.md?profile=mobile&framework=astro'],
		['http://127.0.0.1:9/methodology', '/methodology.md'],
		['http://127.0.0.1:9/products/klaro?x=1', '/products/klaro.md']
	])('%s names %s under ORIGIN, not the request host', (url, markdown) => {
		expect(pageLinkHeader(new URL(url), https.origin)).toBe(
			`<https://bench.example.org${markdown}>; rel="alternate"; type="text/markdown", <https://bench.example.org/.well-known/ai-catalog.json>; rel="ai-catalog"`
		);
	});
});

describe('applySecurityHeaders', () => {
	const html = (status: number) => new Response('<p>x</p>', { status, headers: { 'content-type': 'text/html' } });
	it('links the Markdown of a 200 HTML page only', () => {
		const url = new URL('http://x/methodology');
		expect(applySecurityHeaders(html(200), url, http).headers.get('link')).toContain('/methodology.md');
		expect(applySecurityHeaders(html(404), url, http).headers.get('link')).toBeNull();
		const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
		expect(applySecurityHeaders(json, url, https).headers.get('link')).toBeNull();
		expect(applySecurityHeaders(json, url, https).headers.get('strict-transport-security')).toBe('max-age=63072000');
	});
});
