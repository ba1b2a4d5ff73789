// Timings at the control's speed on the methodology page (methodology 1.4, issue 58): what the scaling
// does in words a non-statistician can follow, a worked example read off this publication's own host
// medians, which measure each outcome is scaled by and the figures that chose it. From the dataset's
// `scaling` and `hostMedians` (measure/scaling/ wrote them).
import { CONTROL_MEASURE_IDS, CONTROL_MEASURE_LABELS, CONTROL_MEASURE_SHORT, SCALED_OUTCOME_IDS, type ControlMeasureId } from '../../control-measures.ts';
import { FRAMEWORK_LABELS, PROFILE_LABELS, type ViewKey } from '../../dimensions.ts';
import { formatShort, formatShortRange } from '../../format.ts';
import { metricDefinition, metricHeading, outcomeOf, type TimedMetricId } from '../../metrics.ts';
import type { Dataset, HostMedians } from '../../schema.ts';
import { code, paragraph, type Block } from './blocks.ts';

/** The example the page works through when this publication has it: a product whose hosts ran their bare page at different speeds. */
const EXAMPLE = { key: { profile: 'mobile', framework: 'react' } as ViewKey, product: 'klaro', outcome: 'mainThread' as TimedMetricId };

const cellRange = (counts: number[]) => (Math.min(...counts) === Math.max(...counts) ? `${counts[0]}` : `${Math.min(...counts)}–${Math.max(...counts)}`);
const ratio = (x: number) => `×${x.toFixed(2)}`;

/** The worked example's sentences, or null when the publication lacks what it reads. */
function workedExample(dataset: Pick<Dataset, 'hostMedians' | 'scaling' | 'cells' | 'products'>): string | null {
	const measure = dataset.scaling?.outcomes[EXAMPLE.outcome as (typeof SCALED_OUTCOME_IDS)[number]];
	if (!measure) return null;
	const hosts = (dataset.hostMedians ?? []).filter((h) => h.profile === EXAMPLE.key.profile && h.framework === EXAMPLE.key.framework);
	const rows = hosts.flatMap((h: HostMedians) => {
		const own = h.products.find((p) => p.product === EXAMPLE.product);
		const raw = own?.medians[EXAMPLE.outcome];
		const scaled = own?.scaledMedians?.[EXAMPLE.outcome];
		const control = h.control?.[measure];
		return raw === undefined || scaled === undefined || control === undefined ? [] : [{ host: h.host, rounds: h.rounds, raw, scaled, control }];
	});
	const cell = dataset.cells.find((c) => c.profile === EXAMPLE.key.profile && c.framework === EXAMPLE.key.framework && c.product === EXAMPLE.product);
	const published = cell ? outcomeOf(cell, EXAMPLE.outcome) : undefined;
	const name = dataset.products.find((p) => p.slug === EXAMPLE.product)?.name;
	if (rows.length < 2 || !published || published.status !== 'measured' || !published.interval || !name) return null;
	const f = (v: number) => formatShort(EXAMPLE.outcome, v);
	const label = metricDefinition(EXAMPLE.outcome).label.toLowerCase();
	const spread = (values: number[]) => f(Math.max(...values) - Math.min(...values)).replace(/^\+/, '');
	const each = rows.map((r, i) => `${i === 0 ? 'Host' : 'host'} ${r.host} ran its bare page at ${ratio(r.control)} of the reference (${r.control < 1 ? 'faster' : r.control > 1 ? 'slower' : 'at its speed'}), so its ${f(r.raw)} as measured is stated as ${f(r.scaled)}`);
	return `An example from this publication: ${name}'s ${label} on ${PROFILE_LABELS[EXAMPLE.key.profile]} / ${FRAMEWORK_LABELS[EXAMPLE.key.framework]}, scaled by the ${CONTROL_MEASURE_LABELS[measure]}. ${each.join('; ')}. As measured the hosts were ${spread(rows.map((r) => r.raw))} apart; at the control's speed, ${spread(rows.map((r) => r.scaled))}. The published median, ${f(published.median)} (range ${formatShortRange(EXAMPLE.outcome, published.interval.low, published.interval.high)}), pools every round stated this way.`;
}

export function scalingStatement(dataset: Pick<Dataset, 'scaling' | 'hostMedians' | 'cells' | 'products'>): Block[] {
	const scaling = dataset.scaling;
	if (!scaling) return [paragraph('This publication states every timing as measured on its hosts: it predates timings at the control\'s speed (methodology 1.4).')];
	const example = workedExample(dataset);
	const chosen = (id: (typeof SCALED_OUTCOME_IDS)[number]) => scaling.outcomes[id];
	return [
		paragraph(
			'Machines differ in speed even when their CPU is calibrated, and a product measured on a slower machine looks heavier for it. Every round therefore measures the bare page, the same test page without any consent manager, beside the products, on the same machine and in the same minutes: it is the control. Each framework and profile has a fixed reference time for the bare page. If the bare page took 1.3 times its reference in a round, that machine ran pages 1.3 times slower than the reference during that round, and the round\'s product times are divided by 1.3; if it took 0.8 times, they are divided by 0.8. Every number is then stated as if measured on a machine that runs the bare page in its reference time, whatever machine measured it, and both products of a round are divided by the same figure, so no comparison between them changes direction. Each Δ is taken within its round too, against that round\'s own bare page.'
		),
		...(example ? [paragraph(example)] : []),
		paragraph(
			'Which measure of the bare page a timing is divided by was chosen per outcome on the campaign\'s own rounds, before any rerun outside it was read: leave one machine out, compare its medians with the other machines\' medians of the same products, and keep the measure that brings them closest (the median gap below, in ms, over every machine left out and every product both measured; ✓ marks the measure kept), or none where no measure helps. Added bytes and correctness are never scaled: a page\'s bytes do not depend on the machine\'s speed.'
		),
		{
			kind: 'table',
			// Short headings: the table must read at 390 px without breaking a word.
			header: ['Outcome', 'None', ...CONTROL_MEASURE_IDS.map((m) => CONTROL_MEASURE_SHORT[m])],
			rows: scaling.evidence.map((e) => {
				const gap = (m: ControlMeasureId | null) => e.candidates.find((c) => c.measure === m);
				// One decimal, as the rule compared them: 10.5 and 11.4 ms must not both read "11 ms".
				return [metricHeading(e.outcome), ...[null, ...CONTROL_MEASURE_IDS].map((m) => (gap(m) ? `${gap(m)!.gap.toFixed(1)}${m === chosen(e.outcome) ? '\u00a0✓' : ''}` : '–'))];
			})
		},
		paragraph(
			`Cells compared: ${cellRange(scaling.evidence.map((e) => e.candidates[0]?.cells ?? 0))} per outcome. Each host's medians as measured stay on the product pages and in the leaderboard's row details, beside the scaled ones; the dataset's `,
			code('scaling'),
			' holds every framework\'s reference for each measure.'
		)
	];
}
