// Field figures of the hosted consent managers (issue 48): a reader who came for Cookiebot, OneTrust or
// Didomi finds how HTTP Archive's crawl of real sites sees them on the methodology page, with their source
// and what they are not; the leaderboard, its Markdown and llms.txt only link there (issue 54: a real
// site's average under a column of our medians was read as one of them). They never enter a view: the
// JSON endpoint's shape stays what the interface fixes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Dataset } from '../src/lib/schema.ts';

const base = inject('baseUrl');
const dataset = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'data', 'publication.json'), 'utf8')) as Dataset;
const text = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).text();
const decode = (html: string) => html.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const thousands = (n: number) => n.toLocaleString('en-US');
const withFigures = (dataset.notMeasured ?? []).flatMap((p) => (p.field?.status === 'figures' ? [{ name: p.name, ...p.field }] : []));
const source = dataset.fieldSource!;

describe('field figures of the hosted consent managers', () => {
	it('the dataset has them for the products readers look for most, with Google Funding Choices and Cookie-Script listed', () => {
		expect(withFigures.map((p) => p.name)).toEqual(expect.arrayContaining(['Cookiebot', 'OneTrust', 'Didomi', 'Usercentrics', 'Google Funding Choices', 'Cookie-Script']));
		expect(source).toMatchObject({ package: 'third-party-web', file: 'dist/entities.json' });
	});

	it('leaderboard: a link to the field figures below the table, worded apart from our results, and no figure of them (issue 54)', async () => {
		const html = decode(await text('/?profile=mobile&framework=react'));
		const line = /<p class="not-measured field-figures">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
		expect(line).toContain('not on our test pages');
		expect(line).toContain('not comparable with this table');
		expect(line).toContain('href="/methodology#field-figures"');
		expect(html.indexOf('class="not-measured field-figures"')).toBeGreaterThan(html.indexOf('</table>'));
		// No millisecond figure of a real site anywhere on the leaderboard, inside or outside the table.
		for (const p of withFigures) expect(html).not.toContain(`${thousands(p.averageScriptMs)} ms (${thousands(p.pages)} pages)`);
		const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
		for (const p of withFigures) expect(table).not.toContain(p.name);
	});

	it('names the hosted Osano so that no one takes it for the open-source Cookie Consent on the leaderboard', () => {
		const hosted = (dataset.notMeasured ?? []).find((p) => p.website === 'https://www.osano.com/')!;
		expect(hosted.name).toContain('not the open-source Cookie Consent');
		expect(dataset.products.find((p) => p.slug === 'cookieconsent')!.name).toContain('Osano open source');
	});

	it('methodology page and its Markdown: the section the link lands on, the figures, the source and what they are not', async () => {
		const html = decode(await text('/methodology'));
		const markdown = await text('/methodology.md');
		expect(html).toMatch(/<h3 id="field-figures"[^>]*>As the web sees them: field figures<\/h3>/);
		for (const page of [html, markdown]) {
			for (const p of withFigures) for (const figure of [p.entity, thousands(p.pages), `${thousands(p.averageScriptMs)} ms`]) expect(page).toContain(figure);
			expect(page).toContain(`published on the npm registry on ${source.publishedOn}`);
			expect(page).toContain("does not state which month's crawl");
			expect(page).toContain('An average over pages');
			expect(page).toContain('not a median');
			expect(page).toContain('attributed by the domain that served the script');
			expect(page).toContain("HTTP Archive's own mobile conditions");
			for (const p of dataset.notMeasured ?? []) if (p.field?.status === 'none') expect(page).toContain(p.field.reason);
		}
	});

	it('the Markdown leaderboard and llms.txt link to them without a figure, and say they are not comparable', async () => {
		const index = await text('/index.md');
		const llms = await text('/llms.txt');
		for (const page of [index, llms]) for (const p of withFigures) expect(page).not.toContain(`${thousands(p.averageScriptMs)} ms`);
		expect(index).toContain(`not comparable with this table: ${base}/methodology#field-figures`);
		expect(llms).toContain(`(${base}/methodology.md#field-figures): not measured by us`);
	});

	it("a view's JSON keeps its shape: no field figure, no hosted product among the results", async () => {
		const view = (await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=react`)).json()) as Record<string, unknown> & { results: { product: { name: string } }[] };
		expect(Object.keys(view).sort()).toEqual(['caveats', 'framework', 'methodologyUrl', 'metrics', 'preview', 'profile', 'publication', 'results', 'sourceUrl', 'testConditions']);
		const names = view.results.map((r) => r.product.name);
		for (const p of withFigures) expect(names).not.toContain(p.name);
		expect(JSON.stringify(view)).not.toContain('averageScriptMs');
	});
});
