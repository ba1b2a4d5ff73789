// A body fixed except for a short tail (an MCP answer's JSON-RPC id, which differs per call):
// the fixed head is compressed once per coding and flushed to a byte boundary; each response
// appends its tail as an uncompressed block and closes the stream. A 35 KB tools/call answer then
// costs no compression per call, and no copy either: the fixed part is one buffer kept per coding, sent
// as it is beside a tail of a few bytes (a 9 KB copy per call was a fresh mapping of memory each time
// under the server's MALLOC_MMAP_THRESHOLD_, and doubled the CPU of a replayed call). Both outputs are standard streams:
// - gzip (RFC 1951/1952): one member; the head's raw deflate ends with a sync flush, the tail is a
//   final stored block, and the CRC-32 is carried on from the head's.
// - brotli (RFC 7932 §9.2): after the encoder's flush, an uncompressed meta-block with the tail,
//   then an empty last meta-block.
import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';
import type { Coding } from './content-encoding.ts';

/** Below this, compression saves less than it costs (as for on-the-fly compression). */
export const MIN_SPLICED_COMPRESSION_BYTES = 1024;
/** A stored deflate block and a 4-nibble brotli length both hold at most 65,535 bytes. */
const MAX_TAIL_BYTES = 65_535;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** ISLAST=1, ISLASTEMPTY=1: the end of a brotli stream. */
const BROTLI_LAST_EMPTY = 0x03;

interface CompressedHead {
	/** Everything before the tail's block: for gzip the member's header and the head's raw deflate. */
	fixed: Buffer<ArrayBuffer>;
	crc: number;
}

export interface TailSplicedBody {
	/** Codings offered: none when the head is too small to gain from one. */
	codings: Coding[];
	/** The head and `tail`, as UTF-8 or in `coding`, in two parts: one kept for every call, and a small one for this tail. */
	parts(tail: string, coding: Coding | null): [Buffer<ArrayBuffer>, Buffer<ArrayBuffer>];
	/** The same as one buffer (a copy). */
	bytes(tail: string, coding: Coding | null): Buffer<ArrayBuffer>;
}

function gzipTail(head: CompressedHead, headLength: number, tail: Buffer): Buffer<ArrayBuffer> {
	const end = Buffer.alloc(5 + tail.byteLength + 8);
	end[0] = 1; // BFINAL=1, BTYPE=00 (stored)
	end.writeUInt16LE(tail.byteLength, 1);
	end.writeUInt16LE(~tail.byteLength & 0xffff, 3);
	tail.copy(end, 5);
	end.writeUInt32LE(crc32(tail, head.crc) >>> 0, 5 + tail.byteLength);
	end.writeUInt32LE((headLength + tail.byteLength) >>> 0, 9 + tail.byteLength);
	return end;
}

function brotliTail(tail: Buffer): Buffer<ArrayBuffer> {
	// Bits, least significant first: ISLAST=0, MNIBBLES=0 (4 nibbles), MLEN-1 in 16 bits,
	// ISUNCOMPRESSED=1, then zero padding to the byte boundary; then the tail and an empty last meta-block.
	const header = ((tail.byteLength - 1) << 3) | (1 << 19);
	const end = Buffer.alloc(3 + tail.byteLength + 1);
	end[0] = header & 0xff;
	end[1] = (header >> 8) & 0xff;
	end[2] = (header >> 16) & 0xff;
	tail.copy(end, 3);
	end[3 + tail.byteLength] = BROTLI_LAST_EMPTY;
	return end;
}

export function tailSplicedBody(head: string): TailSplicedBody {
	const headBytes = Buffer.from(head, 'utf8');
	const compressed = new Map<Coding, CompressedHead>();
	const compressedHead = (coding: Coding): CompressedHead => {
		let found = compressed.get(coding);
		if (!found) {
			// On-the-fly settings (brotli 5, gzip 6): every distinct call compresses once, and a client
			// who varies arguments must not buy best-quality compression with each.
			const fixed =
				coding === 'gzip'
					? Buffer.concat([GZIP_HEADER, deflateRawSync(headBytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })])
					: brotliCompressSync(headBytes, {
							finishFlush: constants.BROTLI_OPERATION_FLUSH,
							params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: headBytes.byteLength }
						});
			compressed.set(coding, (found = { fixed, crc: crc32(headBytes) }));
		}
		return found;
	};
	const parts = (tail: string, coding: Coding | null): [Buffer<ArrayBuffer>, Buffer<ArrayBuffer>] => {
		const tailBytes = Buffer.from(tail, 'utf8');
		if (tailBytes.byteLength === 0 || tailBytes.byteLength > MAX_TAIL_BYTES) throw new Error(`a spliced tail holds 1 to ${MAX_TAIL_BYTES} bytes, got ${tailBytes.byteLength}`);
		if (coding === null) return [headBytes, tailBytes];
		const found = compressedHead(coding);
		return [found.fixed, coding === 'gzip' ? gzipTail(found, headBytes.byteLength, tailBytes) : brotliTail(tailBytes)];
	};
	return {
		codings: headBytes.byteLength >= MIN_SPLICED_COMPRESSION_BYTES ? ['br', 'gzip'] : [],
		parts,
		bytes: (tail, coding) => Buffer.concat(parts(tail, coding))
	};
}
