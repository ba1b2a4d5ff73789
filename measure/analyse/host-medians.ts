// Each host's own medians of every measured cell (issue 54): a published median pools every host, so a
// reader who wants to know what one machine saw reads it here. Absolute outcomes are the host's median;
// Δ outcomes its product median minus its own baseline median, as the published Δ is on all hosts.
import { ALL_VIEWS } from '../../src/lib/dimensions.ts';
import { metricDefinition, outcomeOf, roundFor, TIMED_METRIC_IDS } from '../../src/lib/metrics.ts';
import type { Cell, HostMedians } from '../../src/lib/schema.ts';
import { median } from '../../support/stats.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { outcomeSamples, roundOf } from './cell.ts';

export function hostMediansOf(visits: readonly VisitRecord[], hostOf: (v: VisitRecord) => string | undefined, cells: readonly Cell[]): HostMedians[] {
	return ALL_VIEWS.flatMap(({ profile, framework }) => {
		const measured = cells.filter((c) => c.profile === profile && c.framework === framework && c.answers.bannerVisible.status === 'measured');
		if (measured.length === 0) return [];
		const shard = visits.filter((v) => v.profile === profile && v.framework === framework);
		const hosts = [...new Set(shard.map((v) => hostOf(v) ?? 'unrecorded'))].sort();
		return hosts.map((host) => {
			const own = shard.filter((v) => (hostOf(v) ?? 'unrecorded') === host);
			const base = outcomeSamples(own.filter((v) => v.page === BASELINE));
			const products = measured.map((cell) => {
				const pageVisits = own.filter((v) => v.page === cell.product);
				const samples = outcomeSamples(pageVisits);
				const medians: HostMedians['products'][number]['medians'] = {};
				for (const id of TIMED_METRIC_IDS) {
					const values = samples[id].map((s) => s.value);
					const baseline = base[id].map((s) => s.value);
					if (outcomeOf(cell, id).status !== 'measured' || values.length === 0) continue;
					if (!metricDefinition(id).delta) medians[id] = roundFor(id, median(values));
					else if (baseline.length > 0) medians[id] = roundFor(id, median(values) - median(baseline));
				}
				return { product: cell.product, visits: pageVisits.filter((v) => v.error === null).length, medians };
			});
			return { profile, framework, host, rounds: new Set(own.map(roundOf)).size, products };
		});
	});
}
