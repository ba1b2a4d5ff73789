// Feature detection for the in-page WebMCP API. Chromium 156 has only `document.modelContext`
// (behind --enable-features=WebMCP); older drafts put it on `navigator`, with a synchronous
// registerTool and an unregisterTool(name). Anything else means "no WebMCP": there is no polyfill.

/** A tool as the browser receives it (the WebMCP `ModelContextTool` dictionary). */
export interface WebMcpTool {
	/** [A-Za-z0-9_.-]{1,128}; a duplicate name rejects registration. */
	name: string;
	title?: string;
	description: string;
	/** A plain JSON Schema object; the browser does not validate input against it. */
	inputSchema?: Record<string, unknown>;
	annotations?: { readOnlyHint?: boolean };
	/** The resolved value reaches the agent as JSON text (a string passes unchanged). */
	execute: (input: unknown, options?: { signal?: AbortSignal }) => Promise<unknown>;
}

/** What both generations of the API have in common, plus the old draft's unregisterTool. */
export interface ModelContextLike {
	/** Current API: returns a promise and rejects on error; the old draft returned nothing and threw. */
	registerTool(tool: WebMcpTool, options?: { signal?: AbortSignal }): Promise<void> | void;
	unregisterTool?(name: string): void;
}

/** The page's model context, or null where the API is absent (server, insecure origin, no flag). */
export function getModelContext(): ModelContextLike | null {
	// The API is [SecureContext]; checking first also keeps this safe to call during SSR.
	if (typeof window === 'undefined' || !window.isSecureContext) return null;
	const candidate =
		(document as { modelContext?: unknown }).modelContext ?? (navigator as { modelContext?: unknown }).modelContext;
	return isModelContext(candidate) ? candidate : null;
}

function isModelContext(value: unknown): value is ModelContextLike {
	return typeof value === 'object' && value !== null && typeof (value as ModelContextLike).registerTool === 'function';
}
