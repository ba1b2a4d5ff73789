// Responses the app marked as fixed for the life of the process, kept for replay by the production
// server. A key is the request target (path and query, as sent) plus the request headers a marked
// response may vary on; responses that vary on anything else are never stored. The store is bounded
// in bytes, least recently used first: unknown query parameters make new targets, so junk URLs can at
// worst push real entries out, which costs what SvelteKit always cost.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/**
 * The request headers every key includes. The app varies fixed bodies on Accept (Markdown
 * negotiation) and Accept-Encoding (precompressed variants); keying on both even where a response
 * varies on one only is always correct, it just stores a few more copies.
 */
export const KEYED_REQUEST_HEADERS = ['accept', 'accept-encoding'] as const;

export interface Replay {
	/** Headers of the 200 as SvelteKit sent them (without the mark), content-length included. */
	headers: OutgoingHttpHeaders;
	/** Headers of a 304: the same without the body's length and coding. */
	notModifiedHeaders: OutgoingHttpHeaders;
	etag: string | undefined;
	body: Buffer;
}

export interface ReplayStore {
	get(key: string): Replay | undefined;
	set(key: string, replay: Replay): void;
	readonly size: number;
	readonly bytes: number;
}

export function replayKey(target: string, headers: IncomingHttpHeaders): string {
	return `${target}\n${headers.accept ?? ''}\n${headers['accept-encoding'] ?? ''}`;
}

/** True when every name in `vary` is one the key includes (no Vary at all is fine too). */
export function variesOnlyOnKeyedHeaders(vary: OutgoingHttpHeaders[string]): boolean {
	if (vary === undefined) return true;
	const names = String(vary).toLowerCase().split(',');
	return names.every((name) => (KEYED_REQUEST_HEADERS as readonly string[]).includes(name.trim()));
}

/** Headers and bookkeeping are small beside a body; 512 bytes a replay covers them generously. */
const OVERHEAD_BYTES = 512;

export function replayCost(replay: Replay): number {
	return replay.body.byteLength + OVERHEAD_BYTES;
}

export function createReplayStore(maxBytes: number): ReplayStore {
	const replays = new Map<string, Replay>();
	let bytes = 0;
	return {
		get(key) {
			const hit = replays.get(key);
			if (hit) {
				// Map keeps insertion order: re-inserting makes this the most recently used.
				replays.delete(key);
				replays.set(key, hit);
			}
			return hit;
		},
		set(key, replay) {
			const cost = replayCost(replay);
			if (cost > maxBytes) return;
			const old = replays.get(key);
			if (old) {
				replays.delete(key);
				bytes -= replayCost(old);
			}
			replays.set(key, replay);
			bytes += cost;
			for (const [oldest, entry] of replays) {
				if (bytes <= maxBytes) break;
				replays.delete(oldest);
				bytes -= replayCost(entry);
			}
		},
		get size() {
			return replays.size;
		},
		get bytes() {
			return bytes;
		}
	};
}
