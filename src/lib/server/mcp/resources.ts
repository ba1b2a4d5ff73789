// Every canonical page as an MCP resource. The URI is the page's public URL, built from the
// configured origin (never from the request's Host header), so it is the address a person would
// cite; reading it returns the same Markdown as <path>.md.
import type { McpServer } from '@modelcontextprotocol/server';
import type { Site } from '../site.ts';

const MIME_TYPE = 'text/markdown';

export function pageUri(origin: string, path: string): string {
	return `${origin}${path}`;
}

export function registerPageResources(server: McpServer, site: Site): void {
	for (const page of site.pages) {
		const uri = pageUri(site.config.origin, page.path);
		const { body } = site.pageMarkdown(page.path)!;
		server.registerResource(
			page.path,
			uri,
			{ title: page.title, description: page.summary, mimeType: MIME_TYPE, size: Buffer.byteLength(body) },
			() => ({ contents: [{ uri, mimeType: MIME_TYPE, text: body }] })
		);
	}
}
