// A body fixed except for a short tail (an MCP answer's JSON-RPC id, which differs per call):
// the fixed head is compressed once per coding and flushed to a byte boundary; each response
// appends its tail as an uncompressed block and closes the stream. A 35 KB tools/call answer then
// costs a copy instead of 1–2 ms of compression per call. Both outputs are standard streams:
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
const BROTLI_LAST_EMPTY = Buffer.from([0x03]);

interface CompressedHead {
	bytes: Buffer;
	crc: number;
}

export interface TailSplicedBody {
	/** Codings offered: none when the head is too small to gain from one. */
	codings: Coding[];
	/** The head and `tail`, as UTF-8 or in `coding`. */
	bytes(tail: string, coding: Coding | null): Buffer<ArrayBuffer>;
}

function gzipTail(head: CompressedHead, headLength: number, tail: Buffer): Buffer<ArrayBuffer> {
	const block = Buffer.alloc(5);
	block[0] = 1; // BFINAL=1, BTYPE=00 (stored)
	block.writeUInt16LE(tail.byteLength, 1);
	block.writeUInt16LE(~tail.byteLength & 0xffff, 3);
	const trailer = Buffer.alloc(8);
	trailer.writeUInt32LE(crc32(tail, head.crc) >>> 0, 0);
	trailer.writeUInt32LE((headLength + tail.byteLength) >>> 0, 4);
	return Buffer.concat([GZIP_HEADER, head.bytes, block, tail, trailer]);
}

function brotliTail(head: CompressedHead, tail: Buffer): Buffer<ArrayBuffer> {
	// Bits, least significant first: ISLAST=0, MNIBBLES=0 (4 nibbles), MLEN-1 in 16 bits,
	// ISUNCOMPRESSED=1, then zero padding to the byte boundary.
	const header = ((tail.byteLength - 1) << 3) | (1 << 19);
	const metaBlock = Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]);
	return Buffer.concat([head.bytes, metaBlock, tail, BROTLI_LAST_EMPTY]);
}

export function tailSplicedBody(head: string): TailSplicedBody {
	const headBytes = Buffer.from(head, 'utf8');
	const compressed = new Map<Coding, CompressedHead>();
	const compressedHead = (coding: Coding): CompressedHead => {
		let found = compressed.get(coding);
		if (!found) {
			// On-the-fly settings (brotli 5, gzip 6): every distinct call compresses once, and a client
			// who varies arguments must not buy best-quality compression with each.
			const bytes =
				coding === 'gzip'
					? deflateRawSync(headBytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })
					: brotliCompressSync(headBytes, {
							finishFlush: constants.BROTLI_OPERATION_FLUSH,
							params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: headBytes.byteLength }
						});
			compressed.set(coding, (found = { bytes, crc: crc32(headBytes) }));
		}
		return found;
	};
	return {
		codings: headBytes.byteLength >= MIN_SPLICED_COMPRESSION_BYTES ? ['br', 'gzip'] : [],
		bytes(tail, coding) {
			const tailBytes = Buffer.from(tail, 'utf8');
			if (tailBytes.byteLength === 0 || tailBytes.byteLength > MAX_TAIL_BYTES) throw new Error(`a spliced tail holds 1 to ${MAX_TAIL_BYTES} bytes, got ${tailBytes.byteLength}`);
			if (coding === null) return Buffer.concat([headBytes, tailBytes]);
			const found = compressedHead(coding);
			return coding === 'gzip' ? gzipTail(found, headBytes.byteLength, tailBytes) : brotliTail(found, tailBytes);
		}
	};
}
