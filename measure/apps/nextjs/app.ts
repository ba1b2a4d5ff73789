// The Next.js test app: one App Router project (next build), one route per subject at /<page>/,
// served by Next's own production server (next start) on a loopback port that the loopback server
// forwards to. The page is a server component; a product is the React app's `Consent` module made a
// client component around it, so the baseline carries Next's runtime and hydration, not the product.
import { join } from 'node:path';
import { ARTICLE_CSS, ARTICLE_PARAGRAPHS, ARTICLE_TITLE, CONTROL_ID, CONTROL_LABEL } from '../article.ts';
import { buildProject, startServer, type GeneratedProject } from '../project.ts';
import { BASELINE, pagePath, type TestApp } from '../types.ts';
import { isUnsupported, type ProductDeclaration, type ReactIntegration, type ScriptTagIntegration } from '../../products/types.ts';

const PROJECT = join(import.meta.dirname, '../../.cache/nextjs/project');
const NEXT = ['node', 'node_modules/next/dist/bin/next'];

const CONFIG = `export default {
	trailingSlash: true,
	poweredByHeader: false,
	// The loopback server compresses every framework's responses alike.
	compress: false,
	// A fixed build id: the default is random per build and is written into every page, so a rebuild
	// (another machine, a changed page set) would change the served bytes (issue 10).
	generateBuildId: async () => 'cmp-benchmark',
	turbopack: { root: import.meta.dirname }
};
`;

const LAYOUT = `export const metadata = { title: ${JSON.stringify(ARTICLE_TITLE)} };
export default function RootLayout({ children }) {
	return (
		<html lang="en">
			<head>
				<link rel="icon" href="data:," />
				<style dangerouslySetInnerHTML={{ __html: ${JSON.stringify(ARTICLE_CSS)} }} />
			</head>
			<body>{children}</body>
		</html>
	);
}
`;

const ARTICLE = `const paragraphs = ${JSON.stringify(ARTICLE_PARAGRAPHS)};
export default function Article() {
	return <main><h1 elementtiming="hero">${ARTICLE_TITLE}</h1>{paragraphs.map((p) => <p key={p}>{p}</p>)}<button type="button" id="${CONTROL_ID}">${CONTROL_LABEL}</button></main>;
}
`;

/** The React module as a client component; asset URLs resolve under the page's own folder. */
export function clientModule(integration: ReactIntegration, page: string): string {
	return `'use client';\n${integration.source.replaceAll('import.meta.env.BASE_URL', JSON.stringify(pagePath(page)))}`;
}

/**
 * Adds a standalone product's tags once the page has hydrated, with the HTML parser's order: elements
 * and classic scripts first, then deferred and module scripts, each script after the one before it has
 * loaded (next/script's afterInteractive, with a guaranteed order). Server-rendered into the HTML
 * instead, a product that appends its banner to <body> before hydration loses it when React hydrates.
 * Scripts are created afresh, also inside <template>: parsed by innerHTML they would never run.
 */
export const STANDALONE = `'use client';
import { useEffect } from 'react';
function fresh(node) {
	if (node.nodeName === 'SCRIPT') {
		const script = document.createElement('script');
		for (const { name, value } of node.attributes) script.setAttribute(name, value);
		script.textContent = node.textContent;
		return script;
	}
	const copy = node.cloneNode(false);
	for (const child of (node.content ?? node).childNodes) (copy.content ?? copy).appendChild(fresh(child));
	return copy;
}
const runnable = (node) => node.nodeName === 'SCRIPT' && (!node.type || node.type === 'module' || node.type === 'text/javascript');
const deferred = (node) => runnable(node) && (node.type === 'module' || node.hasAttribute('defer'));
export default function Standalone({ html }) {
	useEffect(() => {
		const template = document.createElement('template');
		template.innerHTML = html;
		const nodes = [...template.content.childNodes];
		(async () => {
			for (const node of [...nodes.filter((n) => !deferred(n)), ...nodes.filter(deferred)]) {
				const added = fresh(node);
				const loaded = runnable(node) && node.src ? new Promise((resolve) => { added.onload = added.onerror = resolve; }) : null;
				document.body.appendChild(added);
				await loaded;
			}
		})();
	}, []);
	return null;
}
`;

/** A standalone product's stylesheets (for the document head) and its other tags (for after hydration). */
export function splitStandalone(script: ScriptTagIntegration): { stylesheets: string[]; html: string } {
	const stylesheet = /<link rel="stylesheet" href="([^"]+)">/g;
	return { stylesheets: [...script.head.matchAll(stylesheet)].map((m) => m[1]), html: script.head.replace(stylesheet, '').trim() + script.body };
}

/** A standalone product: stylesheets in the document head (React hoists a <link> with `precedence`), tags after hydration. */
export function scriptPage(script: ScriptTagIntegration): string {
	const { stylesheets, html } = splitStandalone(script);
	const links = stylesheets.map((href) => `<link rel="stylesheet" href=${JSON.stringify(href)} precedence="default" />`);
	return `import Article from '../article.jsx';
import Standalone from '../../consent/standalone.jsx';
export default function Page() {
	return <>${links.join('')}<Article /><Standalone html={${JSON.stringify(html)}} /></>;
}
`;
}

export function nextProject(products: readonly ProductDeclaration[]): GeneratedProject {
	const project: GeneratedProject = {
		files: {
			'next.config.mjs': CONFIG,
			'app/layout.jsx': LAYOUT,
			'app/article.jsx': ARTICLE,
			'consent/standalone.jsx': STANDALONE,
			[`app/${BASELINE}/page.jsx`]: `import Article from '../article.jsx';\nexport default function Page() { return <Article />; }\n`
		},
		copies: {},
		owned: ['app', 'consent', 'public', '.next'],
		build: [...NEXT, 'build']
	};
	for (const product of products) {
		const integration = product.frameworks.nextjs;
		if (isUnsupported(integration)) continue;
		if ('script' in integration) project.files[`app/${product.slug}/page.jsx`] = scriptPage(integration.script);
		else {
			project.files[`consent/${product.slug}.jsx`] = clientModule(integration, product.slug);
			project.files[`app/${product.slug}/page.jsx`] = `import Article from '../article.jsx';
import Consent from '../../consent/${product.slug}.jsx';
export default function Page() { return <Consent><Article /></Consent>; }
`;
		}
		const assets = 'script' in integration ? integration.script.assets : (integration.assets ?? {});
		for (const [path, file] of Object.entries(assets)) project.copies[`public/${product.slug}/${path}`] = file;
	}
	return project;
}

export const nextjsApp: TestApp = {
	framework: 'nextjs',
	async build(products) {
		await buildProject('nextjs', nextProject(products));
	},
	start: () => startServer(PROJECT, pagePath(BASELINE), (port) => ({ command: [...NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'] })),
	integrationNote(product) {
		const integration = product.frameworks.nextjs;
		if (!isUnsupported(integration) && 'script' in integration)
			return "Integration measured: the product's standalone script and stylesheet (no Next.js package): the stylesheet in the document head, the tags added after hydration in the HTML parser's order, like next/script afterInteractive; App Router, next build, served by next start.";
		const pkg = product.slug === 'c15t' ? '@c15t/nextjs' : "the product's npm package";
		return `Integration measured: ${pkg} in a client component ('use client') around the server-rendered page (App Router; next build, served by next start).`;
	}
};
