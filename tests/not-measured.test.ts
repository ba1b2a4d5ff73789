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
		// Svelte's hydration markers, and the line-break chances after a path's slashes, stand between the
		// runs of a rendered text: read the text without them.
		const html = decode(await text('/methodology')).replace(/<!--[^>]*-->|<wbr\/?>/g, '');
		const markdown = await text('/methodology.md');
		// Code in a reason (`npm install …`) shows as code in HTML, without its backticks.
		const asHtml = (text: string) => text.replace(/`([^`]+)`/g, '<code>$1</code>');
		for (const { name, reason } of list) {
			expect(html).toContain(name);
			expect(html).toContain(asHtml(reason));
			expect(markdown).toContain(name);
			expect(markdown).toContain(reason);
		}
		expect(html).not.toMatch(/`npm install/);
		expect(markdown).toContain('## What is not measured, and why');
		// Every "what measuring … would take" names the products it is for.
		expect(markdown).not.toContain('What measuring one would take');
		expect(markdown).toContain('What measuring Cookiebot, OneTrust, Usercentrics');
		for (const { name } of list) expect(markdown).toMatch(new RegExp(`What measuring [^:]*${name.replace(/[()@/.+]/g, '\\$&')}[^:]* would take:`));
	});

	it('the Markdown leaderboard points to the list too', async () => {
		const markdown = await text('/index.md');
		expect(markdown).toContain(`- Not in these tables, and why: ${list.map((p) => p.name).join(', ')}: ${base}/methodology#not-measured`);
	});
});
