// Registers a set of tools with a model context and returns the function that removes them.
// Registration never throws and never leaves an unhandled rejection: a failed tool (duplicate
// name after HMR or a remount, a Permissions-Policy refusal) is logged and the page carries on.
import type { ModelContextLike, WebMcpTool } from './model-context.ts';

export function registerTools(modelContext: ModelContextLike, tools: readonly WebMcpTool[]): () => void {
	// One controller for the set: aborting it is how the current API unregisters.
	const controller = new AbortController();
	for (const tool of tools) {
		const failed = (error: unknown) => console.warn(`[webmcp] could not register ${tool.name}:`, error);
		try {
			// The current API rejects; the old navigator draft returned undefined or threw synchronously.
			Promise.resolve(modelContext.registerTool(tool, { signal: controller.signal })).catch(failed);
		} catch (error) {
			failed(error);
		}
	}
	return () => {
		controller.abort();
		// The old draft ignores the signal and only knows unregisterTool(name).
		if (typeof modelContext.unregisterTool !== 'function') return;
		for (const tool of tools) {
			try {
				modelContext.unregisterTool(tool.name);
			} catch {
				// Already gone: nothing to undo.
			}
		}
	};
}
