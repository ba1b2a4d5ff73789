// Markdown of a product page: one product across every profile and framework.
import { ALL_VIEWS, FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import { outcomeOf, TIMED_METRIC_IDS } from '../../metrics.ts';
import type { ProductHistory } from '../publications.ts';
import { publicationPath, publicationViewPath } from '../../publication-paths.ts';
import { describeHostChange, HISTORY_INTRO, HOST_MEDIAN_OUTCOMES, hostsInCommonLead } from '../../archive-changes.ts';
import { describeCorrectness, describeNewerRelease, type NewerRelease } from '../../format.ts';
import { GATING_LABELS } from '../../gating.ts';
import type { BannerLayout, BenchmarkView, GatingKind, MachineSpread, PressPhases, Product, ResultEntry } from '../../schema.ts';
import { layoutRows } from '../../banner-layout.ts';
import { phaseCells, phaseHeader, phasesExplained, phaseLabel, productPhases } from '../../press-phases.ts';
import type { ViewKey } from '../../dimensions.ts';
import { outcomeCell, outcomeHeader } from './leaderboard.ts';
import { controlPhrase, describeRounds, hostValues, type ViewHostMedians } from '../../components/host-medians.ts';
import { cellSpread, formatShare, SPREAD_OUTCOME_IDS } from '../../machine-spread.ts';
import { formatShortRange } from '../../format.ts';
import { changeCell } from './publications.ts';
import { table } from './tables.ts';

const DEFAULT_VIEW_KEY: ViewKey = ALL_VIEWS[0];

export function productResult(view: BenchmarkView, slug: string): ResultEntry {
	const entry = view.results.find((r) => r.product.slug === slug);
	if (!entry) throw new Error(`product ${slug} is not in view ${view.profile}/${view.framework}`);
	return entry;
}

/** Each machine's own series of the product, one row per view and machine (issues 54, 64); empty before 1.4. */
function byHostTable(product: Product, hostsOf: (key: ViewKey) => ViewHostMedians): string[] {
	const rows = ALL_VIEWS.flatMap((key) =>
		hostsOf(key).flatMap((h) => {
			const own = h.products.find((p) => p.product === product.slug);
			if (!own) return [];
			const cell = (id: (typeof TIMED_METRIC_IDS)[number]) => {
				const v = hostValues([h], product.slug, id)[0];
				return v === undefined ? '–' : v.range ? `${v.value} (${v.range})` : v.value;
			};
			return [[PROFILE_LABELS[key.profile], FRAMEWORK_LABELS[key.framework], h.design ?? 'not named', h.host, describeRounds(h.rounds, own.visits), controlPhrase(h), ...TIMED_METRIC_IDS.map(cell)]];
		})
	);
	if (rows.length === 0) return [];
	const lead =
		'The medians above pool every machine; here is what each machine measured on its own, as it measured it (each Δ against the bare page of its own round), with its own 95% range in brackets from its rounds and visits alone. A machine with one round has a range of its 5 visits\' variation only. "Bare page" is how fast the machine ran the page without a consent manager against its fixed reference (×1.30: 30% slower), a diagnostic that scales nothing.';
	return ["## Each machine's own numbers", '', lead, '', table(['Profile', 'Framework', 'CPU design', 'Host', 'Rounds and visits', 'Bare page', ...TIMED_METRIC_IDS.map(outcomeHeader)], rows), ''];
}

/** What another machine of the campaign's class measured, view by view (methodology 1.5 and later); empty before. */
function spreadTable(product: Product, viewOf: (key: ViewKey) => BenchmarkView, spread: MachineSpread | undefined): string[] {
	if (!spread) return [];
	const rows = ALL_VIEWS.flatMap((key) => {
		const entry = productResult(viewOf(key), product.slug);
		const cells = SPREAD_OUTCOME_IDS.map((id) => {
			const o = outcomeOf(entry, id);
			const range = o.status === 'measured' ? cellSpread(spread, key, id, o.median) : undefined;
			return range ? `${formatShortRange(id, range.low, range.high)} (${formatShare(range.share)})` : '–';
		});
		return cells.every((c) => c === '–') ? [] : [[PROFILE_LABELS[key.profile], FRAMEWORK_LABELS[key.framework], ...cells]];
	});
	if (rows.length === 0) return [];
	return [
		'## What another machine measured',
		'',
		`The ranges in the results table say where the median of the publication's machines lies. Your own machine is another matter: each of the campaign's machines, left out in turn, landed within these ranges around the other machines' median in ${Math.round(spread.coverage * 100)} of 100 cells (the machine spread; for a Δ, ${spread.deltas === 'delta' ? 'a share of the Δ itself, stated where the Δ lies beyond the practical margin' : "a share of the bare page's figure plus the Δ"}). Added bytes are the same on every machine.`,
		'',
		table(['Profile', 'Framework', ...SPREAD_OUTCOME_IDS.map(outcomeHeader)], rows),
		''
	];
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

/** Where the product's presses spent their time, view by view with each view's control (2.0 and later); empty before. */
function phasesTable(product: Product, phases: readonly PressPhases[]): string[] {
	const rows = productPhases(phases, product.slug);
	if (rows.length === 0) return [];
	return [
		"## Where its presses' time goes",
		'',
		phasesExplained(rows),
		'',
		table(['Profile', 'Framework', 'Press', ...phaseHeader(rows)], rows.map((row) => [PROFILE_LABELS[row.profile], FRAMEWORK_LABELS[row.framework], phaseLabel(row, () => product.name), ...phaseCells(row)])),
		''
	];
}

/** Where its banner sits on the screen and how far each page moved while loading, view by view (2.2 and later); empty before. */
function onScreenTable(product: Product, viewOf: (key: ViewKey) => BenchmarkView, layout: BannerLayout | undefined, origin: string): string[] {
	const rows = ALL_VIEWS.flatMap((key) => {
		const [screen, shift] = layoutRows(layout, key, [product.slug]);
		return screen ? [[PROFILE_LABELS[key.profile], FRAMEWORK_LABELS[key.framework], viewOf(key).testConditions.viewport, screen[1], shift[1]]] : [];
	});
	if (rows.length === 0) return [];
	return [
		'## Its banner on the screen',
		'',
		`How much of the viewport a press would land on the banner once it had settled, with the hero, a wall (no point of the page takes a press) and a page that cannot scroll named; and the page's layout shift while it loaded (${origin}/methodology#on-screen).`,
		'',
		table(['Profile', 'Framework', 'Viewport', 'Banner on screen', 'Layout shift while loading'], rows),
		''
	];
}

export function renderProductMarkdown(product: Product, viewOf: (key: ViewKey) => BenchmarkView, origin: string, hostsOf: (key: ViewKey) => ViewHostMedians = () => [], gating?: GatingKind, history: ProductHistory = { steps: [], earlier: [] }, spread?: MachineSpread, newer?: NewerRelease, phases: readonly PressPhases[] = [], layout?: BannerLayout): string {
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
	return [
		`# ${product.name} ${product.version}`,
		'',
		// With a later release than the one measured, when the registry has one (issue 60).
		...(newer ? [`**${describeNewerRelease(product.version, newer)}**: the numbers below are for ${product.version}.`, ''] : []),
		`> ${product.vendor} · ${product.website} · id \`${product.slug}\` · Preview publication of ${p.publishedOn}, methodology ${p.methodologyVersion} (analysis ${p.analysisId}). Measured on controlled test pages; compare products only within one profile and framework.`,
		...(gating ? ['', `How it blocks scripts: ${GATING_LABELS[gating].long}.`] : []),
		'',
		`Leaderboards: ${origin}/?profile=desktop · Methodology: ${origin}/methodology · How to cite: ${origin}/methodology#cite`,
		'',
		'## Results by profile and framework',
		'',
		table(header, rows),
		'',
		...onScreenTable(product, viewOf, layout, origin),
		...spreadTable(product, viewOf, spread),
		...byHostTable(product, hostsOf),
		...phasesTable(product, phases),
		...historySection(history, origin),
		'## Caveats',
		'',
		first.caveats.map((c) => `- ${c}`).join('\n'),
		''
	].join('\n');
}
