// llms.txt indexes (llmstxt.org): H1, summary blockquote, H2 sections of links that all resolve.
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');

function links(text: string): string[] {
	return [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]);
}

describe('llms.txt', () => {
	it('/llms.txt follows the format and links every page, the 12 views, JSON, OpenAPI and the MCP card', async () => {
		const response = await fetch(`${base}/llms.txt`);
		expect(response.status).toBe(200);
		const text = await response.text();
		const lines = text.split('\n');
		expect(lines[0]).toBe('# CMP Benchmarks');
		expect(lines[2]).toMatch(/^> /);
		expect(text).toContain('\n## Optional\n');
		const all = links(text);
		expect(all.filter((u) => u.includes('/index.md?profile=')).length).toBe(12);
		for (const must of ['/methodology.md', '/developers.md', '/openapi.json', '/mcp/server-card', '/api/benchmarks', '/products/klaro.md'])
			expect(all.some((u) => u.includes(must)), must).toBe(true);
		// Headings other than H1/H2 are not part of the format.
		expect(text).not.toMatch(/^###/m);
	});

	it('every Markdown link in the indexes resolves', async () => {
		const urls = new Set<string>();
		for (const index of ['/llms.txt', '/developers/llms.txt', '/methodology/llms.txt'])
			for (const url of links(await (await fetch(`${base}${index}`)).text())) if (!url.includes('/mcp/server-card')) urls.add(url.split('#')[0]);
		for (const url of urls) expect((await fetch(url)).status, url).toBe(200);
	});

	it('the section indexes focus on integration and on method', async () => {
		const developers = await (await fetch(`${base}/developers/llms.txt`)).text();
		expect(developers).toMatch(/^# CMP Benchmarks: integration references/);
		expect(developers).toContain('/openapi.json');
		const methodology = await (await fetch(`${base}/methodology/llms.txt`)).text();
		expect(methodology).toContain('/methodology#disclosure');
		expect(methodology).toContain('/methodology#cite');
	});
});
