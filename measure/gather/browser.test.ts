import { describe, expect, it } from 'vitest';
import { extraFlagsFrom } from './browser.ts';

describe('extraFlagsFrom', () => {
	it('reads space-separated Chromium flags, and nothing when unset', () => {
		expect(extraFlagsFrom(undefined)).toEqual([]);
		expect(extraFlagsFrom('  ')).toEqual([]);
		expect(extraFlagsFrom('--disable-threaded-compositing  --js-flags=--single-threaded')).toEqual(['--disable-threaded-compositing', '--js-flags=--single-threaded']);
	});
	it('refuses what is not a flag, naming it', () => {
		expect(() => extraFlagsFrom('--num-raster-threads=1 single-process')).toThrow('CMP_EXTRA_CHROMIUM_FLAGS: "single-process" is not a Chromium flag');
	});
});
