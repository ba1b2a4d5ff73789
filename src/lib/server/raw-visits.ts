// The raw per-visit records behind the publication (data/visits/<profile>-<framework>.jsonl),
// downloadable as published by the harness. Only names derived from the allowed views are ever
// looked up, so a request can never name another file.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { ALL_VIEWS } from '../dimensions.ts';
import { matchesIfNoneMatch } from './http/fixed-body.ts';

export interface RawVisitFile {
	name: string;
	path: string;
	bytes: number;
	etag: string;
}

/** The shard files that exist next to the dataset, found once at start-up. */
export function findRawVisitFiles(publicationPath: string): RawVisitFile[] {
	const dir = join(dirname(publicationPath), 'visits');
	return ALL_VIEWS.map(({ profile, framework }) => `${profile}-${framework}.jsonl`)
		.map((name) => ({ name, path: join(dir, name) }))
		.filter(({ path }) => existsSync(path))
		.map(({ name, path }) => {
			const { size, mtimeMs } = statSync(path);
			return { name, path, bytes: size, etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"` };
		});
}

export function respondRawVisits(request: Request, file: RawVisitFile): Response {
	const headers = {
		etag: file.etag,
		'cache-control': 'public, max-age=300',
		'access-control-allow-origin': '*',
		'content-type': 'application/x-ndjson; charset=utf-8',
		'content-disposition': `attachment; filename="${file.name}"`
	};
	if (matchesIfNoneMatch(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
	const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file.path)) as ReadableStream);
	return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(file.bytes) } });
}
