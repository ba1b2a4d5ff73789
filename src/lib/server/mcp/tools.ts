// The two read-only tools. Names, descriptions and input schemas come from #lib/tools.ts (shared
// with the in-page WebMCP tools and /developers); results are the views and pages built at
// start-up, so get_benchmarks returns the JSON endpoint's exact bytes and read_page the .md bytes.
import type { McpServer, ToolAnnotations } from '@modelcontextprotocol/server';
import { GET_BENCHMARKS, READ_PAGE } from '../../tools.ts';
import { BenchmarkViewSchema } from '../../schema.ts';
import type { Site } from '../site.ts';
import { readComparePath, readPublicationComparePath, selectComparison } from '../compare.ts';
import { renderCompareMarkdown } from '../markdown/compare.ts';
import { readCandidatesPath } from '../candidates.ts';
import { renderCandidatesMarkdown } from '../markdown/candidates.ts';
import { readPublicationPath } from '../publications.ts';
import { publicationViewMarkdown } from '../markdown/publications.ts';
import { startupCheckedOutputSchema, toolInputSchema } from './tool-schema.ts';

// Module scope: every per-request server shares the adapted schemas (and their JSON Schema).
const getBenchmarksInput = toolInputSchema(GET_BENCHMARKS.inputSchema, GET_BENCHMARKS.name);
const readPageInput = toolInputSchema(READ_PAGE.inputSchema, READ_PAGE.name);
const viewOutput = startupCheckedOutputSchema(BenchmarkViewSchema);

// Nothing is written and nothing outside the published dataset is reached.
const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };

export function unknownPageMessage(path: string, site: Site): string {
	const paths = site.pages.map((page) => page.path).join(', ');
	return `There is no page at ${JSON.stringify(path)}. Canonical paths: ${paths}; a comparison of two products: /compare?profile=…&framework=…&a=…&b=…; two to six products side by side: /candidates?profile=…&framework=…&product=…&product=…; and one view of a publication: /publications/‹analysisId›?profile=…&framework=….`;
}

export function registerTools(server: McpServer, site: Site): void {
	server.registerTool(
		GET_BENCHMARKS.name,
		{
			title: GET_BENCHMARKS.title,
			description: GET_BENCHMARKS.description,
			inputSchema: getBenchmarksInput,
			outputSchema: viewOutput,
			annotations: READ_ONLY
		},
		({ profile, framework }) => {
			const { view, json } = site.selectView({ profile, framework });
			return { structuredContent: view, content: [{ type: 'text', text: json.body }] };
		}
	);

	server.registerTool(
		READ_PAGE.name,
		{ title: READ_PAGE.title, description: READ_PAGE.description, inputSchema: readPageInput, annotations: READ_ONLY },
		({ path }) => {
			// A comparison's canonical path carries its query (server/compare.ts); no other path does.
			const compare = readComparePath(path, site.dataset.products.map((p) => p.slug));
			if (compare) {
				if (!compare.ok) return { isError: true, content: [{ type: 'text', text: compare.detail }] };
				return { content: [{ type: 'text', text: renderCompareMarkdown(selectComparison(site, compare.query), site.config.origin) }] };
			}
			// A comparison at its permanent address (issue 66), in any publication served so far.
			const permanent = readPublicationComparePath(path, site);
			if (permanent && !permanent.ok) return { isError: true, content: [{ type: 'text', text: permanent.detail }] };
			if (permanent?.ok) return { content: [{ type: 'text', text: renderCompareMarkdown(permanent.selection, site.config.origin) }] };
			// All candidates side by side (issue 91), current or at a permanent address.
			const candidates = readCandidatesPath(path, site);
			if (candidates && !candidates.ok) return { isError: true, content: [{ type: 'text', text: candidates.detail }] };
			if (candidates?.ok) return { content: [{ type: 'text', text: renderCandidatesMarkdown(candidates.selection, site.config.origin, candidates.at) }] };
			// A publication's view (issue 55): read like a page, not listed as a resource.
			const publication = readPublicationPath(path, site.archive);
			if (publication && !publication.ok) return { isError: true, content: [{ type: 'text', text: publication.detail }] };
			if (publication?.ok && !publication.list) return { content: [{ type: 'text', text: publicationViewMarkdown(site.archive, publication.record, publication.key, site.config.origin) }] };
			const markdown = site.pageMarkdown(path);
			if (!markdown) return { isError: true, content: [{ type: 'text', text: unknownPageMessage(path, site) }] };
			return { content: [{ type: 'text', text: markdown.body }] };
		}
	);
}
