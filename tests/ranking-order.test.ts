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

describe('like with like: narrowed to one way of blocking scripts (issue 54)', () => {
	const dataset = async () => (await (await fetch(`${base}/data/publication.json`)).json()) as { gating: { product: string; kind: string }[] };

	it('shows every row\'s blocking kind, and ?blocking= keeps one kind, ranked among themselves, in HTML and Markdown', async () => {
		const kinds = new Map((await dataset()).gating.map((g) => [g.product, g.kind]));
		const all = await htmlOrder(`${VIEW}&sort=mainThread`);
		const page = await (await fetch(`${base}/?${VIEW}&sort=mainThread`)).text();
		// Every row says how its product blocks scripts.
		const kindsShown = [...page.matchAll(/<span class="gating" [^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);
		expect(kindsShown).toHaveLength(all.length);
		expect(new Set(kindsShown)).toEqual(new Set(['built-in', 'callbacks']));
		for (const kind of ['built-in', 'integrator']) {
			const narrowed = await htmlOrder(`${VIEW}&sort=mainThread&blocking=${kind}`);
			expect(narrowed.length).toBeGreaterThan(0);
			expect(narrowed.every((slug) => kinds.get(slug) === kind)).toBe(true);
			expect(narrowed).toEqual(all.filter((slug) => kinds.get(slug) === kind));
			const view: ApiView = await (await fetch(`${base}/api/benchmarks?${VIEW}`)).json();
			expect(await markdownOrder(`${VIEW}&sort=mainThread&blocking=${kind}`, view)).toEqual(narrowed);
		}
		const markdown = await (await fetch(`${base}/index.md?${VIEW}&blocking=integrator`)).text();
		expect(markdown).toContain('Narrowed to products with gating by the integrator');
	});

	it('refuses another value of blocking by name, on the page and in Markdown, and the JSON endpoint keeps its parameters', async () => {
		const page = await fetch(`${base}/?${VIEW}&blocking=some`);
		expect(page.status).toBe(400);
		expect(await page.text()).toContain('"blocking" has the unknown value "some". Allowed values for "blocking": all, built-in, integrator.');
		const markdown = await fetch(`${base}/index.md?${VIEW}&blocking=some`);
		expect(markdown.status).toBe(400);
		expect(await markdown.text()).toContain('Allowed values for "blocking": all, built-in, integrator.');
		// Unknown parameters are ignored by the JSON endpoint, as the interface says: the same bytes.
		const [plain, narrowed] = await Promise.all([`${base}/api/benchmarks?${VIEW}`, `${base}/api/benchmarks?${VIEW}&blocking=integrator`].map(async (url) => (await fetch(url)).text()));
		expect(narrowed).toBe(plain);
	});
});

describe('the legend states the rule the ranks follow', () => {
	it.each([
		['mainThread', 'one place below the lowest-ranked product that costs measurably less on its compare page'],
		['addedBytes', 'by the exact value'],
		['verdict', 'by the verdict']
	])('sort=%s', async (sort, rule) => {
		expect(await (await fetch(`${base}/?${VIEW}&sort=${sort}`)).text()).toContain(rule);
		expect(await (await fetch(`${base}/index.md?${VIEW}&sort=${sort}`)).text()).toContain(rule);
	});

	it('links a tie on a head-to-head rank to the compare page of the two products', async () => {
		const html = (await (await fetch(`${base}/?profile=mobile&framework=react&sort=bannerVisible`)).text()).replace(/&amp;/g, '&');
		const tie = /<a class="tie" href="(\/compare\?profile=mobile&framework=react&a=[a-z0-9-]+&b=[a-z0-9-]+)"/.exec(html);
		expect(tie).not.toBeNull();
		expect((await fetch(`${base}${tie![1]}`)).status).toBe(200);
	});
});
