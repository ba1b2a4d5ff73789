// Start-up and the cross-cutting parts of every response: the dataset is loaded once before the
// first request (a broken file stops the process), Markdown is negotiated before routing, and
// every response gets the same security headers. No cookie is ever set.
import type { Handle, ServerInit } from '@sveltejs/kit/hooks';
import { getSite, initSite } from '#lib/server/site.ts';
import { respondMarkdown } from '#lib/server/markdown-request.ts';
import { applySecurityHeaders } from '#lib/server/http/security-headers.ts';

export const init: ServerInit = () => {
	try {
		initSite();
	} catch (error) {
		console.error(`[start-up] ${(error as Error).message}`);
		process.exit(1);
	}
};

export const handle: Handle = async ({ event, resolve }) => {
	const markdown = respondMarkdown(getSite(), event.request, event.url);
	const response = markdown ?? (await resolve(event));
	return applySecurityHeaders(response);
};
