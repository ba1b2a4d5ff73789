// GET /publications/<analysisId>/publication.json (and comparisons.json where it has one): the file as served.
import { error } from '@sveltejs/kit';
import type { RequestHandler } from './$types';
import { getSite } from '#lib/server/site.ts';
import { unknownPublication } from '#lib/server/publications.ts';
import { respondPublicationFile } from '#lib/server/publication-files.ts';

export const GET: RequestHandler = async ({ request, params }) => {
	const { archive } = getSite();
	const record = archive.byId(params.analysisId);
	if (!record) error(404, unknownPublication(params.analysisId, archive));
	const file = record.files.find((f) => f.name === params.file);
	if (!file) error(404, `Publication ${record.analysisId} has no file "${params.file}". Its files: ${record.files.map((f) => f.name).join(', ')}.`);
	return await respondPublicationFile(request, record.analysisId, file);
};
