// data/comparisons.json (issue 47): every pair of products measured in a view, every outcome both
// measured, as analyse/comparisons.ts computes them from the raw visits, for the publication assembled
// from the same records. Written beside publication.json and republished byte for byte with it.
import { ALL_VIEWS } from '../../src/lib/dimensions.ts';
import { join } from 'node:path';
import { comparedCells, validateComparisons } from '../../src/lib/comparisons.ts';
import { judgingOf } from '../../src/lib/judging.ts';
import type { Comparisons, Dataset } from '../../src/lib/schema.ts';
import { comparePair, type ComparedProduct } from '../analyse/comparisons.ts';
import { outcomeSamples } from '../analyse/cell.ts';
import type { InteractionMeasures } from '../analyse/interaction-measure.ts';
import type { RawRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { visitHosts } from '../analyse/samples.ts';
import { BASELINE } from '../apps/types.ts';
import { publishedRecords } from './admitted.ts';
import { methodologyNamedBy } from './provenance.ts';
import { writeServedFile } from './write.ts';

/**
 * Resamples per difference: 10,000, as every published interval, so a difference's bounds are as
 * steady as a median's. They cost 44 s of a 52 s publish on a 2-core VM (docs/performance.md,
 * "Head to head"), which the suite's republish test can afford.
 */
export const PAIR_RESAMPLES = 10_000;

export function assembleComparisons(all: readonly RawRecord[], dataset: Dataset, resamples = PAIR_RESAMPLES, options: { applyGate?: boolean; interactionMeasures?: InteractionMeasures } = {}): Comparisons {
	// The records the dataset analysed, under the methodology it names as the records' reading (a campaign's:
	// the units the gate admits, incomplete loads dropped; one host's pilot names none and counts every round,
	// as its dataset did, where naming its version would have read it as a gated campaign's).
	const { records, presses } = publishedRecords(all, methodologyNamedBy(dataset), { applyGate: options.applyGate, whatIf: options.interactionMeasures });
	const hostOf = visitHosts(records.filter((r): r is RunRecord => r.kind === 'run'));
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const views = ALL_VIEWS.map(({ profile, framework }) => {
		const shard = visits.filter((v) => v.profile === profile && v.framework === framework);
		const products: ComparedProduct[] = comparedCells(dataset, { profile, framework }).map((cell) => ({ cell, samples: outcomeSamples(shard.filter((v) => v.page === cell.product), hostOf, presses) }));
		const view = `${profile}/${framework}`;
		// Each Δ against the bare page of its own round, as the dataset's medians are (analyse/pooled.ts).
		const bare = { bare: shard.filter((v) => v.page === BASELINE), hostOf };
		const pairs = products.flatMap((a, i) => products.slice(i + 1).map((b) => ({ a: a.cell.product, b: b.cell.product, outcomes: comparePair(view, a, b, resamples, judgingOf(dataset), bare) })));
		return { profile, framework, pairs };
	});
	return { analysisId: dataset.publication.analysisId, resamples, views };
}

/** One pair per line, so that a republish's diff names the pairs that moved. */
export function serialiseComparisons(comparisons: Comparisons): string {
	const views = comparisons.views.map((view) => {
		const pairs = view.pairs.map((pair) => `\t\t${JSON.stringify(pair)}`).join(',\n');
		return `\t{"profile":${JSON.stringify(view.profile)},"framework":${JSON.stringify(view.framework)},"pairs":[\n${pairs}\n\t]}`;
	});
	return `{"analysisId":${JSON.stringify(comparisons.analysisId)},"resamples":${comparisons.resamples},"views":[\n${views.join(',\n')}\n]}\n`;
}

/** Validates the comparisons against their dataset, then writes outDir/comparisons.json atomically. */
export function writeComparisons(comparisons: Comparisons, dataset: Dataset, outDir: string): string {
	const file = join(outDir, 'comparisons.json');
	writeServedFile(file, serialiseComparisons(validateComparisons(comparisons, dataset)));
	return file;
}
