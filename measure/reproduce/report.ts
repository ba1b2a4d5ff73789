// A reader's check in words (measure/reproduce/check.ts): one summary line, and a Markdown report that
// says first whether the validity gate would admit the machine, with its figures, then what carries
// between machines: each published head-to-head conclusion against this machine's, then each median
// against the machine spread, with the published range beside it as a second figure.
import { PROFILE_LABELS, FRAMEWORK_LABELS, type Framework, type Profile } from '../../src/lib/dimensions.ts';
import { cellSpread } from '../../src/lib/machine-spread.ts';
import { metricDefinition, metricHeading } from '../../src/lib/metrics.ts';
import type { Dataset } from '../../src/lib/schema.ts';
import { describeVerdict } from '../gate/gate.ts';
import { insideShare, spreadShare, type PublicationCheck } from './check.ts';
import { CONCLUSION_WORDS } from '../../src/lib/compare-wording.ts';

const pct = (part: number, of: number) => (of === 0 ? '—' : `${Math.round((100 * part) / of)}%`);
const unit = (id: Parameters<typeof metricDefinition>[0]) => metricDefinition(id).unit;
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The one line a script or a person reads first: the gate, then head to head, then the spread, then the pooled ranges. */
export function summaryLine(check: PublicationCheck): string {
	const inside = insideShare(check);
	const spread = spreadShare(check);
	const t = check.tally;
	const gate = check.admitted ? 'the validity gate would admit this machine' : `the validity gate would REFUSE this machine (${[...new Set(check.verdicts.filter((v) => !v.admitted).flatMap((v) => v.results.filter((r) => !r.passed).map((r) => r.rule)))].join(', ')})`;
	const spreadPart = spread ? `${spread.within} of ${spread.of} medians of timings inside the machine spread (${pct(spread.within, spread.of)}); ` : '';
	const failed = check.failedPages.length === 0 ? '' : `; ${check.failedPages.reduce((n, p) => n + p.failed, 0)} visits FAILED here (${check.failedPages.map((p) => p.page).join(', ')})`;
	return `Check of publication ${check.published.analysisId}: ${gate}${failed}; head to head ${t.held} of ${t.decided} decided conclusions held, ${t.open} open, ${t.contradicted} contradicted; ${spreadPart}${inside.within} of ${inside.of} medians inside the pooled ranges (${pct(inside.within, inside.of)}).`;
}

function gateSection(check: PublicationCheck): string[] {
	const lead = check.admitted
		? 'The validity gate would **admit** every round gathered here: the calibration reached the reference, the machine held its speed, nothing else ran, and the bare page ran within the band of its reference. The figures below compare like with like.'
		: '**The validity gate would refuse this machine.** A publication would not count these rounds; the figures below are shown so you can see how far this machine is from the ones that measured the publication, not as a test of it.';
	const rows = check.controls.map((c) => `| ${c.shard} round ${c.round} | ${c.task ? `${c.task.ms.toFixed(1)} ms (×${c.task.ratio.toFixed(2)} of ${c.task.reference} ms)` : 'no bare-page visit succeeded'} |`);
	const m = check.machine;
	return [
		'## This machine and the validity gate',
		'',
		lead,
		'',
		...check.verdicts.map((v) => `- ${describeVerdict(v)}`),
		'',
		`The bare page (the control) against the gate's fixed references: a diagnostic of how fast this machine ran pages, which scales nothing.`,
		'',
		`| round | bare page's main-thread task time |`,
		`| --- | --- |`,
		...rows,
		'',
		`Machine: ${m.description}${m.hostId ? ` (host id ${m.hostId})` : ''}; CPU: ${m.cpu}; Chromium ${m.chromium}${m.publishedChromium.length > 0 && !m.publishedChromium.includes(m.chromium) ? ` (the publication used ${m.publishedChromium.join(', ')}: another build can move every number)` : ''}; harness commit ${m.harnessCommit.slice(0, 7)}.`,
		''
	];
}

/** Why some outcomes are not compared, when this machine measured them another way than the publication. */
function failedPagesSection(check: PublicationCheck): string[] {
	if (check.failedPages.length === 0) return [];
	return [
		'## Pages that failed here',
		'',
		'Visits of these pages failed on this machine, so their figures below rest on fewer visits, or on none. The publication measured them; a page that fails here usually means something this machine lacks (a font, a slow disk, a browser build), and is worth reporting with this report.',
		'',
		...check.failedPages.map((p) => `- ${p.page}: ${p.failed} of ${p.of} measured visits failed: ${p.reasons.join('; ')}`),
		''
	];
}

function mediansSection(check: PublicationCheck, dataset: Dataset): string[] {
	const inside = insideShare(check);
	const spread = spreadShare(check);
	const name = (slug: string) => dataset.products.find((p) => p.slug === slug)?.name ?? slug;
	const own = (r: PublicationCheck['outcomes'][number]) => check.series.find((h) => h.profile === r.profile && h.framework === r.framework)?.products.find((p) => p.product === r.product)?.intervals?.[r.outcome];
	const spreadOf = (r: PublicationCheck['outcomes'][number]) => cellSpread(dataset.machineSpread, r, r.outcome, r.published.median);
	const ceiling = check.sameHostCeiling;
	const verdict = (r: PublicationCheck['outcomes'][number]) => (r.withinSpread === null ? '' : r.withinSpread ? 'inside' : 'outside');
	return [
		'## Medians against the machine spread',
		'',
		"This machine's medians as it measured them (each Δ against its own round's bare page), with its own 95% range. The machine spread is how far each of the campaign's machines, left out in turn, landed from the others' median in 95% of its cells: what another machine of this class is expected to measure. The pooled range, where the median of the publication's machines lies, is the second figure: a single machine falls outside it more often, and that alone says little.",
		'',
		'| view | product | outcome | this machine (its range) | machine spread | | pooled range | |',
		'| --- | --- | --- | --- | --- | --- | --- | --- |',
		...check.outcomes.map((r) => {
			const range = own(r);
			const s = spreadOf(r);
			return `| ${PROFILE_LABELS[r.profile as Profile]} / ${FRAMEWORK_LABELS[r.framework as Framework]} | ${cell(name(r.product))} | ${metricHeading(r.outcome)} (${unit(r.outcome)}) | ${r.rerun.median}${range ? ` (${range.low} to ${range.high})` : ''} | ${s ? `${s.low} to ${s.high}` : r.outcome === 'addedBytes' ? 'none (same on every machine)' : 'none (a Δ within the practical margin)'} | ${verdict(r)} | ${r.published.low} to ${r.published.high} | ${r.within ? 'inside' : 'outside'} |`;
		}),
		'',
		...(spread ? [`${spread.within} of ${spread.of} medians of timings inside the machine spread (${pct(spread.within, spread.of)}).`] : ['This publication states no machine spread (one host\'s pilot).']),
		`${inside.within} of ${inside.of} medians inside the pooled ranges (${pct(inside.within, inside.of)}).${ceiling ? ` For scale: rounds of the publication's own hosts, held out of their own host's ranges the same size at a time, put ${pct(ceiling.within, ceiling.of)} inside, so a check this small misses some ranges on any machine.` : ''}`,
		''
	];
}

function headToHeadSection(check: PublicationCheck, dataset: Dataset): string[] {
	const name = (slug: string) => dataset.products.find((p) => p.slug === slug)?.name ?? slug;
	const words = CONCLUSION_WORDS;
	const rows = check.headToHead.filter((r) => r.status !== null);
	const t = check.tally;
	return [
		'## Head to head',
		'',
		'Every pair the publication decided (one product measurably costs more), against the same pair measured here: held when this machine decided the same, open when it could not decide, contradicted when it decided the other way.',
		'',
		'| pair | outcome | published | this machine | |',
		'| --- | --- | --- | --- | --- |',
		...rows.map((r) => {
			const [a, b] = [name(r.a), name(r.b)];
			return `| ${cell(a)} − ${cell(b)} | ${metricHeading(r.outcome)} | ${r.published.difference} (${r.published.low} to ${r.published.high}): ${words[r.published.conclusion](a, b)} | ${r.rerun.difference} (${r.rerun.low} to ${r.rerun.high}): ${words[r.rerun.conclusion](a, b)} | ${r.status} |`;
		}),
		'',
		`${t.held} of ${t.decided} held, ${t.open} open, ${t.contradicted} contradicted.`,
		''
	];
}

/** The whole report: the gate first (a refused machine is told so before any number), then head to head, then medians. */
export function renderCheckReport(check: PublicationCheck, dataset: Dataset, command: string): string {
	return [
		`# Checking publication ${check.published.analysisId} on this machine`,
		'',
		`Publication of ${check.published.publishedOn}, methodology ${check.published.methodologyVersion}. Command: \`${command}\``,
		'',
		`**${summaryLine(check)}**`,
		'',
		...gateSection(check),
		...failedPagesSection(check),
		...headToHeadSection(check, dataset),
		...mediansSection(check, dataset)
	].join('\n');
}
