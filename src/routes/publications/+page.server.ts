// GET /publications: every publication served so far, the current one first (issue 55).
import type { PageServerLoad } from './$types';
import { getSite } from '#lib/server/site.ts';
import { summaryOf } from '#lib/server/publications.ts';

export const load: PageServerLoad = () => ({ publications: getSite().archive.list.map(summaryOf) });
