// The llms.txt indexes (llmstxt.org): an H1, a summary blockquote, then H2 sections of links to
// the Markdown pages. Built from the page registry, so an index never lists a page that is not there.
import { ALL_VIEWS, FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import type { Dataset } from '../../schema.ts';
import { FIELD_POINTER, fieldRows } from './field-figures.ts';

/** What an index needs of a page; the registry (../pages.ts) hands its entries in. */
export interface IndexedPage {
	path: string;
	title: string;
	summary: string;
	kind: 'leaderboard' | 'product' | 'prose' | 'corrections' | 'publications';
}

interface IndexInputs {
	origin: string;
	pages: readonly IndexedPage[];
	dataset: Dataset;
	/** File names of the raw visit records published beside the dataset. */
	rawVisitFiles?: readonly string[];
}

const markdownUrl = (origin: string, path: string) => `${origin}${path === '/' ? '/index' : path}.md`;
const link = (origin: string, page: IndexedPage) => `- [${page.title}](${markdownUrl(origin, page.path)}): ${page.summary}`;

function header(dataset: Dataset, title: string, summary: string): string[] {
	const p = dataset.publication;
	return [
		`# ${title}`,
		'',
		`> ${summary}`,
		'',
		`Preview publication of ${p.publishedOn}, methodology ${p.methodologyVersion}. Read-only and public: no account, no key. Results describe controlled test pages only, not your site, and do not certify legal compliance. When quoting a result keep the publication date, methodology version, interval and missing-result reasons.`,
		''
	];
}

/** The hosted products' field figures, apart from the leaderboards and with their caveat (field-figures.ts). */
function fieldFiguresLine(origin: string, dataset: IndexInputs['dataset']): string[] {
	const rows = fieldRows(dataset);
	if (!dataset.fieldSource || rows.length === 0) return [];
	return [
		`- [Hosted consent managers in the field](${origin}/methodology.md#field-figures): not measured by us. ${FIELD_POINTER}: real sites with their own configurations and scripts, an average not a median, under HTTP Archive's conditions`
	];
}

export function renderLlmsTxt({ origin, pages, dataset, rawVisitFiles = [] }: IndexInputs): string {
	const byKind = (kind: IndexedPage['kind']) => pages.filter((p) => p.kind === kind).map((p) => link(origin, p));
	return [
		...header(dataset, 'CMP Benchmarks', 'Measured performance and correctness of cookie consent managers on controlled test pages, per device profile and framework, with intervals, tiers and reasons for missing results.'),
		'## Leaderboards',
		'',
		byKind('leaderboard')[0],
		...ALL_VIEWS.map(
			({ profile, framework }) =>
				`- [${PROFILE_LABELS[profile]}, ${FRAMEWORK_LABELS[framework]}](${origin}/index.md?profile=${profile}&framework=${framework}): one view, every product under the same conditions`
		),
		`- [Compare two products](${origin}/compare.md?profile=desktop&framework=nextjs&a=klaro&b=orejime): head to head in one view, ${origin}/compare.md?profile=‹profile›&framework=‹framework›&a=‹slug›&b=‹slug› (slugs as in the product links below): each outcome's difference A − B with its 95% interval and conclusion; read_page takes /compare?profile=…&framework=…&a=…&b=…`,
		`- [Candidates side by side](${origin}/candidates.md?profile=mobile&framework=nuxt&product=klaro&product=orejime&product=cookieconsent): two to six products of one view, ${origin}/candidates.md?profile=‹profile›&framework=‹framework›&product=‹slug›&product=‹slug›[&count=‹outcome›…]: every pairwise conclusion per outcome, and places from those conclusions on the outcomes counted; read_page takes /candidates?…`,
		...fieldFiguresLine(origin, dataset),
		'',
		'## Documentation',
		'',
		...pages.filter((p) => p.kind === 'prose').map((p) => link(origin, p)),
		'',
		'## Data and APIs',
		'',
		`- [JSON endpoint](${origin}/api/benchmarks?profile=desktop&framework=nextjs): GET /api/benchmarks?profile=&framework= returns one view as JSON`,
		`- [OpenAPI description](${origin}/openapi.json): OpenAPI 3.1.0 description of the JSON endpoint`,
		`- [MCP server card](${origin}/mcp/server-card): Streamable HTTP MCP server at ${origin}/mcp with tools get_benchmarks and read_page`,
		`- [Developers index](${origin}/developers/llms.txt): integration references only`,
		`- [Methodology index](${origin}/methodology/llms.txt): how the benchmark works`,
		...byKind('publications').map((line) => `${line} One publication: ${origin}/publications/‹analysisId›.md?profile=‹profile›&framework=‹framework›; read_page takes /publications/‹analysisId›?profile=…&framework=….`),
		'',
		'## Products',
		'',
		...byKind('product'),
		'',
		'## Optional',
		'',
		...byKind('corrections'),
		`- [Whole dataset](${origin}/data/publication.json): the published dataset file behind every view`,
		`- [Head-to-head differences](${origin}/data/comparisons.json): every pair of products in every view, each outcome's difference with its interval and conclusion`,
		...rawVisitFiles.map((name) => `- [Raw visits ${name}](${origin}/data/visits/${name}): one JSON line per browser visit of that shard`),
		''
	].join('\n');
}

export function renderDevelopersLlmsTxt({ origin, pages, dataset }: IndexInputs): string {
	const developers = pages.find((p) => p.path === '/developers')!;
	return [
		...header(dataset, 'CMP Benchmarks: integration references', 'How to read the published benchmark data from scripts and agents: JSON, OpenAPI, Markdown, MCP and WebMCP.'),
		'## References',
		'',
		link(origin, developers),
		`- [OpenAPI description](${origin}/openapi.json): operation getPublishedBenchmarks, parameters profile and framework, 200 and 400 bodies`,
		`- [JSON endpoint](${origin}/api/benchmarks): defaults to profile=desktop and framework=nextjs`,
		`- [MCP server card](${origin}/mcp/server-card): connection details of the MCP server at ${origin}/mcp`,
		'',
		'## Optional',
		'',
		`- [Full index](${origin}/llms.txt): every page of the site`,
		''
	].join('\n');
}

export function renderMethodologyLlmsTxt({ origin, pages, dataset }: IndexInputs): string {
	const methodology = pages.find((p) => p.path === '/methodology')!;
	return [
		...header(dataset, 'CMP Benchmarks: methodology', 'How each outcome is measured and summarised: test pages, device profiles, visits, statistics, tiers, limitations, disclosure and citation.'),
		'## Methodology',
		'',
		link(origin, methodology),
		`- [Disclosure](${origin}/methodology#disclosure): the operator's relationship to the benchmarked products`,
		`- [How to cite](${origin}/methodology#cite): what a quotation of a result must keep`,
		'',
		'## Optional',
		'',
		`- [Full index](${origin}/llms.txt): every page of the site`,
		''
	].join('\n');
}
