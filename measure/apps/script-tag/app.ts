// The plain-HTML test app: the article page, plus for a product its documented <head>/<body> tags
// and the files they load, copied from the installed npm package. No build step, like a static site.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ARTICLE_CSS, ARTICLE_TITLE, articleHtml } from '../article.ts';
import { BASELINE, serveFolder, type TestApp } from '../types.ts';
import { isUnsupported, type ProductDeclaration, type ScriptTagIntegration } from '../../products/types.ts';

const NODE_MODULES = join(import.meta.dirname, '../../../node_modules');

export function scriptTagPage(integration: ScriptTagIntegration | null): string {
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ARTICLE_TITLE}</title>
<link rel="icon" href="data:,">
<style>${ARTICLE_CSS}</style>
${integration?.head ?? ''}
</head>
<body>
${articleHtml()}
${integration?.body ?? ''}
</body>
</html>
`;
}

export const scriptTagApp: TestApp = {
	framework: 'script-tag',
	async build(products: ProductDeclaration[], outDir: string) {
		rmSync(outDir, { recursive: true, force: true });
		const write = (page: string, integration: ScriptTagIntegration | null) => {
			const dir = join(outDir, page);
			mkdirSync(dir, { recursive: true });
			writeFileSync(join(dir, 'index.html'), scriptTagPage(integration));
			for (const [path, file] of Object.entries(integration?.assets ?? {})) {
				mkdirSync(dirname(join(dir, path)), { recursive: true });
				cpSync(join(NODE_MODULES, file), join(dir, path), { recursive: true });
			}
		};
		write(BASELINE, null);
		for (const product of products) {
			const integration = product.frameworks['script-tag'];
			if (!isUnsupported(integration)) write(product.slug, integration);
		}
	},
	start: serveFolder,
	integrationNote: () => "Integration measured: the product's documented <script>/<link> tags and files from its npm package in a plain HTML page."
};
