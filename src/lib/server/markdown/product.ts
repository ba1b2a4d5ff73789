// Markdown of a product page: one product across every profile and framework.
import { ALL_VIEWS, FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import { outcomeOf, TIMED_METRIC_IDS } from '../../metrics.ts';
import type { ProductHistory } from '../publications.ts';
import { publicationPath, publicationViewPath } from '../../publication-paths.ts';
import { describeHostChange, HISTORY_INTRO, HOST_MEDIAN_OUTCOMES, hostsInCommonLead } from '../../archive-changes.ts';
import { describeCorrectness, describeNewerRelease } from '../../format.ts';
import { GATING_LABELS } from '../../gating.ts';
import type { BenchmarkView, GatingKind, HostMedians, Product, ResultEntry } from '../../schema.ts';
import type { ViewKey } from '../../dimensions.ts';
import { outcomeCell, outcomeHeader } from './leaderboard.ts';
import { controlPhrase, hostValues } from '../../components/host-medians.ts';
import { changeCell } from './publications.ts';
import { table } from './tables.ts';

const DEFAULT_VIEW_KEY: ViewKey = ALL_VIEWS[0];

export function productResult(view: BenchmarkView, slug: string): ResultEntry {
	const entry = view.results.find((r) => r.product.slug === slug);
	if (!entry) throw new Error(`product ${slug} is not in view ${view.profile}/${view.framework}`);
	return entry;
}

/** Each host's own medians of the product, one row per view and host (issue 54); empty before 1.4. */
function byHostTable(product: Product, hostsOf: (key: ViewKey) => readonly HostMedians[]): string[] {
	const scaled = ALL_VIEWS.some((key) => hostsOf(key).some((h) => h.control !== undefined));
	const rows = ALL_VIEWS.flatMap((key) =>
		hostsOf(key).flatMap((h) => {
			const own = h.products.find((p) => p.product === product.slug);
			if (!own) return [];
			const values = (id: (typeof TIMED_METRIC_IDS)[number]) => hostValues([h], product.slug, id)[0];
			return [[PROFILE_LABELS[key.profile], FRAMEWORK_LABELS[key.framework], h.host, String(h.rounds), String(own.visits), ...(scaled ? [controlPhrase(h)] : []), ...TIMED_METRIC_IDS.map((id) => {
				const v = values(id);
				return v === undefined ? '–' : v.measured ? `${v.value} (as measured ${v.measured})` : v.value;
			})]];
		})
	);
	if (rows.length === 0) return [];
	const lead = scaled
		? 'The medians above pool every host; here is what each host measured on its own, stated as the publication states its numbers (each round at the speed of its own bare page, each Δ against the bare page of its own round), with the median as measured in brackets where the scaling moved it. "Bare page" is how fast the host ran the bare page against the fixed reference (×1.30: 30% slower).'
		: 'The medians above pool every host; here is what each host measured on its own (Δ outcomes against its own baseline visits).';
	return ['## Each host\'s medians', '', lead, '', table(['Profile', 'Framework', 'Host', 'Rounds', 'Visits', ...(scaled ? ['Bare page'] : []), ...TIMED_METRIC_IDS.map(outcomeHeader)], rows), ''];
}

/** Each publication against the one before, for this product (issue 55): then → now per view and outcome, and whether comparable. */
function historySection({ steps: history, earlier }: ProductHistory, origin: string): string[] {
	if (history.length === 0) return [];
	return [
		'## History',
		'',
		HISTORY_INTRO,
		'',
		...history.flatMap((step) => [
			`### ${step.now.analysisId} (methodology ${step.now.methodologyVersion}) against ${step.then.analysisId} (${step.then.methodologyVersion})`,
			'',
			[step.version ? `The product changed: version ${step.version.then} then, ${step.version.now} now.` : '', step.timed ? `Timed outcomes are ${step.timed}.` : 'Every outcome is comparable: the same CPU meter and the same hosts.', `Views: ${origin}${publicationViewPath(step.now.analysisId, DEFAULT_VIEW_KEY)} (and the other profiles and frameworks).`].filter(Boolean).join(' '),
			'',
			table(
				['Profile', 'Framework', ...TIMED_METRIC_IDS.map((id) => `${outcomeHeader(id)}: then → now`)],
				ALL_VIEWS.flatMap((key) => {
					const own = step.changes.filter((c) => c.key.profile === key.profile && c.key.framework === key.framework);
					return own.length === 0 ? [] : [[PROFILE_LABELS[key.profile], FRAMEWORK_LABELS[key.framework], ...own.map(changeCell)]];
				})
			),
			'',
			...(step.onHostsInCommon.length === 0
				? []
				: [
						hostsInCommonLead(step.onHostsInCommon.length, step.deltaMethodChanged),
						'',
						table(
							['Host', 'Profile', 'Framework', ...HOST_MEDIAN_OUTCOMES.map(outcomeHeader)],
							step.onHostsInCommon.map((row) => [row.host, PROFILE_LABELS[row.key.profile], FRAMEWORK_LABELS[row.key.framework], ...HOST_MEDIAN_OUTCOMES.map((id) => describeHostChange(row, id))])
						),
						''
					])
		]),
		...(earlier.length === 0
			? []
			: [`Earlier publications, each with what changed since the one before it on its own page: ${earlier.map((e) => `${e.analysisId} (methodology ${e.methodologyVersion}, ${origin}${publicationPath(e.analysisId)})`).join(', ')}.`, ''])
	];
}

export function renderProductMarkdown(product: Product, viewOf: (key: ViewKey) => BenchmarkView, origin: string, hostsOf: (key: ViewKey) => readonly HostMedians[] = () => [], gating?: GatingKind, history: ProductHistory = { steps: [], earlier: [] }): string {
	const first = viewOf(ALL_VIEWS[0]);
	const p = first.publication;
	const rows = ALL_VIEWS.map((key) => {
		const entry = productResult(viewOf(key), product.slug);
		return [
			PROFILE_LABELS[key.profile],
			FRAMEWORK_LABELS[key.framework],
			...TIMED_METRIC_IDS.map((id) => outcomeCell(id, outcomeOf(entry, id))),
			describeCorrectness(entry.correctness),
			entry.notes.join(' ')
		];
	});
	const header = ['Profile', 'Framework', ...TIMED_METRIC_IDS.map(outcomeHeader), 'Correctness (checks)', 'Notes'];
	// As the views state it: with a later release than the one measured, when the registry has one (issue 60).
	const stated = productResult(first, product.slug).product;
	return [
		`# ${product.name} ${product.version}`,
		'',
		...(stated.newerRelease ? [`**${describeNewerRelease(stated)}**: the numbers below are for ${product.version}.`, ''] : []),
		`> ${product.vendor} · ${product.website} · Preview publication of ${p.publishedOn}, methodology ${p.methodologyVersion} (analysis ${p.analysisId}). Measured on controlled test pages; compare products only within one profile and framework.`,
		...(gating ? ['', `How it blocks scripts: ${GATING_LABELS[gating].long}.`] : []),
		'',
		`Leaderboards: ${origin}/?profile=desktop · Methodology: ${origin}/methodology · How to cite: ${origin}/methodology#cite`,
		'',
		'## Results by profile and framework',
		'',
		table(header, rows),
		'',
		...byHostTable(product, hostsOf),
		...historySection(history, origin),
		'## Caveats',
		'',
		first.caveats.map((c) => `- ${c}`).join('\n'),
		''
	].join('\n');
}
