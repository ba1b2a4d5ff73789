import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from '../dataset.ts';
import { checkOperatorProduct, operatorStatement } from './operator.ts';
import { blocksMarkdown } from './markdown/blocks.ts';

const dataset = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));

describe('the operator product', () => {
	it('refuses a slug that is not in the dataset, naming the value and the allowed slugs', () => {
		expect(() => checkOperatorProduct('c15', dataset)).toThrow(/OPERATOR_PRODUCT has the unknown value "c15"\. Allowed values .*: vanilla-cookieconsent, klaro/);
		expect(() => checkOperatorProduct('c15t', dataset)).not.toThrow();
		expect(() => checkOperatorProduct(null, dataset)).not.toThrow();
	});

	it('names the product in the disclosure, or says plainly that none is configured', () => {
		expect(blocksMarkdown([operatorStatement('c15t', dataset)])).toMatch(/^The operator's product is c15t/);
		expect(blocksMarkdown([operatorStatement(null, dataset)])).toMatch(/does not say which of the products its operator maintains/);
	});
});
