// The request listener of the production server: a GET or HEAD whose answer the app marked as fixed
// for the life of the process (REPLAY_MARK_HEADER) is answered from the replay store, with the same
// headers, a 304 for a matching If-None-Match and no body for HEAD, without entering SvelteKit.
// Everything else goes to SvelteKit's handler untouched, except that the mark is always stripped
// and the first marked 200 for a key is stored as it is sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REPLAY_MARK_HEADER } from '../src/lib/server/http/replay-mark.ts';
import { matchesIfNoneMatch } from '../src/lib/server/http/fixed-body.ts';
import { MAX_LOGGED_TARGET, type RequestLogEntry } from '../src/lib/server/ops/request-log.ts';
import { replayKey, variesOnlyOnKeyedHeaders, type Replay, type ReplayStore } from './replay-store.ts';

/** adapter-node's build/handler.js: a polka-style middleware. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface ReplayingOptions {
	store: ReplayStore;
	/** Writes the request log line of a replayed response (SvelteKit's hook logs the others). */
	log: (entry: RequestLogEntry) => void;
	/** Once shutting down, every request goes to SvelteKit, which answers /healthz with 503. */
	isDraining: () => boolean;
}

const notFound = (res: ServerResponse) => () => {
	res.statusCode = 404;
	res.end();
};

function replayable(req: IncomingMessage): boolean {
	// A GET with a body is unusual enough to leave to SvelteKit, which refuses what it must.
	return (req.method === 'GET' || req.method === 'HEAD') && req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;
}

function send(req: IncomingMessage, res: ServerResponse, replay: Replay): number {
	if (replay.etag && matchesIfNoneMatch(req.headers['if-none-match'] ?? null, replay.etag)) {
		res.writeHead(304, replay.notModifiedHeaders).end();
		return 304;
	}
	res.writeHead(200, replay.headers).end(req.method === 'HEAD' ? undefined : replay.body);
	return 200;
}

/** A view of the bytes, or a copy when the chunk is a slice of a larger (pooled) buffer it would pin. */
function ownBytes(chunk: unknown, encoding?: unknown): Buffer {
	if (typeof chunk === 'string') return Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8');
	const view = chunk as Uint8Array;
	return view.byteLength === view.buffer.byteLength ? Buffer.from(view.buffer, view.byteOffset, view.byteLength) : Buffer.from(view);
}

/** Strips the mark from whatever SvelteKit sends; when `key` is given, stores a marked 200 GET. */
function watch(res: ServerResponse, store: ReplayStore, key: string | null): void {
	const writeHead = res.writeHead;
	res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
		if (res.hasHeader(REPLAY_MARK_HEADER)) {
			res.removeHeader(REPLAY_MARK_HEADER);
			if (key !== null && args[0] === 200 && variesOnlyOnKeyedHeaders(res.getHeader('vary'))) capture(res, store, key);
		}
		return writeHead.apply(this, args);
	} as ServerResponse['writeHead'];
}

function capture(res: ServerResponse, store: ReplayStore, key: string): void {
	const headers = res.getHeaders();
	const chunks: Buffer[] = [];
	const write = res.write;
	const end = res.end;
	res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
		chunks.push(ownBytes(chunk, typeof rest[0] === 'string' ? rest[0] : undefined));
		return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
	} as ServerResponse['write'];
	res.end = function (this: ServerResponse, ...args: unknown[]) {
		if (args[0] !== undefined && typeof args[0] !== 'function') chunks.push(ownBytes(args[0], typeof args[1] === 'string' ? args[1] : undefined));
		const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
		// Only a body sent whole is replayed; the length SvelteKit declared is the check.
		if (Number(headers['content-length']) === body.byteLength) {
			const { 'content-length': _length, 'content-encoding': _coding, ...notModifiedHeaders } = headers;
			store.set(key, { headers, notModifiedHeaders, etag: headers.etag as string | undefined, body });
		}
		return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
	} as ServerResponse['end'];
}

export function createReplayingHandler(kit: NodeHandler, options: ReplayingOptions): (req: IncomingMessage, res: ServerResponse) => void {
	const { store, log, isDraining } = options;
	return (req, res) => {
		const target = req.url ?? '/';
		const key = replayable(req) && !isDraining() ? replayKey(target, req.headers) : null;
		const replay = key === null ? undefined : store.get(key);
		if (replay) {
			const started = performance.now();
			const status = send(req, res, replay);
			const entry: RequestLogEntry = {
				method: req.method!,
				path: target.length > MAX_LOGGED_TARGET ? `${target.slice(0, MAX_LOGGED_TARGET)}…` : target,
				status,
				ms: Math.round((performance.now() - started) * 100) / 100
			};
			if (status === 200) entry.bytes = replay.body.byteLength;
			if (status === 200 && replay.headers['content-encoding']) entry.enc = String(replay.headers['content-encoding']);
			log(entry);
			return;
		}
		// Only a GET is stored: a HEAD carries no body to replay.
		watch(res, store, req.method === 'GET' ? key : null);
		kit(req, res, notFound(res));
	};
}
