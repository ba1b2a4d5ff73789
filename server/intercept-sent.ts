// What SvelteKit sends, seen on its way out. The app marks responses the production server may
// replay (REPLAY_MARK_HEADER); the mark is stripped from every response before its head is written,
// and for a marked one the status, headers and body bytes are handed to a callback once the body
// has been sent, for the replay stores to keep.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { REPLAY_MARK_HEADER } from '../src/lib/server/http/replay-mark.ts';

/** adapter-node's build/handler.js: a polka-style middleware. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Called once a marked response has been sent: its status, its headers without the mark, its body. */
export type OnMarkedSent = (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void;

/** A view of the bytes, or a copy when the chunk is a slice of a larger (pooled) buffer it would pin. */
function ownBytes(chunk: unknown, encoding?: unknown): Buffer {
	if (typeof chunk === 'string') return Buffer.from(chunk, (encoding as BufferEncoding) ?? 'utf8');
	const view = chunk as Uint8Array;
	return view.byteLength === view.buffer.byteLength ? Buffer.from(view.buffer, view.byteOffset, view.byteLength) : Buffer.from(view);
}

/** Strips the mark from whatever is sent on `res`; calls `onMarked` with a marked response once sent. */
export function interceptSent(res: ServerResponse, onMarked: OnMarkedSent): void {
	const writeHead = res.writeHead;
	res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
		if (res.hasHeader(REPLAY_MARK_HEADER)) {
			res.removeHeader(REPLAY_MARK_HEADER);
			collect(res, args[0], onMarked);
		}
		return writeHead.apply(this, args);
	} as ServerResponse['writeHead'];
}

function collect(res: ServerResponse, status: number, onMarked: OnMarkedSent): void {
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
		const result = (end as (...a: unknown[]) => ServerResponse).apply(this, args);
		try {
			onMarked(status, headers, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
		} catch {
			// Keeping a copy failed (say, a body that does not decode): the response is sent all the
			// same, and the next request goes to SvelteKit again.
		}
		return result;
	} as ServerResponse['end'];
}
