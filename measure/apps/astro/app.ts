// The Astro test app: one static build (astro build, one page per subject under /<page>/), served as
// files. Script products are written into the page as is (Astro's is:inline), React products run as
// a client-only island: a banner depends on the visitor's stored choice, so a static page cannot
// prerender it (and the CommonJS React packages do not prerender in Node anyway). The baseline ships no JavaScript at all, as a plain Astro page does.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_CSS, ARTICLE_TITLE, articleHtml } from '../article.ts';
import { buildProject, type GeneratedProject } from '../project.ts';
import { BASELINE, serveFolder, type TestApp } from '../types.ts';
import { isUnsupported, type AstroIntegration, type ProductDeclaration } from '../../products/types.ts';

// Islands are imported through the alias `~consent` rather than a relative path: Astro hashes an island's
// import into its `uid` and turns a relative import into an absolute one first, so a relative import
// made the page's bytes depend on the checkout's folder (1.1's and 1.2's Astro cells differed by 1-3 B
// for that alone, and a campaign's units built on CI runners would differ from a laptop's).
const CONFIG = `import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
export default defineConfig({
	integrations: [react()],
	build: { format: 'directory' },
	trailingSlash: 'always',
	devToolbar: { enabled: false },
	vite: { resolve: { alias: { '~consent': fileURLToPath(new URL('./src/consent', import.meta.url)) } } }
});
`;

export function astroPage(page: string, integration: AstroIntegration | null): string {
	const script = integration && 'script' in integration ? integration.script : null;
	const island = integration && 'island' in integration;
	return `---
${island ? `import Consent from '~consent/${page}.jsx';\n` : ''}---
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ARTICLE_TITLE}</title>
<link rel="icon" href="data:,">
<style is:inline set:html={${JSON.stringify(ARTICLE_CSS)}}></style>
${script?.head ? `<Fragment set:html={${JSON.stringify(script.head)}} />\n` : ''}</head>
<body>
<Fragment set:html={${JSON.stringify(articleHtml())}} />
${script?.body ? `<Fragment set:html={${JSON.stringify(script.body)}} />\n` : ''}${island ? '<Consent client:only="react" />\n' : ''}</body>
</html>
`;
}

export function astroProject(products: ProductDeclaration[]): GeneratedProject {
	const project: GeneratedProject = {
		files: { 'astro.config.mjs': CONFIG, [`src/pages/${BASELINE}/index.astro`]: astroPage(BASELINE, null) },
		copies: {},
		owned: ['src', 'public', 'dist'],
		build: ['node', 'node_modules/astro/bin/astro.mjs', 'build']
	};
	for (const product of products) {
		const integration = product.frameworks.astro;
		if (isUnsupported(integration)) continue;
		project.files[`src/pages/${product.slug}/index.astro`] = astroPage(product.slug, integration);
		if ('island' in integration) project.files[`src/consent/${product.slug}.jsx`] = integration.island.source;
		else for (const [path, file] of Object.entries(integration.script.assets)) project.copies[`public/${product.slug}/${path}`] = file;
	}
	return project;
}

export const astroApp: TestApp = {
	framework: 'astro',
	async build(products, outDir) {
		const { dir } = await buildProject('astro', astroProject(products));
		rmSync(outDir, { recursive: true, force: true });
		cpSync(join(dir, 'dist'), outDir, { recursive: true });
	},
	start: serveFolder,
	integrationNote(product) {
		const integration = product.frameworks.astro;
		if (!isUnsupported(integration) && 'island' in integration)
			return 'Integration measured: the React component as a client-only Astro island (@astrojs/react, client:only="react"); React itself counts as the product\'s cost here, because the Astro baseline ships no JavaScript.';
		return "Integration measured: the product's standalone script and stylesheet written into the Astro page as is (is:inline), as on the plain-HTML page; static build served as files.";
	}
};
