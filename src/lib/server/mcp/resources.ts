// Every canonical page as an MCP resource, from the content index's resource table. The URI is the
// page's public URL, built from the configured origin (never from the request's Host header), so it
// is the address a person would cite; reading it returns the same Markdown as <path>.md.
import type { McpServer } from '@modelcontextprotocol/server';
import type { Site } from '../site.ts';

const MIME_TYPE = 'text/markdown';

export function registerPageResources(server: McpServer, site: Site): void {
	for (const { path, uri, title, description, markdown } of site.pageResources) {
		const contents = [{ uri, mimeType: MIME_TYPE, text: markdown.body }];
		server.registerResource(path, uri, { title, description, mimeType: MIME_TYPE, size: markdown.bytes.byteLength }, () => ({ contents }));
	}
}
