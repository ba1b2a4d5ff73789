// DNS-rebinding and cross-site protection for /mcp. The server is public, so this is not access
// control: it stops a web page on another site (or a rebound DNS name) from driving the endpoint
// through a visitor's browser. Kit's CSRF check does not cover JSON POSTs, so the check is ours.
// Comparing Origin with Host would prove nothing (a rebinding attacker controls both), so both
// are checked against an allow-list: the configured ORIGIN's hostname plus loopback names.
import {
	hostHeaderValidationResponse,
	localhostAllowedHostnames,
	originValidationResponse
} from '@modelcontextprotocol/server';

/** Hostnames only (the SDK helpers compare port-agnostically); IPv6 stays in brackets, as URL gives it. */
export function allowedHostnames(origin: string): string[] {
	return [...new Set([new URL(origin).hostname, ...localhostAllowedHostnames()])];
}

/**
 * A 403 (JSON-RPC error body) when the Host is foreign, or when an Origin is present and foreign
 * (including the opaque "null"); undefined when the request may proceed. A missing Origin passes:
 * non-browser clients do not send one.
 */
export function refuseForeignRequest(request: Request, hostnames: string[]): Response | undefined {
	return hostHeaderValidationResponse(request, hostnames) ?? originValidationResponse(request, hostnames);
}
