// Headers every response carries. Pages get their CSP (with hashes) from SvelteKit's csp
// option; everything else gets a deny-all CSP so a JSON or Markdown body can never run script.
// An HTML page also names its Markdown twin and the AI catalog in a Link header (agents that
// read headers but not HTML find both), and an https deployment asks browsers for HSTS.
import type { SiteConfig } from '../config.ts';
import { AI_CATALOG_PATH, markdownAlternatePath } from '../discovery.ts';

const COMMON: Record<string, string> = {
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'x-frame-options': 'DENY',
	'cross-origin-opener-policy': 'same-origin',
	// No `tools=()` here: that would disable the in-page WebMCP tools.
	'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'
};

/** Two years, as the HSTS preload list asks (at least one year). */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Only for an https ORIGIN: HSTS over http is ignored by browsers and would lie about the
 * deployment. Subdomains are left out unless the operator opts in, since they may be other
 * services that still speak http.
 */
export function strictTransportSecurity(config: Pick<SiteConfig, 'origin' | 'hstsIncludeSubDomains'>): string | null {
	if (!config.origin.startsWith('https:')) return null;
	return `max-age=${HSTS_MAX_AGE_SECONDS}${config.hstsIncludeSubDomains ? '; includeSubDomains' : ''}`;
}

/** The Link header of a successful HTML page: its Markdown twin and the AI catalog, absolute from ORIGIN. */
export function pageLinkHeader(url: URL, origin: string): string {
	return [
		`<${origin}${markdownAlternatePath(url)}>; rel="alternate"; type="text/markdown"`,
		`<${origin}${AI_CATALOG_PATH}>; rel="ai-catalog"`
	].join(', ');
}

export function applySecurityHeaders(response: Response, url: URL, config: Pick<SiteConfig, 'origin' | 'hstsIncludeSubDomains'>): Response {
	let target = response;
	try {
		for (const [name, value] of Object.entries(COMMON)) target.headers.set(name, value);
	} catch {
		// Headers of a fetched Response are immutable; copy once.
		target = new Response(response.body, response);
		for (const [name, value] of Object.entries(COMMON)) target.headers.set(name, value);
	}
	if (!target.headers.has('content-security-policy'))
		target.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
	const hsts = strictTransportSecurity(config);
	if (hsts) target.headers.set('strict-transport-security', hsts);
	const type = target.headers.get('content-type') ?? '';
	if (type.startsWith('text/html')) {
		target.headers.append('vary', 'Accept');
		// An error page has no Markdown twin.
		if (target.status === 200) target.headers.set('link', pageLinkHeader(url, config.origin));
	}
	return target;
}
