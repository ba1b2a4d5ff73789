// Called once per document by page-script.ts, after the page has loaded (every navigation is a new
// document: pages are not hydrated). The returned function unregisters the tools again.
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
