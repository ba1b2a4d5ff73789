import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { tailSplicedBody } from './tail-spliced-body.ts';

const head = `{"result":${JSON.stringify({ content: [{ type: 'text', text: 'ünïcode ✓ '.repeat(400) }] })},"jsonrpc":"2.0","id":`;

describe('tailSplicedBody', () => {
	it('gives head + tail as UTF-8 for identity', () => {
		expect(tailSplicedBody(head).bytes('7}', null).toString('utf8')).toBe(`${head}7}`);
	});

	it.each(['gzip', 'br'] as const)('gives a %s stream that whole-buffer and streaming decoders read as head + tail', async (coding) => {
		const body = tailSplicedBody(head);
		for (const tail of ['1}', '"a-long-request-id-with-ünïcode"}', `${'9'.repeat(3000)}}`]) {
			const bytes = body.bytes(tail, coding);
			const whole = coding === 'gzip' ? gunzipSync(bytes) : brotliDecompressSync(bytes);
			expect(whole.toString('utf8')).toBe(head + tail);
			// Streaming decoders (fetch's, a browser's) must see a complete, terminated stream.
			const decoder = coding === 'gzip' ? createGunzip() : createBrotliDecompress();
			expect(await text(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]).pipe(decoder))).toBe(head + tail);
		}
		expect(body.bytes('1}', coding).byteLength).toBeLessThan(Buffer.byteLength(head) / 4);
	});

	it('round-trips any head and tail in both codings', () => {
		fc.assert(
			fc.property(fc.string({ minLength: 1100, maxLength: 3000 }), fc.string({ minLength: 1, maxLength: 200 }), (anyHead, tail) => {
				const body = tailSplicedBody(anyHead);
				expect(gunzipSync(body.bytes(tail, 'gzip')).toString('utf8')).toBe(anyHead + tail);
				expect(brotliDecompressSync(body.bytes(tail, 'br')).toString('utf8')).toBe(anyHead + tail);
			}),
			{ numRuns: 30 }
		);
	});

	it('offers no coding for a small head and refuses an empty tail', () => {
		expect(tailSplicedBody('{"id":').codings).toEqual([]);
		expect(() => tailSplicedBody(head).bytes('', 'gzip')).toThrow(/1 to 65535 bytes/);
	});
});
