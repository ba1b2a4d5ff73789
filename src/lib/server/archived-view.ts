// A view of an archived publication in the shape of the benchmark view, for the pages that render one
// (its permanent compare pages, issue 66): its products, sorted by name, each with its cell of the view
// as the file holds it; a product it did not measure in that view is left out. The publication's file
// is served as it is; this is only what a page reads of it.
import type { ArchivedPublication } from '../archive.ts';
import type { ViewKey } from '../dimensions.ts';
import { publicationViewPath } from '../publication-paths.ts';
import type { BenchmarkView } from '../schema.ts';

export function archivedView(whole: ArchivedPublication, key: ViewKey, origin: string): BenchmarkView {
	const results = [...whole.products]
		.sort((a, b) => a.name.localeCompare(b.name, 'en'))
		.flatMap((product) => {
			const cell = whole.cells.find((c) => c.product === product.slug && c.profile === key.profile && c.framework === key.framework);
			return cell ? [{ product, answers: cell.answers, rejectResponse: cell.rejectResponse, correctness: cell.correctness, notes: cell.notes }] : [];
		});
	const conditions = whole.testConditions[key.profile];
	return {
		publication: whole.publication,
		preview: true,
		profile: key.profile,
		framework: key.framework,
		testConditions: conditions ?? { label: 'not recorded', viewport: 'not recorded', cpu: 'not recorded', network: 'not recorded' },
		methodologyUrl: `${origin}/methodology`,
		sourceUrl: `${origin}${publicationViewPath(whole.publication.analysisId, key)}`,
		caveats: whole.caveats,
		metrics: [],
		results
	};
}
