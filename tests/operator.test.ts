// The operator's product comes from OPERATOR_PRODUCT: named in the disclosure, marked on its row,
// and a slug that is not in the dataset stops start-up with a specific error.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runExpectingFailure, startServerProcess, type ServerProcess } from '../support/server-process.ts';

const base = inject('baseUrl');

describe('OPERATOR_PRODUCT', () => {
	let server: ServerProcess;
	beforeAll(async () => {
		server = await startServerProcess({ env: { OPERATOR_PRODUCT: 'c15t' } });
	});
	afterAll(() => server?.stop());

	it('names the product in the disclosure and marks its row in every view', async () => {
		const methodology = await (await fetch(`${server.baseUrl}/methodology`)).text();
		// Svelte writes the apostrophe as is; an HTML serialiser may write it as &#39;.
		expect(methodology.replace(/&#39;/g, "'")).toContain("The operator's product is c15t");
		const markdown = await (await fetch(`${server.baseUrl}/methodology.md`)).text();
		expect(markdown).toContain("The operator's product is c15t (`c15t`)");
		for (const query of ['', '?profile=mobile&framework=astro&sort=addedBytes']) {
			const html = await (await fetch(`${server.baseUrl}/${query}`)).text();
			expect(html, query).toMatch(/<tr id="row-c15t" class="[^"]*operator/);
			expect(html, query).toContain('operator’s product');
		}
	});

	it('says plainly when none is configured, and shows readers no deployment instruction (issue 59)', async () => {
		const methodology = await (await fetch(`${base}/methodology.md`)).text();
		expect(methodology).toContain('does not say which of the products its operator maintains');
		expect(methodology).not.toContain('OPERATOR_PRODUCT');
	});

	it('stops start-up when the slug is not a product of the dataset', async () => {
		const { code, output } = await runExpectingFailure({ OPERATOR_PRODUCT: 'c15' });
		expect(code).not.toBe(0);
		expect(output).toContain('OPERATOR_PRODUCT has the unknown value "c15"');
	});
});
