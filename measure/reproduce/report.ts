// A reader's check in words (measure/reproduce/check.ts): one summary line, and a Markdown report that
// says first whether the validity gate would admit the machine, with its figures, then each median
// against the published range and each published head-to-head conclusion against this machine's.
import { PROFILE_LABELS, FRAMEWORK_LABELS, type Framework, type Profile } from '../../src/lib/dimensions.ts';
import { CONTROL_MEASURE_LABELS } from '../../src/lib/control-measures.ts';
import { metricDefinition, metricHeading } from '../../src/lib/metrics.ts';
import type { Dataset } from '../../src/lib/schema.ts';
import { describeVerdict } from '../gate/gate.ts';
import { insideShare, type PublicationCheck } from './check.ts';

const pct = (part: number, of: number) => (of === 0 ? '—' : `${Math.round((100 * part) / of)}%`);
const unit = (id: Parameters<typeof metricDefinition>[0]) => metricDefinition(id).unit;
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The one line a script or a person reads first. */
export function summaryLine(check: PublicationCheck): string {
	const inside = insideShare(check);
	const t = check.tally;
	const gate = check.admitted ? 'the validity gate would admit this machine' : `the validity gate would REFUSE this machine (${[...new Set(check.verdicts.filter((v) => !v.admitted).flatMap((v) => v.results.filter((r) => !r.passed).map((r) => r.rule)))].join(', ')})`;
	return `Check of publication ${check.published.analysisId}: ${gate}; ${inside.within} of ${inside.of} medians inside the published ranges (${pct(inside.within, inside.of)}); head to head ${t.held} of ${t.decided} decided conclusions held, ${t.open} open, ${t.contradicted} contradicted.`;
}

function gateSection(check: PublicationCheck): string[] {
	const lead = check.admitted
		? 'The validity gate would **admit** every round gathered here: the calibration reached the reference, the machine held its speed, nothing else ran, and the bare page ran within the band of its reference. The figures below compare like with like.'
		: '**The validity gate would refuse this machine.** A publication would not count these rounds; the figures below are shown so you can see how far this machine is from the ones that measured the publication, not as a test of it.';
	const rows = check.controls.map((c) => `| ${c.shard} round ${c.round} | ${c.measures.map((m) => `${m.ms.toFixed(1)} ms (×${m.ratio.toFixed(2)} of ${m.reference} ms)`).join(' | ')} |`);
	const measures = check.controls[0]?.measures.map((m) => CONTROL_MEASURE_LABELS[m.measure]) ?? [];
	const m = check.machine;
	return [
		'## This machine and the validity gate',
		'',
		lead,
		'',
		...check.verdicts.map((v) => `- ${describeVerdict(v)}`),
		'',
		`The bare page (the control) against the publication's fixed references:`,
		'',
		`| round | ${measures.join(' | ')} |`,
		`| --- | ${measures.map(() => '---').join(' | ')} |`,
		...rows,
		'',
		`Machine: ${m.description}${m.hostId ? ` (host id ${m.hostId})` : ''}; Chromium ${m.chromium}${m.publishedChromium.length > 0 && !m.publishedChromium.includes(m.chromium) ? ` (the publication used ${m.publishedChromium.join(', ')}: another build can move every number)` : ''}; harness commit ${m.harnessCommit.slice(0, 7)}.`,
		''
	];
}

function mediansSection(check: PublicationCheck, dataset: Dataset): string[] {
	const inside = insideShare(check);
	const name = (slug: string) => dataset.products.find((p) => p.slug === slug)?.name ?? slug;
	const raw = (r: PublicationCheck['outcomes'][number]) => check.raw.find((h) => h.profile === r.profile && h.framework === r.framework)?.products.find((p) => p.product === r.product)?.medians[r.outcome];
	const ceiling = check.sameHostCeiling;
	return [
		'## Medians against the published ranges',
		'',
		'This machine\'s medians are stated as the publication states its own: each round at the speed of its own bare page (methodology 1.4), with the medians as measured beside them.',
		'',
		'| view | product | outcome | this machine | as measured | published range | |',
		'| --- | --- | --- | --- | --- | --- | --- |',
		...check.outcomes.map((r) => `| ${PROFILE_LABELS[r.profile as Profile]} / ${FRAMEWORK_LABELS[r.framework as Framework]} | ${cell(name(r.product))} | ${metricHeading(r.outcome)} (${unit(r.outcome)}) | ${r.rerun.median} | ${raw(r) ?? '—'} | ${r.published.low} to ${r.published.high} | ${r.within ? 'inside' : 'outside'} |`),
		'',
		`${inside.within} of ${inside.of} medians inside (${pct(inside.within, inside.of)}).${ceiling ? ` For scale: rounds of the publication's own hosts, held out of their own host's ranges the same size at a time, put ${pct(ceiling.within, ceiling.of)} inside, so a check this small misses some ranges on any machine.` : ''}`,
		''
	];
}

function headToHeadSection(check: PublicationCheck, dataset: Dataset): string[] {
	const name = (slug: string) => dataset.products.find((p) => p.slug === slug)?.name ?? slug;
	const words = { 'a-costs-more': (a: string) => `${a} costs more`, 'b-costs-more': (_a: string, b: string) => `${b} costs more`, 'no-practical-difference': () => 'no practical difference', inconclusive: () => 'not settled' } as const;
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

/** The whole report: the gate first (a refused machine is told so before any number), then medians, then head to head. */
export function renderCheckReport(check: PublicationCheck, dataset: Dataset, command: string): string {
	return [
		`# Checking publication ${check.published.analysisId} on this machine`,
		'',
		`Publication of ${check.published.publishedOn}, methodology ${check.published.methodologyVersion}. Command: \`${command}\``,
		'',
		`**${summaryLine(check)}**`,
		'',
		...gateSection(check),
		...mediansSection(check, dataset),
		...headToHeadSection(check, dataset)
	].join('\n');
}
