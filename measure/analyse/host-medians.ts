// Each host's own medians of every measured cell (issue 54): a published median pools every host, so a
// reader who wants to know what one machine saw reads it here. Absolute outcomes are the host's median;
// Δ outcomes its product median minus its own baseline median, as the published Δ is on all hosts.
// From methodology 1.4 (a scaling given): each Δ against the bare page of its own round, as measured and
// at the control's speed side by side, with how fast the host ran the bare page against the reference.
import { ALL_VIEWS } from '../../src/lib/dimensions.ts';
import { metricDefinition, outcomeOf, roundFor, TIMED_METRIC_IDS } from '../../src/lib/metrics.ts';
import type { Cell, HostMedians } from '../../src/lib/schema.ts';
import { median } from '../../support/stats.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { measureFor, NO_SCALING, SCALED_OUTCOME_IDS, type ScalingChoice } from '../scaling/choice.ts';
import { CONTROL_REFERENCES, controlMedian, type ControlMeasureId } from '../scaling/measures.ts';
import { outcomeSamples, roundOf } from './cell.ts';
import { controlledMedian } from './controlled.ts';
import { controlledRounds } from './controlled-rounds.ts';

type Medians = HostMedians['products'][number]['medians'];

/** Medians as 1.3 and earlier state them: the host's product median, minus its baseline median for a Δ. */
function pooledMedians(cell: Cell, pageVisits: readonly VisitRecord[], bare: readonly VisitRecord[]): Medians {
	const samples = outcomeSamples(pageVisits);
	const base = outcomeSamples(bare);
	const medians: Medians = {};
	for (const id of TIMED_METRIC_IDS) {
		const values = samples[id].map((s) => s.value);
		const baseline = base[id].map((s) => s.value);
		if (outcomeOf(cell, id).status !== 'measured' || values.length === 0) continue;
		if (!metricDefinition(id).delta) medians[id] = roundFor(id, median(values));
		else if (baseline.length > 0) medians[id] = roundFor(id, median(values) - median(baseline));
	}
	return medians;
}

/** Medians as 1.4 states them: within each round, scaled by `scaling` (NO_SCALING: as measured). */
function controlledMedians(cell: Cell, pageVisits: readonly VisitRecord[], bare: readonly VisitRecord[], scaling: ScalingChoice): Medians {
	const samples = outcomeSamples(pageVisits);
	const medians: Medians = {};
	for (const id of TIMED_METRIC_IDS) {
		if (outcomeOf(cell, id).status !== 'measured' || samples[id].length === 0) continue;
		const rounds = controlledRounds({ id, a: samples[id], bare, measure: measureFor(scaling, id) });
		if (rounds.length > 0) medians[id] = roundFor(id, controlledMedian(rounds));
	}
	return medians;
}

/** The host's bare page against the reference, per measure the scaling uses: the median over its rounds. */
function controlRatios(bare: readonly VisitRecord[], scaling: ScalingChoice): NonNullable<HostMedians['control']> {
	const measures = [...new Set(SCALED_OUTCOME_IDS.map((id) => scaling[id]).filter((m): m is ControlMeasureId => m !== null))].sort();
	const rounds = [...new Set(bare.map(roundOf))].sort((a, b) => a - b);
	const ratios: NonNullable<HostMedians['control']> = {};
	for (const measure of measures) {
		const each = rounds.flatMap((round) => {
			const ms = controlMedian({ visits: bare.filter((v) => roundOf(v) === round) }, measure);
			const reference = CONTROL_REFERENCES[measure][bare[0].shard];
			return ms === null || reference === undefined ? [] : [ms / reference];
		});
		if (each.length > 0) ratios[measure] = Math.round(median(each) * 100) / 100;
	}
	return ratios;
}

export function hostMediansOf(visits: readonly VisitRecord[], hostOf: (v: VisitRecord) => string | undefined, cells: readonly Cell[], scaling?: ScalingChoice): HostMedians[] {
	return ALL_VIEWS.flatMap(({ profile, framework }) => {
		const measured = cells.filter((c) => c.profile === profile && c.framework === framework && c.answers.bannerVisible.status === 'measured');
		if (measured.length === 0) return [];
		const shard = visits.filter((v) => v.profile === profile && v.framework === framework);
		const hosts = [...new Set(shard.map((v) => hostOf(v) ?? 'unrecorded'))].sort();
		return hosts.map((host) => {
			const own = shard.filter((v) => (hostOf(v) ?? 'unrecorded') === host);
			const bare = own.filter((v) => v.page === BASELINE);
			const products = measured.map((cell) => {
				const pageVisits = own.filter((v) => v.page === cell.product);
				const visitsOf = pageVisits.filter((v) => v.error === null).length;
				if (!scaling) return { product: cell.product, visits: visitsOf, medians: pooledMedians(cell, pageVisits, bare) };
				const medians = controlledMedians(cell, pageVisits, bare, NO_SCALING);
				return { product: cell.product, visits: visitsOf, medians, scaledMedians: controlledMedians(cell, pageVisits, bare, scaling) };
			});
			const rounds = new Set(own.map(roundOf)).size;
			return scaling ? { profile, framework, host, rounds, control: controlRatios(bare, scaling), products } : { profile, framework, host, rounds, products };
		});
	});
}
