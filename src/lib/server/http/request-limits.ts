// Refuses requests too large to be honest before any of them is read or routed further: a URL
// longer than any page or query of this service can need (414) and a body larger than any
// JSON-RPC call to /mcp can need (413). A body of unstated length is refused (411) rather than
// read to find out. Node's own header limit (16 KiB, answered 431) sits above these.

/** The longest URL the service answers; a correction report in the query string fits easily. */
export const MAX_URL_BYTES = 8 * 1024;
/** The largest request body; an MCP tools/call is a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

function refusal(status: number, title: string, detail: string, extra: Record<string, unknown>): Response {
	return new Response(JSON.stringify({ type: 'about:blank', title, status, detail, ...extra }), {
		status,
		headers: {
			'content-type': 'application/problem+json',
			'cache-control': 'no-store',
			// The unread body must not be taken for the next request on this connection.
			connection: 'close'
		}
	});
}

/** A 411/413/414 refusal, or null when the request is within the limits. */
export function refuseOversized(request: Request, url: URL): Response | null {
	const target = url.pathname.length + url.search.length;
	if (target > MAX_URL_BYTES)
		return refusal(414, 'URI Too Long', `The request target is ${target} bytes; this service answers targets up to ${MAX_URL_BYTES} bytes.`, { limit: MAX_URL_BYTES });
	if (!request.body) return null;
	const declared = request.headers.get('content-length');
	if (declared === null)
		return refusal(411, 'Length Required', `Send a Content-Length header with the request body (at most ${MAX_BODY_BYTES} bytes); bodies of unstated length are not read.`, { limit: MAX_BODY_BYTES });
	const length = Number(declared);
	if (!Number.isSafeInteger(length) || length < 0 || length > MAX_BODY_BYTES)
		return refusal(413, 'Content Too Large', `The request body is ${declared} bytes; this service reads bodies up to ${MAX_BODY_BYTES} bytes.`, { limit: MAX_BODY_BYTES });
	return null;
}
