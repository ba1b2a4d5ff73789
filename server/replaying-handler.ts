// The request listener of the production server: a GET or HEAD whose answer the app marked as fixed
// for the life of the process (REPLAY_MARK_HEADER) is answered from the replay store, with the same
// headers, a 304 for a matching If-None-Match and no body for HEAD, without entering SvelteKit.
// Everything else goes to SvelteKit's handler untouched, except that the mark is always stripped
// and the first marked 200 for a key is stored as it is sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesIfNoneMatch } from '../src/lib/server/http/fixed-body.ts';
import { loggedTarget, type RequestLogEntry } from '../src/lib/server/ops/request-log.ts';
import { interceptSent, type NodeHandler } from './intercept-sent.ts';
import { isReplayableMcpCall, serveMcpCall } from './replaying-mcp.ts';
import type { AnswerStore } from '../src/lib/server/mcp/answer-replay.ts';
import { replayKey, variesOnlyOnKeyedHeaders, type Replay, type ReplayStore } from './replay-store.ts';

export interface ReplayingOptions {
	store: ReplayStore;
	/** Writes the request log line of a replayed response (SvelteKit's hook logs the others). */
	log: (entry: RequestLogEntry) => void;
	/** Once shutting down, every request goes to SvelteKit, which answers /healthz with 503. */
	isDraining: () => boolean;
	/** Answers of pure MCP calls the endpoint marked (server/replaying-mcp.ts); without it, /mcp always goes to SvelteKit. */
	answers?: AnswerStore;
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

/** Strips the mark from whatever SvelteKit sends; when `key` is given, stores a marked 200 sent whole. */
function watch(res: ServerResponse, store: ReplayStore, key: string | null): void {
	interceptSent(res, (status, headers, body) => {
		// Only a body sent whole is replayed; the length SvelteKit declared is the check.
		if (key === null || status !== 200 || !variesOnlyOnKeyedHeaders(headers.vary) || Number(headers['content-length']) !== body.byteLength) return;
		const { 'content-length': _length, 'content-encoding': _coding, ...notModifiedHeaders } = headers;
		store.set(key, { headers, notModifiedHeaders, etag: headers.etag as string | undefined, body });
	});
}

export function createReplayingHandler(kit: NodeHandler, options: ReplayingOptions): (req: IncomingMessage, res: ServerResponse) => void {
	const { store, log, isDraining, answers } = options;
	return (req, res) => {
		if (answers && !isDraining() && isReplayableMcpCall(req)) {
			serveMcpCall(req, res, kit, { answers, log });
			return;
		}
		const target = req.url ?? '/';
		const key = replayable(req) && !isDraining() ? replayKey(target, req.headers) : null;
		const replay = key === null ? undefined : store.get(key);
		if (replay) {
			const started = performance.now();
			const status = send(req, res, replay);
			const entry: RequestLogEntry = {
				method: req.method!,
				path: loggedTarget(target),
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
