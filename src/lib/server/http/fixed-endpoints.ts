// Paths answered by a +server.ts endpoint with a body fixed for the life of the process (JSON,
// llms.txt, OpenAPI, the dataset, the server card, health, robots.txt, the sitemap, the AI catalog). None of them is a page, none has a
// Markdown variant and each sets its own encoding and ETag, so the hooks send them straight to
// their route: no Markdown negotiation, no page-cache bookkeeping, no compression wrapper, each of
// which would only read headers to decline.
const EXACT = new Set(['/api/benchmarks', '/openapi.json', '/llms.txt', '/developers/llms.txt', '/methodology/llms.txt', '/mcp/server-card', '/healthz', '/data/publication.json', '/data/comparisons.json', '/robots.txt', '/sitemap.xml', '/.well-known/ai-catalog.json']);

export function isFixedEndpoint(pathname: string): boolean {
	return EXACT.has(pathname) || (pathname.startsWith('/data/visits/') && !pathname.endsWith('.md')) || /^\/publications\/[^/]+\/[^/]+\.json$/.test(pathname);
}
