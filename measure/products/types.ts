// What a product declaration says: which package it is, how each framework's test app integrates
// it (or why it cannot), where its banner and buttons are, and how the test tracker is gated.
import type { Framework } from '../../src/lib/dimensions.ts';

export const TRACKER_HOST = 'tracker.test';

/**
 * The tracker's origin, the same in every run: the browser maps tracker.test:80 (and site.test:80)
 * to the loopback server's random port (--host-resolver-rules, support/chromium.ts), so no port is
 * written into a page. A run's port used to be filled into the served bytes and moved their gzip
 * size by a byte between runs (issue 10).
 */
export const TRACKER_ORIGIN = `http://${TRACKER_HOST}`;

export const TRACKER_SRC = `${TRACKER_ORIGIN}/tracker.js`;

/**
 * For products that only report the choice (gating by integrator): the page's own loader for the
 * tracker, idempotent so a restored and an updated choice do not load it twice.
 */
export const LOAD_TRACKER_FUNCTION = `function loadTracker() {
	if (document.querySelector('script[data-test-tracker]')) return;
	var script = document.createElement('script');
	script.src = '${TRACKER_SRC}';
	script.setAttribute('data-test-tracker', '');
	document.head.appendChild(script);
}`;

export interface ScriptTagIntegration {
	/** HTML placed at the end of <head>, and before </body>. */
	head: string;
	body: string;
	/** Path relative to the page (served under /<slug>/) → file path relative to node_modules. */
	assets: Record<string, string>;
}

export interface ReactIntegration {
	/** A JSX module whose default export `Consent({ children })` renders the product around the page. */
	source: string;
	/** Files served beside the page (Vite public/), path → file relative to node_modules; for script-loaded products. */
	assets?: Record<string, string>;
}

/**
 * Astro: a React component as an island (@astrojs/react, hydrated on load), or the product's
 * standalone script and stylesheet written into the page as is (Astro's is:inline).
 */
export type AstroIntegration = { island: ReactIntegration } | { script: ScriptTagIntegration };

/**
 * Server-rendered React frameworks (Next.js, TanStack Start): the React module around the page, or for a
 * product without a React package its standalone script, added after hydration.
 */
export type ReactDocumentIntegration = ReactIntegration | { script: ScriptTagIntegration };

/**
 * Integrations per framework; a framework's test app defines the shape it needs. Nuxt takes the
 * standalone script, added to the document by the server.
 */
export interface Integrations {
	'script-tag': ScriptTagIntegration;
	react: ReactIntegration;
	nextjs: ReactDocumentIntegration;
	'tanstack-start': ReactDocumentIntegration;
	astro: AstroIntegration;
	nuxt: ScriptTagIntegration;
}

export type Unsupported = { unsupported: string };

/**
 * A product with no package for any framework but React: its standalone script and stylesheet on the
 * plain page, in Nuxt and Astro, and after hydration in Next.js and TanStack Start; `react` (its npm
 * package imported in an effect) in the React app.
 */
export function standaloneEverywhere(script: ScriptTagIntegration, react: ReactIntegration): ProductDeclaration['frameworks'] {
	return { 'script-tag': script, react, nextjs: { script }, 'tanstack-start': { script }, astro: { script }, nuxt: script };
}

export interface ProductDeclaration {
	slug: string;
	/** The npm package whose package.json supplies version, vendor and website. */
	packageName: string;
	/** Display name; package.json names are npm ids, not product names. */
	name: string;
	/** Fallbacks when package.json has no author or homepage. */
	vendor?: string;
	website?: string;
	/** Set when the product cannot run offline: every cell is then `unavailable` with this reason. */
	unavailable?: string;
	/** Built-in blocking, or the page itself gates the tracker through a documented callback. */
	gating: { kind: 'built-in' | 'integrator'; how: string };
	selectors: {
		/** From the document down through open shadow roots to the banner element. */
		banner: string[];
		/** Playwright selectors (CSS pierces open shadow roots). */
		accept: string;
		/** null: no reject button in the first layer. */
		reject: string | null;
	};
	frameworks: { [F in Framework]: Integrations[F] | Unsupported };
}

export function isUnsupported(value: unknown): value is Unsupported {
	return typeof value === 'object' && value !== null && 'unsupported' in value;
}
