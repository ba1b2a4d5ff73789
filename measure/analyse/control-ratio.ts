// How fast a host ran the control, the bare page measured in every round beside the products, against
// its shard's fixed reference (gate/control.ts): a diagnostic shown beside each host's series. It scales
// nothing: methodology 1.4 divided timings by it, and hosts outside the campaign fitted worse for it
// (docs/research/publication-1.5.md).
import { median } from '../../support/stats.ts';
import { controlTaskMs, CONTROL_REFERENCE_MS } from '../gate/control.ts';
import type { VisitRecord } from '../gather/records.ts';
import { roundOf } from './visit-values.ts';

/**
 * The median over a host's rounds of each round's control task time ÷ its shard's reference, to 0.01
 * (1.3 means the bare page took 30% longer than the reference); null when no round has a bare-page
 * visit that succeeded, or the shard has no reference. `bare`: one host's bare-page visits of one shard.
 */
export function hostControlRatio(bare: readonly VisitRecord[]): number | null {
	const reference = bare[0] && CONTROL_REFERENCE_MS[bare[0].shard];
	if (!reference) return null;
	const ratios = [...new Set(bare.map(roundOf))].flatMap((round) => {
		const ms = controlTaskMs({ visits: bare.filter((v) => roundOf(v) === round) });
		return ms === null ? [] : [ms / reference];
	});
	return ratios.length === 0 ? null : Math.round(median(ratios) * 100) / 100;
}
