import { describe, expect, it } from 'vitest';
import { addVary, chooseEncoding, type Coding } from './content-encoding.ts';

const BOTH: Coding[] = ['br', 'gzip'];

describe('chooseEncoding', () => {
	it.each([
		[null, BOTH, null],
		['', BOTH, null],
		['identity', BOTH, null],
		['gzip', BOTH, 'gzip'],
		['br', BOTH, 'br'],
		['gzip, br', BOTH, 'br'],
		['gzip;q=1, br;q=0.5', BOTH, 'gzip'],
		['br;q=0, gzip', BOTH, 'gzip'],
		['br;q=0, gzip;q=0', BOTH, null],
		['*', BOTH, 'br'],
		['*;q=0.5, br;q=0', BOTH, 'gzip'],
		['x-gzip', BOTH, 'gzip'],
		['GZIP', BOTH, 'gzip'],
		['br;q=abc, gzip;q=0.1', BOTH, 'gzip'],
		['deflate', BOTH, null],
		['br', ['gzip'], null],
		['br, gzip', ['gzip'], 'gzip'],
		['br, gzip', [], null],
		// Browsers and common clients
		['gzip, deflate, br, zstd', BOTH, 'br'],
		['gzip, deflate', BOTH, 'gzip'],
		[';;;,,, ;q=1', BOTH, null]
	] as const)('%s of %j → %s', (header, available, expected) => {
		expect(chooseEncoding(header, available)).toBe(expected);
	});
});

describe('addVary', () => {
	it.each([
		[null, 'Accept-Encoding', 'Accept-Encoding'],
		['Accept', 'Accept-Encoding', 'Accept, Accept-Encoding'],
		['accept-encoding', 'Accept-Encoding', 'accept-encoding'],
		['Accept, Accept-Encoding', 'Accept-Encoding', 'Accept, Accept-Encoding'],
		['*', 'Accept-Encoding', '*']
	])('%s + %s → %s', (vary, token, expected) => {
		expect(addVary(vary, token)).toBe(expected);
	});
});
