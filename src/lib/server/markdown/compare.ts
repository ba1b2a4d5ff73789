// The compare page's Markdown twin (issue 47): the same selection as the HTML page, in the same words
// (src/lib/compare-wording.ts), rendered on request from the comparisons loaded at start-up.
import { differenceSentence, CONCLUSION_WORDS, citeDifferences, marginWords, ratioWords } from '../../compare-wording.ts';
import { PAIR_CHECK_WORDS, reproduceCommand } from '../../reproduce-command.ts';
import { phaseCells, phaseHeader, phasesExplained, phaseLabel } from '../../press-phases.ts';
import { FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import { describeCorrectness, describeOutcome, formatShort } from '../../format.ts';
import { metricDefinition, outcomeOf, TIMED_METRIC_IDS } from '../../metrics.ts';
import type { CompareSelection } from '../compare.ts';
import { spreadPhrase } from '../../machine-spread.ts';
import { pairSeriesRows } from '../../components/host-medians.ts';
import { comparePath } from '../compare.ts';
import { table } from './tables.ts';

const title = (s: CompareSelection) => {
	const where = `${PROFILE_LABELS[s.query.key.profile]} / ${FRAMEWORK_LABELS[s.query.key.framework]}`;
	return s.a && s.b ? `${s.a.entry.product.name} against ${s.b.entry.product.name}, ${where}` : s.a ? `Compare ${s.a.entry.product.name} with another product, ${where}` : `Compare two products, ${where}`;
};

/** The products of the view a comparison can name, as links to compare `a` with each. */
function choices(s: CompareSelection, origin: string): string[] {
	return s.view.results
		.filter((r) => r.product.slug !== s.query.a)
		.map((r) => {
			const measured = r.answers.bannerVisible.status === 'measured';
			const link = s.query.a ? `${origin}${comparePath({ key: s.query.key, a: s.query.a, b: r.product.slug })}` : `${origin}/compare?profile=${s.query.key.profile}&framework=${s.query.key.framework}&a=${r.product.slug}`;
			return `- [${r.product.name}](${link}) (\`${r.product.slug}\`)${measured ? '' : `: not measured here (${r.answers.bannerVisible.status})`}`;
		});
}

export function renderCompareMarkdown(s: CompareSelection, origin: string): string {
	const { key } = s.query;
	const p = s.view.publication;
	const lines = [
		`# ${title(s)}`,
		'',
		...(s.current ? [] : [`> **Not the current publication.** This comparison is from publication ${p.analysisId}, as it was published. The same comparison today: ${origin}/compare?profile=${key.profile}&framework=${key.framework}${s.query.a && s.query.b ? `&a=${s.query.a}&b=${s.query.b}` : ''}`, '']),
		`Publication ${p.publishedOn}, methodology ${p.methodologyVersion} (analysis ${p.analysisId}). A head-to-head comparison of two products measured in the same rounds on the same hosts; differences are A − B, and lower is better for every outcome, so a positive difference means A costs more. How they are computed: ${origin}/methodology#head-to-head`,
		''
	];
	if (!s.a || !s.b) {
		lines.push(s.a ? `Choose the product to compare ${s.a.entry.product.name} with:` : 'Choose the first product (then the second):', '', ...choices(s, origin), '', `A comparison's address: ${origin}/compare?profile=${key.profile}&framework=${key.framework}&a=‹slug›&b=‹slug›`);
		return `${lines.join('\n')}\n`;
	}
	const { a, b } = s;
	const names = [a.entry.product.name, b.entry.product.name] as const;
	if (!a.measured || !b.measured || !s.outcomes) {
		const missing = [a, b].filter((side) => !side.measured);
		if (!s.published) lines.push('This publication has no head-to-head differences published beside it (comparisons.json).', '');
		for (const side of missing) {
			const o = side.entry.answers.bannerVisible;
			lines.push(`${side.entry.product.name} has no measured result on ${PROFILE_LABELS[key.profile].toLowerCase()} / ${FRAMEWORK_LABELS[key.framework]}: ${o.status === 'measured' ? '' : `${o.status}, ${o.reason}`}.`, '');
		}
		lines.push(`The view: ${origin}/?profile=${key.profile}&framework=${key.framework}`);
		return `${lines.join('\n')}\n`;
	}
	const outcomes = s.outcomes;
	const measuredIds = TIMED_METRIC_IDS.filter((id) => outcomes[id]);
	lines.push('## In one sentence per outcome', '', ...measuredIds.map((id) => `- ${differenceSentence(id, outcomes[id]!, names[0], names[1], key, s.judging)}`), '');
	lines.push(
		'## Differences',
		'',
		table(
			['Outcome', `${names[0]} − ${names[1]}`, '95% interval', ...(measuredIds.some((id) => outcomes[id]!.ratio) ? ['A/B (95% interval)'] : []), 'Conclusion', 'Practical margin'],
			measuredIds.map((id) => {
				const d = outcomes[id]!;
				const ratio = measuredIds.some((x) => outcomes[x]!.ratio) ? [d.ratio ? ratioWords(d) : '–'] : [];
				return [metricDefinition(id).label, formatShort(id, d.difference, { signed: true }), `${formatShort(id, d.low, { signed: true })} to ${formatShort(id, d.high, { signed: true })}`, ...ratio, CONCLUSION_WORDS[d.conclusion](...names), `±${marginWords(id, key.profile, s.judging)}`];
			})
		),
		''
	);
	lines.push(
		'## Side by side',
		'',
		table(
			['Outcome', ...names],
			[
				...TIMED_METRIC_IDS.map((id) => [metricDefinition(id).label, ...[a, b].map((side) => [describeOutcome(id, outcomeOf(side.entry, id)), spreadPhrase(s.machineSpread, key, id, outcomeOf(side.entry, id))].filter(Boolean).join('. '))]),
				['Correctness', describeCorrectness(a.entry.correctness), describeCorrectness(b.entry.correctness)],
				...s.layoutRows
			]
		),
		''
	);
	if (s.phases.length > 0) {
		const name = (slug: string) => (slug === a.entry.product.slug ? names[0] : names[1]);
		lines.push("## Where the presses' time goes", '', phasesExplained(s.phases), '', table(['Press', ...phaseHeader(s.phases)], s.phases.map((row) => [phaseLabel(row, name), ...phaseCells(row)])), '');
	}
	const series = pairSeriesRows(s.series, a.entry.product.slug, b.entry.product.slug, measuredIds);
	if (series.length > 0)
		lines.push(
			"## Each machine's own numbers",
			'',
			"What each machine measured of the two products on its own, as it measured them, with its own 95% range in brackets (its rounds and visits alone). A difference decided on the pooled evidence above can still be open on one machine with fewer visits.",
			'',
			table(['Outcome', 'Machine', ...names], series.map((r) => [metricDefinition(r.id).label, r.machine, r.a, r.b])),
			''
		);
	lines.push('## Check it on your machine', '', `\`${reproduceCommand(key, [a.entry.product.slug, b.entry.product.slug])}\``, '', PAIR_CHECK_WORDS, '');
	lines.push('## Cite', '', `> ${citeDifferences(outcomes, a.entry.product, b.entry.product, key, p, `${origin}${s.permanentPath}`)}`, '', `This comparison's permanent address, whose numbers never change: ${origin}${s.permanentPath}`, '');
	lines.push(`The other way round: ${origin}${comparePath({ key, a: b.entry.product.slug, b: a.entry.product.slug })}`, `The view: ${origin}/?profile=${key.profile}&framework=${key.framework} (JSON: ${origin}/api/benchmarks?profile=${key.profile}&framework=${key.framework}); every difference: ${origin}/data/comparisons.json`);
	return `${lines.join('\n')}\n`;
}
