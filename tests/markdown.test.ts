// Markdown variants of the pages (INTERFACE §4.2): .md suffix, Accept negotiation, registry-only paths.
import { describe, expect, inject, it } from 'vitest';
import { servedMobileLabel } from './support/published.ts';

const base = inject('baseUrl');
const md = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

describe('Markdown pages', () => {
	it('/index.md is the desktop leaderboard, one table per framework, with units and context', async () => {
		const response = await md('/index.md');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		expect(response.headers.get('vary')?.split(/,\s*/)).toContain('Accept');
		const text = await response.text();
		expect(text).toMatch(/^# Consent manager benchmarks: Desktop/);
		expect(text.match(/^## .*, desktop$/gm)?.length).toBe(6);
		expect(text).toContain('| Page delay Δ (ms) |');
		expect(text).toContain('| Added bytes Δ (bytes) |');
		expect(text).toContain('Preview publication of');
		expect(text).toContain(`${base}/methodology#cite`);
		expect(text).toContain(`${base}/api/benchmarks?profile=desktop&framework=nextjs`);
		expect(text).toContain('## Caveats');
	});

	it('Accept: text/markdown on a view URL gives that view', async () => {
		const text = await (await md('/?profile=mobile&framework=astro', { headers: { accept: 'text/markdown' } })).text();
		expect(text).toMatch(/^# Consent manager benchmarks: Mobile, Astro/);
		expect(text).toContain(await servedMobileLabel(base));
		const view = await (await fetch(`${base}/api/benchmarks?profile=mobile&framework=astro`)).json();
		for (const r of view.results) expect(text).toContain(`| ${r.product.name} ${r.product.version} |`);
	});

	it.each(['/methodology', '/developers', '/corrections', '/products/klaro'])('%s.md and Accept give the same Markdown', async (path) => {
		const bySuffix = await md(`${path}.md`);
		const byAccept = await md(path, { headers: { accept: 'text/markdown, text/html;q=0.5' } });
		expect(bySuffix.status).toBe(200);
		expect(byAccept.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		expect(await byAccept.text()).toBe(await bySuffix.text());
	});

	it('the methodology Markdown is the same prose as the HTML page, without heading anchors', async () => {
		const text = await (await md('/methodology.md')).text();
		expect(text).toContain('## Disclosure\n');
		expect(text).toContain('## How to cite\n');
		expect(text).not.toContain('{#');
		expect(text).not.toContain('{{');
		expect(text).toContain('| Banner visible | ≤ 2,500 ms |');
		// What the page collapses, the twin reads straight: no HTML of its own.
		expect(text).not.toMatch(/<\/?details|<summary/);
		expect(text).toContain('## What is not measured, and why');
	});

	it('each prose page says in HTML what its Markdown twin says: one source, paragraph by paragraph', async () => {
		// Text as a reader sees it: Markdown without its marks, HTML without its tags (asterisks dropped on
		// both sides: *emphasis* is a mark in Markdown, while `Access-Control-Allow-Origin: *` keeps its star).
		const plain = (markdown: string) => markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, '').replace(/\s+/g, ' ').trim();
		const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#123': '{', '#125': '}' };
		const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39|#123|#125);/g, (_, e: string) => entities[e]).replace(/\*/g, '').replace(/\s+/g, ' ');
		for (const path of ['/methodology', '/methodology/reproducibility', '/developers']) {
			const twin = await (await md(`${path}.md`)).text();
			const page = text((await (await md(path)).text()).split('<main')[1]);
			// Paragraphs and list items; tables and code are compared cell by cell elsewhere.
			const units = twin.split(/\n{2,}/).flatMap((block) => (block.startsWith('- ') ? block.split(/\n(?=- )/).map((item) => item.slice(2)) : [block]));
			const prose = units.filter((unit) => !/^(#|\||```|> )/.test(unit) && !/^\d+\. /.test(unit));
			expect(prose.length, path).toBeGreaterThan(10);
			for (const unit of prose) expect(page, `${path}: ${unit.slice(0, 60)}`).toContain(plain(unit));
		}
	});

	it('browsers and curl keep getting HTML', async () => {
		const browser = await md('/methodology', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
		expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
		const curl = await md('/methodology', { headers: { accept: '*/*' } });
		expect(curl.headers.get('content-type')).toMatch(/^text\/html/);
	});

	it('has ETag and 304', async () => {
		const first = await md('/methodology.md');
		const again = await md('/methodology.md', { headers: { 'if-none-match': first.headers.get('etag')! } });
		expect(again.status).toBe(304);
	});

	it.each([
		'/nope.md',
		'/.md',
		'/products/nope.md',
		'/../package.json.md',
		'/%2e%2e/%2e%2e/etc/passwd.md',
		'/..%2fdata%2fpublication.json.md',
		'/src/content/methodology.md',
		'/methodology%2Emd'
	])('%s is not found and reaches no file', async (path) => {
		const response = await md(path);
		expect(response.status).toBe(404);
		const text = await response.text();
		expect(text).not.toContain('"publication"');
		expect(text).not.toContain('{{');
	});

	it('a bad view in Markdown is a 400 that names the allowed values', async () => {
		const response = await md('/index.md?framework=svelte');
		expect(response.status).toBe(400);
		expect(await response.text()).toContain('Allowed values for "framework"');
	});
});

describe('Markdown negotiation leaves other resources alone', () => {
	it('a POST to /mcp preferring Markdown is not answered by the Markdown layer', async () => {
		const response = await fetch(`${base}/mcp`, {
			method: 'POST',
			headers: { accept: 'text/markdown', 'content-type': 'application/json' },
			body: '{}'
		});
		expect(response.headers.get('allow')).not.toBe('GET, HEAD');
	});

	it('a POST to a page URL asking for Markdown is 405 with Allow', async () => {
		const response = await fetch(`${base}/methodology.md`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: '{}' });
		expect(response.status).toBe(405);
		expect(response.headers.get('allow')).toBe('GET, HEAD');
	});
});
