// "What is not measured, and why" (issue 25): a reader who looks for a product the leaderboard lacks
// finds its name there, one link away from the reason; the methodology page and its Markdown list every
// product of the dataset's notMeasured list with its reason, with JavaScript or without.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const dataset = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'data', 'publication.json'), 'utf8'));
const list: { name: string; reason: string; kind: string }[] = dataset.notMeasured;
const text = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).text();
// Server HTML escapes a few characters; the reader sees them decoded.
const decode = (html: string) => html.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('what is not measured, and why', () => {
	it('lists the vendor-hosted consent managers readers look for', () => {
		expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(['Cookiebot', 'OneTrust', 'Usercentrics', 'Didomi', 'CookieYes']));
	});

	it('leaderboard: every listed name appears beside the table, with a link to the reasons that resolves', async () => {
		const html = decode(await text('/?profile=mobile&framework=react'));
		const pointer = /<p class="not-measured[^"]*">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
		for (const { name } of list) expect(pointer).toContain(name);
		expect(pointer).toContain('href="/methodology#not-measured"');
		expect(html.indexOf('class="not-measured')).toBeGreaterThan(html.indexOf('</table>'));
		expect(await text('/methodology')).toMatch(/<h2 id="not-measured"[^>]*>What is not measured, and why<\/h2>/);
	});

	it('methodology page and its Markdown: each name with its reason, and what measuring one would take', async () => {
		const html = decode(await text('/methodology'));
		const markdown = await text('/methodology.md');
		for (const { name, reason } of list)
			for (const page of [html, markdown]) {
				expect(page).toContain(name);
				expect(page).toContain(reason);
			}
		expect(markdown).toContain('## What is not measured, and why');
		expect(markdown).toContain('What measuring one would take: A campaign with network access and a vendor account');
	});

	it('the Markdown leaderboard points to the list too', async () => {
		const markdown = await text('/index.md');
		expect(markdown).toContain(`- Not in these tables, and why: ${list.map((p) => p.name).join(', ')}: ${base}/methodology#not-measured`);
	});
});
