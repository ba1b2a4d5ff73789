import { describe, expect, it } from 'vitest';
import { CONCLUSION_WORDS, differenceSentence, marginWords } from './compare-wording.ts';
import { concludeDifference } from './comparisons.ts';

const key = { profile: 'mobile', framework: 'react' } as const;

describe('a head-to-head sentence claims no more than its interval', () => {
	it('calls an interval across the margin not settled, without a side it "leans" to', () => {
		// The case a reader met: a point of +4 ms with most of the interval below zero.
		const sentence = differenceSentence('mainThread', { difference: 4, low: -124, high: 16, conclusion: 'inconclusive' }, 'Orejime', 'klaro', key, '1.6');
		expect(sentence).toBe('On mobile / React (Vite SPA), the difference in main-thread work between Orejime and klaro is not settled: its interval (-124 ms to +16 ms) reaches across the ±5 ms margin, so these visits cannot say which costs more, or whether either does.');
		expect(sentence).not.toMatch(/lean|no (measurable|practical) (effect|difference)/);
		expect(CONCLUSION_WORDS.inconclusive('A', 'B')).toBe('not settled');
	});

	it('names the product that costs more only when the whole interval clears the margin', () => {
		expect(differenceSentence('mainThread', { difference: 150, low: 80, high: 228, conclusion: 'a-costs-more' }, 'Orejime', 'react-cookie-consent', key, '1.6')).toBe(
			'On mobile / React (Vite SPA), Orejime adds 80–228 ms more main-thread work than react-cookie-consent.'
		);
	});
});

describe("a press's margin is its publication's", () => {
	// 1.x read presses from Event Timing (8 ms steps: 16 ms was two of them); 2.0 reads them from the trace,
	// with one frame as its margin. An archived comparison must still say what it was concluded with.
	const between = { low: 16.2, high: 40 };
	it('keeps 16 ms for a 1.x publication and takes one frame, 16.7 ms, from 2.0', () => {
		expect(concludeDifference('clickResponse', between, '1.6')).toBe('a-costs-more');
		expect(concludeDifference('clickResponse', between, '2.0')).toBe('inconclusive');
		expect(concludeDifference('rejectResponse', { low: -16.5, high: 16.5 }, '2.0')).toBe('no-practical-difference');
		expect(concludeDifference('rejectResponse', { low: -16.5, high: 16.5 }, '1.5')).toBe('inconclusive');
		expect(marginWords('clickResponse', '1.6')).toBe('16 ms');
		expect(marginWords('clickResponse', '2.0')).toBe('16.7 ms');
	});
	it('leaves every other outcome as it was', () => {
		for (const version of ['1.0', '1.6', '2.0']) expect(marginWords('mainThread', version)).toBe('5 ms');
		expect(concludeDifference('pageDelay', between, '2.0')).toBe(concludeDifference('pageDelay', between, '1.6'));
	});
});
