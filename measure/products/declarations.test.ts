// What every product declaration must hold before a campaign spends hours on it: the files it serves
// exist in the installed package, and every framework app that integrates it installs the same version
// the dataset reports (metadata.ts reads the root install). A product added to one place and not the
// others fails here, not at the tenth minute of a build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../src/lib/dimensions.ts';
import { PRODUCTS } from './index.ts';
import { isUnsupported, type ScriptTagIntegration } from './types.ts';

const root = join(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const rootDependencies: Record<string, string> = readJson('package.json').devDependencies;
/** The frameworks whose test app has its own npm project (the others build from the root install). */
const APPS_WITH_OWN_INSTALL = ['astro', 'nextjs', 'nuxt', 'tanstack-start'] as const;

function assetsOf(integration: unknown): Record<string, string> {
	if (typeof integration !== 'object' || integration === null || isUnsupported(integration)) return {};
	if ('script' in integration) return (integration.script as ScriptTagIntegration).assets;
	if ('island' in integration) return assetsOf(integration.island);
	return (integration as { assets?: Record<string, string> }).assets ?? {};
}

describe('product declarations', () => {
	it('have unique slugs and pin their package to an exact version in the root install', () => {
		expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
		for (const product of PRODUCTS) expect(rootDependencies[product.packageName], product.slug).toMatch(/^\d+\.\d+\.\d+$/);
	});

	it('serve only files that the installed packages contain', () => {
		for (const product of PRODUCTS)
			for (const framework of FRAMEWORKS)
				for (const [served, file] of Object.entries(assetsOf(product.frameworks[framework])))
					expect(existsSync(join(root, 'node_modules', file)), `${product.slug} on ${framework}: ${served} ← node_modules/${file}`).toBe(true);
	});

	it('are installed, at the root version, by every framework app that integrates them', () => {
		for (const framework of APPS_WITH_OWN_INSTALL) {
			const app: Record<string, string> = readJson(`measure/apps/${framework}/package.json`).dependencies;
			for (const product of PRODUCTS.filter((p) => !isUnsupported(p.frameworks[framework])))
				expect(app[product.packageName], `${product.slug} in measure/apps/${framework}/package.json`).toBe(rootDependencies[product.packageName]);
		}
	});
});
