// Markdown tables, and the tables of the methodology page built from the owners of their facts:
// metric definitions, tiers, test conditions (as blocks: ./blocks.ts renders them for both formats).
import { comparisonOf, type Judging } from '../../judging.ts';
import { METRIC_DEFINITIONS, metricDefinition, metricDescription, TIMED_METRIC_IDS } from '../../metrics.ts';
import type { Block } from './blocks.ts';
import { formatValue } from '../../format.ts';
import { PROFILE_LABELS, PROFILES } from '../../dimensions.ts';
import type { Dataset } from '../../schema.ts';

export { cell, table } from './markdown-table.ts';

/** Each outcome's definition as the served methodology states it. */
export function metricTable(methodologyVersion: string): Block {
	return {
		kind: 'table',
		header: ['Outcome', 'Id', 'Unit', 'Definition'],
		rows: METRIC_DEFINITIONS.map((m) => [`${m.label}${m.delta ? ' (Δ)' : ''}`, { code: m.id }, m.unit, metricDescription(m.id, methodologyVersion)])
	};
}

export function tierTable(): Block {
	return {
		kind: 'table',
		header: ['Outcome', 'Good', 'Fair', 'Poor'],
		rows: METRIC_DEFINITIONS.filter((m) => m.tiers).map((m) => {
			const { good, fair } = m.tiers!;
			const value = (n: number) => formatValue(m.id, n, { signed: false });
			return [m.label, `≤ ${value(good)}`, `≤ ${value(fair)}`, `> ${value(fair)}`];
		})
	};
}

export function testConditionsTable(dataset: Dataset): Block {
	return {
		kind: 'table',
		header: ['Profile', 'Label', 'Viewport', 'CPU', 'Network'],
		rows: PROFILES.map((p) => {
			const c = dataset.testConditions[p];
			return [PROFILE_LABELS[p], c.label, c.viewport, c.cpu, c.network];
		})
	};
}

/**
 * The head-to-head margins of a publication: how large a difference between two products must be to
 * count, and why; an outcome whose margin differs by profile (2.1's presses, from each profile's control)
 * gets a row per profile.
 */
export function comparisonMarginTable(judging: Judging): Block {
	return {
		kind: 'table',
		header: ['Outcome', 'Practical margin', 'Why'],
		rows: TIMED_METRIC_IDS.flatMap((id) => {
			const [desktop, mobile] = PROFILES.map((profile) => comparisonOf(id, profile, judging));
			const row = (label: string, { margin, why }: { margin: number; why: string }) => [label, `${margin.toLocaleString('en-US')} ${metricDefinition(id).unit}`, `${why[0].toUpperCase()}${why.slice(1)}.`];
			return desktop.margin === mobile.margin ? [row(metricDefinition(id).label, desktop)] : PROFILES.map((profile, i) => row(`${metricDefinition(id).label}, ${profile}`, [desktop, mobile][i]));
		})
	};
}
