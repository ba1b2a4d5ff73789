// The React test app: a Vite-built single-page app (React 19, createRoot) per page. The baseline
// renders the article; a product page wraps it in the product's `Consent` component. Each page is its
// own build, so no page shares a chunk with another; builds are cached by a hash of their sources.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { ARTICLE_CSS, ARTICLE_PARAGRAPHS, ARTICLE_TITLE, CONTROL_ID, CONTROL_LABEL } from '../article.ts';
import { BASELINE, pagePath, serveFolder, type TestApp } from '../types.ts';
import { isUnsupported, type ProductDeclaration } from '../../products/types.ts';

const REPO = join(import.meta.dirname, '../../..');
const CACHE = join(REPO, 'measure/.cache/react');
const BASELINE_CONSENT = 'export default function Consent({ children }) { return children; }\n';

const INDEX_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ARTICLE_TITLE}</title>
<link rel="icon" href="data:,">
<style>${ARTICLE_CSS}</style>
</head>
<body>
<div id="root"></div>
<script type="module" src="./main.jsx"></script>
</body>
</html>
`;

const MAIN_JSX = `import { createRoot } from 'react-dom/client';
import Consent from './consent.jsx';
const paragraphs = ${JSON.stringify(ARTICLE_PARAGRAPHS)};
function Article() {
	return <main><h1 elementtiming="hero">${ARTICLE_TITLE}</h1>{paragraphs.map((p) => <p key={p}>{p}</p>)}<button type="button" id="${CONTROL_ID}">${CONTROL_LABEL}</button></main>;
}
createRoot(document.getElementById('root')).render(<Consent><Article /></Consent>);
`;

function lockfileHash(): string {
	return createHash('sha256').update(readFileSync(join(REPO, 'package-lock.json'))).digest('hex');
}

async function buildPage(page: string, consent: string, assets: Record<string, string>, outDir: string, lock: string): Promise<void> {
	const key = createHash('sha256').update(JSON.stringify([INDEX_HTML, MAIN_JSX, consent, assets, lock, page])).digest('hex').slice(0, 16);
	const cached = join(CACHE, 'builds', key);
	if (!existsSync(join(cached, 'index.html'))) {
		const src = join(CACHE, 'src', page);
		rmSync(src, { recursive: true, force: true });
		mkdirSync(src, { recursive: true });
		writeFileSync(join(src, 'index.html'), INDEX_HTML);
		writeFileSync(join(src, 'main.jsx'), MAIN_JSX);
		writeFileSync(join(src, 'consent.jsx'), consent);
		for (const [path, file] of Object.entries(assets)) cpSync(join(REPO, 'node_modules', file), join(src, 'public', path), { recursive: true });
		try {
			await build({
				root: src,
				base: pagePath(page),
				configFile: false,
				logLevel: 'error',
				build: { outDir: cached, emptyOutDir: true }
			});
		} catch (error) {
			rmSync(cached, { recursive: true, force: true });
			throw new Error(`react test app: building the ${page} page failed: ${(error as Error).message}`);
		}
	}
	cpSync(cached, join(outDir, page), { recursive: true });
}

export const reactApp: TestApp = {
	framework: 'react',
	async build(products: ProductDeclaration[], outDir: string) {
		rmSync(outDir, { recursive: true, force: true });
		const lock = lockfileHash();
		await buildPage(BASELINE, BASELINE_CONSENT, {}, outDir, lock);
		for (const product of products) {
			const integration = product.frameworks.react;
			if (!isUnsupported(integration)) await buildPage(product.slug, integration.source, integration.assets ?? {}, outDir, lock);
		}
	},
	start: serveFolder,
	integrationNote: () => "Integration measured: the product's npm package in a React component around the page (React 19, createRoot; Vite build served as files)."
};
