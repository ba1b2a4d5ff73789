// The two read-only tools as registered in the page. Names, descriptions and input schemas are
// the ones the MCP server publishes; execute() calls the same public endpoints an agent would
// (GET /api/benchmarks, GET <path>.md), so the in-page result equals the HTTP body.
import * as v from 'valibot';
import { FRAMEWORKS, PROFILES } from '#lib/dimensions.ts';
import { ViewQuerySchema } from '#lib/schema.ts';
// Not #lib/tools.ts: that module generates the JSON schemas and would ship the generator.
import { GET_BENCHMARKS, READ_PAGE, ReadPageInputSchema } from '#lib/tool-definitions.ts';
import INPUT_SCHEMAS from './input-schemas.json' with { type: 'json' };
import { describeRefusal } from './refusal.ts';
import type { WebMcpTool } from './model-context.ts';

const LLMS_TXT_HINT = 'The canonical paths are listed in /llms.txt.';

const GET_BENCHMARKS_RULES = { profile: PROFILES, framework: FRAMEWORKS };
const READ_PAGE_RULES = {
	path: `"path" must be a canonical page path starting with "/", such as "/methodology". ${LLMS_TXT_HINT}`
};

/** Fails with the status and, when the server sent one, its problem detail. */
async function failure(tool: string, request: string, response: Response): Promise<Error> {
	const text = await response.text().catch(() => '');
	let detail = text;
	try {
		detail = (JSON.parse(text) as { detail?: string }).detail ?? text;
	} catch {
		// Not a problem+json body: keep the text.
	}
	return new Error(`${tool}: GET ${request} answered ${response.status}. ${detail}`.trim());
}

const getBenchmarks: WebMcpTool = {
	name: GET_BENCHMARKS.name,
	title: GET_BENCHMARKS.title,
	description: GET_BENCHMARKS.description,
	inputSchema: INPUT_SCHEMAS[GET_BENCHMARKS.name],
	annotations: { readOnlyHint: true },
	async execute(input, options) {
		const parsed = v.safeParse(ViewQuerySchema, input ?? {});
		// Thrown, not returned: the agent sees a failed call (Chromium passes the message over CDP).
		if (!parsed.success) throw new Error(describeRefusal(GET_BENCHMARKS.name, parsed.issues[0], GET_BENCHMARKS_RULES));
		const request = `/api/benchmarks?${new URLSearchParams(parsed.output)}`;
		const response = await fetch(request, { signal: options?.signal, headers: { accept: 'application/json' } });
		if (!response.ok) throw await failure(GET_BENCHMARKS.name, request, response);
		return response.json();
	}
};

const readPage: WebMcpTool = {
	name: READ_PAGE.name,
	title: READ_PAGE.title,
	description: READ_PAGE.description,
	inputSchema: INPUT_SCHEMAS[READ_PAGE.name],
	annotations: { readOnlyHint: true },
	async execute(input, options) {
		const parsed = v.safeParse(ReadPageInputSchema, input ?? {});
		if (!parsed.success) throw new Error(describeRefusal(READ_PAGE.name, parsed.issues[0], READ_PAGE_RULES));
		const { path } = parsed.output;
		// A comparison's, candidates' or a publication's path carries its query; its Markdown is <path>.md with the same query.
		const at = path.indexOf('?');
		const queried = at !== -1 && (path.startsWith('/compare?') || path.startsWith('/candidates?') || path.startsWith('/publications/'));
		const [pathname, query] = queried ? [path.slice(0, at), path.slice(at)] : [path, ''];
		// Resolve before fetching: "//host" or "/\host" would leave the origin, "?" or "#" the page.
		const url = new URL(pathname === '/' ? '/index.md' : `${pathname}.md${query}`, location.origin);
		if (url.origin !== location.origin || (url.search && !queried) || url.hash)
			throw new Error(`${READ_PAGE.name}: "path" has the value ${JSON.stringify(path)}. ${READ_PAGE_RULES.path} No host or fragment, and no query but a comparison's, candidates' or a publication's.`);
		const response = await fetch(url, { signal: options?.signal, headers: { accept: 'text/markdown' } });
		if (response.status === 404) throw new Error(`${READ_PAGE.name}: there is no page at ${JSON.stringify(path)}. ${LLMS_TXT_HINT}`);
		// A comparison the server refuses (a bad value, the same product twice) says why in its body.
		if (response.status === 400) throw new Error(`${READ_PAGE.name}: ${(await response.text()).replace(/^# Bad request\s*/, '').trim()}`);
		if (!response.ok) throw await failure(READ_PAGE.name, url.pathname, response);
		return response.text();
	}
};

/** The tools registered in the page, in the order the MCP server lists them. */
export function siteTools(): WebMcpTool[] {
	return [getBenchmarks, readPage];
}
