// Markdown of the leaderboard: one table per view, units in the headers, median with interval,
// tier and the reason wherever a number is missing, plus everything needed to quote a result.
// Rows come in the order rankResults gives for the requested sort, as on the HTML page.
import { FRAMEWORK_LABELS, FRAMEWORKS, PROFILE_LABELS, type Profile, type ViewKey } from '../../dimensions.ts';
import { METRIC_DEFINITIONS, outcomeOf, TIMED_METRIC_IDS, type TimedMetricId } from '../../metrics.ts';
import { describeWinners, rankResults, type RankedResult, type SortKey } from '../../ranking.ts';
import { VERDICT_RULE } from '../../verdict.ts';
import { describeCorrectness } from '../../format.ts';
import type { BenchmarkView, MetricOutcome } from '../../schema.ts';
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
	parts.push(outcome.tier);
	if (outcome.conclusion) parts.push(outcome.conclusion);
	parts.push(`n=${outcome.samples}`);
	return parts.join(', ');
}

/** Column header of a timed outcome, with its unit: "Page delay Δ (ms)". */
export function outcomeHeader(id: TimedMetricId): string {
	const m = METRIC_DEFINITIONS.find((d) => d.id === id)!;
	return `${m.label}${m.delta ? ' Δ' : ''} (${m.unit})`;
}

/** "1", "=2" when another product shares the rank, "–" when the sort metric has no number. */
export function rankCell({ rank, tied }: RankedResult): string {
	return rank === null ? '–' : `${tied ? '=' : ''}${rank}`;
}

/** The sort's label as a reader knows it: a metric's column label, else the key itself. */
export function sortLabel(sort: SortKey): string {
	if (sort === 'verdict') return 'the verdict';
	return METRIC_DEFINITIONS.find((m) => m.id === sort)?.label ?? sort;
}

export function resultsTable(ranked: readonly RankedResult[]): string {
	const header = ['Product', 'Rank', ...TIMED_METRIC_IDS.map(outcomeHeader), 'Correctness (checks)'];
	const rows = ranked.map(({ entry, ...rank }) => [
		`${entry.product.name} ${entry.product.version}`,
		rankCell({ entry, ...rank }),
		...TIMED_METRIC_IDS.map((id) => outcomeCell(id, outcomeOf(entry, id))),
		describeCorrectness(entry.correctness)
	]);
	return table(header, rows);
}

function notesList(view: BenchmarkView): string {
	const lines = view.results.flatMap((e) => e.notes.map((note) => `- ${e.product.name}: ${note}`));
	return lines.length ? `### Notes\n\n${lines.join('\n')}\n` : '';
}

export interface LeaderboardLinks {
	origin: string;
}

function frontMatter(view: BenchmarkView, origin: string, scope: string, sort: SortKey): string {
	const p = view.publication;
	const c = view.testConditions;
	return [
		`> Preview publication of ${p.publishedOn} (methodology ${p.methodologyVersion}, analysis ${p.analysisId}). Measured on controlled test pages, not on your site. ${scope}`,
		'',
		`- Published on ${p.publishedOn}; visits collected ${p.collectedFrom} to ${p.collectedTo}; ${p.visitsPerCell} visits per cell.`,
		`- Profile **${view.profile}** (${PROFILE_LABELS[view.profile]}): ${c.label}; viewport ${c.viewport}; CPU ${c.cpu}; network ${c.network}.`,
		`- Intervals are 95% bootstrap intervals; Δ columns are differences against the framework's baseline page without a consent manager. Lower is better.`,
		`- Rows are ranked by ${sortLabel(sort)} (\`sort=${sort}\`); products whose intervals overlap share a rank (=). Other orders: add \`sort=verdict\` (the default) or \`sort=\` with a metric id.`,
		`- Methodology: ${view.methodologyUrl} · How to cite: ${view.methodologyUrl}#cite · Corrections: ${origin}/corrections`
	].join('\n');
}

function viewSection(view: BenchmarkView, origin: string, heading: string, sort: SortKey): string {
	return [
		`${heading} ${FRAMEWORK_LABELS[view.framework]} (\`${view.framework}\`), ${view.profile}`,
		'',
		`Page: ${view.sourceUrl} · JSON: ${origin}/api/benchmarks?profile=${view.profile}&framework=${view.framework}`,
		'',
		`**Who wins:** ${describeWinners(view.results)} Rule: ${VERDICT_RULE}`,
		'',
		resultsTable(rankResults(view.results, sort)),
		'',
		notesList(view)
	].join('\n');
}

function caveatsSection(view: BenchmarkView): string {
	return `## Caveats\n\n${view.caveats.map((c) => `- ${c}`).join('\n')}\n`;
}

/** One view: `/?profile=…&framework=…&sort=…` asked for as Markdown. */
export function renderViewMarkdown(view: BenchmarkView, origin: string, sort: SortKey): string {
	return [
		`# Consent manager benchmarks: ${PROFILE_LABELS[view.profile]}, ${FRAMEWORK_LABELS[view.framework]}`,
		'',
		frontMatter(view, origin, 'Every product in this table was measured under the same conditions.', sort),
		'',
		viewSection(view, origin, '## Results:', sort),
		caveatsSection(view)
	].join('\n');
}

/** Every framework of one profile (`/index.md` is the desktop one), one table per view. */
export function renderProfileMarkdown(
	profile: Profile,
	viewOf: (key: ViewKey) => BenchmarkView,
	origin: string,
	sort: SortKey,
	/** Lines on what the tables leave out: the products not measured, their field figures (not-measured.ts). */
	leftOut: readonly string[] = []
): string {
	const views = FRAMEWORKS.map((framework) => viewOf({ profile, framework }));
	const other = profile === 'desktop' ? 'mobile' : 'desktop';
	return [
		`# Consent manager benchmarks: ${PROFILE_LABELS[profile]}`,
		'',
		frontMatter(views[0], origin, 'Compare products within one table: each table is one framework under the same conditions.', sort),
		`- The ${other} leaderboard: ${origin}/?profile=${other} (Markdown: send \`Accept: text/markdown\`).`,
		...leftOut,
		'',
		...views.map((view) => viewSection(view, origin, '##', sort)),
		caveatsSection(views[0])
	].join('\n');
}
