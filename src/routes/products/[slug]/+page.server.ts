// One product across every profile and framework.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { ALL_VIEWS } from '#lib/dimensions.ts';
import { getSite } from '#lib/server/site.ts';
import { viewSeries } from '#lib/server/view-facts.ts';
import { productHistory } from '#lib/server/publications.ts';
import { productPhases } from '#lib/press-phases.ts';
import { layoutRows } from '#lib/banner-layout.ts';

export const load: PageServerLoad = ({ params }) => {
	const site = getSite();
	if (!site.dataset.products.some((p) => p.slug === params.slug)) error(404, `There is no product "${params.slug}". Products: ${site.dataset.products.map((p) => p.slug).join(', ')}.`);
	const views = ALL_VIEWS.map((key) => site.selectView(key).view);
	const product = views[0].results.find((r) => r.product.slug === params.slug)!.product;
	// A later release than the one measured, when the registry has one (issue 60).
	const newerRelease = site.newerReleases.get(product.slug) ?? null;
	// Each machine's own series of this product, view by view (issues 54, 64).
	const hostMedians = ALL_VIEWS.map((key) => viewSeries(site.dataset, key, (slug) => slug === product.slug));
	// Where its presses spent their time, view by view, each view's control beside them (2.0 and later).
	const phases = productPhases(site.dataset.pressPhases ?? [], product.slug);
	// Where its banner sits on the screen and how far each page moved while loading, view by view (2.2 and later).
	const layout = ALL_VIEWS.map((key) => {
		const [screen, shift] = layoutRows(site.dataset.bannerLayout, key, [product.slug]);
		return screen ? { screen: screen[1], shift: shift[1] } : null;
	});
	return { product, newerRelease, views, hostMedians, phases, layout, machineSpread: site.dataset.machineSpread, gating: site.gating.get(product.slug) ?? null, history: productHistory(site.archive, product.slug), operator: site.config.operatorProduct };
};
