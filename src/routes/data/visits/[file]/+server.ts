// GET /data/visits/<profile>-<framework>.jsonl — the raw visit records of one shard.
import { error } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { getSite } from '#lib/server/site.ts';
import { respondRawVisits } from '#lib/server/raw-visits.ts';

export const GET: RequestHandler = ({ request, params }) => {
	const files = getSite().rawVisitFiles;
	const file = files.get(params.file);
	if (!file) error(404, `No raw visit file "${params.file}". Published files: ${[...files.keys()].join(', ') || 'none yet'}.`);
	return respondRawVisits(request, file);
};
