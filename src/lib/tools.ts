// The two read-only tools, declared once for the MCP server (/mcp) and the in-page WebMCP
// registration: names, descriptions and valibot input schemas (JSON Schema generated from them).
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { FRAMEWORKS, PROFILES } from './dimensions.ts';
import { ViewQuerySchema } from './schema.ts';

export const ReadPageInputSchema = v.strictObject({
	path: v.pipe(
		v.string(),
		v.startsWith('/', 'must be a canonical page path starting with "/", such as "/methodology"'),
		v.description('A canonical page path, such as "/", "/methodology" or "/products/klaro".')
	)
});

export const GET_BENCHMARKS = {
	name: 'get_benchmarks',
	title: 'Get benchmarks',
	description: `Published benchmark results of cookie consent managers for one device profile (${PROFILES.join(', ')}; default desktop) and one framework (${FRAMEWORKS.join(', ')}; default nextjs). Read-only.`,
	inputSchema: ViewQuerySchema
} as const;

export const READ_PAGE = {
	name: 'read_page',
	title: 'Read page',
	description: 'Returns a canonical page of the benchmark site (leaderboard, methodology, developers, corrections, product pages) as Markdown. Read-only.',
	inputSchema: ReadPageInputSchema
} as const;

function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
	const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input' }) as Record<string, unknown>;
	return rest;
}

/** Tool names, descriptions and JSON input schemas, as published on /developers and registered in-page. */
export const PUBLIC_TOOL_SCHEMAS = [GET_BENCHMARKS, READ_PAGE].map((tool) => ({
	name: tool.name,
	title: tool.title,
	description: tool.description,
	inputSchema: jsonSchemaOf(tool.inputSchema)
}));
