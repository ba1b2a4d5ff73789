// The correction form composes a report from its query string; nothing is stored or sent.
import type { PageServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { composeCorrection, readCorrectionDraft } from '#lib/server/corrections.ts';

export const load: PageServerLoad = ({ url }) => {
	const site = getSite();
	const draft = readCorrectionDraft(url.searchParams);
	const submitted = url.searchParams.has('problem');
	return {
		draft,
		composed: submitted ? composeCorrection(draft, site.dataset, site.config.corrections) : null,
		products: site.dataset.products.map(({ slug, name }) => ({ slug, name }))
	};
};
