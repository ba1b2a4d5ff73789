// Markdown of the leaderboard: one table per view, units in the headers, median with interval,
// tier and the reason wherever a number is missing, plus everything needed to quote a result.
// Rows come in the order rankResults gives for the requested sort, as on the HTML page.
import { describeNewerRelease, type NewerRelease } from '../../format.ts';
import { FRAMEWORK_LABELS, FRAMEWORKS, PROFILE_LABELS, type Profile, type ViewKey } from '../../dimensions.ts';
import { METRIC_DEFINITIONS, metricDefinition, metricHeading, outcomeOf, TIMED_METRIC_IDS, type TimedMetricId } from '../../metrics.ts';
import { countedWords, describeWinners, RANK_RULE_WORDS, type RankedResult, type RankRule, type SortKey } from '../../ranking.ts';
import { VERDICT_RULE } from '../../verdict.ts';
import { GATING_LABELS, type BlockingFilter } from '../../gating.ts';
import { CONCLUSION_LABELS, describeCorrectness, tierWords, visitsPerProduct } from '../../format.ts';
import type { BenchmarkView, GatingKind, MetricOutcome } from '../../schema.ts';
import { table } from './tables.ts';

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function signed(id: TimedMetricId, n: number): string {
	const delta = METRIC_DEFINITIONS.find((m) => m.id === id)!.delta;
	return `${delta && n > 0 ? '+' : ''}${plain.format(n)}`;
}

/** A table cell without the unit (the unit is in the column header). */
export function outcomeCell(id: TimedMetricId, outcome: MetricOutcome): string {
	if (outcome.status !== 'measured') return `${outcome.status}: ${outcome.reason}`;
	const parts = [signed(id, outcome.median)];
	const { interval } = outcome;
	if (interval && interval.low === interval.high) parts[0] += ' (the same in every visit)';
	else if (interval) parts[0] += ` (${signed(id, interval.low)} to ${signed(id, interval.high)})`;
	if (outcome.p75 !== undefined) parts.push(`p75 ${signed(id, outcome.p75)}`);
	parts.push(tierWords(id, outcome));
	if (outcome.conclusion) parts.push(CONCLUSION_LABELS[outcome.conclusion]);
	parts.push(`n=${outcome.samples}`);
	return parts.join(', ');
}

/** Column header of a timed outcome, with its unit: "Page delay Δ (ms)". */
export function outcomeHeader(id: TimedMetricId): string {
	return `${metricHeading(id)} (${metricDefinition(id).unit})`;
}

/** "1", "=2" when another product shares the rank, "–" when the sort metric has no number. */
/** A row's place: its rank, or in a head-to-head order the products that cost measurably less (named). */
export function rankCell({ rank, tied, better }: RankedResult, rankRule: RankRule, nameOf: (slug: string) => string): string {
	if (rank === null) return '–';
	if (rankRule === 'head-to-head') return better.length === 0 ? 'none better' : `${better.length} better: ${better.map(nameOf).join(', ')}`;
	return `${tied ? '=' : ''}${rank}`;
}

/** The sort's label as a reader knows it: a metric's column label, else the key itself. */
export function sortLabel(sort: SortKey): string {
	if (sort === 'verdict') return 'the verdict';
	return METRIC_DEFINITIONS.find((m) => m.id === sort)?.label ?? sort;
}

export function resultsTable(ranked: readonly RankedResult[], gating: ReadonlyMap<string, GatingKind>, rankRule: RankRule, newer: ReadonlyMap<string, NewerRelease> = new Map(), screen: ReadonlyMap<string, string> = new Map()): string {
	// The banner on the screen (2.2): a column only when the publication states it.
	const onScreen = screen.size > 0;
	const header = ['Product', rankRule === 'head-to-head' ? 'Position' : 'Rank', 'Blocking', ...(onScreen ? ['Banner on screen'] : []), ...TIMED_METRIC_IDS.map(outcomeHeader), 'Correctness (checks)'];
	const nameOf = (slug: string) => ranked.find((r) => r.entry.product.slug === slug)?.entry.product.name ?? slug;
	const rows = ranked.map(({ entry, ...rank }) => [
		`${entry.product.name} ${entry.product.version}${newer.has(entry.product.slug) ? ` (${describeNewerRelease(entry.product.version, newer.get(entry.product.slug)!)})` : ''}`,
		rankCell({ entry, ...rank }, rankRule, nameOf),
		gatingCell(gating.get(entry.product.slug)),
		...(onScreen ? [screen.get(entry.product.slug) ?? 'not read'] : []),
		...TIMED_METRIC_IDS.map((id) => outcomeCell(id, outcomeOf(entry, id))),
		describeCorrectness(entry.correctness)
	]);
	return table(header, rows);
}

/** How a product blocks scripts, in a table cell. */
export const gatingCell = (kind: GatingKind | undefined) => (kind ? GATING_LABELS[kind].words : 'not stated');

function notesList(view: BenchmarkView): string {
	const lines = view.results.flatMap((e) => e.notes.map((note) => `- ${e.product.name}: ${note}`));
	return lines.length ? `### Notes\n\n${lines.join('\n')}\n` : '';
}

/** One view in one order, as the content index ranked it (site.ts's SelectedView). */
export interface RankedView {
	view: BenchmarkView;
	sort: SortKey;
	ranked: readonly RankedResult[];
	rankRule: RankRule;
	/** Every product, or one way of blocking scripts (the view's results are already narrowed to it). */
	blocking: BlockingFilter;
	/** The outcomes the verdict counts when a reader chose some (issue 91); null: every timed outcome. */
	counted: readonly TimedMetricId[] | null;
	gating: ReadonlyMap<string, GatingKind>;
	/** What every range of the view covers: "over this view's 2 hosts, 9 rounds and 25 visits per product". */
	coverage: string;
	/** How far another machine measured (view-facts.ts spreadNote), or null for a publication that states no spread. */
	spread: string | null;
	/** Products with a later release than the one measured (issue 60), by slug. */
	newerReleases: ReadonlyMap<string, NewerRelease>;
	/** The hosts behind this view, named apart from the publication's (leaderboard-page.ts viewHostsLine). */
	viewHosts: string | null;
	/** What a press figure is against INP, with the bare page's own press (press-phases.ts controlPressLine); null before 2.1. */
	pressControl: string | null;
	/** Where each product's banner sits on the screen, by slug (banner-layout.ts); empty before 2.2. */
	screen: ReadonlyMap<string, string>;
	/** The view's load-window layout shift in one line (banner-layout.ts viewShiftLine); null before 2.2. */
	layoutShift: string | null;
}

function frontMatter({ view, sort, rankRule, blocking, counted, coverage, spread, viewHosts, pressControl }: RankedView, origin: string, scope: string): string {
	const p = view.publication;
	const c = view.testConditions;
	return [
		`> Preview publication of ${p.publishedOn} (methodology ${p.methodologyVersion}, analysis ${p.analysisId}). Measured on controlled test pages, not on your site. ${scope}`,
		'',
		`- Published on ${p.publishedOn}; visits collected ${p.collectedFrom} to ${p.collectedTo}; ${visitsPerProduct(view.results)} per product; every range ${coverage}.${viewHosts ? ` ${viewHosts}.` : ''}`,
		`- Permanent address of this publication: ${origin}/publications/${p.analysisId} (cite it with the analysis id; ${origin}/methodology#cite).`,
		`- Profile **${view.profile}** (${PROFILE_LABELS[view.profile]}): ${c.label}; viewport ${c.viewport}; CPU ${c.cpu}; network ${c.network}.`,
		`- Intervals are 95% bootstrap intervals; Δ columns are differences against the framework's baseline page without a consent manager. Lower is better.`,
		...(pressControl ? [`- ${pressControl} Each product's presses in phases, with the whole response: its notes below.`] : []),
		...(spread ? [`- ${spread} (${origin}/methodology#machine-spread). Each machine's own medians and ranges: the product pages.`] : []),
		`- Rows are ranked by ${sortLabel(sort)} (\`sort=${sort}\`). ${RANK_RULE_WORDS[rankRule]} Other orders: add \`sort=verdict\` (the default) or \`sort=\` with a metric id.`,
		blocking === 'all'
			? `- Blocking: products that block scripts themselves and products that only report the choice through callbacks (the site must block) are both listed; \`blocking=built-in\` or \`blocking=integrator\` keeps one kind, ranked among themselves.`
			: `- Narrowed to products with ${GATING_LABELS[blocking].long} (\`blocking=${blocking}\`), ranked among themselves; \`blocking=all\` lists every product.`,
		counted === null
			? `- The verdict counts every timed outcome alike; \`count=\` with an outcome id, repeated (\`count=pageDelay&count=clickResponse\`), counts only those.`
			: `- The verdict counts only ${countedWords(counted)} (${counted.map((id) => `\`count=${id}\``).join(', ')}), as the reader chose; without \`count\` it counts all ${TIMED_METRIC_IDS.length}.`,
		`- Two to six products side by side, placed from their head-to-head conclusions on the outcomes counted (not from tiers), with every pairwise conclusion per outcome: ${origin}/candidates.md?profile=${view.profile}&framework=${view.framework}&product=‹slug›&product=‹slug›${(counted ?? []).map((id) => `&count=${id}`).join('')}`,
		`- Methodology: ${view.methodologyUrl} · How to cite: ${view.methodologyUrl}#cite · Corrections: ${origin}/corrections`
	].join('\n');
}

function viewSection({ view, ranked, gating, rankRule, newerReleases, counted, screen, layoutShift }: RankedView, origin: string, heading: string): string {
	return [
		`${heading} ${FRAMEWORK_LABELS[view.framework]} (\`${view.framework}\`), ${view.profile}`,
		'',
		`Page: ${view.sourceUrl} · JSON: ${origin}/api/benchmarks?profile=${view.profile}&framework=${view.framework}`,
		'',
		`**Who wins${counted ? `, counting ${countedWords(counted)}` : ''}:** ${describeWinners(view.results, counted)} Rule: ${VERDICT_RULE}`,
		'',
		resultsTable(ranked, gating, rankRule, newerReleases, screen),
		'',
		...(screen.size > 0 ? [`Banner on screen: the share of the viewport (${view.testConditions.viewport}) where a press lands on the consent manager, read once its banner had settled (${origin}/methodology#on-screen).`, ''] : []),
		...(layoutShift ? [`**Layout shift:** ${layoutShift}`, ''] : []),
		notesList(view)
	].join('\n');
}

function caveatsSection(view: BenchmarkView): string {
	return `## Caveats\n\n${view.caveats.map((c) => `- ${c}`).join('\n')}\n`;
}

/** One view: `/?profile=…&framework=…&sort=…` asked for as Markdown. */
export function renderViewMarkdown(selected: RankedView, origin: string): string {
	const { view } = selected;
	return [
		`# Consent manager benchmarks: ${PROFILE_LABELS[view.profile]}, ${FRAMEWORK_LABELS[view.framework]}`,
		'',
		frontMatter(selected, origin, 'Every product in this table was measured under the same conditions.'),
		'',
		viewSection(selected, origin, '## Results:'),
		caveatsSection(view)
	].join('\n');
}

/** Every framework of one profile (`/index.md` is the desktop one), one table per view. */
export function renderProfileMarkdown(
	profile: Profile,
	/** Each framework's view of `profile` in the order asked for. */
	selectedOf: (key: ViewKey) => RankedView,
	origin: string,
	/** Lines on what the tables leave out: the products not measured, their field figures (not-measured.ts). */
	leftOut: readonly string[] = []
): string {
	const views = FRAMEWORKS.map((framework) => selectedOf({ profile, framework }));
	const other = profile === 'desktop' ? 'mobile' : 'desktop';
	return [
		`# Consent manager benchmarks: ${PROFILE_LABELS[profile]}`,
		'',
		frontMatter(views[0], origin, 'Compare products within one table: each table is one framework under the same conditions.'),
		`- The ${other} leaderboard: ${origin}/?profile=${other} (Markdown: send \`Accept: text/markdown\`).`,
		...leftOut,
		'',
		...views.map((selected) => viewSection(selected, origin, '##')),
		caveatsSection(views[0].view)
	].join('\n');
}
