// One MCP server instance with the tools and page resources. The SDK serves every request with a
// fresh instance (stateless), so this is cheap by design: schemas and bodies are built once
// elsewhere and only registered here.
import { McpServer } from '@modelcontextprotocol/server';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import type { Site } from '../site.ts';
import { SERVER_DESCRIPTION, SERVER_TITLE, SERVER_VERSION } from './identity.ts';
import { registerTools } from './tools.ts';
import { registerPageResources } from './resources.ts';
import { MCP_CACHE_HINTS } from './cache-hints.ts';

// Each Server otherwise builds its own Ajv instance; one shared validator keeps per-request
// construction light (measured about 2x faster tools/call in the SDK spike).
const jsonSchemaValidator = new AjvJsonSchemaValidator();

const INSTRUCTIONS = [
	'Read-only results of a benchmark of cookie consent managers, measured on controlled test pages.',
	'get_benchmarks returns one view (a device profile and a framework); read_page returns a page such as /methodology as Markdown.',
	'When quoting a result, keep the publication date, methodology version, interval and any missing-result reason.'
].join(' ');

export function createBenchmarkServer(site: Site): McpServer {
	const server = new McpServer(
		{
			name: site.config.mcpServerName,
			title: SERVER_TITLE,
			version: SERVER_VERSION,
			description: SERVER_DESCRIPTION,
			websiteUrl: site.config.origin
		},
		{
			// The lists never change while the process runs.
			capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
			instructions: INSTRUCTIONS,
			jsonSchemaValidator,
			cacheHints: MCP_CACHE_HINTS
		}
	);
	registerTools(server, site);
	registerPageResources(server, site);
	return server;
}
