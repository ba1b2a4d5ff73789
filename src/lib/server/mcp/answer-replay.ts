// Answers of pure MCP requests, replayed. The server is read-only and its content fixed for the
// life of the process, so the SDK's answer to a given tools/list, tools/call, resources/list or
// resources/read is the same every time apart from the JSON-RPC id. After the SDK has answered a
// request once (its checks, schema validation and serialisation: about 3 ms of CPU), an identical
// request, headers that reach the SDK included, gets that result again with its own id. Errors and
// anything but a single JSON-RPC request with a result are never stored. Bounded in bytes, least
// recently used first: every distinct tool argument makes a new key. The answer's bytes are
// compressed once per coding, the id spliced in at the end (http/tail-spliced-body.ts).
//
// Two layers use the pieces below: the endpoint (createAnswerReplay, behind the Host/Origin guard)
// and the production server's node:http layer (server/replaying-mcp.ts), which replays the answers
// this module marks without building a Web Request at all.
import { addVary, chooseEncoding } from '../http/content-encoding.ts';
import { REPLAY_MARK_HEADER } from '../http/replay-mark.ts';
import { tailSplicedBody, type TailSplicedBody } from '../http/tail-spliced-body.ts';

/** A tools/call answer is about 6 KB: several hundred distinct calls, in each layer that keeps them. */
export const ANSWER_STORE_BYTES = 4 * 1024 * 1024;

/** Methods whose result depends on the request alone (never on time, state or a session). */
export const PURE_METHODS: ReadonlySet<string> = new Set(['tools/list', 'tools/call', 'resources/list', 'resources/read', 'resources/templates/list']);

export interface PureRequest {
	jsonrpc: '2.0';
	id: string | number;
	method: string;
}

export interface StoredAnswer {
	/** The answer's headers, without length and coding. */
	headers: Record<string, string>;
	/** `{"result":…,"jsonrpc":"2.0","id":` — the id and the closing brace are each call's tail. */
	body: TailSplicedBody;
}

export function isPureRequest(body: unknown): body is PureRequest {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
	const { jsonrpc, id, method } = body as Partial<PureRequest>;
	return jsonrpc === '2.0' && (typeof id === 'string' || typeof id === 'number') && typeof method === 'string' && PURE_METHODS.has(method);
}

/**
 * The key of a pure request: every header the SDK reads (MCP-Protocol-Version, Mcp-Method, Mcp-Name,
 * Accept, Content-Type), so a request it would refuse is never answered from a store, and the body
 * without its id. Names are lower case; sorted, so header order does not matter.
 */
export function answerKey(headers: Iterable<[string, string]>, request: PureRequest): string {
	const read: string[] = [];
	for (const [name, value] of headers) if (readBySdk(name)) read.push(`${name}:${value}`);
	return keyFromRead(read, request);
}

/** The same key from Node's header object (lower-case names, repeated values as an array), without copying it into pairs. */
export function answerKeyOfNodeHeaders(headers: Readonly<Record<string, string | string[] | undefined>>, request: PureRequest): string {
	const read: string[] = [];
	for (const name in headers) {
		if (!readBySdk(name)) continue;
		const value = headers[name];
		read.push(`${name}:${Array.isArray(value) ? value.join(', ') : (value ?? '')}`);
	}
	return keyFromRead(read, request);
}

const readBySdk = (name: string) => name.startsWith('mcp-') || name === 'accept' || name === 'content-type';
const keyFromRead = (read: string[], request: PureRequest) => `${read.sort().join('\n')}\n${JSON.stringify({ ...request, id: null })}`;

/**
 * The fixed head of an answer's text when it is a plain result for `id`, else null. Built from the
 * parsed result rather than cut from the text, so it does not rely on the SDK's key order.
 */
export function answerHead(text: string, id: string | number): string | null {
	let parsed: { id?: unknown; result?: unknown; error?: unknown };
	try {
		parsed = JSON.parse(text);
	} catch {
		return null;
	}
	if (parsed.id !== id || parsed.result === undefined || parsed.error !== undefined) return null;
	return `{"result":${JSON.stringify(parsed.result)},"jsonrpc":"2.0","id":`;
}

/**
 * A stored answer with `id` spliced in, in a coding `acceptEncoding` allows: headers and the body in two
 * parts, the stored one and this call's tail (send both; nothing of the answer is copied).
 */
export function answerWithId(stored: StoredAnswer, id: string | number, acceptEncoding: string | null): { headers: Record<string, string>; parts: [Buffer<ArrayBuffer>, Buffer<ArrayBuffer>] } {
	const coding = chooseEncoding(acceptEncoding, stored.body.codings);
	const parts = stored.body.parts(`${JSON.stringify(id)}}`, coding);
	const headers: Record<string, string> = { ...stored.headers, 'content-length': String(parts[0].byteLength + parts[1].byteLength) };
	if (stored.body.codings.length > 0) headers.vary = addVary(stored.headers.vary, 'Accept-Encoding');
	if (coding) headers['content-encoding'] = coding;
	return { headers, parts };
}

export interface AnswerStore {
	get(key: string): StoredAnswer | undefined;
	/** Keeps `head` (see answerHead) under `key` with these headers (length and coding are dropped). */
	set(key: string, headers: Record<string, string>, head: string): void;
	readonly bytes: number;
}

/** Bounded in bytes, least recently used first. */
export function createAnswerStore(maxBytes: number): AnswerStore {
	const answers = new Map<string, { stored: StoredAnswer; cost: number }>();
	let bytes = 0;
	return {
		get bytes() {
			return bytes;
		},
		get(key) {
			const entry = answers.get(key);
			if (!entry) return undefined;
			// Map keeps insertion order: re-inserting makes this the most recently used.
			answers.delete(key);
			answers.set(key, entry);
			return entry.stored;
		},
		set(key, headers, head) {
			const { 'content-length': _length, 'content-encoding': _coding, ...kept } = headers;
			// The key and the head at up to 2 bytes a character, plus both compressed variants (a fraction of it).
			const cost = key.length + Math.round(2.5 * head.length) + 512;
			if (cost > maxBytes) return;
			const old = answers.get(key);
			if (old) bytes -= old.cost;
			answers.delete(key);
			answers.set(key, { stored: { headers: kept, body: tailSplicedBody(head) }, cost });
			bytes += cost;
			for (const [oldest, entry] of answers) {
				if (bytes <= maxBytes) break;
				answers.delete(oldest);
				bytes -= entry.cost;
			}
		}
	};
}

export interface AnswerReplay {
	/** The store key for a request that may be replayed, or null. */
	keyOf(request: Request, parsedBody: unknown): string | null;
	/** A replay of the stored answer with this request's id, in a coding it accepts, or null. */
	replay(key: string, request: Request, parsedBody: unknown): Response | null;
	/** Stores the SDK's answer when it is a plain JSON result for this id; returns a Response to send (the original was read). */
	store(key: string, parsedBody: unknown, response: Response): Promise<Response>;
	readonly bytes: number;
}

/** The endpoint's replay, in Web Request/Response terms. Every answer it stores or replays is marked for the server's own replay. */
export function createAnswerReplay(maxBytes: number): AnswerReplay {
	const answers = createAnswerStore(maxBytes);
	return {
		get bytes() {
			return answers.bytes;
		},
		keyOf(request, parsedBody) {
			return isPureRequest(parsedBody) ? answerKey(request.headers, parsedBody) : null;
		},
		replay(key, request, parsedBody) {
			const stored = answers.get(key);
			if (!stored) return null;
			const { headers, parts } = answerWithId(stored, (parsedBody as PureRequest).id, request.headers.get('accept-encoding'));
			return new Response(Buffer.concat(parts), { status: 200, headers: { ...headers, [REPLAY_MARK_HEADER]: '1' } });
		},
		async store(key, parsedBody, response) {
			if (response.status !== 200 || !/^application\/json\b/.test(response.headers.get('content-type') ?? '')) return response;
			const text = await response.text();
			const sent = new Response(text, response);
			const head = answerHead(text, (parsedBody as PureRequest).id);
			if (head === null) return sent;
			const headers: Record<string, string> = {};
			response.headers.forEach((value, name) => (headers[name] = value));
			answers.set(key, headers, head);
			sent.headers.set(REPLAY_MARK_HEADER, '1');
			return sent;
		}
	};
}
