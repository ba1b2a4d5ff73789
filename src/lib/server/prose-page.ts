// Load function of a prose page: its registry entry, whose facts the page's mdsvex component renders.
import { getSite } from './site.ts';

export function proseLoad(path: string) {
	const page = getSite().page(path);
	if (!page?.facts) throw new Error(`${path} is not a prose page in the registry`);
	return { title: page.title, summary: page.summary, facts: page.facts };
}
