// The three llms.txt indexes as fixed bodies, built once from the site's registry.
import { fixedBody, respondFixed, type FixedBody } from './http/fixed-body.ts';
import { renderDevelopersLlmsTxt, renderLlmsTxt, renderMethodologyLlmsTxt } from './markdown/llms.ts';
import { getSite } from './site.ts';

const renderers = { root: renderLlmsTxt, developers: renderDevelopersLlmsTxt, methodology: renderMethodologyLlmsTxt };
const built = new Map<keyof typeof renderers, FixedBody>();

export function respondLlmsTxt(request: Request, which: keyof typeof renderers): Response {
	let body = built.get(which);
	if (!body) {
		const { config, pages, dataset, rawVisitFiles } = getSite();
		const input = { origin: config.origin, pages, dataset, rawVisitFiles: [...rawVisitFiles.keys()] };
		body = fixedBody(renderers[which](input), 'text/plain; charset=utf-8');
		built.set(which, body);
	}
	return respondFixed(request, body, { cacheControl: 'public, max-age=300', headers: { 'access-control-allow-origin': '*' } });
}
