// A framework's test app: builds one page per subject (the baseline and each supported product)
// into its own folder, served at /<page>/. A framework without a built app is listed with the reason.
import type { Framework } from '../../src/lib/dimensions.ts';
import type { ProductDeclaration } from '../products/types.ts';

export const BASELINE = 'baseline';

export interface TestApp {
	framework: Framework;
	/** Builds (or reuses from cache) the pages into outDir/<page>/; returns nothing, throws with the failing page. */
	build(products: ProductDeclaration[], outDir: string): Promise<void>;
}

export function pagePath(page: string): string {
	return `/${page}/`;
}
