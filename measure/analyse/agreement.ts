// Re-measurement check: does a fresh median fall inside the interval an earlier publication gave?
import type { Cell, Dataset } from '../../src/lib/schema.ts';
import { TIMED_METRIC_IDS, type TimedMetricId } from '../../src/lib/metrics.ts';

export interface Agreement {
	cell: string;
	outcome: TimedMetricId;
	published: { median: number; low: number; high: number };
	remeasured: number;
	within: boolean;
}

const outcomeOf = (cell: Cell, id: TimedMetricId) => (id === 'rejectResponse' ? cell.rejectResponse : cell.answers[id]);

/** Every outcome measured in both datasets, for the cells the re-measurement covers. */
export function agreement(published: Dataset, remeasured: Dataset): Agreement[] {
	const rows: Agreement[] = [];
	for (const cell of remeasured.cells) {
		const before = published.cells.find((c) => c.profile === cell.profile && c.framework === cell.framework && c.product === cell.product);
		if (!before) continue;
		for (const id of TIMED_METRIC_IDS) {
			const now = outcomeOf(cell, id);
			const then = outcomeOf(before, id);
			if (now.status !== 'measured' || then.status !== 'measured' || !then.interval) continue;
			rows.push({
				cell: `${cell.profile}/${cell.framework}/${cell.product}`,
				outcome: id,
				published: { median: then.median, ...then.interval },
				remeasured: now.median,
				within: now.median >= then.interval.low && now.median <= then.interval.high
			});
		}
	}
	return rows;
}
