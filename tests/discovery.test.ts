// How an agent finds the service with nothing but its address: robots.txt, sitemap.xml, the AI
// catalog (checked by the ARD validator Lighthouse ships), the server card it points to and the
// MCP server behind that, the Link header from every page to its Markdown, and HSTS only for an
// https ORIGIN. Every URL must come from ORIGIN, whatever Host the client sent.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';
import { rawRequest } from './support/raw-http.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const base = inject('baseUrl');
const DOCUMENTS = [
	{ path: '/robots.txt', type: 'text/plain; charset=utf-8' },
	{ path: '/sitemap.xml', type: 'application/xml; charset=utf-8' },
	{ path: '/.well-known/ai-catalog.json', type: 'application/ai-catalog+json' }
];

/** The canonical pages as /llms.txt lists them (its links name each page's Markdown). */
async function canonicalPaths(): Promise<string[]> {
	const llms = await (await fetch(`${base}/llms.txt`)).text();
	const paths = [...llms.matchAll(/\]\(https?:\/\/[^/)]+(\/[^)?]*)\.md\)/g)].map(([, path]) => (path === '/index' ? '/' : path));
	return [...new Set(paths)];
}

describe.each(DOCUMENTS)('$path', ({ path, type }) => {
	it('is public and cacheable like the other fixed documents: ETag, 304, CORS', async () => {
		const first = await fetch(`${base}${path}`);
		expect(first.status).toBe(200);
		expect(first.headers.get('content-type')).toBe(type);
		expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
		expect(first.headers.get('access-control-allow-origin')).toBe('*');
		const etag = first.headers.get('etag')!;
		expect(etag).toMatch(/^"[^"]+"$/);
		const again = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag } });
		expect(again.status).toBe(304);
		expect(await again.text()).toBe('');
	});

	it('takes its absolute URLs from ORIGIN, never from the Host header', async () => {
		const spoofed = await rawRequest(`${base}${path}`, { headers: { host: 'evil.example' } });
		const text = spoofed.body.toString('utf8');
		expect(text).toContain(base);
		expect(text).not.toContain('evil.example');
	});
});

describe('robots.txt', () => {
	it('allows every crawler everything and names the sitemap and the catalog', async () => {
		const text = await (await fetch(`${base}/robots.txt`)).text();
		const directives = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
		expect(directives).toEqual(['User-agent: *', 'Allow: /', `Sitemap: ${base}/sitemap.xml`]);
		expect(text).toContain(`${base}/.well-known/ai-catalog.json`);
	});
});

describe('sitemap.xml', () => {
	it('lists every canonical page and every view, and each one answers 200 HTML', async () => {
		const xml = await (await fetch(`${base}/sitemap.xml`)).text();
		expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
		const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'));
		const pages = (await canonicalPaths()).map((path) => `${base}${path}`);
		expect(pages.length).toBeGreaterThanOrEqual(5);
		for (const page of pages) expect(locs).toContain(page);
		const views = locs.filter((loc) => loc.includes('?'));
		expect(views).toHaveLength(12);
		expect(views).toContain(`${base}/?profile=mobile&framework=astro`);
		expect(locs).toHaveLength(pages.length + 12);
		for (const loc of locs) {
			const response = await fetch(loc);
			expect(response.status, loc).toBe(200);
			expect(response.headers.get('content-type'), loc).toMatch(/^text\/html/);
		}
	});
});

describe('the AI catalog', () => {
	it('passes the ARD validator Lighthouse uses for ard-schema, without errors or warnings', async () => {
		const tester = new ConformanceTester();
		tester.validate_manifest(await (await fetch(`${base}/.well-known/ai-catalog.json`)).text(), 'ai-catalog.json');
		expect(tester.errors).toEqual([]);
		expect(tester.warnings).toEqual([]);
	});

	it('an agent that starts from the catalog reaches the card and an MCP server with the same name', async () => {
		const catalog = await (await fetch(`${base}/.well-known/ai-catalog.json`)).json();
		const entry = catalog.entries.find((e: { type: string }) => e.type === 'application/mcp-server-card+json');
		expect(entry).toMatchObject({ url: `${base}/mcp/server-card`, displayName: expect.stringMatching(/\S/) });
		const cardResponse = await fetch(entry.url);
		expect(cardResponse.headers.get('content-type')).toBe('application/mcp-server-card+json');
		const card = await cardResponse.json();
		const client = new Client({ name: 'discovery-test', version: '1.0.0' });
		await client.connect(new StreamableHTTPClientTransport(new URL(card.remotes[0].url)));
		try {
			expect(client.getServerVersion()?.name).toBe(card.name);
			expect(entry.identifier).toBe(`urn:air:127.0.0.1:mcp:${card.name.split('/')[1]}`);
		} finally {
			await client.close();
		}
	});
});

describe('pages name their Markdown and the catalog', () => {
	it('every canonical page and view sends Link: <…md>; rel="alternate"; type="text/markdown", and it resolves', async () => {
		const paths = [...(await canonicalPaths()), '/?profile=mobile&framework=astro'];
		for (const path of paths) {
			const page = await fetch(`${base}${path}`);
			const link = page.headers.get('link') ?? '';
			const markdown = /<([^>]+)>; rel="alternate"; type="text\/markdown"/.exec(link)?.[1];
			expect(markdown, `${path}: ${link}`).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/`));
			expect(link).toContain(`<${base}/.well-known/ai-catalog.json>; rel="ai-catalog"`);
			const twin = await fetch(markdown!);
			expect(twin.headers.get('content-type'), markdown).toBe('text/markdown; charset=utf-8');
			const negotiated = await fetch(`${base}${path}`, { headers: { accept: 'text/markdown' } });
			expect(await twin.text(), path).toBe(await negotiated.text());
		}
	});

	it('the HTML links the catalog with <link rel="ai-catalog">; an error page names no Markdown', async () => {
		const html = await (await fetch(`${base}/methodology`)).text();
		expect(html).toContain('<link rel="ai-catalog" href="/.well-known/ai-catalog.json"');
		const missing = await fetch(`${base}/no-such-page`);
		expect(missing.status).toBe(404);
		expect(missing.headers.get('link')).toBeNull();
	});

	it('uses ORIGIN in the Link header even when Host is spoofed', async () => {
		const spoofed = await rawRequest(`${base}/methodology`, { headers: { host: 'evil.example' } });
		expect(spoofed.headers.link).toContain(`<${base}/methodology.md>`);
		expect(spoofed.headers.link).not.toContain('evil.example');
	});
});

describe('HSTS follows the scheme of ORIGIN', () => {
	const servers: ServerProcess[] = [];
	let https: ServerProcess;
	let httpsWithSubdomains: ServerProcess;
	beforeAll(async () => {
		servers.push((https = await startServerProcess({ env: { ORIGIN: 'https://bench.example.org' } })));
		servers.push((httpsWithSubdomains = await startServerProcess({ env: { ORIGIN: 'https://bench.example.org', HSTS_INCLUDE_SUBDOMAINS: 'true' } })));
	});
	afterAll(() => Promise.all(servers.map((server) => server.stop())));

	it('an http ORIGIN sends no Strict-Transport-Security at all', async () => {
		for (const path of ['/', '/api/benchmarks', '/robots.txt', '/no-such-page'])
			expect((await fetch(`${base}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
	});

	it('an https ORIGIN sends max-age of at least a year on every response, without includeSubDomains', async () => {
		for (const path of ['/', '/api/benchmarks', '/index.md', '/robots.txt', '/no-such-page']) {
			const hsts = (await fetch(`${https.baseUrl}${path}`)).headers.get('strict-transport-security') ?? '';
			expect(hsts, path).toMatch(/^max-age=\d+$/);
			expect(Number(hsts.slice('max-age='.length))).toBeGreaterThanOrEqual(31_536_000);
		}
		expect((await fetch(`${https.baseUrl}/`)).headers.get('link')).toContain('<https://bench.example.org/index.md>');
	});

	it('includeSubDomains only when the operator sets HSTS_INCLUDE_SUBDOMAINS=true', async () => {
		expect((await fetch(`${httpsWithSubdomains.baseUrl}/`)).headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
	});
});

describe('the developers page documents discovery', () => {
	it('its Discovery section names every document, and each curl example works as written', async () => {
		const markdown = await (await fetch(`${base}/developers.md`)).text();
		const section = markdown.slice(markdown.indexOf('## Discovery'));
		expect(section).toMatch(/^## Discovery/);
		for (const path of ['/.well-known/ai-catalog.json', '/mcp/server-card', '/robots.txt', '/sitemap.xml']) expect(section).toContain(`${base}${path}`);
		const examples = [...section.matchAll(/^curl -s(I?) (\S+)$/gm)];
		expect(examples.length).toBeGreaterThanOrEqual(5);
		for (const [command, head, url] of examples) {
			const response = await fetch(url, { method: head ? 'HEAD' : 'GET' });
			expect(response.status, command).toBe(200);
			if (head) expect(response.headers.get('link'), command).toBe(/Link: (.+)`\./.exec(section)![1]);
		}
	});
});
