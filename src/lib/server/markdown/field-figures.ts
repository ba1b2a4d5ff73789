// Field figures for the consent managers the lab cannot measure (issue 48), in words: the methodology
// page's section on what they are and are not, and the one-line pointer the leaderboard and its Markdown
// give beside "Not in this table". The figures come from the dataset (notMeasured[].field and
// fieldSource, read from the pinned third-party-web package at publish time) and stay apart from every
// view: nothing here is ranked with, or printed inside, a result of our test pages.
import type { Dataset, FieldSource, UnmeasuredProduct } from '../../schema.ts';
import { formatCount } from '../../format.ts';
import { code, paragraph, type Block } from './blocks.ts';

type FieldOf = Pick<Dataset, 'notMeasured' | 'fieldSource'>;

/** One hosted product's figures, as the pointer and the table show them. */
export interface FieldRow {
	name: string;
	entity: string;
	pages: number;
	averageScriptMs: number;
}

/** The products with field figures, in the not-measured list's order. */
export const fieldRows = (dataset: FieldOf): FieldRow[] =>
	(dataset.notMeasured ?? []).flatMap((p) => (p.field?.status === 'figures' ? [{ name: p.name, entity: p.field.entity, pages: p.field.pages, averageScriptMs: p.field.averageScriptMs }] : []));

/** "Cookiebot 398 ms (367,484 pages)": one product's figures in a phrase. */
export const fieldPhrase = (row: FieldRow) => `${row.name} ${formatCount(row.averageScriptMs)} ms (${formatCount(row.pages)} pages)`;

/** "third-party-web 0.30.0, on the npm registry since 2026-09-14". */
export const sourcePhrase = (source: FieldSource) => `${source.package} ${source.version}, on the npm registry since ${source.publishedOn}`;

/**
 * The leaderboard's pointer, shared by the page and its Markdown: a link, never a figure, so that no
 * reader sets a real site's average beside a median of our test pages (issue 54).
 */
export const FIELD_POINTER = 'Hosted consent managers run from their vendors\' servers and are not on our test pages. What HTTP Archive\'s crawl of real sites says of them is a figure of another kind, not comparable with this table';

/** The crawl month, or that the package does not state it. */
const crawlMonthSentence = (source: FieldSource) =>
	source.crawlMonth ? `The figures summarise the crawl of ${source.crawlMonth}.` : 'The package does not state which month\'s crawl its figures summarise; its version and date are what a reader can check.';

export const FIELD_CAVEATS: readonly string[] = [
	'Real sites, each with its own configuration of the consent manager, its own content and its own other scripts: not our controlled test pages.',
	'An average over pages (total script time ÷ pages that include the product), not a median: a few heavy pages pull it up.',
	'Script time attributed by the domain that served the script: work a consent manager causes in the page\'s own scripts is not counted, and other scripts served from its domains are.',
	'HTTP Archive\'s own mobile conditions (Lighthouse\'s emulated phone and network), not our reference profiles: no figure here compares with a figure in our views.',
	'Never ranked with our results: they say how much script a hosted product runs in the wild, not whether it is lighter than a product we measured.'
];

/** The methodology's section: source, table, what the figures are and are not, and who has none. */
export function fieldFiguresStatement(dataset: FieldOf): Block[] {
	const source = dataset.fieldSource;
	const rows = fieldRows(dataset);
	if (!source || rows.length === 0) return [paragraph('This publication carries no field figures.')];
	const none = (dataset.notMeasured ?? []).filter((p): p is UnmeasuredProduct & { field: { status: 'none'; reason: string } } => p.field?.status === 'none');
	return [
		paragraph(
			`For the hosted consent managers above, the crawl of real sites gives figures of another kind: ${source.crawl}. The `,
			code(source.package),
			` package adds that time up per company. These figures are read from its version ${source.version} (`,
			code(source.file),
			`), published on the npm registry on ${source.publishedOn}, by the step that publishes this dataset; no figure is copied by hand. ${crawlMonthSentence(source)}`
		),
		{
			kind: 'table',
			// Three columns, so that the table fits a phone; the entity is named where it differs from ours.
			header: ['Consent manager (third-party-web entity)', 'Pages', 'Script per page, average'],
			rows: rows.map((r) => [r.entity === r.name ? r.name : `${r.name} (${r.entity})`, formatCount(r.pages), `${formatCount(r.averageScriptMs)} ms`])
		},
		paragraph('What these figures are, and are not:'),
		{ kind: 'list', items: FIELD_CAVEATS.map((c) => [c]) },
		...(none.length > 0 ? [paragraph(`No field figure: ${none.map((p) => `${p.name} (${p.field.reason})`).join('; ')}.`)] : [])
	];
}

/** The leaderboard Markdown's line, or null when the publication has no field figures. */
export function fieldFiguresPointer(dataset: FieldOf, origin: string): string | null {
	if (!dataset.fieldSource || fieldRows(dataset).length === 0) return null;
	return `- ${FIELD_POINTER}: ${origin}/methodology#field-figures`;
}
