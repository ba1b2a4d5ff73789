import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../products/index.ts';
import { RENDER_CLOCK_MS, tanstackProject } from './app.ts';

describe('the TanStack Start app generator', () => {
	const project = tanstackProject(PRODUCTS);
	it('gives every supported product a file route at /<page>/', () => {
		const routes = Object.keys(project.files).filter((f) => /^src\/routes\/[^_]/.test(f));
		expect(routes).toHaveLength(1 + PRODUCTS.length);
		expect(project.files['src/routes/klaro/index.jsx']).toContain('createFileRoute("/klaro/")');
	});
	it('wraps the page in a React product, and adds a standalone one after hydration with its stylesheet in the head', () => {
		expect(project.files['src/routes/c15t/index.jsx']).toContain('<Consent><Article /></Consent>');
		expect(project.files['src/consent/c15t.jsx']).toContain("from '@c15t/react'");
		const vcc = project.files['src/routes/vanilla-cookieconsent/index.jsx'];
		expect(vcc).toContain('"href":"/vanilla-cookieconsent/vendor/cookieconsent.css"');
		expect(vcc).toContain('<Standalone html=');
		expect(project.copies['public/vanilla-cookieconsent/vendor/cookieconsent.umd.js']).toBe('vanilla-cookieconsent/dist/cookieconsent.umd.js');
	});
	it('pins the SSR clock, whose Date.now() TanStack Router writes into every page', () => {
		const serve = Object.entries(project.files).find(([, text]) => text.includes('createServer'))![1];
		expect(serve).toContain(`Date.now = () => ${RENDER_CLOCK_MS};`);
		expect(new Date(RENDER_CLOCK_MS).toISOString()).toBe('2026-11-23T00:00:00.000Z');
	});
});
