// One product across every profile and framework.
import { error } from '@sveltejs/kit';
import type { PageServerLoad } from './$types';
import { ALL_VIEWS } from '#lib/dimensions.ts';
import { getSite } from '#lib/server/site.ts';

export const load: PageServerLoad = ({ params }) => {
	const site = getSite();
	const product = site.dataset.products.find((p) => p.slug === params.slug);
	if (!product) error(404, `There is no product "${params.slug}". Products: ${site.dataset.products.map((p) => p.slug).join(', ')}.`);
	const views = ALL_VIEWS.map((key) => site.selectView(key).view);
	return { product, views, operator: site.config.operatorProduct };
};
