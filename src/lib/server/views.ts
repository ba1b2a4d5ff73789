// Builds the public benchmark view of one (profile, framework) from the dataset.
// JSON results are ordered by product name, so the API itself ranks nobody.
import type { Dataset, Product, Releases } from '../schema.ts';
import type { ViewKey } from '../dimensions.ts';
import type { BenchmarkView } from '../schema.ts';

export function viewUrl(origin: string, { profile, framework }: ViewKey): string {
	return `${origin}/?profile=${profile}&framework=${framework}`;
}

/**
 * The release the registry has beyond the one measured, for each product that has one (data/releases.json,
 * issue 60), by slug. An entry checked against another measured version than the publication's says
 * nothing of this publication and is left out.
 */
export function newerReleasesOf(dataset: Pick<Dataset, 'products'>, releases: Releases | null): ReadonlyMap<string, NonNullable<Product['newerRelease']>> {
	return new Map(
		(releases?.products ?? []).flatMap((e) => {
			const product = dataset.products.find((p) => p.slug === e.product);
			return e.status === 'newer' && e.latest && product?.version === e.measured ? [[e.product, { version: e.latest, ...(e.releasedOn ? { releasedOn: e.releasedOn } : {}) }] as const] : [];
		})
	);
}

export function buildView(dataset: Dataset, key: ViewKey, origin: string, newer: ReadonlyMap<string, NonNullable<Product['newerRelease']>> = new Map()): BenchmarkView {
	const products = [...dataset.products].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((p) => (newer.has(p.slug) ? { ...p, newerRelease: newer.get(p.slug)! } : p));
	const results = products.map((product) => {
		const cell = dataset.cells.find(
			(c) => c.profile === key.profile && c.framework === key.framework && c.product === product.slug
		);
		// validateDataset guarantees exactly one cell per (profile, framework, product).
		if (!cell) throw new Error(`no cell for ${key.profile}/${key.framework}/${product.slug}`);
		const { answers, rejectResponse, correctness, notes } = cell;
		return { product, answers, rejectResponse, correctness, notes };
	});
	const caveats =
		dataset.provenance.kind === 'placeholder' ? [dataset.provenance.statement, ...dataset.caveats] : dataset.caveats;
	return {
		publication: dataset.publication,
		preview: true,
		profile: key.profile,
		framework: key.framework,
		testConditions: dataset.testConditions[key.profile],
		methodologyUrl: `${origin}/methodology`,
		sourceUrl: viewUrl(origin, key),
		caveats,
		metrics: dataset.metrics,
		results
	};
}
