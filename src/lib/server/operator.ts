// The operator's own product, named in the disclosure and marked on its row. It comes from
// configuration (OPERATOR_PRODUCT=<slug>) and must be one of the dataset's products: a typo
// would silently hide the conflict of interest, so it stops start-up instead.
import type { Dataset } from '../schema.ts';
import { code, paragraph, type Block } from './markdown/blocks.ts';

export function checkOperatorProduct(slug: string | null, dataset: Dataset): void {
	if (slug === null) return;
	const slugs = dataset.products.map((p) => p.slug);
	if (!slugs.includes(slug))
		throw new Error(`OPERATOR_PRODUCT has the unknown value "${slug}". Allowed values (the dataset's product slugs): ${slugs.join(', ')}.`);
}

/** The sentence that completes the dataset's disclosure: which product, or plainly that none is configured. */
export function operatorStatement(slug: string | null, dataset: Dataset): Block {
	const product = dataset.products.find((p) => p.slug === slug);
	return product
		? paragraph(`The operator's product is ${product.name} (`, code(product.slug), '); its row is marked "operator’s product" in every view.')
		: paragraph('This copy of the site does not say which of the products its operator maintains, so no row is marked as the operator’s.');
}
