// The Nuxt test app: one Nuxt project (nuxt build), one page per subject at /<page>/, server-rendered
// by Nuxt's own Nitro server (node .output/server/index.mjs) on a loopback port that the loopback
// server forwards to. No benchmarked product ships a Vue or Nuxt package, so a product is its
// standalone script: a Nitro render:html hook writes its tags into the document's head and body end,
// outside the #__nuxt root that Vue hydrates.
import { join } from 'node:path';
import { ARTICLE_CSS, ARTICLE_PARAGRAPHS, ARTICLE_TITLE, CONTROL_ID, CONTROL_LABEL } from '../article.ts';
import { buildProject, startServer, type GeneratedProject } from '../project.ts';
import { BASELINE, pagePath, type TestApp } from '../types.ts';
import { isUnsupported, type ProductDeclaration, type ScriptTagIntegration } from '../../products/types.ts';

const PROJECT = join(import.meta.dirname, '../../.cache/nuxt/project');

const CONFIG = `export default defineNuxtConfig({
	compatibilityDate: '2026-11-01',
	// A fixed build id: the default is a random UUID per build, written into every page's config
	// script, so a rebuild would change the served bytes (issue 10).
	buildId: 'cmp-benchmark',
	telemetry: false,
	devtools: { enabled: false },
	app: {
		head: {
			htmlAttrs: { lang: 'en' },
			title: ${JSON.stringify(ARTICLE_TITLE)},
			meta: [{ charset: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
			link: [{ rel: 'icon', href: 'data:,' }],
			style: [{ innerHTML: ${JSON.stringify(ARTICLE_CSS)} }]
		}
	}
});
`;

const APP = '<template><NuxtPage /></template>\n';

const PAGE = `<script setup>
const paragraphs = ${JSON.stringify(ARTICLE_PARAGRAPHS)};
</script>
<template><main><h1 elementtiming="hero">${ARTICLE_TITLE}</h1><p v-for="p in paragraphs" :key="p">{{ p }}</p><button type="button" id="${CONTROL_ID}">${CONTROL_LABEL}</button></main></template>
`;

/** The Nitro plugin that adds each product page's standalone tags to the rendered document. */
export function standalonePlugin(tags: Record<string, Pick<ScriptTagIntegration, 'head' | 'body'>>): string {
	return `const TAGS = ${JSON.stringify(tags)};
export default defineNitroPlugin((nitroApp) => {
	nitroApp.hooks.hook('render:html', (html, { event }) => {
		const tags = TAGS[event.path.split('/')[1]];
		if (!tags) return;
		if (tags.head) html.head.push(tags.head);
		if (tags.body) html.bodyAppend.push(tags.body);
	});
});
`;
}

export function nuxtProject(products: readonly ProductDeclaration[]): GeneratedProject {
	const tags: Record<string, Pick<ScriptTagIntegration, 'head' | 'body'>> = {};
	const project: GeneratedProject = {
		files: { 'nuxt.config.ts': CONFIG, 'app/app.vue': APP, [`app/pages/${BASELINE}.vue`]: PAGE },
		copies: {},
		owned: ['app', 'server', 'public', '.nuxt', '.output'],
		build: ['node', 'node_modules/nuxt/bin/nuxt.mjs', 'build']
	};
	for (const product of products) {
		const integration = product.frameworks.nuxt;
		if (isUnsupported(integration)) continue;
		project.files[`app/pages/${product.slug}.vue`] = PAGE;
		tags[product.slug] = { head: integration.head, body: integration.body };
		for (const [path, file] of Object.entries(integration.assets)) project.copies[`public/${product.slug}/${path}`] = file;
	}
	project.files['server/plugins/standalone.ts'] = standalonePlugin(tags);
	return project;
}

export const nuxtApp: TestApp = {
	framework: 'nuxt',
	async build(products) {
		await buildProject('nuxt', nuxtProject(products));
	},
	start: () =>
		startServer(PROJECT, pagePath(BASELINE), (port) => ({ command: ['node', '.output/server/index.mjs'], env: { PORT: String(port), HOST: '127.0.0.1' } })),
	integrationNote: () =>
		"Integration measured: the product's standalone script and stylesheet (no Vue or Nuxt package), written into the server-rendered document's head and body end by a Nitro render:html hook; nuxt build, served by Nuxt's Nitro server.",
	settlesAfter: [
		{
			path: '/_nuxt/builds/meta/',
			// campaign 1.3: mobile / Nuxt / Porsche on host df11156fcb94, three visits of 117,566 bytes where the others sent 117,855
			why: "Nuxt fetches its app manifest one second after the app is ready (nuxt/dist/app/plugins/payload.client.js: onNuxtReady, then setTimeout(getAppManifest, 1000)); a visit read before it counts 289 bytes fewer"
		}
	]
};
