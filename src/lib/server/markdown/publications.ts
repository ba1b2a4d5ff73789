// Markdown of the publications pages (issue 55): the list of every publication served so far, and one
// view of one publication as it was published, with what changed since the one before.
import { FRAMEWORK_LABELS, FRAMEWORKS, PROFILE_LABELS, type ViewKey } from '../../dimensions.ts';
import { describeCorrectness, formatCount } from '../../format.ts';
import { outcomeOf, TIMED_METRIC_IDS } from '../../metrics.ts';
import { publicationFilePath, publicationPath, publicationViewPath } from '../../publication-paths.ts';
import { describeChange, type OutcomeChange } from '../../archive-changes.ts';
import type { Archive, PublicationRecord } from '../archive.ts';
import { selectPublicationView, summaryOf, type PublicationSummary, type PublicationView } from '../publications.ts';
import { outcomeCell, outcomeHeader } from './leaderboard.ts';
import { table } from './tables.ts';

const hostsWords = (hosts: readonly string[]) => (hosts.length === 1 && hosts[0] === 'unrecorded' ? 'one host (its id not recorded)' : `the publication's ${hosts.length === 1 ? 'one host' : `${hosts.length} hosts`} (${hosts.join(', ')})`);
const dates = (s: PublicationSummary) => (s.collectedFrom === s.collectedTo ? s.collectedFrom : `${s.collectedFrom} to ${s.collectedTo}`);

export const PUBLICATIONS_SUMMARY = 'Every publication served so far, each at its permanent address with its files, and what changed in the method from one to the next.';

export function renderPublicationsMarkdown(archive: Archive, origin: string): string {
	const rows = archive.list.map((p) => {
		const s = summaryOf(p);
		return [
			`[${s.analysisId}](${origin}${publicationPath(s.analysisId)}.md)${s.current ? ' (current)' : ''}`,
			s.methodologyVersion,
			s.publishedOn,
			dates(s),
			hostsWords(s.hosts),
			s.visits === null ? 'not stated' : formatCount(s.visits),
			s.change
		];
	});
	return [
		'# Publications',
		'',
		`> ${PUBLICATIONS_SUMMARY}`,
		'',
		'A citation names the analysis id and the permanent address of the publication it quotes; that address keeps showing the numbers it quoted after a newer publication replaces them on the leaderboard. Archived files never change: each was recovered byte for byte from the commit that served it, and its SHA-256 is checked at every start.',
		'',
		table(['Analysis', 'Methodology', 'Published', 'Visits collected', 'Hosts', 'Measured visits', 'What changed in the method'], rows),
		''
	].join('\n');
}

/** "1,234 ms → 1,310 ms" with what qualifies it, for one outcome of a changes table. */
export function changeCell(c: OutcomeChange): string {
	const { values, mark } = describeChange(c);
	return mark ? `${values} (${mark})` : values;
}

export function renderPublicationViewMarkdown(v: PublicationView, origin: string): string {
	const s = v.summary;
	const key = v.key;
	const viewName = `${PROFILE_LABELS[key.profile]}, ${FRAMEWORK_LABELS[key.framework]}`;
	const banner = s.current
		? `This is the current publication; the leaderboard shows it at ${origin}/?profile=${key.profile}&framework=${key.framework}.`
		: `This is not the current publication. The current one is ${v.currentId}: ${origin}/?profile=${key.profile}&framework=${key.framework}.`;
	const rows = v.rows.map(({ product, cell }) => [
		`${product.name} ${product.version}`,
		...TIMED_METRIC_IDS.map((id) => (cell ? outcomeCell(id, outcomeOf(cell, id)) : 'not in this publication')),
		cell ? describeCorrectness(cell.correctness) : '–'
	]);
	const lines = [
		`# Publication ${s.analysisId}: ${viewName}`,
		'',
		`> ${banner}`,
		'',
		`- Methodology ${s.methodologyVersion}, published ${s.publishedOn}, visits collected ${dates(s)} on ${hostsWords(s.hosts)}${s.visits === null ? '' : `, ${formatCount(s.visits)} measured visits`}.`,
		`- What this methodology changed: ${s.change}`,
		`- Other views: ${origin}${publicationPath(s.analysisId)}.md?profile=‹${['desktop', 'mobile'].join('|')}›&framework=‹${FRAMEWORKS.join('|')}›`,
		...(v.hasComparisons ? [`- Head to head, two products of this view at their permanent address: ${origin}${publicationPath(s.analysisId)}/compare.md?profile=${key.profile}&framework=${key.framework}&a=‹id›&b=‹id› (ids: ${v.rows.filter((r) => r.cell).map((r) => r.product.slug).join(', ')}).`] : []),
		`- Files, as served: ${v.files.map((f) => `${origin}${publicationFilePath(s.analysisId, f.name)} (${formatCount(f.bytes)} bytes)`).join(', ')}.`,
		v.rawVisits ? `- Raw visit records: in the repository's history, \`git show ${v.rawVisits.commit}:${v.rawVisits.path}\` (a folder: \`git ls-tree ${v.rawVisits.commit} ${v.rawVisits.path}/\`).` : `- Raw visit records: ${origin}/data/visits/‹profile›-‹framework›.jsonl.`,
		...(v.lacks.length > 0 ? [`- This publication predates, and so carries none of: ${v.lacks.join('; ')}.`] : []),
		...(v.missing.length > 0 ? [`- Where its file does not read as today's schema: ${v.missing.join('; ')}.`] : []),
		...(v.testConditions ? [`- Test conditions: ${v.testConditions}.`] : []),
		'',
		`## Results: ${viewName}, as published`,
		'',
		'Medians with their 95% ranges, tiers and correctness, in the units of each column.',
		'',
		table(['Product', ...TIMED_METRIC_IDS.map(outcomeHeader), 'Correctness (checks)'], rows),
		''
	];
	if (v.changes) {
		const c = v.changes;
		lines.push(
			`## What changed since ${c.previous.analysisId} (methodology ${c.previous.methodologyVersion})`,
			'',
			c.timed ? `Timed outcomes are ${c.timed}, so their medians are shown side by side, not as a change. Added bytes stay comparable.` : 'Every outcome is comparable: the same CPU meter and the same hosts.',
			'',
			table(
				['Product', ...TIMED_METRIC_IDS.map((id) => `${outcomeHeader(id)}: then → now`)],
				c.products.filter((p) => p.outcomes.length > 0).map((p) => [`${p.product.name}${p.version ? ` (version ${p.version.then} → ${p.version.now})` : ''}`, ...TIMED_METRIC_IDS.map((id) => changeCell(p.outcomes.find((o) => o.outcome === id)!))])
			),
			''
		);
	}
	lines.push('## Caveats of this publication', '', ...v.caveats.map((c) => `- ${c}`), '', `How to cite: ${origin}/methodology#cite. The permanent address of this view: ${origin}${publicationViewPath(s.analysisId, key)}`, '');
	return lines.join('\n');
}

/** One view of one publication, selected and rendered: its Markdown twin, the leaderboard's ?analysis= and read_page. */
export const publicationViewMarkdown = (archive: Archive, record: PublicationRecord, key: ViewKey, origin: string) => renderPublicationViewMarkdown(selectPublicationView(archive, record, key), origin);
