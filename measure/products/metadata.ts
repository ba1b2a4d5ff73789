// Product metadata for the dataset, read from the installed npm package (version, vendor, website),
// with the declaration's display name and fallbacks where package.json is silent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductMetadata } from '../gather/records.ts';
import type { ProductDeclaration } from './types.ts';

const NODE_MODULES = join(import.meta.dirname, '../../node_modules');

type PackageJson = { version: string; author?: string | { name: string }; contributors?: (string | { name: string })[]; homepage?: string };

function personName(person: string | { name: string }): string {
	return typeof person === 'string' ? person.replace(/\s*[<(].*$/, '') : person.name;
}

export function readProductMetadata(product: ProductDeclaration): ProductMetadata {
	const file = join(NODE_MODULES, product.packageName, 'package.json');
	const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
	const author = pkg.author ?? pkg.contributors?.[0];
	const vendor = product.vendor ?? (author ? personName(author) : undefined);
	const website = product.website ?? pkg.homepage;
	if (!vendor) throw new Error(`${file}: no author or contributors; declare \`vendor\` in measure/products/${product.slug}.ts`);
	if (!website) throw new Error(`${file}: no homepage; declare \`website\` in measure/products/${product.slug}.ts`);
	return { name: product.name, vendor, version: pkg.version, website };
}
