// The two read-only tools, declared once for the MCP server (/mcp) and the in-page WebMCP
// registration: names, titles, descriptions and valibot input schemas. Client-safe on purpose:
// the JSON Schema generation (@valibot/to-json-schema) lives in tools.ts, which the browser never loads.
import * as v from 'valibot';
import { FRAMEWORKS, PROFILES } from './dimensions.ts';
import { ViewQuerySchema } from './schema.ts';

export const ReadPageInputSchema = v.strictObject({
	path: v.pipe(
		v.string(),
		v.startsWith('/', 'must be a canonical page path starting with "/", such as "/methodology"'),
		v.description('A canonical page path, such as "/", "/methodology", "/publications" or "/products/klaro"; a comparison of two products in one view: "/compare?profile=…&framework=…&a=…&b=…", its four parameters in that order; two to six products side by side: "/candidates?profile=…&framework=…&product=…&product=…" (optionally "&count=‹outcome›", repeated, for the outcomes their places count); or one view of a publication: "/publications/‹analysisId›?profile=…&framework=…".')
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
	description: 'Returns a canonical page of the benchmark site (leaderboard, methodology, developers, publications, corrections, product pages) as Markdown, the head-to-head comparison of two products in one view at /compare?profile=…&framework=…&a=…&b=… (parameters in that order), two to six products of one view side by side with every pairwise conclusion per outcome at /candidates?profile=…&framework=…&product=…&product=…, or one view of any publication, current or earlier, at /publications/‹analysisId›?profile=…&framework=…. Read-only.',
	inputSchema: ReadPageInputSchema
} as const;
