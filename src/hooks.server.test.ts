// The hooks in process: start-up builds the content index, then `handle` answers what it owns
// (Markdown, oversized requests) without routing and adds the same headers to everything else.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestEvent } from '@sveltejs/kit';
import { handle, init } from './hooks.server.ts';
import { getSite } from '#lib/server/site.ts';
import { rankResults } from '#lib/ranking.ts';

beforeAll(() => init());
// The request log line; restored, as unit files share their worker.
const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
afterAll(() => quiet.mockRestore());

async function serve(path: string, init?: RequestInit, routed = () => new Response('routed', { headers: { 'content-type': 'text/plain' } })) {
	const request = new Request(`http://localhost${path}`, init);
	const resolve = vi.fn(async () => routed());
	const event = { request, url: new URL(request.url) } as RequestEvent;
	const response = await handle({ event, resolve });
	return { response, resolve };
}

describe('handle', () => {
	it('answers a ranked Markdown view itself, in rankResults order for the requested sort', async () => {
		const { response, resolve } = await serve('/index.md?profile=mobile&framework=astro&sort=addedBytes');
		expect(resolve).not.toHaveBeenCalled();
		expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		const text = await response.text();
		const expected = rankResults(getSite().selectView({ profile: 'mobile', framework: 'astro' }).view.results, 'addedBytes');
		const positions = expected.map(({ entry }) => text.indexOf(`| ${entry.product.name} ${entry.product.version} |`));
		expect(positions.every((p) => p > 0)).toBe(true);
		expect(positions).toEqual([...positions].sort((a, b) => a - b));
	});

	it('refuses an unknown sort in Markdown with the allowed values', async () => {
		const { response } = await serve('/index.md?sort=price');
		expect(response.status).toBe(400);
		expect(await response.text()).toContain('"sort" has the unknown value "price". Allowed values for "sort":');
	});

	it('refuses an oversized URL before routing', async () => {
		const { response, resolve } = await serve(`/?${'x'.repeat(9000)}`);
		expect(response.status).toBe(414);
		expect(resolve).not.toHaveBeenCalled();
	});

	it('routes everything else and adds the security headers to the answer', async () => {
		const { response, resolve } = await serve('/api/benchmarks', { headers: { accept: 'application/json' } });
		expect(resolve).toHaveBeenCalledOnce();
		expect(await response.text()).toBe('routed');
		expect(response.headers.get('x-content-type-options')).toBe('nosniff');
	});
});
