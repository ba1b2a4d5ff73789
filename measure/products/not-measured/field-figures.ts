// Field figures for the consent managers the lab cannot measure (issue 48): how HTTP Archive's monthly
// mobile crawl sees them, as the third-party-web package summarises it. Lighthouse attributes each
// crawled page's script execution time to the domain that served the script; third-party-web adds it
// up per entity (the companies behind sets of domains). These are figures about real sites, each with
// its own configuration and other scripts, never results of our test pages: the publishing step reads
// them from the pinned package's own file, and they are shown apart from every view's results.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FieldFigures, FieldSource, UnmeasuredProduct } from '../../../src/lib/schema.ts';

/**
 * The package the figures come from, pinned in package.json. Its registry date is the registry's own
 * record (`npm view third-party-web time --json`: "0.30.0": "2026-09-14T…"); the package does not say
 * which month's crawl it summarises, so that is said in words, never guessed.
 */
export const FIELD_SOURCE: FieldSource = {
	package: 'third-party-web',
	version: '0.30.0',
	publishedOn: '2026-09-14',
	file: 'dist/entities.json',
	url: 'https://github.com/patrickhulce/third-party-web',
	crawl: "HTTP Archive's crawl of millions of sites, loaded on mobile by Lighthouse, whose bootup-time audit attributes each script's execution time to the domain that served it",
	// Neither the package's files nor its README name the crawl's month.
	crawlMonth: null
};

/**
 * Each not-measured product (by its name in products/not-measured/) to exactly one third-party-web
 * entity, or why it has none. The category is not the selector: Cookiebot, iubenda, TrustArc and
 * Cookie-Script.com are filed under `utility`. The look-alike "… CMP" entities under mgr.consensu.org
 * (Cookiebot CMP, OneTrust CMP, Didomi CMP, iubenda CMP, TrustArc CMP) carry no figures, so the
 * products' own domains' entities are the ones used.
 */
export const FIELD_ENTITIES: Readonly<Record<string, { entity: string } | { none: string }>> = {
	Cookiebot: { entity: 'Cookiebot' },
	OneTrust: { entity: 'Optanon' },
	Usercentrics: { entity: 'Usercentrics CMP' },
	Didomi: { entity: 'Didomi' },
	CookieYes: { none: 'third-party-web 0.30.0 has no entity for its domains (too few pages in the crawl, or not yet catalogued)' },
	'iubenda Privacy Controls and Cookie Solution': { entity: 'iubenda' },
	'Osano hosted platform (not the open-source Cookie Consent)': { entity: 'Osano CMP' },
	TrustArc: { entity: 'TrustArc' },
	Termly: { none: 'third-party-web 0.30.0 has no entity for its domains (too few pages in the crawl, or not yet catalogued)' },
	Sourcepoint: { none: "third-party-web 0.30.0's Sourcepoint entity lists its serving domains but carries no figures" },
	'InMobi Choice (formerly Quantcast Choice)': { none: "third-party-web 0.30.0 has no entity for it; its Quantcast entity is Quantcast's analytics, not the consent manager" },
	Axeptio: { none: 'third-party-web 0.30.0 has no entity for its domains (too few pages in the crawl, or not yet catalogued)' },
	'Google Funding Choices': { entity: 'Google FundingChoices' },
	'Cookie-Script': { entity: 'Cookie-Script.com' }
};

/** An entity as dist/entities.json has it (the fields used here). */
export interface Entity {
	name: string;
	totalExecutionTime?: number;
	totalOccurrences?: number;
}

/** The installed package's version and entities (node_modules/third-party-web). */
export function readInstalledEntities(): { version: string; entities: Entity[] } {
	const require = createRequire(import.meta.url);
	const manifest = require.resolve('third-party-web/package.json');
	const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
	const entities = JSON.parse(readFileSync(manifest.replace(/package\.json$/, FIELD_SOURCE.file), 'utf8')) as Entity[];
	return { version, entities };
}

/**
 * A product's field figures from `entities`: pages that include the entity, and its average script
 * execution time per such page (totalExecutionTime ÷ totalOccurrences, rounded to the ms; the package
 * has no average field, and its README's table shows the same figures). Refuses a mapping whose entity
 * is missing or carries no figures, naming both, so a new release cannot drop a product silently.
 */
export function fieldFiguresOf(product: string, entities: readonly Entity[]): FieldFigures {
	const mapping = FIELD_ENTITIES[product];
	if (!mapping) throw new Error(`field figures: ${product} has no line in FIELD_ENTITIES (products/not-measured/field-figures.ts); map it to one third-party-web entity, or say why it has none`);
	if ('none' in mapping) return { status: 'none', reason: mapping.none };
	const found = entities.filter((e) => e.name === mapping.entity);
	if (found.length !== 1) throw new Error(`field figures: ${product} maps to the third-party-web entity "${mapping.entity}", which ${FIELD_SOURCE.file} holds ${found.length} times (exactly once is needed)`);
	const { totalExecutionTime: ms, totalOccurrences: pages } = found[0];
	if (typeof ms !== 'number' || typeof pages !== 'number' || pages <= 0) throw new Error(`field figures: the third-party-web entity "${mapping.entity}" (for ${product}) carries no figures in this release`);
	return { status: 'figures', entity: mapping.entity, pages, averageScriptMs: Math.round(ms / pages) };
}

/**
 * The not-measured list with each vendor-hosted product's field figures (npm packages get none: they
 * are not what HTTP Archive sees served by a vendor). Refuses an installed package of another version
 * than FIELD_SOURCE names, and a mapping line for a product that is not on the list.
 */
export function withFieldFigures(list: readonly UnmeasuredProduct[], installed: { version: string; entities: readonly Entity[] }): UnmeasuredProduct[] {
	if (installed.version !== FIELD_SOURCE.version)
		throw new Error(`field figures: third-party-web ${installed.version} is installed, but FIELD_SOURCE names ${FIELD_SOURCE.version}; set its version and registry date (npm view third-party-web time --json) in measure/products/not-measured/field-figures.ts, then republish`);
	const hosted = new Set(list.filter((p) => p.kind === 'vendor-hosted').map((p) => p.name));
	const stale = Object.keys(FIELD_ENTITIES).filter((name) => !hosted.has(name));
	if (stale.length > 0) throw new Error(`field figures: FIELD_ENTITIES maps ${stale.join(', ')}, which the not-measured list does not hold as vendor-hosted`);
	return list.map((p) => (p.kind === 'vendor-hosted' ? { ...p, field: fieldFiguresOf(p.name, installed.entities) } : p));
}
