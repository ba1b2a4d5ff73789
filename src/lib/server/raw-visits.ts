// The raw per-visit records behind the publication (/data/visits/<profile>-<framework>.jsonl),
// downloadable byte for byte as published. Where data/raw-visits.json names the campaign units a file is
// made of, it is sent from them, in order, without a second copy on disk or in memory: each unit read
// as a stream up to its share, its length and ETag (the file's SHA-256) from the manifest. Start-up hashes
// every share first and stops, naming the unit, when one differs. Without a manifest, the files committed
// in data/visits/ are served. Only names derived from the allowed views are ever looked up, so a request
// can never name another file.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { ALL_VIEWS } from '../dimensions.ts';
import { RAW_VISITS_MANIFEST, rawVisitShards, readRawVisitsManifest, verifyRawVisitShard } from '../raw-visits-manifest.ts';
import { matchesIfNoneMatch } from './http/fixed-body.ts';

/** A run of bytes of one file on disk. */
interface Part {
	path: string;
	bytes: number;
}

export interface RawVisitFile {
	name: string;
	bytes: number;
	etag: string;
	/** The file's bytes in order: its campaign units' shares, or the one committed file. */
	parts: Part[];
}

const SHARD_NAMES = ALL_VIEWS.map(({ profile, framework }) => `${profile}-${framework}.jsonl`);

/** The files a manifest names, each checked against it (the units' bytes hashed once, at start-up). */
function filesFromUnits(dataDir: string): RawVisitFile[] | null {
	const manifest = readRawVisitsManifest(dataDir);
	if (!manifest) return null;
	const manifestFile = join(dataDir, RAW_VISITS_MANIFEST);
	return rawVisitShards(dataDir, manifest)
		.filter((shard) => SHARD_NAMES.includes(shard.name))
		.map((shard) => {
			verifyRawVisitShard(shard, manifestFile);
			return { name: shard.name, bytes: shard.bytes, etag: `"sha256-${shard.sha256.slice(0, 32)}"`, parts: shard.parts.map(({ path, bytes }) => ({ path, bytes })) };
		});
}

function committedFiles(dataDir: string): RawVisitFile[] {
	return SHARD_NAMES.map((name) => ({ name, path: join(dataDir, 'visits', name) }))
		.filter(({ path }) => existsSync(path))
		.map(({ name, path }) => {
			const { size, mtimeMs } = statSync(path);
			return { name, bytes: size, etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`, parts: [{ path, bytes: size }] };
		});
}

/** The raw visit files of the publication at `publicationPath`, found and checked once at start-up. */
export function findRawVisitFiles(publicationPath: string): RawVisitFile[] {
	const dataDir = dirname(publicationPath);
	return filesFromUnits(dataDir) ?? committedFiles(dataDir);
}

/** `[start, end]` (inclusive) of a single `bytes=` range within `size`; null for none or one this server does not serve (several). */
export function byteRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
	const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
	if (!match || (match[1] === '' && match[2] === '')) return null;
	if (match[1] === '') {
		const suffix = Number(match[2]);
		return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
	}
	const start = Number(match[1]);
	// A last position before the first makes the range invalid, which RFC 9110 §14.1.2 and §14.2 say to
	// ignore (the whole file, 200); a valid range that starts past the end is unsatisfiable (416).
	if (match[2] !== '' && Number(match[2]) < start) return null;
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
	return start >= size ? 'unsatisfiable' : { start, end };
}

/** The bytes `start`..`end` of the parts in order, read as streams (64 KiB at a time). */
async function* partBytes(parts: readonly Part[], start: number, end: number): AsyncGenerator<Buffer> {
	let offset = 0;
	for (const part of parts) {
		const from = Math.max(start - offset, 0);
		const to = Math.min(end - offset, part.bytes - 1);
		offset += part.bytes;
		if (to < from) continue;
		for await (const chunk of createReadStream(part.path, { start: from, end: to })) yield chunk as Buffer;
	}
}

export function respondRawVisits(request: Request, file: RawVisitFile): Response {
	const headers: Record<string, string> = {
		etag: file.etag,
		'cache-control': 'public, max-age=300',
		'access-control-allow-origin': '*',
		'accept-ranges': 'bytes',
		'content-type': 'application/x-ndjson; charset=utf-8',
		'content-disposition': `attachment; filename="${file.name}"`
	};
	if (matchesIfNoneMatch(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
	// A range of another version of the file (If-Range names another ETag) gets the whole file, as RFC 9110 §13.1.5 asks.
	const ifRange = request.headers.get('if-range');
	const range = ifRange === null || ifRange === file.etag ? byteRange(request.headers.get('range'), file.bytes) : null;
	if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${file.bytes}` } });
	const { start, end } = range ?? { start: 0, end: file.bytes - 1 };
	const body = request.method === 'HEAD' || end < start ? null : (Readable.toWeb(Readable.from(partBytes(file.parts, start, end))) as ReadableStream);
	const length = { 'content-length': String(end - start + 1) };
	if (!range) return new Response(body, { status: 200, headers: { ...headers, ...length } });
	return new Response(body, { status: 206, headers: { ...headers, ...length, 'content-range': `bytes ${start}-${end}/${file.bytes}` } });
}
