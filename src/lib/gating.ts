// How each product blocks the tracker until consent (issue 54): by itself ("built in"), or only by
// reporting the choice through callbacks, so that the integrator's page must block (the test pages
// do). Products of the two kinds are not alike, so the leaderboard shows the kind on every row and can
// be narrowed to one. Declared once here: the query parameter, its refusal, the labels and the filter.
import { GATING_KINDS, type Dataset, type GatingKind, type ResultEntry } from './schema.ts';

/** The leaderboard's `blocking` parameter: every product, or one kind. */
export const BLOCKING_FILTERS = ['all', ...GATING_KINDS] as const;
export type BlockingFilter = (typeof BLOCKING_FILTERS)[number];
export const DEFAULT_BLOCKING: BlockingFilter = 'all';

/** short: under a rank; words: in a table cell of its own; long: a sentence. */
export const GATING_LABELS: Record<GatingKind, { short: string; words: string; long: string }> = {
	'built-in': { short: 'built-in', words: 'built-in blocking', long: 'built-in blocking: the product holds the tracker back until consent' },
	integrator: { short: 'callbacks', words: 'callbacks only (the site blocks)', long: 'gating by the integrator: the product only reports the choice, and the site must block the tracker' }
};

export const BLOCKING_FILTER_LABELS: Record<BlockingFilter, string> = { all: 'Every product', 'built-in': 'Blocks scripts itself', integrator: 'Callbacks only' };

/**
 * Each product's kind: from the dataset's `gating` (1.4 and later), else from the sentence every cell's
 * notes open with (earlier publications), else undefined.
 */
export function gatingKinds(dataset: Pick<Dataset, 'gating' | 'cells'>): ReadonlyMap<string, GatingKind> {
	if (dataset.gating) return new Map(dataset.gating.map((g) => [g.product, g.kind]));
	const kinds = new Map<string, GatingKind>();
	for (const cell of dataset.cells)
		for (const note of cell.notes) {
			if (note.startsWith('Gating by integrator:')) kinds.set(cell.product, 'integrator');
			else if (note.startsWith('Built-in blocking:')) kinds.set(cell.product, 'built-in');
		}
	return kinds;
}

/** The results of one kind, or all of them. */
export function narrowResults(results: readonly ResultEntry[], blocking: BlockingFilter, kinds: ReadonlyMap<string, GatingKind>): ResultEntry[] {
	return blocking === 'all' ? [...results] : results.filter((r) => kinds.get(r.product.slug) === blocking);
}
