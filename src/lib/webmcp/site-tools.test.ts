import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteTools } from './site-tools.ts';
import { PUBLIC_TOOL_SCHEMAS } from '../tools.ts';

const ORIGIN = 'http://127.0.0.1:4173';
let fetchMock: ReturnType<typeof vi.fn>;

/** The request the tool made: path and query relative to the page's origin. */
const requested = () => {
	const url = new URL(String(fetchMock.mock.calls[0][0]), ORIGIN);
	return `${url.pathname}${url.search}`;
};
const [getBenchmarks, readPage] = siteTools();

beforeEach(() => {
	fetchMock = vi.fn(async (input: string | URL) => {
		const url = new URL(String(input), ORIGIN);
		if (url.pathname === '/api/benchmarks') return Response.json({ query: url.search });
		if (url.pathname === '/missing.md') return new Response('# Not found', { status: 404 });
		return new Response(`# Markdown of ${url.pathname}`, { headers: { 'content-type': 'text/markdown' } });
	});
	vi.stubGlobal('fetch', fetchMock);
	vi.stubGlobal('location', new URL(`${ORIGIN}/methodology`));
});
afterEach(() => vi.unstubAllGlobals());

describe('the site tools', () => {
	it('carry the published names, titles, descriptions and input schemas, read-only', () => {
		expect(siteTools().map(({ name, title, description, inputSchema }) => ({ name, title, description, inputSchema }))).toEqual(PUBLIC_TOOL_SCHEMAS);
		for (const tool of siteTools()) expect(tool.annotations).toEqual({ readOnlyHint: true });
	});
});

describe('get_benchmarks', () => {
	it('asks the JSON endpoint for the chosen view and returns its parsed body', async () => {
		await expect(getBenchmarks.execute({ profile: 'mobile', framework: 'astro' })).resolves.toEqual({ query: '?profile=mobile&framework=astro' });
		expect(requested()).toBe('/api/benchmarks?profile=mobile&framework=astro');
	});

	it.each([[{}], [undefined], [null]])('applies the defaults to %j', async (input) => {
		await getBenchmarks.execute(input);
		expect(requested()).toBe('/api/benchmarks?profile=desktop&framework=nextjs');
	});

	it.each([
		[{ profile: 'tv' }, 'get_benchmarks: "profile" has the unknown value "tv". Allowed values for "profile": desktop, mobile.'],
		[{ framework: '' }, 'get_benchmarks: "framework" has the unknown value "". Allowed values for "framework": nextjs, react, nuxt, astro, tanstack-start, script-tag.'],
		[{ profile: 'mobile', sort: 'pageDelay' }, 'get_benchmarks: "sort" is not an argument of get_benchmarks; its arguments are: profile, framework.'],
		['mobile', 'get_benchmarks: the input must be an object with the fields profile, framework; got "mobile".']
	])('refuses %j with a message naming the field and what is allowed', async (input, message) => {
		await expect(getBenchmarks.execute(input)).rejects.toThrow(message);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('passes a server refusal on with its detail', async () => {
		fetchMock.mockResolvedValueOnce(Response.json({ detail: 'Something changed.' }, { status: 400 }));
		await expect(getBenchmarks.execute({})).rejects.toThrow('get_benchmarks: GET /api/benchmarks?profile=desktop&framework=nextjs answered 400. Something changed.');
	});
});

describe('read_page', () => {
	it.each([
		['/', '/index.md'],
		['/methodology', '/methodology.md'],
		['/products/klaro', '/products/klaro.md'],
		['/compare?profile=mobile&framework=react&a=klaro&b=orejime', '/compare.md?profile=mobile&framework=react&a=klaro&b=orejime']
	])('reads %s from %s and returns the Markdown text', async (path, markdownPath) => {
		await expect(readPage.execute({ path })).resolves.toBe(`# Markdown of ${new URL(markdownPath, ORIGIN).pathname}`);
		expect(requested()).toBe(markdownPath);
	});

	it('passes a comparison the server refuses on with its reason', async () => {
		fetchMock.mockResolvedValueOnce(new Response('# Bad request\n\n"a" and "b" are both "klaro": choose two different products.\n', { status: 400 }));
		await expect(readPage.execute({ path: '/compare?profile=mobile&framework=react&a=klaro&b=klaro' })).rejects.toThrow('read_page: "a" and "b" are both "klaro": choose two different products.');
	});

	it('turns a 404 into a pointer to /llms.txt', async () => {
		await expect(readPage.execute({ path: '/missing' })).rejects.toThrow('read_page: there is no page at "/missing". The canonical paths are listed in /llms.txt.');
	});

	it.each([
		[{ path: 'methodology' }, '"path" has the value "methodology". "path" must be a canonical page path starting with "/"'],
		[{}, '"path" is required. "path" must be a canonical page path'],
		[{ path: '/', extra: 1 }, '"extra" is not an argument of read_page; its arguments are: path.'],
		[{ path: '//evil.example/x' }, 'No host or fragment, and no query but a comparison\'s, candidates\' or a publication\'s.'],
		[{ path: '/\\evil.example' }, 'No host or fragment, and no query but a comparison\'s, candidates\' or a publication\'s.'],
		[{ path: '/methodology?x=1' }, 'No host or fragment, and no query but a comparison\'s, candidates\' or a publication\'s.'],
		[{ path: '/methodology#cite' }, 'No host or fragment, and no query but a comparison\'s, candidates\' or a publication\'s.']
	])('refuses %j before fetching anything', async (input, message) => {
		await expect(readPage.execute(input)).rejects.toThrow(message);
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
