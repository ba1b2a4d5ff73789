// Sends one of the three llms.txt indexes built in the content index.
import { respondFixed } from './http/fixed-body.ts';
import { getSite, type LlmsTxtName } from './site.ts';

export function respondLlmsTxt(request: Request, which: LlmsTxtName): Response {
	return respondFixed(request, getSite().documents.llmsTxt[which], { cacheControl: 'public, max-age=300', headers: { 'access-control-allow-origin': '*' } });
}
