import { describe, expect, it } from 'vitest';
import { conclusionWords, formatShort, formatValue } from './format.ts';

describe('formatShort', () => {
	it('writes bytes as signed kB and leaves times as formatValue does', () => {
		expect(formatShort('addedBytes', 44966)).toBe('+45 kB');
		expect(formatShort('addedBytes', 3218)).toBe('+3.2 kB');
		expect(formatShort('addedBytes', 20480, { signed: false })).toBe('20.5 kB');
		expect(formatShort('pageDelay', 82)).toBe(formatValue('pageDelay', 82));
	});

	it('says "no measurable effect" for an inconclusive Δ', () => {
		expect(conclusionWords('inconclusive')).toBe('no measurable effect');
	});
});
