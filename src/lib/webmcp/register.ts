// Entry point called by the root layout's onMount, so it runs once per document, after hydration,
// and survives client-side navigation (the layout stays mounted). The returned function is the
// onMount cleanup: it unregisters the tools, so a remount (or HMR) registers them again cleanly.
import { getModelContext } from './model-context.ts';
import { registerTools } from './register-tools.ts';

export function registerSiteTools(): () => void {
	const modelContext = getModelContext();
	// No API, no tools: agents still have /mcp, /llms.txt and the JSON endpoint.
	if (!modelContext) return () => {};
	let unregister: (() => void) | undefined;
	let cancelled = false;
	// Loaded on demand: the tools and valibot are a few KB that only WebMCP browsers need.
	import('./site-tools.ts')
		.then(({ siteTools }) => {
			if (!cancelled) unregister = registerTools(modelContext, siteTools());
		})
		.catch((error: unknown) => console.warn('[webmcp] could not load the site tools:', error));
	return () => {
		cancelled = true;
		unregister?.();
	};
}
