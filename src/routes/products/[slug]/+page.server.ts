// One product across every profile and framework.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { ALL_VIEWS } from '#lib/dimensions.ts';
import { getSite } from '#lib/server/site.ts';
import { hostMediansOfView } from '#lib/server/view-facts.ts';
import { productHistory } from '#lib/server/publications.ts';

export const load: PageServerLoad = ({ params }) => {
	const site = getSite();
	if (!site.dataset.products.some((p) => p.slug === params.slug)) error(404, `There is no product "${params.slug}". Products: ${site.dataset.products.map((p) => p.slug).join(', ')}.`);
	const views = ALL_VIEWS.map((key) => site.selectView(key).view);
	// As every view states it: with a later release than the one measured, when the registry has one.
	const product = views[0].results.find((r) => r.product.slug === params.slug)!.product;
	// Each host's own medians of this product, view by view (issue 54).
	const hostMedians = ALL_VIEWS.map((key) => hostMediansOfView(site.dataset, key).map((h) => ({ host: h.host, rounds: h.rounds, control: h.control, products: h.products.filter((p) => p.product === product.slug) })));
	return { product, views, hostMedians, scaled: site.dataset.scaling !== undefined, gating: site.gating.get(product.slug) ?? null, history: productHistory(site.archive, product.slug), operator: site.config.operatorProduct };
};
