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
	return [...html.matchAll(/<th scope="row"[^>]*>\s*<a href="\/products\/([^"#]+)[^"]*"/g)].map((m) => m[1]);
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
		['mainThread', 'how many products cost measurably less than this one on their compare pages'],
		['addedBytes', 'by the exact value'],
		['verdict', 'by the verdict']
	])('sort=%s', async (sort, rule) => {
		expect(await (await fetch(`${base}/?${VIEW}&sort=${sort}`)).text()).toContain(rule);
		expect(await (await fetch(`${base}/index.md?${VIEW}&sort=${sort}`)).text()).toContain(rule);
	});
});

/** One row of a head-to-head order as the page shows it: its product, its count, and the products it names as costing less. */
interface ShownRow {
	slug: string;
	count: number;
	named: string[];
}

/** Every claim a head-to-head order makes that its compare pages do not make: a pair, a count, or a named product placed below. */
function impliedPairProblems(rows: readonly ShownRow[], costsLess: (a: string, b: string) => boolean): string[] {
	return rows.flatMap((row, i) => [
		...(row.count === row.named.length ? [] : [`${row.slug} says ${row.count} better but names ${row.named.length}`]),
		...row.named.filter((b) => !costsLess(b, row.slug)).map((b) => `${row.slug} names ${b} as costing less, its compare page does not`),
		...rows.filter((o) => o !== row && costsLess(o.slug, row.slug) && !row.named.includes(o.slug)).map((o) => `${o.slug} costs less than ${row.slug} on its compare page, the row does not say so`),
		...row.named.filter((b) => rows.findIndex((o) => o.slug === b) > i).map((b) => `${b} is named above ${row.slug} but sits below it`)
	]);
}

function shownRows(html: string): ShownRow[] {
	return html.split('<tr id="row-').slice(1).flatMap((chunk) => {
		const slug = chunk.slice(0, chunk.indexOf('"'));
		const position = /<span class="position">(none|\d+) better<\/span>/.exec(chunk);
		if (!position) return [];
		const better = /<p class="better">([\s\S]*?)<\/p>/.exec(chunk)?.[1] ?? '';
		const named = [...better.replace(/&amp;/g, '&').matchAll(/href="\/compare\?[^"]*&b=([a-z0-9-]+)"/g)].map((m) => m[1]);
		return [{ slug, count: position[1] === 'none' ? 0 : Number(position[1]), named }];
	});
}

describe('positions are true for every pair they imply (issue 59)', () => {
	const TIMED = ['bannerVisible', 'pageDelay', 'clickResponse', 'mainThread', 'rejectResponse'] as const;
	const VIEWS = ['desktop', 'mobile'].flatMap((profile) => ['nextjs', 'react', 'nuxt', 'astro', 'tanstack-start', 'script-tag'].map((framework) => ({ profile, framework })));
	type Pair = { a: string; b: string; outcomes: Record<string, { conclusion: string } | undefined> };

	it('on every view and timed sort, each row names exactly the products its compare pages say cost less, all placed above it', async () => {
		const comparisons = (await (await fetch(`${base}/data/comparisons.json`)).json()) as { views: { profile: string; framework: string; pairs: Pair[] }[] };
		let rowsChecked = 0;
		for (const { profile, framework } of VIEWS) {
			const pairs = comparisons.views.find((v) => v.profile === profile && v.framework === framework)!.pairs;
			for (const sort of TIMED) {
				const costsLess = (a: string, b: string) => {
					const pair = pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
					const c = pair?.outcomes[sort]?.conclusion;
					return pair?.a === a ? c === 'b-costs-more' : c === 'a-costs-more';
				};
				const rows = shownRows(await (await fetch(`${base}/?profile=${profile}&framework=${framework}&sort=${sort}`)).text());
				expect(impliedPairProblems(rows, costsLess), `${profile}/${framework} sort=${sort}`).toEqual([]);
				rowsChecked += rows.length;
			}
		}
		expect(rowsChecked).toBeGreaterThan(500);
	});

	it('fails on a planted contradiction: a row that names a product its compare page leaves open, or places it below', () => {
		const truth = (a: string, b: string) => a === 'x' && b === 'y';
		expect(impliedPairProblems([{ slug: 'x', count: 0, named: [] }, { slug: 'y', count: 1, named: ['x'] }], truth)).toEqual([]);
		expect(impliedPairProblems([{ slug: 'x', count: 0, named: [] }, { slug: 'y', count: 1, named: ['x'] }, { slug: 'z', count: 1, named: ['x'] }], truth)).toEqual(['z names x as costing less, its compare page does not']);
		expect(impliedPairProblems([{ slug: 'y', count: 1, named: ['x'] }, { slug: 'x', count: 0, named: [] }], truth)).toEqual(['x is named above y but sits below it']);
		expect(impliedPairProblems([{ slug: 'x', count: 0, named: [] }, { slug: 'y', count: 0, named: [] }], truth)).toEqual(['x costs less than y on its compare page, the row does not say so']);
	});

	it('count=: the verdict over the outcomes a reader chose orders the HTML page and the Markdown alike, and changes the order', async () => {
		const view: ApiView = await (await fetch(`${base}/api/benchmarks?${VIEW}`)).json();
		const chosen = `${VIEW}&sort=verdict&count=bannerVisible&count=mainThread`;
		const html = await htmlOrder(chosen);
		expect(html).toHaveLength(view.results.length);
		expect(await markdownOrder(chosen, view)).toEqual(html);
		expect(html).not.toEqual(await htmlOrder(`${VIEW}&sort=verdict`));
		const page = await (await fetch(`${base}/?${chosen}`)).text();
		expect(page).toContain('The verdict counts only banner visible and main-thread work');
		// The view selector carries the choice to the next view, as it carries the order.
		const selector = page.slice(page.indexOf('<form class="view-selector"'), page.indexOf('</form>', page.indexOf('<form class="view-selector"')));
		expect([...selector.matchAll(/<input type="hidden" name="count" value="([a-zA-Z]+)"/g)].map((m) => m[1])).toEqual(['bannerVisible', 'mainThread']);
	});

	it('count=: an outcome that does not exist is refused, naming the parameter and the allowed ids, in HTML and Markdown', async () => {
		for (const path of [`/?${VIEW}&count=speed`, `/index.md?${VIEW}&count=speed`]) {
			const response = await fetch(`${base}${path}`);
			expect(response.status, path).toBe(400);
			const text = await response.text();
			expect(text).toContain('"count" has the unknown value "speed"');
			expect(text).toContain('bannerVisible, pageDelay, clickResponse, addedBytes, mainThread, rejectResponse');
		}
	});
});
