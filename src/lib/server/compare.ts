// The compare page's query and what it selects (issue 47): a view and two of its products, parsed from
// the query string with the site's refusals, and the comparison the harness published for them. The
// HTML page, its Markdown twin and read_page all select here, so they say the same for one URL.
import type { ComparisonIndex, PairOutcomes } from '../comparisons.ts';
import type { ViewKey } from '../dimensions.ts';
import { judgingOf, type Judging } from '../judging.ts';
import { publicationComparePath } from '../publication-paths.ts';
import { emptyValue, repeatedValue, unknownValue } from '../refusal.ts';
import type { BannerLayout, BenchmarkView, MachineSpread, PressPhases, ResultEntry } from '../schema.ts';
import { layoutRows } from '../banner-layout.ts';
import { orderedPhases, phasesOfView } from '../press-phases.ts';
import type { ViewHostMedians } from '../components/host-medians.ts';
import type { PublicationRecord } from './archive.ts';
import { unknownPublication } from './publications.ts';
import type { Site } from './site.ts';
import { archivedView } from './archived-view.ts';
import { parseViewQuery } from './view-query.ts';
import { viewSeries } from './view-facts.ts';

export interface CompareQuery {
	key: ViewKey;
	/** The product the page is about ("Compare with…" from its row); absent on the bare form. */
	a?: string;
	b?: string;
}

export type CompareQueryResult = { ok: true; query: CompareQuery } | { ok: false; detail: string };

/** Two different products, each named once, from the products the publication has. */
export function parseCompareQuery(params: URLSearchParams, slugs: readonly string[]): CompareQueryResult {
	const view = parseViewQuery(params);
	if (!view.ok) return { ok: false, detail: view.problem.detail };
	const pick = (name: 'a' | 'b'): { ok: true; value?: string } | { ok: false; detail: string } => {
		const values = params.getAll(name);
		if (values.length === 0) return { ok: true };
		if (values.length > 1) return { ok: false, detail: repeatedValue(name, values, slugs) };
		if (values[0] === '') return { ok: false, detail: emptyValue(name, slugs) };
		return slugs.includes(values[0]) ? { ok: true, value: values[0] } : { ok: false, detail: unknownValue(name, values[0], slugs) };
	};
	const a = pick('a');
	if (!a.ok) return a;
	const b = pick('b');
	if (!b.ok) return b;
	if (b.value !== undefined && a.value === undefined) return { ok: false, detail: '"b" was given without "a": choose the first product as "a", then the one to compare it with as "b".' };
	if (a.value !== undefined && a.value === b.value) return { ok: false, detail: `"a" and "b" are both ${JSON.stringify(a.value)}: choose two different products.` };
	return { ok: true, query: { key: view.key, ...(a.value ? { a: a.value } : {}), ...(b.value ? { b: b.value } : {}) } };
}

/** The canonical path of a comparison: its parameters in this order, as read_page takes it. */
export const comparePath = ({ key, a, b }: Required<CompareQuery>) =>
	`/compare?profile=${key.profile}&framework=${key.framework}&a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`;

/**
 * A canonical compare path as read_page must give it (`/compare?profile=…&framework=…&a=…&b=…`, in that
 * order, each once), or null when `path` is not one. Bad values inside it get parseCompareQuery's words.
 */
export function readComparePath(path: string, slugs: readonly string[]): { ok: true; query: Required<CompareQuery> } | { ok: false; detail: string } | null {
	if (!path.startsWith('/compare?')) return null;
	const params = new URLSearchParams(path.slice('/compare?'.length));
	const order = [...params.keys()];
	if (order.join('&') !== 'profile&framework&a&b') return { ok: false, detail: `A compare page's path is /compare?profile=…&framework=…&a=…&b=…, with exactly these four parameters in this order; got ${JSON.stringify(path)}.` };
	const parsed = parseCompareQuery(params, slugs);
	if (!parsed.ok) return parsed;
	return { ok: true, query: parsed.query as Required<CompareQuery> };
}

/**
 * A permanent compare path as read_page takes it (`/publications/<analysisId>/compare?profile=…&framework=…&a=…&b=…`,
 * issue 66), or null when `path` is not one. An unknown publication or a bad value is refused in words.
 */
export function readPublicationComparePath(path: string, site: Site): { ok: true; selection: CompareSelection } | { ok: false; detail: string } | null {
	const match = /^\/publications\/([^/?]+)\/compare(\?.*)?$/.exec(path);
	if (!match) return null;
	const record = site.archive.byId(decodeURIComponent(match[1]));
	if (!record) return { ok: false, detail: unknownPublication(decodeURIComponent(match[1]), site.archive) };
	const params = new URLSearchParams((match[2] ?? '').slice(1));
	if ([...params.keys()].join('&') !== 'profile&framework&a&b') return { ok: false, detail: `A comparison's permanent path is /publications/<analysisId>/compare?profile=…&framework=…&a=…&b=…, with exactly these four parameters in this order; got ${JSON.stringify(path)}.` };
	const parsed = parseCompareQuery(params, site.archive.read(record).products.map((p) => p.slug));
	if (!parsed.ok) return parsed;
	return { ok: true, selection: selectPublicationComparison(site, record, parsed.query) };
}

/** One side of a comparison: the product's result in the view. */
export interface ComparedSide {
	entry: ResultEntry;
	/** Whether the product has measured results in this view (else its outcomes carry the reason). */
	measured: boolean;
}

export interface CompareSelection {
	query: CompareQuery;
	view: BenchmarkView;
	a?: ComparedSide;
	b?: ComparedSide;
	/** The published differences of A against B; undefined when either is not measured, or for the form. */
	outcomes?: PairOutcomes;
	/** Whether this publication has head-to-head differences at all (comparisons.json beside it). */
	published: boolean;
	/** This page's canonical path when both products are chosen: /compare?… for the current publication, its permanent address for an archived one. */
	path?: string;
	/** The comparison's permanent address (/publications/<analysisId>/compare?…), which a citation names (issue 66). */
	permanentPath?: string;
	/** Whether the publication is the one the leaderboard serves; an archived one says so. */
	current: boolean;
	/** Each machine's own series of the two products (issue 64). */
	series: ViewHostMedians;
	/** How far another machine measured (1.5 and later). */
	machineSpread?: MachineSpread;
	/** Where the two products' presses and the control's spent their time (2.0 and later; empty before). */
	phases: PressPhases[];
	/** What the publication judges its differences by (its methodology, its press reading from 2.1). */
	judging: Judging;
	/** The two banners on the screen and their pages' layout shift, [label, a, b] per row (2.2 and later; empty before). */
	layoutRows: string[][];
}

/** Where a comparison's numbers come from: the current publication, or an archived one (issue 66). */
export interface CompareSource {
	view: BenchmarkView;
	pairs: ComparisonIndex | null;
	series: (keep: (slug: string) => boolean) => ViewHostMedians;
	machineSpread?: MachineSpread;
	/** Every press phase of the publication (2.0 and later). */
	phases: readonly PressPhases[];
	judging: Judging;
	/** The banner on the screen, per page (2.2 and later). */
	bannerLayout?: BannerLayout;
	current: boolean;
}

function selectIn(source: CompareSource, query: CompareQuery): CompareSelection {
	const { view } = source;
	const side = (slug?: string): ComparedSide | undefined => {
		const entry = slug === undefined ? undefined : view.results.find((r) => r.product.slug === slug);
		return entry && { entry, measured: entry.answers.bannerVisible.status === 'measured' };
	};
	const a = side(query.a);
	const b = side(query.b);
	const both = query.a !== undefined && query.b !== undefined;
	const outcomes = both && a?.measured && b?.measured ? source.pairs?.pair(query.key, query.a!, query.b!) : undefined;
	const permanentPath = both ? publicationComparePath(view.publication.analysisId, query.key, query.a!, query.b!) : undefined;
	const path = both ? (source.current ? comparePath(query as Required<CompareQuery>) : permanentPath) : undefined;
	return {
		query, view, a, b, outcomes, published: source.pairs !== null,
		...(path ? { path, permanentPath } : {}),
		current: source.current,
		series: source.series((slug) => slug === query.a || slug === query.b),
		machineSpread: source.machineSpread,
		phases: both ? orderedPhases(phasesOfView(source.phases, query.key, (slug) => slug === query.a || slug === query.b), [query.a!, query.b!]) : [],
		judging: source.judging,
		layoutRows: both ? layoutRows(source.bannerLayout, query.key, [query.a!, query.b!]) : []
	};
}

/** A view of the current publication, as comparisons read it. */
export const currentSource = (site: Site, key: ViewKey): CompareSource => ({
	view: site.selectView(key).view,
	pairs: site.comparisons,
	series: (keep) => viewSeries(site.dataset, key, keep),
	machineSpread: site.dataset.machineSpread,
	phases: site.dataset.pressPhases ?? [],
	judging: judgingOf(site.dataset),
	...(site.dataset.bannerLayout ? { bannerLayout: site.dataset.bannerLayout } : {}),
	current: true
});

/** A view of an archived publication, as comparisons read it (the current one reads as currentSource). */
export function publicationSource(site: Site, record: PublicationRecord, key: ViewKey): CompareSource {
	if (record.current) return currentSource(site, key);
	const whole = site.archive.read(record);
	return {
		view: archivedView(whole, key, site.config.origin),
		pairs: site.archive.comparisons(record),
		series: (keep) => whole.hostMedians.filter((h) => h.profile === key.profile && h.framework === key.framework).map((h) => ({ host: h.host, design: null, rounds: h.rounds, control: h.control, products: h.products.filter((p) => keep(p.product)) })),
		phases: whole.pressPhases,
		judging: judgingOf(whole),
		...(whole.bannerLayout ? { bannerLayout: whole.bannerLayout } : {}),
		current: false
	};
}

/** A comparison in the current publication (/compare). */
export function selectComparison(site: Site, query: CompareQuery): CompareSelection {
	return selectIn(currentSource(site, query.key), query);
}

/** A comparison in any publication served so far, at its permanent address (/publications/<analysisId>/compare). */
export function selectPublicationComparison(site: Site, record: PublicationRecord, query: CompareQuery): CompareSelection {
	if (record.current) return { ...selectComparison(site, query), ...(query.a && query.b ? { path: publicationComparePath(record.analysisId, query.key, query.a, query.b) } : {}) };
	return selectIn(publicationSource(site, record, query.key), query);
}
