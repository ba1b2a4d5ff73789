// Load function of a prose page: its registry entry, rendered from the one Markdown source.
import { getSite } from './site.ts';

export function proseLoad(path: string) {
	const page = getSite().page(path);
	if (!page?.html) throw new Error(`${path} is not a prose page in the registry`);
	return { title: page.title, summary: page.summary, html: page.html };
}
