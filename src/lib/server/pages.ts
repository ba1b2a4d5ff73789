// The registry of canonical pages: path, title, summary and Markdown. It feeds the navigation,
// llms.txt, read_page, MCP resources and the .md routes, so they cannot drift apart.
import { CANDIDATE_ORDER_RULE } from '../candidates.ts';
import { proseMarkdown, type ProseFacts } from './markdown/prose.ts';
import { controlPressFigures } from './markdown/control-presses.ts';
import { comparisonMarginTable, metricTable, testConditionsTable, tierTable } from './markdown/tables.ts';
import { renderProductMarkdown } from './markdown/product.ts';
import { viewSeries } from './view-facts.ts';
import type { Archive } from './archive.ts';
import { PUBLICATIONS_PATH } from '../publication-paths.ts';
import { PUBLICATIONS_SUMMARY, renderPublicationsMarkdown } from './markdown/publications.ts';
import { productHistory } from './publications.ts';
import { renderProfileMarkdown, type RankedView } from './markdown/leaderboard.ts';
import { renderCorrectionsMarkdown } from './markdown/corrections.ts';
import type { IndexedPage } from './markdown/llms.ts';
import { DEFAULT_SORT, type SortKey } from '../ranking.ts';
import { FRAMEWORKS, PROFILES, type ViewKey } from '../dimensions.ts';
import { judgingOf } from '../judging.ts';
import { PUBLIC_TOOL_SCHEMAS } from '../tools.ts';
import type { BenchmarkView, Dataset, GatingKind } from '../schema.ts';
import { operatorStatement } from './operator.ts';
import { reproducibilityStatement, reproducibilitySummary } from './markdown/reproducibility.ts';
import { hostsLead, hostsStatement } from './markdown/hosts.ts';
import { machineSpreadLead, machineSpreadStatement, SCALING_WITHDRAWN } from './markdown/machine-spread.ts';
import { gateFigures, gateStatement } from './markdown/gate.ts';
import { pressReadingStatement } from './markdown/press-reading.ts';
import { onScreenStatement } from './markdown/banner-layout.ts';
import { leftOutPointers, notMeasuredNames, notMeasuredStatement } from './markdown/not-measured.ts';
import { fieldFiguresStatement } from './markdown/field-figures.ts';
import { code, paragraph } from './markdown/blocks.ts';
import { VERDICT_RULE } from '../verdict.ts';
import type { NewerRelease } from '../format.ts';
// The sources as text, for the Markdown twins; the routes import the same files as components.
import methodologySource from '../../content/methodology.md?raw';
import developersSource from '../../content/developers.md?raw';
import reproducibilitySource from '../../content/reproducibility.md?raw';

export type PageKind = IndexedPage['kind'];

export interface CanonicalPage extends IndexedPage {
	markdown: string;
	/** A prose page's facts: its HTML component (src/content/*.md, compiled by mdsvex) takes them as props. */
	facts?: ProseFacts;
}

interface PageInputs {
	dataset: Dataset;
	origin: string;
	viewOf: (key: ViewKey) => BenchmarkView;
	/** A view in one order, ranked by the content index. */
	selected: (key: ViewKey, sort: SortKey) => RankedView;
	/** Slug of the operator's product (OPERATOR_PRODUCT), named in the disclosure. */
	operator?: string | null;
	/** Every publication served so far (issue 55). */
	archive: Archive;
	/** How each product blocks scripts (gating.ts). */
	gating: ReadonlyMap<string, GatingKind>;
	/** Products with a later release than the one measured (issue 60). */
	newerReleases?: ReadonlyMap<string, NewerRelease>;
	/** The source repository's address (config.ts): the methodology's check starts by cloning it. */
	sourceRepository: string;
}

/** A prose page: its one source, filled with its facts for the Markdown twin; the HTML is rendered from both. */
function prose(path: string, title: string, summary: string, source: string, facts: ProseFacts): CanonicalPage {
	return { path, title, summary, kind: 'prose', markdown: proseMarkdown(source, facts), facts };
}

export function buildPages({ dataset, origin, viewOf, selected, archive, gating, newerReleases = new Map(), operator = null, sourceRepository }: PageInputs): CanonicalPage[] {
	const p = dataset.publication;
	const or = (values: readonly string[]) => values.map((v) => `"${v}"`).join(' or ');
	const common = { origin, publishedOn: p.publishedOn, methodologyVersion: p.methodologyVersion, analysisId: p.analysisId, sourceRepository };
	return [
		{
			path: '/',
			title: 'Leaderboard',
			summary: 'Measured results of every consent manager, one table per framework and device profile.',
			kind: 'leaderboard',
			markdown: renderProfileMarkdown('desktop', (key) => selected(key, DEFAULT_SORT), origin, leftOutPointers(dataset, origin))
		},
		prose('/methodology', 'Methodology', 'What a number means and which hosts stand behind it, how each outcome is measured, the statistics, reproducibility, tiers, disclosure and how to cite.', methodologySource, {
			...common,
			visitsPerCell: String(p.visitsPerCell),
			hostsLead: hostsLead(dataset),
			gate: gateStatement(dataset),
			machineSpread: machineSpreadLead(dataset),
			pressReading: pressReadingStatement(dataset),
			onScreen: onScreenStatement(dataset),
			scalingWithdrawn: [SCALING_WITHDRAWN],
			metricTable: [metricTable(p.methodologyVersion)],
			tierTable: [tierTable()],
			comparisonMargins: [comparisonMarginTable(judgingOf(dataset))],
			testConditions: [testConditionsTable(dataset)],
			disclosure: [paragraph(dataset.disclosure), operatorStatement(operator, dataset)],
			verdictRule: VERDICT_RULE[0].toUpperCase() + VERDICT_RULE.slice(1),
			candidatesRule: CANDIDATE_ORDER_RULE[0].toUpperCase() + CANDIDATE_ORDER_RULE.slice(1),
			reproducibility: reproducibilitySummary(dataset),
			notMeasured: notMeasuredStatement(dataset),
			notMeasuredNames: notMeasuredNames(dataset).length > 0 ? `They are ${notMeasuredNames(dataset).join(', ')}` : 'This publication names none',
			fieldFigures: fieldFiguresStatement(dataset)
		}),
		prose('/methodology/reproducibility', 'Reproducibility', 'The figures behind the methodology, machine by machine: each machine left out against the others, the machine spread, the validity gate\'s references and refused rounds, the control press.', reproducibilitySource, {
			...common,
			hosts: hostsStatement(dataset),
			reproducibility: reproducibilityStatement(dataset),
			machineSpread: machineSpreadStatement(dataset),
			gateFigures: gateFigures(dataset),
			controlPresses: controlPressFigures(dataset)
		}),
		prose('/developers', 'Developers', 'Integration guide: the JSON endpoint, OpenAPI, Markdown variants, the MCP server and WebMCP tools.', developersSource, {
			...common,
			profiles: PROFILES.join(', '),
			frameworks: FRAMEWORKS.join(', '),
			profilesOr: or(PROFILES),
			frameworksOr: or(FRAMEWORKS),
			toolSchemas: [{ kind: 'list', items: PUBLIC_TOOL_SCHEMAS.map((t) => [code(t.name), ': ', code(JSON.stringify(t.inputSchema))]) }]
		}),
		{
			path: PUBLICATIONS_PATH,
			title: 'Publications',
			summary: PUBLICATIONS_SUMMARY,
			kind: 'publications',
			markdown: renderPublicationsMarkdown(archive, origin)
		},
		{
			path: '/corrections',
			title: 'Corrections',
			summary: 'Report a wrong result: the form composes a structured report for e-mail or an issue; nothing is stored.',
			kind: 'corrections',
			markdown: renderCorrectionsMarkdown(dataset, origin)
		},
		...[...dataset.products]
			.sort((a, b) => a.name.localeCompare(b.name, 'en'))
			.map((product) => ({
				path: `/products/${product.slug}`,
				title: product.name,
				summary: `${product.name} ${product.version} by ${product.vendor}, across every profile and framework.`,
				kind: 'product' as const,
				markdown: renderProductMarkdown(product, viewOf, origin, (key) => viewSeries(dataset, key), gating.get(product.slug), productHistory(archive, product.slug), dataset.machineSpread, newerReleases.get(product.slug), dataset.pressPhases, dataset.bannerLayout)
			}))
	];
}
