// Repeated pure MCP calls answered in the node:http layer. The endpoint already replays them
// (src/lib/server/mcp/answer-replay.ts), but only after SvelteKit has built a Web Request, run the
// hooks and streamed a Web Response back: at 2,000 calls a second that allocation is what let the
// heap grow past 370 MiB. Here a POST to /mcp is read (it is at most 64 KiB), and when its body is a
// pure request whose answer the endpoint marked before, for the same target, Host, Origin and the
// headers the SDK reads, the stored answer is sent with this call's id spliced in. Anything else is
// handed to SvelteKit with the body it was sent, untouched; a marked answer is captured on its way
// out (server/intercept-sent.ts, which strips the mark from every response) and kept.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MAX_BODY_BYTES } from '../src/lib/server/http/request-limits.ts';
import { answerHead, answerKeyOfNodeHeaders, answerWithId, isPureRequest, type AnswerStore, type PureRequest, type StoredAnswer } from '../src/lib/server/mcp/answer-replay.ts';
import { loggedTarget, type RequestLogEntry } from '../src/lib/server/ops/request-log.ts';
import { interceptSent, type NodeHandler } from './intercept-sent.ts';

const MCP_PATH = '/mcp';

export interface McpReplayOptions {
	answers: AnswerStore;
	log: (entry: RequestLogEntry) => void;
}

/** A POST to /mcp with a body of declared length within the service's limit (the app refuses the rest). */
export function isReplayableMcpCall(req: IncomingMessage): boolean {
	if (req.method !== 'POST' || req.headers['transfer-encoding'] !== undefined) return false;
	const target = req.url ?? '';
	const path = target.includes('?') ? target.slice(0, target.indexOf('?')) : target;
	const length = Number(req.headers['content-length']);
	return path === MCP_PATH && Number.isInteger(length) && length > 0 && length <= MAX_BODY_BYTES;
}

/** The endpoint's key plus what its guard and routing read before it: the target, Host and Origin. */
function keyOf(req: IncomingMessage, request: PureRequest): string {
	return `${req.url}\nhost:${req.headers.host ?? ''}\norigin:${req.headers.origin ?? ''}\n${answerKeyOfNodeHeaders(req.headers, request)}`;
}

/** The request as SvelteKit's adapter reads it (headers, method, target, socket), its body from memory. */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
	const replayed = Readable.from([body], { objectMode: false });
	return Object.assign(replayed, {
		headers: req.headers,
		rawHeaders: req.rawHeaders,
		method: req.method,
		url: req.url,
		httpVersion: req.httpVersion,
		httpVersionMajor: req.httpVersionMajor,
		httpVersionMinor: req.httpVersionMinor,
		socket: req.socket,
		connection: req.socket
	}) as unknown as IncomingMessage;
}

function decoded(body: Buffer, coding: unknown): string | null {
	if (coding === undefined) return body.toString('utf8');
	if (coding === 'br') return brotliDecompressSync(body).toString('utf8');
	if (coding === 'gzip') return gunzipSync(body).toString('utf8');
	return null;
}

/**
 * The whole body, or null when the client went away before it ended. Read by events, not `for await`:
 * under MCP load the async iterator's promises and microtasks were a tenth of a replayed call's CPU.
 */
function readBody(req: IncomingMessage, done: (body: Buffer | null) => void): void {
	const chunks: Buffer[] = [];
	let settled = false;
	const settle = (body: Buffer | null) => {
		if (settled) return;
		settled = true;
		done(body);
	};
	req.on('data', (chunk: Buffer) => chunks.push(chunk));
	req.once('end', () => settle(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
	req.once('error', () => settle(null));
	req.once('close', () => settle(req.complete ? (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) : null));
}

/** Sends a stored answer with `id`; false (nothing sent) when it cannot be built, and SvelteKit answers instead. */
function replay(req: IncomingMessage, res: ServerResponse, stored: StoredAnswer, id: string | number, log: McpReplayOptions['log']): boolean {
	const started = performance.now();
	let answer: ReturnType<typeof answerWithId>;
	try {
		answer = answerWithId(stored, id, (req.headers['accept-encoding'] as string | undefined) ?? null);
	} catch {
		return false;
	}
	// Corked, the headers and both parts leave in one write.
	res.cork();
	res.writeHead(200, answer.headers);
	res.write(answer.parts[0]);
	res.end(answer.parts[1]);
	res.uncork();
	const entry: RequestLogEntry = { method: 'POST', path: loggedTarget(req.url ?? MCP_PATH), status: 200, ms: Math.round((performance.now() - started) * 100) / 100, bytes: answer.parts[0].byteLength + answer.parts[1].byteLength };
	if (answer.headers['content-encoding']) entry.enc = answer.headers['content-encoding'];
	log(entry);
	return true;
}

/** Serves one call that isReplayableMcpCall accepted: from the store, or through `kit`. */
export function serveMcpCall(req: IncomingMessage, res: ServerResponse, kit: NodeHandler, options: McpReplayOptions): void {
	readBody(req, (body) => {
		// The client went away mid-body: there is no one to answer.
		if (body === null) return void res.destroy();
		answerCall(req, res, body, kit, options);
	});
}

function answerCall(req: IncomingMessage, res: ServerResponse, body: Buffer, kit: NodeHandler, options: McpReplayOptions): void {
	let parsed: unknown;
	try {
		parsed = JSON.parse(body.toString('utf8'));
	} catch {
		parsed = undefined;
	}
	const request = isPureRequest(parsed) ? parsed : null;
	const key = request && keyOf(req, request);
	const stored = key ? options.answers.get(key) : undefined;
	if (request && stored && replay(req, res, stored, request.id, options.log)) return;
	interceptSent(res, (status, headers, sent) => {
		if (!request || !key || status !== 200) return;
		const text = decoded(sent, headers['content-encoding']);
		const head = text === null ? null : answerHead(text, request.id);
		if (head === null) return;
		const kept: Record<string, string> = {};
		for (const [name, value] of Object.entries(headers)) if (value !== undefined) kept[name] = String(value);
		options.answers.set(key, kept, head);
	});
	kit(withBody(req, body), res, () => {
		res.statusCode = 404;
		res.end();
	});
}
