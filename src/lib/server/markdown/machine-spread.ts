// The machine spread on the methodology page (methodology 1.5, issue 64): what it says in words a
// non-statistician reads right the first time, each profile and outcome's spread with the held-out cells
// behind it, each machine's own figure against it, and why 1.4's scaling by the control was withdrawn,
// with the figures that decided it. From the dataset's `machineSpread` (measure/spread/ wrote it).
import { PROFILE_LABELS } from '../../dimensions.ts';
import { formatShare, SPREAD_OUTCOME_IDS } from '../../machine-spread.ts';
import { metricDefinition, metricHeading } from '../../metrics.ts';
import type { Dataset } from '../../schema.ts';
import { formatCount } from '../../format.ts';
import { code, paragraph, type Block } from './blocks.ts';

const pct = (part: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * part) / of)}%`);

/** Why 1.4's timings at the control's speed were withdrawn, with the held-out figures (issue 64). */
export const SCALING_WITHDRAWN: Block = paragraph(
	"Withdrawn: timings at the control's speed (methodology 1.4). 1.4 divided every round's timings by how fast its machine ran the bare page, choosing per outcome the measure of the bare page that brought a machine left out closest to the others. It did not carry to machines outside the campaign: five reruns on two such machines (an Intel Xeon VM and an AMD Zen 4 VM) put 463 of 670 of their medians (69%) inside 1.4's ranges, against 527 of 684 (77%) inside the same campaign's ranges without the scaling. On the Intel VM, desktop / React, the bare page ran at ×0.62 of its reference while the products ran at about ×1.0, so every product was multiplied by up to 1.61, and 2 of 13 banner-visible medians landed inside instead of 9. One machine's speed differs from one kind of work to another, as SPEC CPU's per-benchmark ratios show, so from 1.5 every timing is stated as its machine measured it. The bare page stays in every round: the validity gate reads it, and each machine's figure is shown beside its numbers as a diagnostic."
);

/** The spread on the methodology page: what it is, and each profile and outcome's figure (the machines' own figures are on the Reproducibility page). */
export function machineSpreadLead(dataset: Pick<Dataset, 'machineSpread' | 'hosts'>): Block[] {
	const blocks = machineSpreadStatement(dataset);
	return blocks.length <= 2 ? blocks : [...blocks.slice(0, 2), blocks.at(-1)!];
}

export function machineSpreadStatement(dataset: Pick<Dataset, 'machineSpread' | 'hosts'>): Block[] {
	const spread = dataset.machineSpread;
	if (!spread) return [paragraph('This publication states no machine spread: it predates methodology 1.5.')];
	const coverage = Math.round(spread.coverage * 100);
	const design = (host: string) => dataset.hosts?.find((h) => h.id === host)?.design ?? 'CPU not named';
	const byProfile = (profile: 'desktop' | 'mobile') => spread.outcomes.filter((o) => o.profile === profile);
	return [
		paragraph(
			`A result's range says where the median of this publication's machines lies. It shrinks as visits and machines are added, so it is not what your own machine will measure. The machine spread is: each machine of the campaign was left out in turn, its own median of every product compared with the median of the other machines, and the spread is how far it landed in ${coverage} of 100 of those comparisons. For banner visible and the click responses it is a share of the median; ${spread.deltas === 'delta' ? "for a Δ (page delay, main-thread work) a share of the Δ itself, read on the cells whose Δ lies beyond the practical margin and stated only for those (a smaller Δ is within the margin on these machines)" : "for a Δ (page delay, main-thread work) a share of the product page's whole figure, the bare page's plus the Δ, because a faster or slower machine moves the whole page and not only the difference"}. Added bytes are the same on every machine. The rule (the ${coverage}th percentile of the gaps, rounded up to the next hundredth) was fixed in the harness's code (`,
			code('measure/spread/'),
			') before any rerun outside the campaign was read, and a machine that joins later is judged by it, never re-chooses it.'
		),
		{
			kind: 'table',
			header: ['Outcome', ...(['desktop', 'mobile'] as const).map((p) => `${PROFILE_LABELS[p]}: spread (cells, machines)`)],
			rows: SPREAD_OUTCOME_IDS.map((id) => [
				`${metricHeading(id)}${metricDefinition(id).delta ? (spread.deltas === 'delta' ? ' (of the Δ)' : ' (of the whole page)') : ''}`,
				...(['desktop', 'mobile'] as const).map((p) => {
					const o = byProfile(p).find((x) => x.outcome === id);
					return o ? `${formatShare(o.spread)} (${formatCount(o.cells)}, ${o.hosts})` : '–';
				})
			])
		},
		...(spread.byHost.length === 0
			? []
			: [
					paragraph("Each machine left out, against the spread around the other machines' medians (its medians inside):"),
					{
						kind: 'table' as const,
						header: ['Machine', 'CPU design', 'Desktop', 'Mobile'],
						rows: spread.hosts.map((host) => {
							const of = (profile: string) => spread.byHost.find((b) => b.host === host && b.profile === profile);
							const cell = (profile: string) => {
								const b = of(profile);
								return b ? `${b.within} of ${b.of} (${pct(b.within, b.of)})` : '–';
							};
							return [code(host), design(host), cell('desktop'), cell('mobile')];
						})
					}
				]),
		paragraph('A reader\'s own check (', code('npm run reproduce'), ', under "Check it on your own machine") is judged the same way: head to head first, then each median against the machine spread, and against the pooled range only as a second figure.')
	];
}
