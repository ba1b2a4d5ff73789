// Headers every response carries. Pages get their CSP (with hashes) from SvelteKit's csp
// option; everything else gets a deny-all CSP so a JSON or Markdown body can never run script.
const COMMON: Record<string, string> = {
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'x-frame-options': 'DENY',
	'cross-origin-opener-policy': 'same-origin',
	// No `tools=()` here: that would disable the in-page WebMCP tools.
	'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'
};

export function applySecurityHeaders(response: Response): Response {
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
	const type = target.headers.get('content-type') ?? '';
	if (type.startsWith('text/html')) target.headers.append('vary', 'Accept');
	return target;
}
