// Bad input, generated: query strings, .md paths, Accept headers and MCP arguments thrown at the
// built server by fast-check. Whatever arrives, the answer is never a 5xx, never anything but a
// registry page, and every refusal says what was wrong. Oversized requests are refused unread.
import { describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import { FRAMEWORKS, PROFILES } from '../src/lib/dimensions.ts';
import { SORT_KEYS } from '../src/lib/ranking.ts';
import { prefersMarkdown } from '../src/lib/server/http/negotiate.ts';
import { loadSite } from '../src/lib/server/site.ts';
import { readConfig } from '../src/lib/server/config.ts';
import { rawRequest } from './support/raw-http.ts';
import { modernMcpRequest } from '../support/mcp-envelope.ts';

const base = inject('baseUrl');
// The same registry the server built, from the same file and ORIGIN: the oracle for every 200.
const site = loadSite(readConfig({ ORIGIN: base, PUBLICATION_PATH: 'data/publication.json' }));
const REGISTRY = new Set(site.pages.map((page) => page.path));
const REGISTRY_MARKDOWN = new Set([
	...site.pages.map((page) => site.pageMarkdown(page.path)!.body),
	...PROFILES.flatMap((profile) => SORT_KEYS.map((sort) => site.profileMarkdown(profile, sort).body)),
	...PROFILES.flatMap((profile) => FRAMEWORKS.flatMap((framework) => SORT_KEYS.map((sort) => site.selectView({ profile, framework }, sort).markdown.body)))
]);

const RUNS = { numRuns: 150 };
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 24 });

/** What the server should think of a query's profile/framework (and sort, on the page and its Markdown). */
function queryIsValid(params: URLSearchParams, withSort: boolean): boolean {
	const ok = (name: string, allowed: readonly string[]) => {
		const values = params.getAll(name);
		return values.length === 0 || (values.length === 1 && allowed.includes(values[0]));
	};
	return ok('profile', PROFILES) && ok('framework', FRAMEWORKS) && (!withSort || ok('sort', SORT_KEYS));
}

describe('query strings', () => {
	const key = fc.oneof(fc.constantFrom('profile', 'framework', 'sort', 'utm_source', 'Profile', ''), printable);
	const value = fc.oneof(fc.constantFrom(...PROFILES, ...FRAMEWORKS, ...SORT_KEYS, '', 'Desktop', ' mobile'), printable, fc.string({ maxLength: 12 }));
	const encoded = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
	// Raw strings: stray %, &, =, + and broken percent-escapes, as a hand-typed URL has them.
	const raw = fc.string({ unit: fc.constantFrom(...'pf=&%+;2aZ/?.-_~!$'.split(''), 'profile', 'framework', 'mobile', '%zz', '%E2%82'), maxLength: 12 });
	const query = fc.oneof(encoded, raw);

	it('/api/benchmarks answers 200 with the asked view, or a 400 problem naming the parameter', async () => {
		await fc.assert(
			fc.asyncProperty(query, async (q) => {
				const url = `${base}/api/benchmarks?${q}`;
				const params = new URL(url).searchParams;
				const response = await fetch(url);
				if (queryIsValid(params, false)) {
					expect(response.status).toBe(200);
					const view = await response.json();
					expect(view.profile).toBe(params.get('profile') ?? 'desktop');
					expect(view.framework).toBe(params.get('framework') ?? 'nextjs');
				} else {
					expect(response.status).toBe(400);
					expect(response.headers.get('content-type')).toBe('application/problem+json');
					const problem = await response.json();
					expect(['profile', 'framework']).toContain(problem.parameter);
					expect(problem.detail).toContain(`Allowed values for "${problem.parameter}"`);
					expect(problem.allowed.length).toBeGreaterThan(1);
				}
			}),
			RUNS
		);
	});

	it('the leaderboard page and its Markdown answer 200 or a 400 that says why', async () => {
		await fc.assert(
			fc.asyncProperty(query, fc.constantFrom('/', '/index.md'), async (q, path) => {
				const url = `${base}${path}?${q}`;
				const params = new URL(url).searchParams;
				const response = await fetch(url);
				const text = await response.text();
				if (queryIsValid(params, true)) {
					expect(response.status).toBe(200);
					if (path === '/index.md') expect(REGISTRY_MARKDOWN.has(text)).toBe(true);
				} else {
					expect(response.status).toBe(400);
					expect(text).toMatch(/Allowed values for "(profile|framework|sort)"/);
				}
			}),
			RUNS
		);
	});
});

describe('.md paths', () => {
	const segment = fc.oneof(
		fc.constantFrom('..', '.', '', '%2e%2e', '%2E%2E', '..%2f..', '%2f', '%00', '%zz', '%', '~', 'index', 'methodology', 'developers', 'corrections', 'products', 'klaro', 'nope'),
		fc.constantFrom('etc', 'passwd', 'package.json', 'src', 'hooks.server.ts', 'data', 'publication.json', '.env', 'node_modules', 'build', '_app', 'immutable'),
		fc.string({ maxLength: 10 }).map(encodeURIComponent)
	);
	const mdPath = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}.md`);

	it('serve a registry page or a 404 that points to the index; never a file', async () => {
		await fc.assert(
			fc.asyncProperty(mdPath, async (path) => {
				const response = await rawRequest(`${base}${path}`);
				const text = response.body.toString('utf8');
				expect(response.status).toBeLessThan(500);
				// How the server sees the path: URL parsing resolves dot segments, as it does for everyone.
				const pathname = new URL(`${base}${path}`).pathname; // not new URL(path, base): "//x" would name a host
				// Only /index.md names the leaderboard; a bare /.md names no page.
				const page = pathname === '/index.md' ? '/' : pathname === '/.md' ? null : pathname.slice(0, -'.md'.length);
				if (pathname.endsWith('.md') && page !== null && REGISTRY.has(page)) {
					expect(response.status).toBe(200);
					expect(REGISTRY_MARKDOWN.has(text)).toBe(true);
				} else {
					expect(response.status).toBe(404);
					// Nothing of a file on disk (passwd, package.json, our sources) ever comes back.
					expect(text).not.toMatch(/root:x:0|"devDependencies"|export const|#lib\//);
					// SvelteKit answers anything under /_app itself, before our hooks: a plain "Not found".
					expect(text).toContain(pathname.startsWith('/_app') ? 'Not found' : 'The pages are listed at /llms.txt');
				}
			}),
			RUNS
		);
	});
});

describe('Accept headers', () => {
	const range = fc.oneof(
		fc.constantFrom('text/html', 'text/markdown', 'text/*', '*/*', 'application/json', 'application/xhtml+xml', 'TEXT/MARKDOWN', 'text', '/', ''),
		printable
	);
	const q = fc.option(fc.oneof(fc.double({ min: -1, max: 2, noNaN: true }).map((x) => `q=${x.toFixed(2)}`), printable.map((s) => `q=${s}`), printable), { nil: undefined });
	const accept = fc.array(fc.tuple(range, q), { maxLength: 5 }).map((parts) => parts.map(([r, p]) => (p === undefined ? r : `${r};${p}`)).join(', '));
	const path = fc.constantFrom('/', '/methodology', '/developers', '/corrections', '/products/klaro', '/products/nope', '/api/benchmarks', '/llms.txt', '/openapi.json');

	it('get HTML or the registry Markdown, as negotiated, and never a 5xx', async () => {
		await fc.assert(
			fc.asyncProperty(accept, path, async (header, p) => {
				const response = await fetch(`${base}${p}`, { headers: { accept: header } });
				expect(response.status).toBeLessThan(500);
				const text = await response.text();
				if (!REGISTRY.has(p)) return;
				expect(response.status).toBe(200);
				if (prefersMarkdown(header)) {
					expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
					expect(REGISTRY_MARKDOWN.has(text)).toBe(true);
				} else {
					expect(response.headers.get('content-type')).toMatch(/^text\/html/);
				}
				expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
			}),
			RUNS
		);
	});
});

describe('MCP arguments', () => {
	const callTool = async (name: string, args: unknown) => {
		const response = await rawRequest(`${base}/mcp`, { method: 'POST', ...modernMcpRequest('tools/call', { name, arguments: args }) });
		return { status: response.status, message: JSON.parse(response.body.toString('utf8')) };
	};
	const argValue = fc.oneof(fc.constantFrom(...PROFILES, ...FRAMEWORKS, ...REGISTRY, '/../package.json', '/etc/passwd', '', 'Mobile'), fc.jsonValue({ maxDepth: 2 }));
	const argKey = fc.oneof(fc.constantFrom('profile', 'framework', 'path', 'sort', '__proto__', 'constructor'), fc.string({ maxLength: 8 }));
	const args = fc.oneof(fc.dictionary(argKey, argValue, { maxKeys: 3 }), fc.jsonValue({ maxDepth: 2 }));
	const name = fc.oneof(fc.constantFrom('get_benchmarks', 'read_page'), fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_-'.split('')), minLength: 1, maxLength: 12 }));

	it('get a result, a tool error naming what is wrong, or a JSON-RPC error; never a 5xx or a file', async () => {
		await fc.assert(
			fc.asyncProperty(name, args, async (tool, input) => {
				const { status, message } = await callTool(tool, input);
				expect(status).toBe(200);
				if (message.error) {
					expect(message.error.message.length).toBeGreaterThan(10);
					return;
				}
				const { result } = message;
				const text: string = result.content[0].text;
				if (result.isError) {
					expect(text).toMatch(/"(profile|framework|path)"|its arguments are|There is no page at|Allowed values/);
					return;
				}
				if (tool === 'get_benchmarks') {
					const asked = input as Record<string, unknown>;
					expect(result.structuredContent.profile).toBe(asked.profile ?? 'desktop');
					expect(result.structuredContent.framework).toBe(asked.framework ?? 'nextjs');
				} else {
					expect(tool).toBe('read_page');
					expect(REGISTRY.has((input as { path: string }).path)).toBe(true);
					expect(REGISTRY_MARKDOWN.has(text)).toBe(true);
				}
			}),
			RUNS
		);
	});
});

describe('oversized requests are refused, not processed', () => {
	it('a URL over 8 KiB is a 414 problem naming the limit', async () => {
		const response = await rawRequest(`${base}/api/benchmarks?profile=${'x'.repeat(9000)}`);
		expect(response.status).toBe(414);
		expect(JSON.parse(response.body.toString())).toMatchObject({ status: 414, limit: 8192 });
	});

	it("a request line over Node's 16 KiB header limit is a 431", async () => {
		const response = await rawRequest(`${base}/?q=${'x'.repeat(20_000)}`);
		expect(response.status).toBe(431);
	});

	it('a declared 10 MB JSON-RPC body is a 413 before the body is sent', async () => {
		const response = await rawRequest(`${base}/mcp`, {
			method: 'POST',
			// Only the first bytes go out: the answer must come without the rest.
			body: '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"padding":"',
			headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'content-length': String(10_000_000) }
		});
		expect(response.status).toBe(413);
		expect(response.headers.connection).toBe('close');
		expect(JSON.parse(response.body.toString()).detail).toContain('10000000 bytes');
	});

	it('a 100 KB JSON-RPC body is a 413', async () => {
		const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { padding: 'x'.repeat(100_000) } });
		const response = await rawRequest(`${base}/mcp`, { method: 'POST', body, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } });
		expect(response.status).toBe(413);
	});

	it('a body of unstated length (chunked) is a 411', async () => {
		const response = await rawRequest(`${base}/mcp`, {
			method: 'POST',
			chunked: true,
			body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
			headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
		});
		expect(response.status).toBe(411);
		expect(JSON.parse(response.body.toString()).title).toBe('Length Required');
	});
});
