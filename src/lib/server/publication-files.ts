// GET /publications/<analysisId>/<file>: a publication's files as they were served (issue 55), sent from
// disk (issue 60): the file, or its compressed variant written beside it when it was published or
// archived (measure/publish/write.ts) and checked at start-up (archive.ts), streamed. Nothing of a file is
// kept in memory between requests, so the archive costs the process nothing while nobody reads it; before, each
// file stayed resident once asked for, with its compressed variants (1.9–2.7 MiB a publication).
// An archived file never changes, and says so: its ETag is its recorded SHA-256 and it may be cached for
// a year as immutable. The current publication's files gain recorded reruns under the same analysis id,
// so they are cached as the rest of the data is.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { PublicationFile } from './archive.ts';
import { addVary, chooseEncoding, type Coding } from './http/content-encoding.ts';
import { matchesIfNoneMatch } from './http/fixed-body.ts';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';

export function respondPublicationFile(request: Request, analysisId: string, file: PublicationFile): Response {
	const codings = (['br', 'gzip'] as const).filter((c) => file.variants[c]);
	const coding: Coding | null = chooseEncoding(request.headers.get('accept-encoding'), codings);
	const variant = coding ? file.variants[coding]! : { path: file.path, bytes: file.bytes };
	// One strong validator per byte sequence: the file's digest, marked with the coding of a variant.
	const etag = `"${file.sha256.slice(0, 32)}${coding ? `-${coding}` : ''}"`;
	const headers: Record<string, string> = {
		etag,
		'cache-control': file.immutable ? IMMUTABLE_CACHE_CONTROL : 'public, max-age=300, stale-while-revalidate=86400',
		'access-control-allow-origin': '*',
		'content-disposition': `inline; filename="${analysisId}-${file.name}"`
	};
	if (codings.length > 0) headers.vary = addVary(undefined, 'Accept-Encoding');
	if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
	headers['content-type'] = JSON_TYPE;
	headers['content-length'] = String(variant.bytes);
	if (coding) headers['content-encoding'] = coding;
	if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
	// Streamed in 64 KiB reads: a whole file read per request (and copied into the Response) held up to
	// twice its 2.6 MB per request in flight, which an 8-way crawl of the archive made a peak of RSS (issue 92).
	return new Response(Readable.toWeb(createReadStream(variant.path)) as ReadableStream, { status: 200, headers });
}
