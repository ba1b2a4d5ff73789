// The content index: everything the service can say, built once at start-up from the validated
// dataset (svelte.dev's content index is the model). Every view as JSON bytes and as Markdown
// ranked for each sort, every canonical page, the three llms.txt files, OpenAPI, the dataset, the
// server card, robots.txt, the sitemap, the AI catalog and the MCP resource table. Routes, hooks, MCP and WebMCP only select from it; nothing
// here is built lazily and nothing is ever written.
import type { TimedMetricId } from '../metrics.ts';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { indexComparisons, validateComparisons, type ComparisonIndex } from '../comparisons.ts';
import { ALL_VIEWS, PROFILES, type Profile, type ViewKey } from '../dimensions.ts';
import { validateDataset } from '../dataset.ts';
import { DEFAULT_SORT, rankResults, rankRuleOf, SORT_KEYS, type HeadToHead, type RankedResult, type RankRule, type SortKey } from '../ranking.ts';
import * as v from 'valibot';
import { BenchmarkViewSchema, ReleasesSchema, type BenchmarkView, type Comparisons, type Dataset, type GatingKind, type Releases } from '../schema.ts';
import { gatingKinds, narrowResults, type BlockingFilter } from '../gating.ts';
import { readConfig, type SiteConfig } from './config.ts';
import { buildView, newerReleasesOf } from './views.ts';
import type { NewerRelease } from '../format.ts';
import { buildPages, type CanonicalPage } from './pages.ts';
import { encodedText, fixedBody, type EncodedBody, type FixedBody } from './http/fixed-body.ts';
import { renderProfileMarkdown, renderViewMarkdown } from './markdown/leaderboard.ts';
import { renderDevelopersLlmsTxt, renderLlmsTxt, renderMethodologyLlmsTxt } from './markdown/llms.ts';
import { buildOpenApi } from './openapi.ts';
import { buildServerCard, SERVER_CARD_TYPE } from './mcp/server-card.ts';
import { checkOperatorProduct } from './operator.ts';
import { findRawVisitFiles, type RawVisitFile } from './raw-visits.ts';
import { buildDiscoveryDocuments } from './discovery.ts';
import { leftOutPointers } from './markdown/not-measured.ts';
import { currentOnly, loadArchive, type Archive } from './archive.ts';
import { rangeCoverage, spreadNote, viewHostsLine } from './view-facts.ts';
import { controlPressLine, phasesOfView } from '../press-phases.ts';
import { visitsPerProduct } from '../format.ts';
import { viewScreenLabels, viewScreenLine, viewShiftLine } from '../banner-layout.ts';

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** One view in one order: what the HTML page, the Markdown and get_benchmarks render. */
export interface SelectedView {
	key: ViewKey;
	sort: SortKey;
	/** The products shown: every one, or those of one way of blocking scripts (issue 54). */
	blocking: BlockingFilter;
	/** The outcomes the verdict counts when a reader chose some (issue 91); null: every timed outcome. */
	counted: readonly TimedMetricId[] | null;
	/** How each product blocks scripts. */
	gating: ReadonlyMap<string, GatingKind>;
	/** What every range of the view covers (hosts, rounds, visits). */
	coverage: string;
	/** How far another machine measured, in words (1.5 and later), or null. */
	spread: string | null;
	/** Products with a later release than the one measured (issue 60), by slug. */
	newerReleases: ReadonlyMap<string, NewerRelease>;
	/** The hosts behind this view, named apart from the publication's. */
	viewHosts: string | null;
	/** What a press figure is against INP, with the bare page's own press; null before 2.1. */
	pressControl: string | null;
	/** Where each product's banner sits on the screen, by slug ("covers 12.3% of the screen"); empty before 2.2. */
	screen: ReadonlyMap<string, string>;
	/** The view's load-window layout shift in one line (every page still, or which moved); null before 2.2. */
	layoutShift: string | null;
	/** The view's banners on the screen in one line, least first; null before 2.2. */
	screenLine: string | null;
	/** Results ordered by product name, as the JSON endpoint publishes them (it ranks nobody). */
	view: BenchmarkView;
	/** The same results in display order for `sort` (rankResults, the leaderboard's one ranking, from the view's head-to-head conclusions). */
	ranked: readonly RankedResult[];
	/** How `ranked` was ranked, for the legend that states the rule. */
	rankRule: RankRule;
	json: FixedBody;
	markdown: FixedBody;
}

/** A canonical page as an MCP resource; its URI is the page's public URL. */
export interface PageResource {
	path: string;
	uri: string;
	title: string;
	description: string;
	markdown: FixedBody;
}

export type LlmsTxtName = 'root' | 'developers' | 'methodology';

export interface Site {
	config: SiteConfig;
	dataset: Dataset;
	pages: readonly CanonicalPage[];
	/** A view in one order; narrowed to one way of blocking, it is ranked among those products only (built per request). */
	selectView(key: ViewKey, sort?: SortKey, blocking?: BlockingFilter, counted?: readonly TimedMetricId[] | null): SelectedView;
	/** How each product blocks scripts. */
	gating: ReadonlyMap<string, GatingKind>;
	/** Products with a later release than the one measured (issue 60), by slug: said in notes and caveats, never as a JSON field. */
	newerReleases: ReadonlyMap<string, NewerRelease>;
	/** Markdown of a canonical page path, or undefined when the path is not in the registry. */
	pageMarkdown(path: string): FixedBody | undefined;
	page(path: string): CanonicalPage | undefined;
	/** Every framework of one profile as Markdown (the leaderboard without a framework). */
	profileMarkdown(profile: Profile, sort?: SortKey, blocking?: BlockingFilter, counted?: readonly TimedMetricId[] | null): FixedBody;
	documents: {
		openApi: FixedBody;
		/** data/publication.json as served: its bytes only, the text is not kept. */
		dataset: EncodedBody;
		/** data/comparisons.json as published, or null when the publication has none. */
		comparisons: EncodedBody | null;
		serverCard: FixedBody;
		llmsTxt: Record<LlmsTxtName, FixedBody>;
		/** robots.txt, sitemap.xml and the AI catalog (discovery.ts). */
		robotsTxt: FixedBody;
		sitemap: FixedBody;
		aiCatalog: FixedBody;
	};
	pageResources: readonly PageResource[];
	/** Raw visit records published beside the dataset, by file name. */
	rawVisitFiles: ReadonlyMap<string, RawVisitFile>;
	/** The head-to-head differences published beside the dataset (comparisons.json), or null when there are none. */
	comparisons: ComparisonIndex | null;
	/** Every publication served so far, the current one first (issue 55). */
	archive: Archive;
}

const keyId = ({ profile, framework }: ViewKey) => `${profile}/${framework}`;
const viewId = (key: ViewKey, sort: SortKey) => `${keyId(key)}/${sort}`;

/** Every (key, sort) of one kind of body, keyed by `id`, built eagerly. */
function bySort<K, T>(keys: readonly K[], id: (key: K, sort: SortKey) => string, build: (key: K, sort: SortKey) => T): Map<string, T> {
	return new Map(keys.flatMap((key) => SORT_KEYS.map((sort) => [id(key, sort), build(key, sort)] as const)));
}

export function buildSite(config: SiteConfig, dataset: Dataset, comparisons: Comparisons | null = null, archive: Archive = currentOnly(dataset, comparisons !== null), releases: Releases | null = null): Site {
	checkOperatorProduct(config.operatorProduct, dataset);
	const { origin } = config;
	// Each view is checked against the published schema once, here, so that no caller (MCP's output
	// schema among them) needs to check it again per request.
	// A product with a later release than the one measured says so in every view (issue 60).
	const newerReleases = newerReleasesOf(dataset, releases);
	const views = new Map(ALL_VIEWS.map((key) => [keyId(key), v.parse(BenchmarkViewSchema, buildView(dataset, key, origin, newerReleases))]));
	const viewOf = (key: ViewKey) => views.get(keyId(key))!;
	// Metric ranks read the view's head-to-head conclusions (issue 54), when the publication has them.
	const pairs = comparisons === null ? null : indexComparisons(comparisons);
	const headToHeadOf = (key: ViewKey): HeadToHead | undefined => (pairs ? (id, a, b) => pairs.pair(key, a, b)?.[id]?.conclusion : undefined);
	const gating = gatingKinds(dataset);
	/** The view narrowed to one way of blocking (or whole), ranked among its own products. */
	const rankedView = (key: ViewKey, sort: SortKey, blocking: BlockingFilter, counted: readonly TimedMetricId[] | null = null) => {
		const whole = viewOf(key);
		const view = blocking === 'all' ? whole : { ...whole, results: narrowResults(whole.results, blocking, gating) };
		const coverage = rangeCoverage(dataset, key, visitsPerProduct(view.results));
		const headToHead = headToHeadOf(key);
		const pressControl = controlPressLine(dataset.pressReading, key.profile, phasesOfView(dataset.pressPhases ?? [], key, () => false).find((p) => p.action === 'control'));
		const slugs = view.results.map((r) => r.product.slug);
		const nameOf = (slug: string) => view.results.find((r) => r.product.slug === slug)?.product.name ?? 'the bare page';
		const screen = viewScreenLabels(dataset.bannerLayout, key, slugs);
		const layoutShift = viewShiftLine(dataset.bannerLayout, key, ['baseline', ...slugs], nameOf);
		const screenLine = viewScreenLine(dataset.bannerLayout, key, slugs, nameOf);
		return { key, sort, blocking, counted, gating, coverage, spread: spreadNote(dataset, key.profile), newerReleases, viewHosts: viewHostsLine(dataset, key), pressControl, screen, layoutShift, screenLine, view, ranked: rankResults(view.results, sort, headToHead, counted), rankRule: rankRuleOf(sort, headToHead) };
	};
	// One JSON body per view, shared by every sort: the API's order is neutral.
	const jsonOf = new Map(ALL_VIEWS.map((key) => [keyId(key), fixedBody(JSON.stringify(viewOf(key)), JSON_TYPE)]));
	const selections = bySort(ALL_VIEWS, viewId, (key, sort): SelectedView => {
		const ranked = rankedView(key, sort, 'all');
		return { ...ranked, json: jsonOf.get(keyId(key))!, markdown: fixedBody(renderViewMarkdown(ranked, origin), MARKDOWN_TYPE) };
	});
	// Narrowed views are built when asked for ('fast' compression, as a compare page): 192 more bodies
	// kept for the life of the process would cost memory that most of them would never repay.
	const selected = (key: ViewKey, sort: SortKey, blocking: BlockingFilter = 'all', counted: readonly TimedMetricId[] | null = null): SelectedView => {
		if (blocking === 'all' && counted === null) return selections.get(viewId(key, sort))!;
		const ranked = rankedView(key, sort, blocking, counted);
		return { ...ranked, json: jsonOf.get(keyId(key))!, markdown: fixedBody(renderViewMarkdown(ranked, origin), MARKDOWN_TYPE, 'fast') };
	};
	const profileId = (profile: Profile, sort: SortKey) => `${profile}/${sort}`;
	const profileBody = (profile: Profile, sort: SortKey, blocking: BlockingFilter, level?: 'fast', counted: readonly TimedMetricId[] | null = null) => fixedBody(renderProfileMarkdown(profile, (key) => rankedView(key, sort, blocking, counted), origin, leftOutPointers(dataset, origin)), MARKDOWN_TYPE, level);
	// A profile's every framework in one Markdown (/index.md) is about 95 kB a body: kept for the default
	// order, which agents read; built when asked for in the others (fast compression, as a narrowed view),
	// which kept would cost about 2 MiB for bodies few ever request (issue 60's memory bound).
	const byProfile = new Map(PROFILES.map((profile) => [profileId(profile, DEFAULT_SORT), profileBody(profile, DEFAULT_SORT, 'all')]));

	const pages = buildPages({ dataset, origin, viewOf, selected, archive, gating, newerReleases, operator: config.operatorProduct, sourceRepository: config.sourceRepository });
	const pageByPath = new Map(pages.map((page) => [page.path, page]));
	const markdownByPath = new Map(pages.map((page) => [page.path, fixedBody(page.markdown, MARKDOWN_TYPE)]));
	const rawVisitFiles = new Map(findRawVisitFiles(config.publicationPath).map((file) => [file.name, file]));
	const llmsInput = { origin, pages, dataset, rawVisitFiles: [...rawVisitFiles.keys()] };
	const text = (body: string) => fixedBody(body, 'text/plain; charset=utf-8');
	return {
		config,
		dataset,
		pages,
		selectView: (key, sort = DEFAULT_SORT, blocking = 'all', counted = null) => selected(key, sort, blocking, counted),
		gating,
		newerReleases,
		page: (path) => pageByPath.get(path),
		pageMarkdown: (path) => markdownByPath.get(path),
		profileMarkdown: (profile, sort = DEFAULT_SORT, blocking = 'all', counted = null) => (blocking === 'all' && sort === DEFAULT_SORT && counted === null ? byProfile.get(profileId(profile, sort))! : profileBody(profile, sort, blocking, 'fast', counted)),
		documents: {
			openApi: fixedBody(JSON.stringify(buildOpenApi(origin), null, 2), JSON_TYPE),
			dataset: encodedText(JSON.stringify(dataset), JSON_TYPE),
			comparisons: comparisons === null ? null : encodedText(JSON.stringify(comparisons), JSON_TYPE),
			serverCard: fixedBody(JSON.stringify(buildServerCard(config), null, 2), SERVER_CARD_TYPE),
			llmsTxt: {
				root: text(renderLlmsTxt(llmsInput)),
				developers: text(renderDevelopersLlmsTxt(llmsInput)),
				methodology: text(renderMethodologyLlmsTxt(llmsInput))
			},
			...buildDiscoveryDocuments({ pages, config, dataset })
		},
		pageResources: pages.map((page) => ({
			path: page.path,
			uri: `${origin}${page.path}`,
			title: page.title,
			description: page.summary,
			markdown: markdownByPath.get(page.path)!
		})),
		rawVisitFiles,
		comparisons: pairs,
		archive
	};
}

/** A JSON file start-up reads; one that cannot be read or parsed stops it naming what the file is and where. */
function readJsonFile(file: string, what: string): unknown {
	try {
		return JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		throw new Error(`cannot read ${what} ${file}: ${(error as Error).message}`);
	}
}

/** Reads and validates the dataset file; a broken file throws with the path of the first bad field. */
export function loadSite(config: SiteConfig = readConfig()): Site {
	const parsed = readJsonFile(config.publicationPath, 'the dataset');
	let dataset: Dataset;
	try {
		dataset = validateDataset(parsed);
	} catch (error) {
		throw new Error(`invalid dataset ${config.publicationPath}: ${(error as Error).message}`);
	}
	const comparisons = loadComparisons(config.publicationPath, dataset);
	let archive: Archive;
	try {
		archive = loadArchive(dataset, config.publicationPath, comparisons !== null);
	} catch (error) {
		throw new Error(`archive of earlier publications: ${(error as Error).message}`);
	}
	return buildSite(config, dataset, comparisons, archive, loadReleases(config.publicationPath));
}

/**
 * data/releases.json beside the dataset (the scheduled registry check, issue 60), or null when there is
 * none. A file that is there but broken stops start-up with the field at fault, as a broken dataset does.
 */
function loadReleases(publicationPath: string): Releases | null {
	const file = join(dirname(publicationPath), 'releases.json');
	if (!existsSync(file)) return null;
	const parsed = v.safeParse(ReleasesSchema, readJsonFile(file, 'the release check'));
	if (!parsed.success) throw new Error(`invalid release check ${file}: ${v.getDotPath(parsed.issues[0]) ?? 'the file'}: ${parsed.issues[0].message}`);
	return parsed.output;
}

/**
 * comparisons.json beside the dataset, checked against it; null when the publication has none (the compare
 * page then says so). A file that is there but broken or stale stops start-up, as a broken dataset does.
 */
function loadComparisons(publicationPath: string, dataset: Dataset): Comparisons | null {
	const file = join(dirname(publicationPath), 'comparisons.json');
	if (!existsSync(file)) return null;
	try {
		return validateComparisons(JSON.parse(readFileSync(file, 'utf8')), dataset);
	} catch (error) {
		throw new Error(`invalid head-to-head differences ${file}: ${(error as Error).message}`);
	}
}

let current: Site | undefined;

/** Called once from the server's init hook (and by in-process tests). */
export function initSite(config?: SiteConfig): Site {
	current = loadSite(config);
	return current;
}

/** The index built by initSite. There is no lazy fallback: a request before start-up is a bug. */
export function getSite(): Site {
	if (!current) throw new Error('the content index is not built yet: initSite() runs in the init hook of src/hooks.server.ts');
	return current;
}
