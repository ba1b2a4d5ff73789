// Placeholder entry point for the in-page WebMCP tools; the implementation lands with the
// agent-surfaces work. Registering nothing is the correct behaviour where the API is absent.
export function registerSiteTools(): (() => void) | void {}
