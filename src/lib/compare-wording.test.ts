import { describe, expect, it } from 'vitest';
import { CONCLUSION_WORDS, differenceSentence } from './compare-wording.ts';

const key = { profile: 'mobile', framework: 'react' } as const;

describe('a head-to-head sentence claims no more than its interval', () => {
	it('calls an interval across the margin not settled, without a side it "leans" to', () => {
		// The case a reader met: a point of +4 ms with most of the interval below zero.
		const sentence = differenceSentence('mainThread', { difference: 4, low: -124, high: 16, conclusion: 'inconclusive' }, 'Orejime', 'klaro', key);
		expect(sentence).toBe('On mobile / React (Vite SPA), the difference in main-thread work between Orejime and klaro is not settled: its interval (-124 ms to +16 ms) reaches across the ±5 ms margin, so these visits cannot say which costs more, or whether either does.');
		expect(sentence).not.toMatch(/lean|no (measurable|practical) (effect|difference)/);
		expect(CONCLUSION_WORDS.inconclusive('A', 'B')).toBe('not settled');
	});

	it('names the product that costs more only when the whole interval clears the margin', () => {
		expect(differenceSentence('mainThread', { difference: 150, low: 80, high: 228, conclusion: 'a-costs-more' }, 'Orejime', 'react-cookie-consent', key)).toBe(
			'On mobile / React (Vite SPA), Orejime adds 80–228 ms more main-thread work than react-cookie-consent.'
		);
	});
});
