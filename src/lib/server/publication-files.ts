// GET /publications/<analysisId>/<file>: a publication's files as they were served (issue 55). An
// archived file never changes, and says so: its ETag is its recorded SHA-256 and it may be cached for a
// year as immutable. The current publication's files gain recorded reruns under the same analysis id,
// so they are cached as the rest of the data is.
// Each file is read and compressed once, on its first request, and kept (0.35–1.1 MB a file and about a
// tenth of that per coding). Compressing it per request, as the generic on-the-fly path would, held a
// whole-file buffer and a brotli encoder per concurrent request: `npm run rss-history`'s archive crawl
// peaked at 220–252 MiB that way, over the 200 MiB bound.
import { readFileSync } from 'node:fs';
import type { PublicationFile } from './archive.ts';
import { encodedBody, respondFixed, type EncodedBody } from './http/fixed-body.ts';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';

const bodies = new Map<string, EncodedBody>();

function bodyOf(file: PublicationFile): EncodedBody {
	let body = bodies.get(file.path);
	if (!body) {
		const bytes = readFileSync(file.path);
		// 'fast': a best-quality brotli of 0.5 MB would hold the event loop for about a second.
		bodies.set(file.path, (body = encodedBody(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>, file.sha256.slice(0, 32), JSON_TYPE, 'fast')));
	}
	return body;
}

export function respondPublicationFile(request: Request, analysisId: string, file: PublicationFile): Response {
	return respondFixed(request, bodyOf(file), {
		cacheControl: file.immutable ? IMMUTABLE_CACHE_CONTROL : 'public, max-age=300, stale-while-revalidate=86400',
		headers: { 'access-control-allow-origin': '*', 'content-disposition': `inline; filename="${analysisId}-${file.name}"` }
	});
}
