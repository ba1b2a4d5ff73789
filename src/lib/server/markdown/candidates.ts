// The candidates page's Markdown twin (issue 91): the same selection as the HTML page
// (server/candidates.ts), in the same words (src/lib/candidates.ts), rendered on request.
import { CANDIDATE_ORDER_RULE, CELL_WORDS, citeCandidates, MAX_CANDIDATES, medianWords, MIN_CANDIDATES, placeWords } from '../../candidates.ts';
import { marginWords, signedInterval } from '../../compare-wording.ts';
import { FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import { metricDefinition, TIMED_METRIC_IDS } from '../../metrics.ts';
import { countedWords } from '../../ranking.ts';
import { checkWords, reproduceCommand } from '../../reproduce-command.ts';
import { CANDIDATES_PATH, candidatesQueryString, type CandidatesSelection } from '../candidates.ts';
import { table } from './tables.ts';

export function renderCandidatesMarkdown(s: CandidatesSelection, origin: string, at = ''): string {
	const { key } = s.query;
	const p = s.view.publication;
	const viewName = `${PROFILE_LABELS[key.profile]} / ${FRAMEWORK_LABELS[key.framework]}`;
	const lines = [
		`# Candidates side by side, ${viewName}`,
		'',
		...(s.current ? [] : [`> **Not the current publication.** These candidates are from publication ${p.analysisId}, as it was published. The same candidates today: ${origin}${CANDIDATES_PATH}?${candidatesQueryString(s.query)}`, '']),
		`Publication ${p.publishedOn}, methodology ${p.methodologyVersion} (analysis ${p.analysisId}). Every product measured on the same test page, in the same rounds on the same hosts. Each cell of a matrix is the head-to-head conclusion of its row's product against its column's, with the 95% interval of the difference (row − column); lower is better for every outcome. How conclusions are reached: ${origin}/methodology#head-to-head`,
		''
	];
	const address = `${origin}${at}${CANDIDATES_PATH}?profile=${key.profile}&framework=${key.framework}&product=‹slug›&product=‹slug›[&count=‹outcome›…]`;
	if (s.query.products.length < MIN_CANDIDATES) {
		lines.push(`Choose two to ${MAX_CANDIDATES} products of this view, each as \`product=‹slug›\`, and optionally the outcomes the places count, each as \`count=‹outcome›\` (${TIMED_METRIC_IDS.join(', ')}; every one when none is given): ${address}`, '', 'The products of this view:', '', ...s.view.results.map((r) => `- ${r.product.name} (\`${r.product.slug}\`)`));
		return `${lines.join('\n')}\n`;
	}
	const name = (slug: string) => s.view.results.find((r) => r.product.slug === slug)?.product.name ?? slug;
	const counting = countedWords(s.counted);
	if (!s.published) lines.push('This publication has no head-to-head differences published beside it, so no product is placed.', '');
	lines.push(`## Places on ${counting}`, '', `Rule: ${CANDIDATE_ORDER_RULE}`, '', table(['Place', 'Product', 'Version'], s.rows.map((r) => [placeWords(r, name, s.published), r.entry.product.name, r.entry.product.version])), '');
	for (const m of s.matrices) {
		const label = metricDefinition(m.id).label;
		lines.push(
			`## ${label} (${m.counted ? 'counted' : 'not counted'})`,
			'',
			`Practical margin ±${marginWords(m.id, key.profile, s.judging)}: a difference inside it is no practical difference. Row against column:`,
			'',
			table(
				['Row against column', ...s.rows.map((r) => r.entry.product.name)],
				s.rows.map((r, i) => [`${r.entry.product.name} (median ${medianWords(r.entry, m.id)})`, ...m.cells[i].map((d) => (d ? `${CELL_WORDS[d.conclusion]} (${signedInterval(m.id, d)})` : '–'))])
			),
			''
		);
	}
	lines.push('## Check it on your machine', '', `\`${reproduceCommand(key, s.query.products)}\``, '', checkWords('every pair of these products'), '');
	const permanentUrl = `${origin}${s.permanentPath}`;
	lines.push('## Cite', '', `> ${citeCandidates(s.rows, counting, `${PROFILE_LABELS[key.profile].toLowerCase()} / ${FRAMEWORK_LABELS[key.framework]}`, p, permanentUrl)}`, '', `This page's permanent address, whose numbers never change: ${permanentUrl}`, '');
	lines.push(`A pair's whole comparison: ${origin}${at}/compare?profile=${key.profile}&framework=${key.framework}&a=‹slug›&b=‹slug›`, `The view: ${origin}/?profile=${key.profile}&framework=${key.framework}; every difference: ${origin}/publications/${p.analysisId}/comparisons.json`);
	return `${lines.join('\n')}\n`;
}
