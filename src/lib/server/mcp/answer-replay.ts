// Answers of pure MCP requests, replayed. The server is read-only and its content fixed for the
// life of the process, so the SDK's answer to a given tools/list, tools/call, resources/list or
// resources/read is the same every time apart from the JSON-RPC id. After the SDK has answered a
// request once (its checks, schema validation and serialisation: about 3 ms of CPU), an identical
// request, headers that reach the SDK included, gets that result again with its own id. Errors and
// anything but a single JSON-RPC request with a result are never stored. Bounded in bytes, least
// recently used first: every distinct tool argument makes a new key. The answer's bytes are
// compressed once per coding, the id spliced in at the end (http/tail-spliced-body.ts).
import { addVary, chooseEncoding } from '../http/content-encoding.ts';
import { tailSplicedBody, type TailSplicedBody } from '../http/tail-spliced-body.ts';

/** Methods whose result depends on the request alone (never on time, state or a session). */
export const PURE_METHODS: ReadonlySet<string> = new Set(['tools/list', 'tools/call', 'resources/list', 'resources/read', 'resources/templates/list']);

interface StoredAnswer {
	/** The SDK's headers, without length and coding. */
	headers: Record<string, string>;
	/** `{"result":…,"jsonrpc":"2.0","id":` — the id and the closing brace are each call's tail. */
	body: TailSplicedBody;
	/** Roughly what the entry holds: the head's text and its compressed variants. */
	cost: number;
}

interface RpcRequest {
	jsonrpc: '2.0';
	id: string | number;
	method: string;
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

function isPureRequest(body: unknown): body is RpcRequest {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
	const { jsonrpc, id, method } = body as Partial<RpcRequest>;
	return jsonrpc === '2.0' && (typeof id === 'string' || typeof id === 'number') && typeof method === 'string' && PURE_METHODS.has(method);
}

function answer(request: Request, id: string | number, stored: StoredAnswer): Response {
	const coding = chooseEncoding(request.headers.get('accept-encoding'), stored.body.codings);
	const bytes = stored.body.bytes(`${JSON.stringify(id)}}`, coding);
	const headers: Record<string, string> = { ...stored.headers, 'content-length': String(bytes.byteLength) };
	if (stored.body.codings.length > 0) headers.vary = addVary(stored.headers.vary, 'Accept-Encoding');
	if (coding) headers['content-encoding'] = coding;
	return new Response(bytes, { status: 200, headers });
}

export function createAnswerReplay(maxBytes: number): AnswerReplay {
	const answers = new Map<string, StoredAnswer>();
	let bytes = 0;
	const cost = (key: string, stored: StoredAnswer) => key.length + stored.cost;
	return {
		get bytes() {
			return bytes;
		},
		keyOf(request, parsedBody) {
			if (!isPureRequest(parsedBody)) return null;
			// Every header the SDK reads (MCP-Protocol-Version, Mcp-Method, Mcp-Name, Accept, Content-Type)
			// is part of the key, so a request it would refuse is never answered from here.
			const headers: string[] = [];
			request.headers.forEach((value, name) => {
				if (name.startsWith('mcp-') || name === 'accept' || name === 'content-type') headers.push(`${name}:${value}`);
			});
			return `${headers.join('\n')}\n${JSON.stringify({ ...parsedBody, id: null })}`;
		},
		replay(key, request, parsedBody) {
			const stored = answers.get(key);
			if (!stored) return null;
			answers.delete(key);
			answers.set(key, stored);
			return answer(request, (parsedBody as RpcRequest).id, stored);
		},
		async store(key, parsedBody, response) {
			if (response.status !== 200 || !/^application\/json\b/.test(response.headers.get('content-type') ?? '')) return response;
			const text = await response.text();
			const sent = new Response(text, response);
			let parsed: { id?: unknown; result?: unknown; error?: unknown };
			try {
				parsed = JSON.parse(text);
			} catch {
				return sent;
			}
			if (parsed.id !== (parsedBody as RpcRequest).id || parsed.result === undefined || parsed.error !== undefined) return sent;
			const headers: Record<string, string> = {};
			response.headers.forEach((value, name) => {
				if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
			});
			const head = `{"result":${JSON.stringify(parsed.result)},"jsonrpc":"2.0","id":`;
			// The text at up to 2 bytes a character, plus both compressed variants (a fraction of it).
			const stored = { headers, body: tailSplicedBody(head), cost: Math.round(2.5 * head.length) + 512 };
			const size = cost(key, stored);
			if (size > maxBytes) return sent;
			const old = answers.get(key);
			if (old) bytes -= cost(key, old);
			answers.delete(key);
			answers.set(key, stored);
			bytes += size;
			for (const [oldest, entry] of answers) {
				if (bytes <= maxBytes) break;
				answers.delete(oldest);
				bytes -= cost(oldest, entry);
			}
			return sent;
		}
	};
}
