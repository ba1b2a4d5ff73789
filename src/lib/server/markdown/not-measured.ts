// "What is not measured, and why" (issue 25): the consent managers a reader looks for and does not find
// on the leaderboard, from the dataset's `notMeasured` list, as blocks for the methodology page and its
// Markdown twin, and the one-line pointer the leaderboard gives where a missing product is noticed.
import type { Dataset, UnmeasuredProduct } from '../../schema.ts';
import { paragraph, withCodeSpans, type Block } from './blocks.ts';
import { fieldFiguresPointer } from './field-figures.ts';

const KINDS: Record<UnmeasuredProduct['kind'], string> = {
	'vendor-hosted': 'Served by their vendors: the offline harness cannot load them.',
	'npm-package': 'On the npm registry, but not measurable honestly.'
};

/** The list as blocks: one table per kind, then what measuring one would take. */
export function notMeasuredStatement(dataset: Pick<Dataset, 'notMeasured'>): Block[] {
	const list = dataset.notMeasured ?? [];
	if (list.length === 0) return [paragraph('This publication lists no consent manager as not measured.')];
	const blocks: Block[] = [
		paragraph('The harness loads every product from its npm package on pages served by the measuring machine, and Chromium resolves no other host, so that no result depends on the internet or on a vendor\'s server at the time of the visit. Consent managers that only exist as a service of their vendor cannot be measured that way. These are the ones readers look for:')
	];
	for (const kind of Object.keys(KINDS) as UnmeasuredProduct['kind'][]) {
		const own = list.filter((p) => p.kind === kind);
		if (own.length === 0) continue;
		blocks.push(paragraph(KINDS[kind]), {
			kind: 'table',
			// Two columns, so that the reasons stay readable on a phone; the websites are in publication.json.
			header: ['Consent manager (vendor)', 'Why it is not measured'],
			rows: own.map((p) => [`${p.name} (${p.vendor})`, withCodeSpans(p.reason)])
		});
	}
	// One paragraph per distinct answer, naming every product it is for.
	const answers = [...new Set(list.map((p) => p.wouldTake))];
	return [...blocks, ...answers.map((text) => paragraph(`What measuring ${orList(list.filter((p) => p.wouldTake === text).map((p) => p.name))} would take: `, ...withCodeSpans(text)))];
}

/** "A", "A or B", "A, B or C". */
const orList = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);

/** The names, for the leaderboard's pointer: "Cookiebot, OneTrust and 10 more". */
export const notMeasuredNames = (dataset: Pick<Dataset, 'notMeasured'>): string[] => (dataset.notMeasured ?? []).map((p) => p.name);

/** The pointer as one Markdown line, or null when nothing is listed. */
export function notMeasuredPointer(dataset: Pick<Dataset, 'notMeasured'>, origin: string): string | null {
	const names = notMeasuredNames(dataset);
	return names.length === 0 ? null : `- Not in these tables, and why: ${names.join(', ')}: ${origin}/methodology#not-measured`;
}

/** The leaderboard Markdown's lines on what its tables leave out: the names, then the hosted ones' field figures. */
export const leftOutPointers = (dataset: Pick<Dataset, 'notMeasured' | 'fieldSource'>, origin: string): string[] =>
	[notMeasuredPointer(dataset, origin), fieldFiguresPointer(dataset, origin)].filter((line): line is string => line !== null);
