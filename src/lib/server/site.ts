// The one owner of the published dataset at run time. Start-up reads and validates
// data/publication.json once, then builds every view (with its JSON bytes and ETag), the page
// registry and every Markdown variant, so a request only selects. Nothing here is ever written.
import { readFileSync } from 'node:fs';
import { ALL_VIEWS, PROFILES, type Profile, type ViewKey } from '../dimensions.ts';
import { validateDataset } from '../dataset.ts';
import type { BenchmarkView, Dataset } from '../schema.ts';
import { readConfig, type SiteConfig } from './config.ts';
import { buildView } from './views.ts';
import { buildPages, type CanonicalPage } from './pages.ts';
import { fixedBody, type FixedBody } from './http/fixed-body.ts';
import { renderProfileMarkdown, renderViewMarkdown } from './markdown/leaderboard.ts';
import { checkOperatorProduct } from './operator.ts';
import { findRawVisitFiles, type RawVisitFile } from './raw-visits.ts';

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

export interface PublishedView {
	key: ViewKey;
	view: BenchmarkView;
	json: FixedBody;
	markdown: FixedBody;
}

export interface Site {
	config: SiteConfig;
	dataset: Dataset;
	pages: readonly CanonicalPage[];
	selectView(key: ViewKey): PublishedView;
	/** Markdown of a canonical page path, or undefined when the path is not in the registry. */
	pageMarkdown(path: string): FixedBody | undefined;
	page(path: string): CanonicalPage | undefined;
	/** Every framework of one profile as Markdown (the leaderboard without a framework). */
	profileMarkdown(profile: Profile): FixedBody;
	/** Raw visit records published beside the dataset, by file name. */
	rawVisitFiles: ReadonlyMap<string, RawVisitFile>;
}

const viewId = ({ profile, framework }: ViewKey) => `${profile}/${framework}`;

export function buildSite(config: SiteConfig, dataset: Dataset): Site {
	checkOperatorProduct(config.operatorProduct, dataset);
	const views = new Map<string, PublishedView>();
	for (const key of ALL_VIEWS) {
		const view = buildView(dataset, key, config.origin);
		views.set(viewId(key), {
			key,
			view,
			json: fixedBody(JSON.stringify(view), 'application/json; charset=utf-8'),
			markdown: fixedBody(renderViewMarkdown(view, config.origin), MARKDOWN_TYPE)
		});
	}
	const selectView = (key: ViewKey) => views.get(viewId(key))!;
	const viewOf = (key: ViewKey) => selectView(key).view;
	const pages = buildPages({ dataset, origin: config.origin, viewOf, operator: config.operatorProduct });
	const pageByPath = new Map(pages.map((page) => [page.path, page]));
	const markdownByPath = new Map(pages.map((page) => [page.path, fixedBody(page.markdown, MARKDOWN_TYPE)]));
	const byProfile = new Map(
		PROFILES.map((profile) => [profile, fixedBody(renderProfileMarkdown(profile, viewOf, config.origin), MARKDOWN_TYPE)])
	);
	return {
		config,
		dataset,
		pages,
		selectView,
		page: (path) => pageByPath.get(path),
		pageMarkdown: (path) => markdownByPath.get(path),
		profileMarkdown: (profile) => byProfile.get(profile)!,
		rawVisitFiles: new Map(findRawVisitFiles(config.publicationPath).map((file) => [file.name, file]))
	};
}

/** Reads and validates the dataset file; a broken file throws with the path of the first bad field. */
export function loadSite(config: SiteConfig = readConfig()): Site {
	let parsed: unknown;
	try {
		parsed = JSON.parse(readFileSync(config.publicationPath, 'utf8'));
	} catch (error) {
		throw new Error(`cannot read the dataset ${config.publicationPath}: ${(error as Error).message}`);
	}
	try {
		return buildSite(config, validateDataset(parsed));
	} catch (error) {
		throw new Error(`invalid dataset ${config.publicationPath}: ${(error as Error).message}`);
	}
}

let current: Site | undefined;

/** Called once from the server's init hook. */
export function initSite(config?: SiteConfig): Site {
	current = loadSite(config);
	return current;
}

export function getSite(): Site {
	// Vite's dev server may evaluate a route before the init hook in some reload orders.
	return (current ??= loadSite());
}
