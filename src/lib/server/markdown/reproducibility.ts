// "How reproducible are these numbers?" on the methodology page: the dataset's list of reruns in
// words, each with the host it ran on, and a plain statement of what is not recorded.
import type { Dataset, Rerun, RerunHost } from '../../schema.ts';
import { METRIC_DEFINITIONS, type MetricDefinition } from '../../metrics.ts';
import { earlierCrossHostFigure } from '../../earlier-reruns.ts';
import { PROFILE_LABELS, PROFILES, type Profile } from '../../dimensions.ts';
// The one definition of a median the harness and the scripts use, so the page summarises as they do.
import { median } from '../../../../support/stats.ts';
import { code, paragraph, type Block, type Inline } from './blocks.ts';

const share = (part: number, of: number) => `${part} of ${of} (${of === 0 ? 0 : Math.round((100 * part) / of)}%)`;

/**
 * Why "inside the published interval" cannot reach 100%: the rerun's median is as noisy as the
 * published one, so even a perfectly calibrated 95% interval holds a same-size rerun's median only
 * about 83% of the time (the difference of two such medians has √2 times the spread).
 */
const HOW_TO_READ =
	'How to read this: a 95% interval describes where the true median lies. A rerun has its own noise, so even a perfectly calibrated interval holds a rerun of the same size only about 83% of the time; overlapping intervals and conclusions that hold are the stronger test.';

/**
 * Where the rerun missed, by outcome, and in which direction. Misses that all lie on one side say
 * more than their number: the two runs differed in a way the published intervals did not cover.
 */
function missesStatement(r: Rerun): Block[] {
	const outside = r.outcomes.filter((o) => !o.within);
	if (outside.length === 0) return [];
	const byOutcome = METRIC_DEFINITIONS.map((metric) => {
		const misses = outside.filter((o) => o.outcome === metric.id);
		const higher = misses.filter((o) => o.rerun.median > o.published.high).length;
		return { label: metric.label.toLowerCase(), count: misses.length, higher };
	}).filter((m) => m.count > 0);
	const higher = byOutcome.reduce((sum, m) => sum + m.higher, 0);
	const direction =
		higher === outside.length
			? `All ${outside.length} lie above the published interval: the rerun measured slower, a difference between the two runs that the published intervals do not cover.`
			: higher === 0
				? `All ${outside.length} lie below the published interval: the rerun measured faster, a difference between the two runs that the published intervals do not cover.`
				: `Above the published interval: ${higher}; below: ${outside.length - higher}.`;
	return [paragraph(`The medians outside their published interval, by outcome: ${byOutcome.map((m) => `${m.label} ${m.count}`).join(', ')}. ${direction}`)];
}

// The sign is the rounded figure's, so a change that rounds to nothing reads ±0, never −0.
const signed = (n: number, unit: string) => {
	const rounded = Math.round(n);
	return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)}${unit === '%' ? '%' : ` ${unit}`}`;
};

/**
 * Each outcome on its own, per device profile (issue 23): how many of its medians landed inside, and
 * how far the rerun's medians typically moved. Absolute outcomes move by a share of their value; Δ
 * outcomes, which sit near zero, by their own unit. This is where a host that differs shows which work
 * calibration reaches, and mobile (throttled harder) answers differently from desktop.
 */
function byOutcomeStatement(r: Rerun): Block[] {
	const profiles = PROFILES.filter((profile) => r.outcomes.some((o) => o.profile === profile));
	const summary = (metric: MetricDefinition, profile: Profile): Inline => {
		const of = r.outcomes.filter((o) => o.outcome === metric.id && o.profile === profile);
		if (of.length === 0) return '—';
		const within = of.filter((o) => o.within).length;
		const ratios = of.filter((o) => o.published.median > 0).map((o) => o.rerun.median / o.published.median);
		const shift = metric.delta
			? signed(median(of.map((o) => o.rerun.median - o.published.median)), metric.unit)
			: ratios.length > 0 ? signed(100 * (median(ratios) - 1), '%') : '—';
		return `${share(within, of.length)}; ${shift}`;
	};
	const rows = METRIC_DEFINITIONS.filter((metric) => r.outcomes.some((o) => o.outcome === metric.id)).map((metric) => [
		metric.label,
		...profiles.map((profile) => summary(metric, profile))
	]);
	if (rows.length === 0) return [];
	return [
		paragraph("By outcome and profile: the re-measured medians inside the published intervals; then the typical change, over the re-measured cells, of the rerun's median against the published one:"),
		{ kind: 'table', header: ['Outcome', ...profiles.map((p) => PROFILE_LABELS[p])], rows }
	];
}

const withIndex = (host: RerunHost) => (host.benchmarkIndex === undefined ? host.description : `${host.description}, BenchmarkIndex ${host.benchmarkIndex}`);

/** Where the rerun ran, in words: the publication's own host, another one, or a simulated slower one. */
function hostPhrase(host: RerunHost): string {
	switch (host.relation) {
		case 'same':
			return `on the publication's own host (${withIndex(host)})`;
		case 'other':
			return `on another host (${withIndex(host)})`;
		case 'simulated-slower':
			return `on a simulated slower host (${withIndex(host)}; ${host.simulation})`;
		case 'unrecorded':
			return `on a host with ${host.description} (records before methodology 1.1 carry no host id, so they do not say whether it was the publication's own host)`;
	}
}

function rerunStatement(r: Rerun, number: number, of: number): Block[] {
	const c = r.conclusionsHeld;
	const shards: Inline[] = r.shards.flatMap((s, i) => (i === 0 ? [code(s)] : [', ', code(s)]));
	return [
		paragraph(`${of > 1 ? `Rerun ${number} of ${of}: an` : 'An'} independent rerun of ${r.shards.length} shards (`, ...shards, `) was measured ${r.rerunFrom === r.rerunTo ? `on ${r.rerunFrom}` : `from ${r.rerunFrom} to ${r.rerunTo}`} ${hostPhrase(r.host)} with harness commit `, code(r.harnessCommit), ' and compared with this publication, outcome by outcome:'),
		{
			kind: 'list',
			items: [
				[`Re-measured medians inside the published 95% intervals: ${share(r.mediansWithinIntervals.within, r.mediansWithinIntervals.of)}.`],
				[`Intervals that overlap the published ones: ${share(r.intervalsOverlapping.overlapping, r.intervalsOverlapping.of)}.`],
				['Published ', code('added'), '/', code('removed'), ` conclusions reached again: ${share(c.held, c.of)}; contradicted: ${c.contradicted}.`],
				[`Tiers that held: ${share(r.tiersHeld.held, r.tiersHeld.of)}.`],
				[`Added bytes identical: ${share(r.addedBytesIdentical.identical, r.addedBytesIdentical.of)}.`]
			]
		},
		...byOutcomeStatement(r),
		...missesStatement(r),
		paragraph("Reproduce the comparison from the rerun's raw records: ", code(r.command), '.')
	];
}

type RerunsOf = Pick<Dataset, 'reproducibility'> & { publication: Pick<Dataset['publication'], 'methodologyVersion'> };

/** The list of reruns as blocks (./blocks.ts), so the page and its Markdown twin say the same. */
export function reproducibilityStatement(dataset: RerunsOf): Block[] {
	const reruns = dataset.reproducibility ?? [];
	// Until this publication has a rerun on another host, the figure an earlier one left stays in view
	// (the same sentence as the dataset's one-host caveat).
	const earlier = earlierCrossHostFigure(dataset.publication.methodologyVersion);
	if (reruns.length === 0)
		return [
			paragraph(`No independent rerun of this publication has been recorded yet. When one is, this section gives its figures, the host it ran on and the command that reproduces the comparison.${earlier ? ` ${earlier}` : ''}`)
		];
	// A simulated slower host runs on the publication's own machine: it tests what calibration reaches,
	// not another CPU, so until a rerun on another machine is recorded the older figure stays in view.
	const onAnotherMachine = reruns.some((r) => r.host.relation === 'other');
	const simulated = reruns.filter((r) => r.host.relation === 'simulated-slower').length;
	const simulatedHosts = simulated === 1 ? 'the simulated slower host ran' : 'the simulated slower hosts ran';
	const noOtherMachine = `No rerun of this publication on another host has been recorded yet${simulated > 0 ? ` (${simulatedHosts} on the publication's own machine)` : ''}.`;
	return [
		...reruns.flatMap((r, i) => rerunStatement(r, i + 1, reruns.length)),
		...(onAnotherMachine ? [] : [paragraph(earlier ? `${noOtherMachine} ${earlier}` : noOtherMachine)]),
		paragraph(HOW_TO_READ)
	];
}
