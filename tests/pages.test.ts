// The HTML pages over HTTP: complete without JavaScript, linked to their Markdown, safe headers, no cookies.
import { describe, expect, inject, it } from 'vitest';
import { servedMobileLabel } from './support/published.ts';

const base = inject('baseUrl');
const PAGES = ['/', '/?profile=mobile&framework=astro', '/methodology', '/developers', '/corrections', '/products/klaro'];

async function page(path: string) {
	const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
	return { response, html: await response.text() };
}

const text = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('HTML pages', () => {
	it.each(PAGES)('%s is server-rendered, links its Markdown and carries the security headers', async (path) => {
		const { response, html } = await page(path);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toMatch(/^text\/html/);
		expect(html).toMatch(/<link rel="alternate" type="text\/markdown" href="[^"]+\.md/);
		expect(response.headers.get('set-cookie')).toBeNull();
		expect(response.headers.get('x-content-type-options')).toBe('nosniff');
		expect(response.headers.get('referrer-policy')).toBeTruthy();
		const csp = response.headers.get('content-security-policy') ?? '';
		expect(csp).toContain("frame-ancestors 'none'");
		expect(csp).toContain("script-src 'self'");
		expect(response.headers.get('vary')).toContain('Accept');
	});

	it('the leaderboard shows the chosen view, every product, the publication and the caveats', async () => {
		const { html } = await page('/?profile=mobile&framework=astro');
		expect(html).toContain('<option value="mobile" selected');
		expect(html).toContain('<option value="astro" selected');
		for (const name of ['Klaro!', 'Orejime', 'c15t', 'tarteaucitron.js']) expect(html).toContain(name);
		expect(html).toContain('Preview');
		expect(text(html)).toContain(await servedMobileLabel(base));
		expect(html).toContain('Caveats');
		expect(html).toMatch(/methodology 1\.0-preview|methodology [\w.-]+/);
	});

	it('names the products without an integration for the framework as such, not as unchecked', async () => {
		const view = await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=script-tag`)).json();
		const withoutIntegration = view.results.filter((r: { correctness: { status: string } }) => r.correctness.status === 'unsupported').map((r: { product: { name: string } }) => r.product.name);
		expect(withoutIntegration.length).toBeGreaterThan(0);
		const { html } = await page('/?profile=mobile&framework=script-tag');
		const named = text(html).match(/Not ranked, no integration for this framework: ([^<]*) \(reasons in the table\)\./)?.[1].split(', ');
		expect(named?.sort()).toEqual(withoutIntegration.sort());
		expect(html).not.toContain('correctness not checked');
	});

	it('says why a result is missing instead of showing a number', async () => {
		const view = await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=astro`)).json();
		const { html } = await page('/?profile=mobile&framework=astro');
		const reasons = view.results.flatMap((r: any) => Object.values(r.answers).filter((o: any) => o.status !== 'measured').map((o: any) => o.reason));
		for (const reason of new Set(reasons)) expect(html).toContain(String(reason).replace(/&/g, '&amp;').replace(/"/g, '&quot;').slice(0, 40));
	});

	it('sorts by any metric through links that work without JavaScript, landing on the table (issue 59)', async () => {
		const { html } = await page('/?profile=desktop&framework=react&sort=addedBytes');
		expect(html).toContain('sorted by added bytes');
		expect(html).toContain('href="/?profile=desktop&amp;framework=react&amp;sort=mainThread#results"');
		expect(html).toContain('href="/?profile=desktop&amp;framework=react&amp;sort=addedBytes&amp;blocking=integrator#results"');
		expect(html).toContain('id="results"');
	});

	it('links each row to its product\'s card for the same view, and names the view\'s own facts from the methodology (issue 59)', async () => {
		const { html } = await page('/?profile=mobile&framework=react');
		expect(html).toContain('href="/products/klaro#view-mobile-react"');
		expect((await page('/products/klaro')).html).toContain('id="view-mobile-react"');
		// The hosts behind this view and the rounds of it the gate refused, where the reader is.
		expect(text(html)).toMatch(/This view's hosts: [0-9a-f]{12} \(\d+ rounds?\)/);
		expect(text(html)).toMatch(/Rounds of this view the validity gate refused, counted nowhere: [0-9a-f]{12} round 1 \(/);
	});

	it('answers a bad view with a 400 page that names the allowed values', async () => {
		const { response, html } = await page('/?profile=tablet');
		expect(response.status).toBe(400);
		expect(text(html)).toContain('Allowed values for "profile": desktop, mobile.');
		const sort = await page('/?sort=price');
		expect(sort.response.status).toBe(400);
	});

	it('product pages cover every profile and framework; unknown products are 404', async () => {
		const { html } = await page('/products/orejime');
		// The results table: one row per view, each with its id (its details and the history below have tables of their own).
		expect(new Set(html.match(/<tr id="view-[a-z-]+"/g)).size).toBe(12);
		const missing = await page('/products/nope');
		expect(missing.response.status).toBe(404);
		expect(missing.html).toContain('There is no product');
	});

	it('methodology has the disclosure and citation anchors and the tier thresholds', async () => {
		const { html } = await page('/methodology');
		expect(html).toContain('id="disclosure"');
		expect(html).toContain('id="cite"');
		expect(html).toContain('maintains one of the benchmarked');
		expect(html).toMatch(/≤ 2,500 ms/);
		expect(html).toContain('methodology version');
	});

	it('developers shows working curl and fetch examples against this origin', async () => {
		const { html } = await page('/developers');
		expect(text(html)).toContain(`curl -s '${base}/api/benchmarks?profile=mobile&framework=astro'`);
		// The tool table keeps its three columns (a "|" inside a cell would split the Markdown one).
		const row = [...text(html).replace(/<!--[^>]*-->/g, '').matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => m[1]).find((cells) => cells.includes('<code>get_benchmarks</code>'));
		const cells = [...(row ?? '').matchAll(/<td>(.*?)<\/td>/gs)].map((m) => m[1]);
		expect(cells).toHaveLength(3);
		expect(cells[1]).toContain('<code>{ "profile"?: "desktop" or "mobile", "framework"?:');
		expect(html).toContain('fetch(');
		expect(html).toContain('get_benchmarks');
	});

	it('corrections composes a report from the GET form and stores nothing', async () => {
		const query = new URLSearchParams({ product: 'klaro', profile: 'mobile', framework: 'react', metric: 'pageDelay', problem: 'The page delay looks too high.', evidence: '' });
		const { response, html } = await page(`/corrections?${query}`);
		expect(response.status).toBe(200);
		expect(html).toContain('Your report');
		expect(html).toContain('href="mailto:');
		expect(html).toContain('The page delay looks too high.');
		expect(response.headers.get('set-cookie')).toBeNull();
		const incomplete = await page('/corrections?problem=x');
		expect(incomplete.html).toContain('Choose one of: Desktop, Mobile.');
	});

	it('unknown paths get a 404 page', async () => {
		const { response, html } = await page('/no/such/page');
		expect(response.status).toBe(404);
		expect(html).toContain('Page not found');
	});

	it('JSON and Markdown bodies get a deny-all CSP', async () => {
		const response = await fetch(`${base}/index.md`);
		expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
	});
});
