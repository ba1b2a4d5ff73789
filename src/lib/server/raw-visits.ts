// The raw per-visit records behind the publication (data/visits/<profile>-<framework>.jsonl),
// downloadable as published by the harness. Only names derived from the allowed views are ever
// looked up, so a request can never name another file.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { ALL_VIEWS } from '../dimensions.ts';
import { RAW_VISITS_MANIFEST, readRawVisitsManifest } from '../raw-visits-manifest.ts';
import { matchesIfNoneMatch } from './http/fixed-body.ts';

export interface RawVisitFile {
	name: string;
	path: string;
	bytes: number;
	etag: string;
}

/**
 * The shard files that exist next to the dataset, found once at start-up. Where a manifest
 * (data/raw-visits.json) says which bytes the publication's files are, made again from its campaign's units
 * on install, a file missing or of another size stops start-up: a download must be what was published.
 */
export function findRawVisitFiles(publicationPath: string): RawVisitFile[] {
	const dir = join(dirname(publicationPath), 'visits');
	const manifest = readRawVisitsManifest(dirname(publicationPath));
	const files = ALL_VIEWS.map(({ profile, framework }) => `${profile}-${framework}.jsonl`)
		.map((name) => ({ name, path: join(dir, name) }))
		.filter(({ path }) => existsSync(path))
		.map(({ name, path }) => {
			const { size, mtimeMs } = statSync(path);
			return { name, path, bytes: size, etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"` };
		});
	for (const [name, { bytes }] of Object.entries(manifest?.shards ?? {})) {
		const found = files.find((f) => f.name === name);
		if (found?.bytes !== bytes)
			throw new Error(`${join(dir, name)} ${found ? `holds ${found.bytes} bytes` : 'is missing'}, but the publication's raw visits are ${bytes} bytes (${join(dirname(publicationPath), RAW_VISITS_MANIFEST)}): write them from the campaign's units with \`npm run raw-visits\` (npm ci runs it).`);
	}
	return files;
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
