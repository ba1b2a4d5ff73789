// Every link to a part of a page lands on it (issue 91: /methodology pointed to a heading "How to check them
// on your own machine" that was called "Check it on your own machine"). The pages a reader goes through are
// read as served; each same-site link with a fragment must name an id its target page has.
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
const PAGES = [
	'/',
	'/?profile=mobile&framework=nuxt',
	'/compare?profile=mobile&framework=nuxt&a=cookies-eu-banner&b=cookieconsent',
	'/candidates?profile=mobile&framework=nuxt&product=cookies-eu-banner&product=klaro&product=orejime&count=pageDelay&count=clickResponse',
	'/methodology',
	'/methodology/reproducibility',
	'/products/klaro',
	'/developers',
	'/publications',
	'/corrections'
];

const decode = (href: string) => href.replace(/&amp;/g, '&');
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

describe('links to a part of a page', () => {
	it('land on an element of that page with the id they name, on every page a reader goes through', async () => {
		const pages = new Map<string, Set<string>>();
		const idsAt = async (path: string) => {
			if (!pages.has(path)) {
				const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
				expect(response.status, path).toBe(200);
				pages.set(path, idsOf(await response.text()));
			}
			return pages.get(path)!;
		};
		const broken: string[] = [];
		let checked = 0;
		for (const page of PAGES) {
			const html = await (await fetch(`${base}${page}`, { headers: { accept: 'text/html' } })).text();
			for (const [, raw] of html.matchAll(/\shref="([^"]*#[^"]+)"/g)) {
				const href = decode(raw);
				if (/^[a-z]+:/i.test(href) && !href.startsWith(base)) continue;
				const url = new URL(href, `${base}${page}`);
				const target = `${url.pathname}${url.search}`;
				const ids = target === page || href.startsWith('#') ? await idsAt(page) : await idsAt(target);
				checked++;
				if (!ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${page}: ${href}`);
			}
		}
		expect(checked).toBeGreaterThan(20);
		expect(broken).toEqual([]);
	});
});
