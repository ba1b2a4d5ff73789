// The TanStack Start test app: one Vite build (tanstackStart + React plugins), one file route per
// subject at /<page>/, server-rendered by the build's own fetch handler behind a small node:http
// server that also serves the client assets, on a loopback port the loopback server forwards to.
// React products are the React app's `Consent` module; standalone products are added after hydration
// exactly as in the Next.js app, their stylesheets in the route's head.
import { join } from 'node:path';
import { ARTICLE_CSS, ARTICLE_PARAGRAPHS, ARTICLE_TITLE, CONTROL_ID, CONTROL_LABEL } from '../article.ts';
import { STANDALONE, clientModule, splitStandalone } from '../nextjs/app.ts';
import { buildProject, startServer, type GeneratedProject } from '../project.ts';
import { BASELINE, pagePath, type TestApp } from '../types.ts';
import { isUnsupported, type ProductDeclaration } from '../../products/types.ts';

const PROJECT = join(import.meta.dirname, '../../.cache/tanstack-start/project');

const VITE_CONFIG = `import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [tanstackStart(), react()], logLevel: 'warn' });
`;

const ROUTER = `import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
export function getRouter() {
	return createRouter({ routeTree, trailingSlash: 'always' });
}
`;

const ROOT = `import { createRootRoute, HeadContent, Scripts } from '@tanstack/react-router';
export const Route = createRootRoute({
	head: () => ({
		meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { title: ${JSON.stringify(ARTICLE_TITLE)} }],
		links: [{ rel: 'icon', href: 'data:,' }]
	}),
	shellComponent: ({ children }) => (
		<html lang="en">
			<head>
				<HeadContent />
				<style dangerouslySetInnerHTML={{ __html: ${JSON.stringify(ARTICLE_CSS)} }} />
			</head>
			<body>{children}<Scripts /></body>
		</html>
	)
});
`;

const ARTICLE = `const paragraphs = ${JSON.stringify(ARTICLE_PARAGRAPHS)};
export default function Article() {
	return <main><h1 elementtiming="hero">${ARTICLE_TITLE}</h1>{paragraphs.map((p) => <p key={p}>{p}</p>)}<button type="button" id="${CONTROL_ID}">${CONTROL_LABEL}</button></main>;
}
`;

/**
 * The clock of the SSR process, pinned: TanStack Router writes each match's updatedAt (Date.now()) into
 * the page, so the served bytes changed with every request and their gzip size moved by a byte (issue 10).
 * A fixed instant keeps the page exactly as long and as compressible as a real one, and the same in every run.
 */
export const RENDER_CLOCK_MS = Date.UTC(2026, 10, 23);

/** The production server: client assets from dist/client, everything else through the SSR fetch handler. */
const SERVE = `import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import app from './dist/server/server.js';
// Renders happen per request, after this line has run.
Date.now = () => ${RENDER_CLOCK_MS};
const CLIENT = join(import.meta.dirname, 'dist/client');
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml' };
createServer(async (req, res) => {
	const url = new URL(req.url, 'http://' + req.headers.host);
	const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\\.\\.[/\\\\])+/, '');
	if (extname(path)) {
		const body = await readFile(join(CLIENT, path)).catch(() => null);
		if (body) return res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
	}
	const response = await app.fetch(new Request(url, { method: req.method, headers: req.headers }));
	res.writeHead(response.status, Object.fromEntries(response.headers));
	res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

function route(page: string, imports: string, component: string, head = ''): string {
	return `import { createFileRoute } from '@tanstack/react-router';
import Article from '../../article.jsx';
${imports}export const Route = createFileRoute(${JSON.stringify(pagePath(page))})({
${head}	component: () => ${component}
});
`;
}

export function tanstackProject(products: readonly ProductDeclaration[]): GeneratedProject {
	const project: GeneratedProject = {
		files: {
			'vite.config.js': VITE_CONFIG,
			'serve.mjs': SERVE,
			'src/router.jsx': ROUTER,
			'src/routes/__root.jsx': ROOT,
			'src/article.jsx': ARTICLE,
			'src/consent/standalone.jsx': STANDALONE,
			[`src/routes/${BASELINE}/index.jsx`]: route(BASELINE, '', '<Article />')
		},
		copies: {},
		owned: ['src', 'public', 'dist'],
		build: ['node', 'node_modules/vite/bin/vite.js', 'build']
	};
	for (const product of products) {
		const integration = product.frameworks['tanstack-start'];
		if (isUnsupported(integration)) continue;
		const file = `src/routes/${product.slug}/index.jsx`;
		if ('script' in integration) {
			const { stylesheets, html } = splitStandalone(integration.script);
			const links = stylesheets.map((href) => ({ rel: 'stylesheet', href: new URL(href, `http://x${pagePath(product.slug)}`).pathname }));
			project.files[file] = route(product.slug, "import Standalone from '../../consent/standalone.jsx';\n",
				`<><Article /><Standalone html={${JSON.stringify(html)}} /></>`, links.length ? `\thead: () => ({ links: ${JSON.stringify(links)} }),\n` : '');
		} else {
			project.files[`src/consent/${product.slug}.jsx`] = clientModule(integration, product.slug);
			project.files[file] = route(product.slug, `import Consent from '../../consent/${product.slug}.jsx';\n`, '<Consent><Article /></Consent>');
		}
		const assets = 'script' in integration ? integration.script.assets : (integration.assets ?? {});
		for (const [path, asset] of Object.entries(assets)) project.copies[`public/${product.slug}/${path}`] = asset;
	}
	return project;
}

export const tanstackStartApp: TestApp = {
	framework: 'tanstack-start',
	async build(products) {
		await buildProject('tanstack-start', tanstackProject(products));
	},
	start: () => startServer(PROJECT, pagePath(BASELINE), (port) => ({ command: ['node', 'serve.mjs'], env: { PORT: String(port) } })),
	integrationNote(product) {
		const integration = product.frameworks['tanstack-start'];
		if (!isUnsupported(integration) && 'script' in integration)
			return "Integration measured: the product's standalone script and stylesheet (no React package): the stylesheet in the route's head, the tags added after hydration in the HTML parser's order; vite build, server-rendered by TanStack Start's fetch handler.";
		return "Integration measured: the product's npm package in a React component around the server-rendered route (vite build, server-rendered by TanStack Start's fetch handler).";
	}
};
