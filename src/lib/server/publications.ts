// The publications pages (issue 55): /publications lists every publication served so far, and
// /publications/<analysisId>?profile=…&framework=… shows one view of one of them as it was published,
// with what changed since the publication before it. The HTML pages, their Markdown twins and read_page
// select here, so one URL says the same in each.
import { METHODOLOGY_CHANGES } from '../archive.ts';
import { hostsInCommonChanges, productChanges, timedComparability, versionChange, type HostInCommonChange, type OutcomeChange } from '../archive-changes.ts';
import { DEFAULT_FRAMEWORK, DEFAULT_PROFILE, type ViewKey } from '../dimensions.ts';
import type { Cell, Product } from '../schema.ts';
import type { Archive, PublicationRecord } from './archive.ts';
import { parseViewQuery } from './view-query.ts';

export { PUBLICATIONS_PATH, publicationPath, publicationViewPath } from '../publication-paths.ts';
import { PUBLICATIONS_PATH } from '../publication-paths.ts';

/** One row of /publications. */
export interface PublicationSummary {
	analysisId: string;
	current: boolean;
	methodologyVersion: string;
	publishedOn: string;
	collectedFrom: string;
	collectedTo: string;
	hosts: readonly string[];
	visits: number | null;
	change: string;
}

export const summaryOf = (p: PublicationRecord): PublicationSummary => ({
	analysisId: p.analysisId,
	current: p.current,
	methodologyVersion: p.methodologyVersion,
	publishedOn: p.publishedOn,
	collectedFrom: p.collectedFrom,
	collectedTo: p.collectedTo,
	hosts: p.hosts,
	visits: p.visits,
	change: METHODOLOGY_CHANGES[p.methodologyVersion]?.change ?? 'Not recorded.'
});

export interface PublicationView {
	summary: PublicationSummary;
	currentId: string;
	key: ViewKey;
	/** Every product of the publication with its cell in this view (a product it did not measure here has none). */
	rows: { product: Product; cell: Cell | undefined }[];
	testConditions: string | null;
	caveats: string[];
	lacks: string[];
	/** Where the file does not read as today's schema, what is left out. */
	missing: string[];
	files: { name: string; bytes: number }[];
	/** Whether it has head-to-head differences, each pair at /publications/<analysisId>/compare (issue 66). */
	hasComparisons: boolean;
	rawVisits: { commit: string; path: string } | null;
	/** What changed since the publication before it, in this view; null for the first. */
	changes: null | {
		previous: PublicationSummary;
		/** Why timed outcomes cannot be set against the previous ones, or null when they can. */
		timed: string | null;
		products: { product: Product; version: { then: string; now: string } | null; outcomes: OutcomeChange[] }[];
	};
}

/** A refusal of an unknown analysis id, naming the known ones. */
export const unknownPublication = (id: string, archive: Archive) =>
	`There is no publication "${id}". The publications served so far: ${archive.list.map((p) => `${p.analysisId} (methodology ${p.methodologyVersion}${p.current ? ', current' : ''})`).join(', ')}.`;

export type PublicationQuery = { ok: true; record: PublicationRecord; key: ViewKey } | { ok: false; status: 400 | 404; detail: string };

/** Reads /publications/<analysisId> and its profile and framework (the leaderboard's defaults when absent). */
export function parsePublicationQuery(archive: Archive, analysisId: string, params: URLSearchParams): PublicationQuery {
	const record = archive.byId(analysisId);
	if (!record) return { ok: false, status: 404, detail: unknownPublication(analysisId, archive) };
	const query = parseViewQuery(params);
	if (!query.ok) return { ok: false, status: 400, detail: query.problem.detail };
	return { ok: true, record, key: query.key };
}

export function selectPublicationView(archive: Archive, record: PublicationRecord, key: ViewKey): PublicationView {
	const whole = archive.read(record);
	const products = [...whole.products].sort((a, b) => a.name.localeCompare(b.name, 'en'));
	const conditions = whole.testConditions[key.profile];
	const before = archive.previous(record.analysisId);
	return {
		summary: summaryOf(record),
		currentId: archive.list[0].analysisId,
		key,
		rows: products.map((product) => ({ product, cell: whole.cells.find((c) => c.product === product.slug && c.profile === key.profile && c.framework === key.framework) })),
		testConditions: conditions ? `${conditions.label}: viewport ${conditions.viewport}; CPU ${conditions.cpu}; network ${conditions.network}` : null,
		caveats: whole.caveats,
		lacks: record.lacks,
		missing: whole.missing,
		files: record.files.map((f) => ({ name: f.name, bytes: f.bytes })),
		hasComparisons: record.files.some((f) => f.name === 'comparisons.json'),
		rawVisits: record.rawVisits,
		changes: before
			? {
					previous: summaryOf(before),
					timed: timedComparability(before, record),
					products: products.map((product) => ({
						product,
						version: versionChange(product.slug, before, record),
						outcomes: productChanges(product.slug, before, record).filter((c) => c.key.profile === key.profile && c.key.framework === key.framework)
					}))
				}
			: null
	};
}

/** The canonical read_page path of a publication's view, or of the list; null when `path` is neither. */
export function readPublicationPath(path: string, archive: Archive): null | { ok: true; list: true } | { ok: true; list: false; record: PublicationRecord; key: ViewKey } | { ok: false; detail: string } {
	const url = new URL(path, 'http://read-page.invalid');
	if (url.pathname === PUBLICATIONS_PATH && url.search === '') return { ok: true, list: true };
	const match = /^\/publications\/([^/]+)$/.exec(url.pathname);
	if (!match) return null;
	const parsed = parsePublicationQuery(archive, decodeURIComponent(match[1]), url.searchParams);
	if (!parsed.ok) return { ok: false, detail: parsed.detail };
	return { ok: true, list: false, record: parsed.record, key: parsed.key };
}

export const DEFAULT_VIEW: ViewKey = { profile: DEFAULT_PROFILE, framework: DEFAULT_FRAMEWORK };

/**
 * The leaderboard's `analysis` parameter (a citation's): absent or the current publication's id, the
 * leaderboard answers; an archived one, its publication page; anything else, a 404 naming the known ones.
 */
export function archivedAnalysis(archive: Archive, params: URLSearchParams): { status: 'current' } | { status: 'archived'; analysisId: string } | { status: 404; detail: string } {
	const id = params.get('analysis');
	if (id === null || id === archive.list[0].analysisId) return { status: 'current' };
	return archive.byId(id) ? { status: 'archived', analysisId: id } : { status: 404, detail: unknownPublication(id, archive) };
}

/** One step of a product's history: a publication against the one before it, every view and outcome. */
export interface HistoryStep {
	now: PublicationSummary;
	then: PublicationSummary;
	/** Why timed outcomes cannot be compared across this step, or null when they can. */
	timed: string | null;
	version: { then: string; now: string } | null;
	changes: OutcomeChange[];
	/** Where timed outcomes are not comparable for their hosts: each shared host's own medians, then and now. */
	onHostsInCommon: HostInCommonChange[];
	/** When the shared hosts' Δ outcomes were computed another way then (before 1.4: not within the round). */
	deltaMethodChanged: boolean;
}

/**
 * Steps a product page shows in full, newest first: a product's history is read to choose between
 * products today, and each step is a table of every view (issue 60: a page that grew by a table with
 * every publication would cost memory with every publication too). Every earlier step stays on its
 * publication's own page, which shows what changed since the one before it for every product.
 */
export const HISTORY_STEPS_SHOWN = 3;

export interface ProductHistory {
	steps: HistoryStep[];
	/** The publications before the steps shown, whose own pages carry the earlier steps; newest first. */
	earlier: PublicationSummary[];
}

/** A product's history across the publications served, newest step first (issue 55), the last HISTORY_STEPS_SHOWN in full. */
export function productHistory(archive: Archive, slug: string): ProductHistory {
	const shown = archive.list.slice(0, HISTORY_STEPS_SHOWN + 1);
	return { steps: historySteps(shown, slug), earlier: archive.list.slice(HISTORY_STEPS_SHOWN + 1).map(summaryOf) };
}

/** Whether a publication takes each Δ against the bare page of its own round (methodology 1.4 and later). */
const deltaWithinRound = (p: Pick<PublicationRecord, 'methodologyVersion'>) => Number(p.methodologyVersion) >= 1.4;

function historySteps(list: readonly PublicationRecord[], slug: string): HistoryStep[] {
	return list.slice(0, -1).flatMap((now, i) => {
		const then = list[i + 1];
		const changes = productChanges(slug, then, now);
		if (changes.length === 0) return [];
		const timed = timedComparability(then, now);
		return [{ now: summaryOf(now), then: summaryOf(then), timed, version: versionChange(slug, then, now), changes, onHostsInCommon: timed ? hostsInCommonChanges(slug, then, now) : [], deltaMethodChanged: deltaWithinRound(then) !== deltaWithinRound(now) }];
	});
}
