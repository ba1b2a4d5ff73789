// Markdown tables built from the owners of the facts: metric definitions, tiers, test conditions.
import { METRIC_DEFINITIONS } from '../../metrics.ts';
import { formatValue } from '../../format.ts';
import { PROFILE_LABELS, PROFILES } from '../../dimensions.ts';
import type { Dataset } from '../../schema.ts';

/** Escapes a value for a Markdown table cell. */
export function cell(text: string): string {
	return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function table(header: string[], rows: string[][]): string {
	const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function metricTable(): string {
	return table(
		['Outcome', 'Id', 'Unit', 'Definition'],
		METRIC_DEFINITIONS.map((m) => [`${m.label}${m.delta ? ' (Δ)' : ''}`, `\`${m.id}\``, m.unit, m.description])
	);
}

export function tierTable(): string {
	return table(
		['Outcome', 'Good', 'Fair', 'Poor'],
		METRIC_DEFINITIONS.filter((m) => m.tiers).map((m) => {
			const { good, fair } = m.tiers!;
			const value = (n: number) => formatValue(m.id, n, { signed: false });
			return [m.label, `≤ ${value(good)}`, `≤ ${value(fair)}`, `> ${value(fair)}`];
		})
	);
}

export function testConditionsTable(dataset: Dataset): string {
	return table(
		['Profile', 'Label', 'Viewport', 'CPU', 'Network'],
		PROFILES.map((p) => {
			const c = dataset.testConditions[p];
			return [PROFILE_LABELS[p], c.label, c.viewport, c.cpu, c.network];
		})
	);
}
