// The candidates page's query and what it selects (issue 91): a view, the reader's 2–6 products and
// the outcomes they count, with every pairwise conclusion of the publication's head to head and the
// places those conclusions give (src/lib/candidates.ts). The HTML page, its Markdown twin and read_page
// all select here, so they say the same for one URL, for the current publication and at a permanent
// address alike.
import { MAX_CANDIDATES, MIN_CANDIDATES, placeCandidates } from '../candidates.ts';
import type { ViewKey } from '../dimensions.ts';
import { TIMED_METRIC_IDS, type TimedMetricId } from '../metrics.ts';
import { publicationPath } from '../publication-paths.ts';
import { emptyValue, unknownValue } from '../refusal.ts';
import type { BenchmarkView, Difference, ResultEntry } from '../schema.ts';
import type { Judging } from '../judging.ts';
import { correctnessFailure, gateOf, type Gate } from '../verdict.ts';
import { currentSource, publicationSource, type CompareSource } from './compare.ts';
import { unknownPublication } from './publications.ts';
import type { Site } from './site.ts';
import { parseCounted, parseViewQuery } from './view-query.ts';

export interface CandidatesQuery {
	key: ViewKey;
	/** The products chosen, each once, in slug order (the order does not change what the page says). */
	products: string[];
	/** The outcomes the order counts; null for every timed outcome. */
	counted: TimedMetricId[] | null;
}

export type CandidatesQueryResult = { ok: true; query: CandidatesQuery } | { ok: false; detail: string };

/** `product` repeated (0–6 different products of the publication) and `count` as the leaderboard takes it. */
export function parseCandidatesQuery(params: URLSearchParams, slugs: readonly string[]): CandidatesQueryResult {
	const view = parseViewQuery(params);
	if (!view.ok) return { ok: false, detail: view.problem.detail };
	const products = params.getAll('product');
	for (const slug of products) {
		if (slug === '') return { ok: false, detail: emptyValue('product', slugs) };
		if (!slugs.includes(slug)) return { ok: false, detail: unknownValue('product', slug, slugs) };
	}
	const twice = products.find((slug, i) => products.indexOf(slug) !== i);
	if (twice !== undefined) return { ok: false, detail: `"product" names ${JSON.stringify(twice)} more than once: name each product once.` };
	if (products.length > MAX_CANDIDATES) return { ok: false, detail: `"product" was given ${products.length} times: choose at most ${MAX_CANDIDATES} products (${products.map((p) => JSON.stringify(p)).join(', ')}).` };
	const counted = parseCounted(params);
	if (!counted.ok) return counted;
	return { ok: true, query: { key: view.key, products: [...products].sort(), counted: counted.counted } };
}

/** The query part of a candidates address: its parameters in a fixed order, so one selection has one address. */
export const candidatesQueryString = ({ key, products, counted }: CandidatesQuery) =>
	[`profile=${key.profile}`, `framework=${key.framework}`, ...products.map((p) => `product=${encodeURIComponent(p)}`), ...(counted ?? []).map((id) => `count=${id}`)].join('&');

export const CANDIDATES_PATH = '/candidates';
/** A candidates page of a publication at its permanent address, whose numbers never change. */
export const publicationCandidatesPath = (analysisId: string, query: CandidatesQuery) => `${publicationPath(analysisId)}${CANDIDATES_PATH}?${candidatesQueryString(query)}`;

/** One chosen product and where the rule places it. */
export interface CandidateRow {
	entry: ResultEntry;
	/** Whether it has a measured result in the view (else its outcomes carry the reason). */
	measured: boolean;
	gate: Gate;
	/** The correctness failure in words, or null. */
	failure: string | null;
	/** Its place; null when it is not placed (no result, a failed or missing correctness check, or no head to head published). */
	place: number | null;
	/** The products above it by the rule (slugs). */
	above: string[];
	/** The products whose conclusions go round in a circle with it (slugs); almost always empty. */
	circle: string[];
}

/** One outcome's conclusions, row product against column product, in the rows' order (null on the diagonal or without a result). */
export interface OutcomeMatrix {
	id: TimedMetricId;
	counted: boolean;
	cells: (Difference | null)[][];
}

export interface CandidatesSelection {
	query: CandidatesQuery;
	view: BenchmarkView;
	/** The chosen products: placed ones by place, then the rest; by name within a place. */
	rows: CandidateRow[];
	/** Every timed outcome, the counted ones first. */
	matrices: OutcomeMatrix[];
	/** The outcomes counted, resolved (every timed outcome when the query counts all). */
	counted: TimedMetricId[];
	published: boolean;
	/** The page's canonical path and its permanent address, when two or more products are chosen. */
	path?: string;
	permanentPath?: string;
	current: boolean;
	judging: Judging;
}

export function selectCandidates(source: CompareSource, query: CandidatesQuery): CandidatesSelection {
	const { view, pairs } = source;
	const counted = query.counted ?? [...TIMED_METRIC_IDS];
	const chosen = query.products.flatMap((slug) => view.results.filter((r) => r.product.slug === slug));
	const measured = (entry: ResultEntry) => entry.answers.bannerVisible.status === 'measured';
	const placeable = pairs ? chosen.filter((e) => measured(e) && gateOf(e) === 'pass').map((e) => e.product.slug) : [];
	const pair = (a: string, b: string) => (pairs && a !== b ? pairs.pair(query.key, a, b) : undefined);
	const places = placeCandidates(placeable, counted, (id, a, b) => pair(a, b)?.[id]?.conclusion);
	const byName = (a: ResultEntry, b: ResultEntry) => a.product.name.localeCompare(b.product.name, 'en');
	const rows: CandidateRow[] = chosen
		.map((entry) => {
			const p = places.find((x) => x.slug === entry.product.slug);
			return { entry, measured: measured(entry), gate: gateOf(entry), failure: correctnessFailure(entry), place: p?.place ?? null, above: p?.above ?? [], circle: p?.circle ?? [] };
		})
		.sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || byName(a.entry, b.entry));
	const ids = [...counted, ...TIMED_METRIC_IDS.filter((id) => !counted.includes(id))];
	const matrices = pairs ? ids.map((id) => ({ id, counted: counted.includes(id), cells: rows.map((r) => rows.map((c) => pair(r.entry.product.slug, c.entry.product.slug)?.[id] ?? null)) })) : [];
	const enough = query.products.length >= MIN_CANDIDATES;
	const permanentPath = enough ? publicationCandidatesPath(view.publication.analysisId, query) : undefined;
	return {
		query, view, rows, matrices, counted, published: pairs !== null,
		...(enough ? { path: source.current ? `${CANDIDATES_PATH}?${candidatesQueryString(query)}` : permanentPath, permanentPath } : {}),
		current: source.current,
		judging: source.judging
	};
}

/** A candidates selection, or why there is none: 404 for an unknown publication, 400 for a bad query. */
export type CandidatesResult = { ok: true; selection: CandidatesSelection; at: string } | { ok: false; status: 400 | 404; detail: string };

/**
 * The candidates of the current publication (`analysisId` undefined) or of any publication at its
 * permanent address, as the page, its Markdown twin and read_page select them; `at` is the
 * publication's path prefix for links ('' for the current one).
 */
export function candidatesOf(site: Site, analysisId: string | undefined, params: URLSearchParams): CandidatesResult {
	const record = analysisId === undefined ? undefined : site.archive.byId(analysisId);
	if (analysisId !== undefined && !record) return { ok: false, status: 404, detail: unknownPublication(analysisId, site.archive) };
	const parsed = parseCandidatesQuery(params, (record ? site.archive.read(record) : site.dataset).products.map((p) => p.slug));
	if (!parsed.ok) return { ok: false, status: 400, detail: parsed.detail };
	const source = record ? publicationSource(site, record, parsed.query.key) : currentSource(site, parsed.query.key);
	return { ok: true, selection: selectCandidates(source, parsed.query), at: record ? publicationPath(record.analysisId) : '' };
}

/**
 * A candidates path as read_page takes it: `/candidates?…` (the current publication) or
 * `/publications/<analysisId>/candidates?…`, its query as the page takes it; null when `path` is neither.
 */
export function readCandidatesPath(path: string, site: Site): CandidatesResult | null {
	const match = /^(?:\/publications\/([^/?]+))?\/candidates(?:\?(.*))?$/.exec(path);
	if (!match) return null;
	return candidatesOf(site, match[1] === undefined ? undefined : decodeURIComponent(match[1]), new URLSearchParams(match[2] ?? ''));
}
