// A framework's test app: builds one page per subject (the baseline and each supported product),
// served at /<page>/, and starts whatever serves them. A framework without a built app is listed with the reason.
import type { Framework } from '../../src/lib/dimensions.ts';
import type { ProductDeclaration } from '../products/types.ts';

export const BASELINE = 'baseline';

/**
 * What serves a built app: a folder of static files (the loopback server serves them itself), or the
 * framework's own production server on a loopback origin (the loopback server forwards to it). Either
 * way the browser sees site.test, gzip and `no-store`.
 */
export type AppServer = { root: string; stop(): Promise<void> } | { origin: string; stop(): Promise<void> };

export interface TestApp {
	framework: Framework;
	/**
	 * Builds (or reuses from cache) the pages; throws with what failed. Static apps leave them in outDir;
	 * apps with their own server keep them in their cache project, which start() serves.
	 */
	build(products: ProductDeclaration[], outDir: string): Promise<void>;
	/** Serves what build() left in outDir. */
	start(outDir: string): Promise<AppServer>;
	/** One sentence for the cell's notes: which integration path was measured for this product. */
	integrationNote(product: ProductDeclaration): string;
	/**
	 * Requests every page of the app makes on a timer after it is ready, which a visit must see finish
	 * before it counts the page as settled (a path fragment each, and why): without them the quiet window
	 * can close first on a slow round, and the page's bytes then differ from visit to visit.
	 */
	settlesAfter?: readonly { path: string; why: string }[];
}

export function pagePath(page: string): string {
	return `/${page}/`;
}

/** For apps whose build output is plain files. */
export async function serveFolder(root: string): Promise<AppServer> {
	return { root, stop: async () => {} };
}
