// One URL, one order: the HTML leaderboard and its Markdown list the products of a view in the
// same order for every sort, and the JSON endpoint stays ordered by product name (it ranks nobody).
import { describe, expect, inject, it } from 'vitest';
import { SORT_KEYS } from '../src/lib/ranking.ts';

const base = inject('baseUrl');
const VIEW = 'profile=mobile&framework=astro';

interface ApiView {
	results: { product: { slug: string; name: string; version: string } }[];
}

async function htmlOrder(query: string): Promise<string[]> {
	const html = await (await fetch(`${base}/?${query}`, { headers: { accept: 'text/html' } })).text();
	// The product cell of each row: its row header.
	return [...html.matchAll(/<th scope="row"[^>]*>\s*<a href="\/products\/([^"]+)"/g)].map((m) => m[1]);
}

async function markdownOrder(query: string, view: ApiView): Promise<string[]> {
	const text = await (await fetch(`${base}/index.md?${query}`)).text();
	const at = (r: ApiView['results'][number]) => text.indexOf(`| ${r.product.name} ${r.product.version} |`);
	return view.results.filter((r) => at(r) >= 0).sort((a, b) => at(a) - at(b)).map((r) => r.product.slug);
}

describe('ranking is the same in every representation', () => {
	it.each(SORT_KEYS)('sort=%s: the HTML page and the Markdown list products in the same order', async (sort) => {
		const view: ApiView = await (await fetch(`${base}/api/benchmarks?${VIEW}`)).json();
		const query = `${VIEW}&sort=${sort}`;
		const html = await htmlOrder(query);
		expect(html).toHaveLength(view.results.length);
		expect(await markdownOrder(query, view)).toEqual(html);
	});

	it('the orders differ between sorts, while the JSON endpoint keeps product-name order', async () => {
		const orders = new Set(await Promise.all(SORT_KEYS.map(async (sort) => (await htmlOrder(`${VIEW}&sort=${sort}`)).join(','))));
		expect(orders.size).toBeGreaterThan(1);
		const view: ApiView = await (await fetch(`${base}/api/benchmarks?${VIEW}&sort=addedBytes`)).json();
		const names = view.results.map((r) => r.product.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
	});
});
