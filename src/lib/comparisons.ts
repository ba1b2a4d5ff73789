// Head to head (issue 47): the differences of a publication's pairs of products, as data/comparisons.json
// holds them (each pair once, A before B in slug order), validated against the dataset they belong to,
// and turned the way a reader asks (B against A is the negation, with the conclusion's sides swapped).
// The harness concludes with the same function the site checks with, so the two cannot disagree.
import * as v from 'valibot';
import type { Profile, ViewKey } from './dimensions.ts';
import { ALL_VIEWS } from './dimensions.ts';
import { DatasetError, describeIssue, issuePath } from './dataset.ts';
import { comparisonMargin, judgingOf, type Judging } from './judging.ts';
import { outcomeOf, roundFor, TIMED_METRIC_IDS, type TimedMetricId } from './metrics.ts';
import { ComparisonsSchema, type Comparisons, type Conclusion, type Dataset, type Difference } from './schema.ts';

/**
 * Judged on the interval against the outcome's practical margin on the profile, under the publication's
 * judging (metrics.ts, comparisonOf). From 2.1 (a publication that wrote its press reading) an interval
 * clear of zero that reaches past the margin on one side only is "measurably more"; "not told apart"
 * (inconclusive) then means only an interval across zero that reaches past the margin.
 */
export function concludeDifference(id: TimedMetricId, interval: { low: number; high: number }, profile: Profile, judging: Judging): Conclusion {
	const margin = comparisonMargin(id, profile, judging);
	if (interval.low > margin) return 'a-costs-more';
	if (interval.high < -margin) return 'b-costs-more';
	if (interval.low >= -margin && interval.high <= margin) return 'no-practical-difference';
	if (judging.pressReading && interval.low > 0) return 'a-measurably-more';
	if (judging.pressReading && interval.high < 0) return 'b-measurably-more';
	return 'inconclusive';
}

const SWAPPED: Record<Conclusion, Conclusion> = {
	'a-costs-more': 'b-costs-more',
	'b-costs-more': 'a-costs-more',
	'a-measurably-more': 'b-measurably-more',
	'b-measurably-more': 'a-measurably-more',
	'no-practical-difference': 'no-practical-difference',
	inconclusive: 'inconclusive'
};

/** B against A, from A against B: the difference and its interval negated, the conclusion's sides swapped. */
export const swapped = (d: Difference): Difference => ({
	difference: -d.difference || 0,
	low: -d.high || 0,
	high: -d.low || 0,
	conclusion: SWAPPED[d.conclusion],
	...(d.ratio ? { ratio: { value: 1 / d.ratio.value, low: 1 / d.ratio.high, high: 1 / d.ratio.low } } : {})
});

export type PairOutcomes = Partial<Record<TimedMetricId, Difference>>;

export interface ComparisonIndex {
	/** The differences of `a` against `b` in a view, turned as asked; undefined when either is not measured there. */
	pair(key: ViewKey, a: string, b: string): PairOutcomes | undefined;
}

const viewId = (key: ViewKey) => `${key.profile}/${key.framework}`;

/** The measured products of a view in slug order: the order its pairs are published and checked in. */
export const comparedCells = (dataset: Pick<Dataset, 'cells'>, key: ViewKey) =>
	dataset.cells.filter((c) => c.profile === key.profile && c.framework === key.framework && c.answers.bannerVisible.status === 'measured').sort((a, b) => (a.product < b.product ? -1 : 1));

/**
 * Validates comparisons.json's content against its schema and the dataset: its analysisId, one entry per
 * pair of measured products of every view in slug order, every difference the difference of the two
 * published medians, every interval ordered and every conclusion the one its interval gives.
 */
export function validateComparisons(input: unknown, dataset: Dataset): Comparisons {
	const result = v.safeParse(ComparisonsSchema, input, { abortEarly: true });
	if (!result.success) throw new DatasetError(issuePath(result.issues[0]), describeIssue(result.issues[0]));
	const comparisons = result.output;
	if (comparisons.analysisId !== dataset.publication.analysisId)
		throw new DatasetError('$.analysisId', `"${comparisons.analysisId}" is not the dataset's analysisId "${dataset.publication.analysisId}"; publish both from the same records`);
	const judging = judgingOf(dataset);
	ALL_VIEWS.forEach((key, i) => {
		const view = comparisons.views[i];
		if (!view || view.profile !== key.profile || view.framework !== key.framework) throw new DatasetError(`$.views[${i}]`, `expected the view ${viewId(key)} (views in the order of ALL_VIEWS)`);
		const cells = comparedCells(dataset, key);
		const expected = cells.flatMap((a, j) => cells.slice(j + 1).map((b) => [a, b] as const));
		if (view.pairs.length !== expected.length) throw new DatasetError(`$.views[${i}].pairs`, `${view.pairs.length} pairs, but ${viewId(key)} has ${cells.length} measured products, so ${expected.length} pairs`);
		view.pairs.forEach((pair, j) => {
			const [a, b] = expected[j];
			const at = `$.views[${i}].pairs[${j}]`;
			if (pair.a !== a.product || pair.b !== b.product) throw new DatasetError(at, `expected the pair ${a.product} / ${b.product}, got ${pair.a} / ${pair.b}`);
			for (const id of TIMED_METRIC_IDS) {
				const d = pair.outcomes[id];
				const oa = outcomeOf(a, id);
				const ob = outcomeOf(b, id);
				if (!d) continue;
				if (oa.status !== 'measured' || ob.status !== 'measured') throw new DatasetError(`${at}.outcomes.${id}`, 'a difference where one product has no measured result');
				if (d.difference !== roundFor(id, oa.median - ob.median))
					throw new DatasetError(`${at}.outcomes.${id}.difference`, `${d.difference} is not the difference of the published medians (${oa.median} − ${ob.median})`);
				if (d.low > d.high) throw new DatasetError(`${at}.outcomes.${id}.low`, `${d.low} is above high ${d.high}`);
				if (d.conclusion !== concludeDifference(id, d, key.profile, judging)) throw new DatasetError(`${at}.outcomes.${id}.conclusion`, `"${d.conclusion}" is not what the interval [${d.low}, ${d.high}] concludes`);
			}
		});
	});
	return comparisons;
}

/** The comparisons by view and pair, for the pages, Markdown and read_page to select from. */
export function indexComparisons(comparisons: Comparisons): ComparisonIndex {
	const pairs = new Map<string, PairOutcomes>(comparisons.views.flatMap((view) => view.pairs.map((pair) => [`${view.profile}/${view.framework}/${pair.a}/${pair.b}`, pair.outcomes] as const)));
	return {
		pair(key, a, b) {
			const forward = pairs.get(`${viewId(key)}/${a}/${b}`);
			if (forward) return forward;
			const backward = pairs.get(`${viewId(key)}/${b}/${a}`);
			return backward && Object.fromEntries(Object.entries(backward).map(([id, d]) => [id, swapped(d)]));
		}
	};
}
