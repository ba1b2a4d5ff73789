// Head to head in words (issue 47): one sentence per outcome that a person can quote, worded from its
// conclusion, and the comparison's citation. The HTML page and its Markdown twin both say these.
import { FRAMEWORK_LABELS, PROFILE_LABELS, type Profile, type ViewKey } from './dimensions.ts';
import { formatShort } from './format.ts';
import { comparisonMargin, type Judging } from './judging.ts';
import { metricDefinition, TIMED_METRIC_IDS, type TimedMetricId } from './metrics.ts';
import { swapped, type PairOutcomes } from './comparisons.ts';
import type { Dataset, Difference } from './schema.ts';

const viewWords = (key: ViewKey) => `${PROFILE_LABELS[key.profile].toLowerCase()} / ${FRAMEWORK_LABELS[key.framework]}`;

/** "12.3–45.6 ms", "4.1–4.1 kB": a positive range in the outcome's unit, short form for bytes. */
function range(id: TimedMetricId, low: number, high: number): string {
	const bytes = metricDefinition(id).unit === 'bytes';
	if (low === high) return formatShort(id, low, { signed: false });
	const number = (v: number) => formatShort(id, v, { signed: false }).replace(/ (ms|kB)$/, '');
	return `${number(low)}–${number(high)} ${bytes ? 'kB' : 'ms'}`;
}

/** How one product costs more than the other, by outcome: "X adds 12–45 ms more main-thread work than Y". */
const MORE: Record<TimedMetricId, (more: string, less: string, by: string) => string> = {
	bannerVisible: (more, less, by) => `${more}'s banner becomes visible ${by} later than ${less}'s`,
	pageDelay: (more, less, by) => `${more} delays the page's hero ${by} more than ${less}`,
	clickResponse: (more, less, by) => `${more} responds to "Accept all" ${by} more slowly than ${less}`,
	addedBytes: (more, less, by) => `${more} adds ${by} more to the page than ${less}`,
	mainThread: (more, less, by) => `${more} adds ${by} more main-thread work than ${less}`,
	rejectResponse: (more, less, by) => `${more} responds to "Reject all" ${by} more slowly than ${less}`
};

/** "-70 ms to +69 ms": a difference's 95% interval, signed. */
export const signedInterval = (id: TimedMetricId, d: Pick<Difference, 'low' | 'high'>) => `${formatShort(id, d.low, { signed: true })} to ${formatShort(id, d.high, { signed: true })}`;

/** The practical margin on a profile under a publication's judging, as it is defined, not rounded for display: "16.7 ms", "1,024 bytes". */
export const marginWords = (id: TimedMetricId, profile: Profile, judging: Judging) => `${comparisonMargin(id, profile, judging).toLocaleString('en-US')} ${metricDefinition(id).unit}`;

/** "×1.84 (1.52–2.20)": a press difference as the ratio of the medians A/B with its interval (2.1 and later). */
export const ratioWords = (d: Difference) => (d.ratio ? `×${d.ratio.value.toFixed(2)} (${d.ratio.low.toFixed(2)}–${d.ratio.high.toFixed(2)})` : '');

/** The sentence a person can quote for one outcome of A against B, under its publication's judging (its margins). */
export function differenceSentence(id: TimedMetricId, d: Difference, a: string, b: string, key: ViewKey, judging: Judging): string {
	const on = `On ${viewWords(key)}`;
	const label = metricDefinition(id).label.toLowerCase();
	const margin = marginWords(id, key.profile, judging);
	// The ratio read the way the sentence runs: the product named first over the other.
	const bFirst = d.conclusion === 'b-costs-more' || d.conclusion === 'b-measurably-more';
	const ratio = !d.ratio ? '' : bFirst ? `; ${b}'s median is ${ratioWords(swapped(d))} ${a}'s` : `; ${a}'s median is ${ratioWords(d)} ${b}'s`;
	switch (d.conclusion) {
		case 'a-costs-more':
			return `${on}, ${MORE[id](a, b, range(id, d.low, d.high))}${ratio}.`;
		case 'b-costs-more':
			return `${on}, ${MORE[id](b, a, range(id, -d.high, -d.low))}${ratio}.`;
		case 'a-measurably-more':
			return `${on}, ${MORE[id](a, b, range(id, d.low, d.high))}${ratio}: a difference clear of zero, but these visits cannot say whether it exceeds the ±${margin} margin.`;
		case 'b-measurably-more':
			return `${on}, ${MORE[id](b, a, range(id, -d.high, -d.low))}${ratio}: a difference clear of zero, but these visits cannot say whether it exceeds the ±${margin} margin.`;
		case 'no-practical-difference':
			return `${on}, no practical difference in ${label} between ${a} and ${b} (${signedInterval(id, d)}, within ±${margin}${ratio}).`;
		case 'inconclusive':
			// No "leans": the point estimate can sit on one side while most of the interval lies on the other.
			return `${on}, ${a} and ${b} are not told apart in ${label}: the interval of their difference (${signedInterval(id, d)}) reaches across zero and past the ±${margin} margin, so these visits cannot say which costs more, or whether either does.`;
	}
}

/** The comparison in the methodology's citation form: every outcome both products measured, with its interval. */
/** A comparison's citation, naming its permanent address (`/publications/<analysisId>/compare?…`), whose numbers never change. */
export function citeDifferences(outcomes: PairOutcomes, a: { name: string; version: string }, b: { name: string; version: string }, key: ViewKey, publication: Pick<Dataset['publication'], 'publishedOn' | 'methodologyVersion' | 'analysisId'>, permanentUrl: string): string {
	const parts = TIMED_METRIC_IDS.flatMap((id) => {
		const d = outcomes[id];
		return d ? [`${metricDefinition(id).label.toLowerCase()} difference ${formatShort(id, d.difference, { signed: true })} (95% interval ${signedInterval(id, d)}, ${CONCLUSION_WORDS[d.conclusion](a.name, b.name)})`] : [];
	});
	return `${a.name} ${a.version} against ${b.name} ${b.version}, ${FRAMEWORK_LABELS[key.framework]}, ${key.profile}: ${parts.join('; ')}. CMP Benchmarks, publication ${publication.publishedOn} (analysis ${publication.analysisId}), methodology ${publication.methodologyVersion}. ${permanentUrl}`;
}

/** A conclusion in a few words, with the products named. */
export const CONCLUSION_WORDS: Record<Difference['conclusion'], (a: string, b: string) => string> = {
	'a-costs-more': (a) => `${a} costs more`,
	'b-costs-more': (_a, b) => `${b} costs more`,
	'a-measurably-more': (a) => `${a} measurably more`,
	'b-measurably-more': (_a, b) => `${b} measurably more`,
	'no-practical-difference': () => 'no practical difference',
	inconclusive: () => 'not told apart'
};
