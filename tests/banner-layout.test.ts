// The banner on the visitor's screen (issue 93), as a reader meets it over HTTP without JavaScript: the
// leaderboard's rows and its line on layout shift, the compare page, the product page, their Markdown and
// the JSON view's notes all say what the served publication.json's bannerLayout holds. Expected values are
// read from the served dataset (shares formatted here, not by the site's own code), never copied.
import { describe, expect, inject, it } from 'vitest';
import type { BenchmarkView, Dataset, PageLayout } from '#lib/schema.ts';

const base = inject('baseUrl');
const get = (path: string) => fetch(`${base}${path}`);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const served = () => get('/data/publication.json').then((r) => r.json() as Promise<Dataset>);
const VIEWS = [
	['mobile', 'react'],
	['desktop', 'script-tag']
] as const;

/** The served layout of one view's measured products, by slug. */
async function layoutOfView(profile: string, framework: string): Promise<Map<string, PageLayout>> {
	const dataset = await served();
	expect(dataset.bannerLayout, 'the served publication states the banner layout (2.2)').toBeDefined();
	return new Map(dataset.bannerLayout!.pages.filter((p) => p.profile === profile && p.framework === framework && p.page !== 'baseline').map((p) => [p.page, p]));
}

describe('the banner on the screen, as served', () => {
	it.each(VIEWS)('is on every measured product\'s leaderboard row, from the served share, on %s / %s', async (profile, framework) => {
		const pages = await layoutOfView(profile, framework);
		const html = await (await get(`/?profile=${profile}&framework=${framework}`)).text();
		expect(pages.size).toBeGreaterThan(5);
		for (const [slug, page] of pages) {
			const row = html.slice(html.indexOf(`id="row-${slug}"`), html.indexOf('</th>', html.indexOf(`id="row-${slug}"`)));
			const share = page.coverage.min === page.coverage.max ? percent(page.coverage.median) : `${(page.coverage.min * 100).toFixed(1)}–${percent(page.coverage.max)}`;
			expect(text(row), slug).toContain(`Banner covers ${share} of the screen`);
			if (page.wall) expect(text(row)).toContain('a wall');
		}
		// The wide table's one sorted line under it names every product with its share.
		const screenLine = text(html.slice(html.indexOf('id="on-screen-line"'), html.indexOf('</p>', html.indexOf('id="on-screen-line"'))));
		for (const [slug, page] of pages) expect(screenLine, slug).toContain(` ${percent(page.coverage.median)}`);
		// The view's layout shift in one line under the table, and the Markdown's column and line.
		const line = text(html.slice(html.indexOf('id="layout-shift"'), html.indexOf('</p>', html.indexOf('id="layout-shift"'))));
		expect(line).toMatch(/layout shift \(CLS\)|Layout shift while loading \(CLS\)/);
		const markdown = await (await get(`/index.md?profile=${profile}&framework=${framework}`)).text();
		expect(markdown).toContain('| Banner on screen |');
		expect(markdown).toContain('**Layout shift:**');
	});

	it('is side by side on the compare page and in its Markdown', async () => {
		const pages = await layoutOfView('mobile', 'react');
		const [a, b] = [...pages.keys()].slice(0, 2);
		const query = `profile=mobile&framework=react&a=${a}&b=${b}`;
		const html = text(await (await get(`/compare?${query}`)).text());
		expect(html).toMatch(new RegExp(`Banner on screen \\?\\s*covers ${percent(pages.get(a)!.coverage.median).replace('.', '\\.')} of the screen`));
		expect(html).toContain('Layout shift when Accept closes it');
		const markdown = await (await get(`/compare.md?${query}`)).text();
		expect(markdown).toContain(`| Banner on screen | covers ${percent(pages.get(a)!.coverage.median)} of the screen`);
	});

	it('is a table by view on the product page and its Markdown, and a note of every measured result in the JSON', async () => {
		const dataset = await served();
		const slug = 'klaro';
		const own = dataset.bannerLayout!.pages.filter((p) => p.page === slug);
		const html = text(await (await get(`/products/${slug}`)).text());
		expect(html).toContain('Its banner on the screen');
		for (const page of own) expect(html).toContain(`covers ${percent(page.coverage.median)} of the screen`);
		expect(await (await get(`/products/${slug}.md`)).text()).toContain('## Its banner on the screen');
		const view = (await (await get('/api/benchmarks?profile=mobile&framework=react')).json()) as BenchmarkView;
		const klaro = view.results.find((r) => r.product.slug === slug)!;
		const page = own.find((p) => p.profile === 'mobile' && p.framework === 'react')!;
		expect(klaro.notes.some((n) => n.startsWith(`On screen: the banner covers ${percent(page.coverage.median)} of the ${page.viewport.width} × ${page.viewport.height} viewport`))).toBe(true);
		expect(klaro.notes.some((n) => n.startsWith('Layout shift while the page loaded'))).toBe(true);
		expect(klaro.notes.some((n) => n.startsWith('Layout shift when Accept closed the banner'))).toBe(true);
	});

	it('is said on the methodology page, with the layout round named from the data', async () => {
		const dataset = await served();
		const html = text(await (await get('/methodology')).text());
		expect(html).toContain("This publication's layout round: host");
		expect(html).toContain(dataset.bannerLayout!.round.host);
	});
});
