// Builds the public benchmark view of one (profile, framework) from the dataset.
// JSON results are ordered by product name, so the API itself ranks nobody.
import type { Dataset, Releases } from '../schema.ts';
import type { ViewKey } from '../dimensions.ts';
import type { BenchmarkView } from '../schema.ts';
import { describeNewerRelease, type NewerRelease } from '../format.ts';

export function viewUrl(origin: string, { profile, framework }: ViewKey): string {
	return `${origin}/?profile=${profile}&framework=${framework}`;
}

/**
 * The release the registry has beyond the one measured, for each product that has one (data/releases.json,
 * issue 60), by slug. An entry checked against another measured version than the publication's says
 * nothing of this publication and is left out.
 */
export function newerReleasesOf(dataset: Pick<Dataset, 'products'>, releases: Releases | null): ReadonlyMap<string, NewerRelease> {
	return new Map(
		(releases?.products ?? []).flatMap((e) => {
			const product = dataset.products.find((p) => p.slug === e.product);
			return e.status === 'newer' && e.latest && product?.version === e.measured ? [[e.product, { version: e.latest, ...(e.releasedOn ? { releasedOn: e.releasedOn } : {}) }] as const] : [];
		})
	);
}

/**
 * A view of the dataset. A product with a later release than the one measured (issue 60) says so in its
 * entry's notes and the view's caveats: the interface closes every object, so the fact has no field of
 * its own (issue 66).
 */
export function buildView(dataset: Dataset, key: ViewKey, origin: string, newer: ReadonlyMap<string, NewerRelease> = new Map()): BenchmarkView {
	const products = [...dataset.products].sort((a, b) => a.name.localeCompare(b.name, 'en'));
	const newerNote = (slug: string, version: string) => {
		const release = newer.get(slug);
		return release ? [`A later release is on the npm registry (${describeNewerRelease(version, release)}): these numbers are for ${version}.`] : [];
	};
	const results = products.map((product) => {
		const cell = dataset.cells.find(
			(c) => c.profile === key.profile && c.framework === key.framework && c.product === product.slug
		);
		// validateDataset guarantees exactly one cell per (profile, framework, product).
		if (!cell) throw new Error(`no cell for ${key.profile}/${key.framework}/${product.slug}`);
		const { answers, rejectResponse, correctness, notes } = cell;
		return { product, answers, rejectResponse, correctness, notes: [...newerNote(product.slug, product.version), ...notes] };
	});
	const moved = products.filter((p) => newer.has(p.slug)).map((p) => `${p.name} (${describeNewerRelease(p.version, newer.get(p.slug)!)})`);
	const releaseCaveat = moved.length === 0 ? [] : [`A later release than the one measured is on the npm registry for ${moved.join('; ')}: its numbers here are for the release measured.`];
	const caveats = [...(dataset.provenance.kind === 'placeholder' ? [dataset.provenance.statement, ...dataset.caveats] : dataset.caveats), ...releaseCaveat];
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
