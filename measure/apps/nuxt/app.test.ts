import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../products/index.ts';
import { nuxtProject, standalonePlugin } from './app.ts';

describe('the Nuxt app generator', () => {
	it("gives each standalone product a page and its tags, and React-only products nothing", () => {
		const project = nuxtProject(PRODUCTS);
		const pages = Object.keys(project.files).filter((f) => f.startsWith('app/pages/')).map((f) => f.slice(10, -4)).sort();
		expect(pages).toEqual([
			'baseline', 'beyonk-gdpr-cookie-consent-banner', 'cookie-bar', 'cookie-consent-js', 'cookieconsent', 'cookies-eu-banner',
			'klaro', 'orejime', 'porsche-cookie-consent-banner', 'tarteaucitronjs', 'vanilla-cookieconsent'
		]);
		expect(new Set(pages.map((p) => project.files[`app/pages/${p}.vue`])).size).toBe(1);
		expect(project.copies['public/orejime/vendor/orejime-standard-en.js']).toBe('orejime/dist/orejime-standard-en.js');
	});
	it('adds the tags of the requested page only, head to the head and body to the body end', async () => {
		const plugin = standalonePlugin({ klaro: { head: '<link a>', body: '<script b></script>' } });
		let hook: (html: { head: string[]; bodyAppend: string[] }, ctx: { event: { path: string } }) => void = () => {};
		new Function('defineNitroPlugin', plugin.replace('export default', 'return'))((fn: (app: unknown) => void) =>
			fn({ hooks: { hook: (_: string, h: typeof hook) => { hook = h; } } }));
		const klaro = { head: [] as string[], bodyAppend: [] as string[] };
		hook(klaro, { event: { path: '/klaro/?visit=1' } });
		expect(klaro).toEqual({ head: ['<link a>'], bodyAppend: ['<script b></script>'] });
		const baseline = { head: [] as string[], bodyAppend: [] as string[] };
		hook(baseline, { event: { path: '/baseline/' } });
		expect(baseline).toEqual({ head: [], bodyAppend: [] });
	});
	it('fixes the build id, which Nuxt writes into every page (a random UUID by default)', () => {
		expect(nuxtProject(PRODUCTS).files['nuxt.config.ts']).toContain("buildId: 'cmp-benchmark'");
	});
});
