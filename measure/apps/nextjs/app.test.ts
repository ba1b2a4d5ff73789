import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../products/index.ts';
import { clientModule, nextProject, scriptPage } from './app.ts';

describe('the Next.js app generator', () => {
	it('makes the React module a client component whose asset URLs resolve under the page', () => {
		const module = clientModule({ source: "import x from 'y';\nconst src = import.meta.env.BASE_URL + 'a.js';" }, 'tarteaucitronjs');
		expect(module.startsWith("'use client';\n")).toBe(true);
		expect(module).toContain(`const src = "/tarteaucitronjs/" + 'a.js';`);
	});
	it('hoists a standalone stylesheet to the head and adds the other tags after hydration', () => {
		const page = scriptPage({ head: '<link rel="stylesheet" href="vendor/a.css">', body: '<script defer src="vendor/a.js"></script>', assets: {} });
		expect(page).toContain('<link rel="stylesheet" href="vendor/a.css" precedence="default" />');
		expect(page).toContain(`<Standalone html={${JSON.stringify('<script defer src="vendor/a.js"></script>')}} />`);
		expect(page).not.toContain('dangerouslySetInnerHTML');
	});
	it('routes every supported product, with c15t through @c15t/nextjs', () => {
		const project = nextProject(PRODUCTS);
		const routes = Object.keys(project.files).filter((f) => f.endsWith('/page.jsx')).sort();
		expect(routes).toHaveLength(1 + PRODUCTS.length);
		expect(project.files['consent/c15t.jsx']).toContain("from '@c15t/nextjs'");
		expect(project.files['consent/c15t.jsx']).not.toContain('@c15t/react');
		expect(project.files['app/baseline/page.jsx']).not.toContain('Consent');
		expect(project.copies['public/klaro/vendor/klaro.js']).toBe('klaro/dist/klaro.js');
	});
	it('fixes the build id, which Next.js writes into every page (random by default)', () => {
		expect(nextProject(PRODUCTS).files['next.config.mjs']).toContain("generateBuildId: async () => 'cmp-benchmark'");
	});
});
