import { describe, expect, it } from 'vitest';
import { CONCLUSION_WORDS, differenceSentence, marginWords } from './compare-wording.ts';
import { concludeDifference } from './comparisons.ts';

const key = { profile: 'mobile', framework: 'react' } as const;
const v16 = { methodologyVersion: '1.6' };
const v20 = { methodologyVersion: '2.0' };
/** A 2.1 judging: its press margins are its control presses' interquartile ranges, as its dataset states them. */
const v21 = {
	methodologyVersion: '2.1',
	pressReading: {
		measure: { desktop: 'handling', mobile: 'handling' },
		condition: 'as-measured',
		control: { desktop: { presses: 500, median: 2.1, iqr: 0.83, margin: 0.9 }, mobile: { presses: 480, median: 9.5, iqr: 4.02, margin: 4.1 } }
	}
} as const;

describe('a head-to-head sentence claims no more than its interval', () => {
	it('calls an interval across zero and the margin "not told apart", without a side it "leans" to', () => {
		// The case a reader met: a point of +4 ms with most of the interval below zero.
		const sentence = differenceSentence('mainThread', { difference: 4, low: -124, high: 16, conclusion: 'inconclusive' }, 'Orejime', 'klaro', key, v16);
		expect(sentence).toBe('On mobile / React (Vite SPA), Orejime and klaro are not told apart in main-thread work: the interval of their difference (-124 ms to +16 ms) reaches across zero and past the ±5 ms margin, so these visits cannot say which costs more, or whether either does.');
		expect(sentence).not.toMatch(/lean|no (measurable|practical) (effect|difference)|not settled/);
		expect(CONCLUSION_WORDS.inconclusive('A', 'B')).toBe('not told apart');
	});

	it('names the product that costs more only when the whole interval clears the margin', () => {
		expect(differenceSentence('mainThread', { difference: 150, low: 80, high: 228, conclusion: 'a-costs-more' }, 'Orejime', 'react-cookie-consent', key, v16)).toBe(
			'On mobile / React (Vite SPA), Orejime adds 80–228 ms more main-thread work than react-cookie-consent.'
		);
	});
});

describe("a press's margin is its publication's", () => {
	// 1.x read presses from Event Timing (8 ms steps: 16 ms was two of them); 2.0 reads them from the trace,
	// with one frame as its margin. An archived comparison must still say what it was concluded with.
	const between = { low: 16.2, high: 40 };
	it('keeps 16 ms for a 1.x publication and takes one frame, 16.7 ms, from 2.0', () => {
		expect(concludeDifference('clickResponse', between, 'mobile', v16)).toBe('a-costs-more');
		expect(concludeDifference('clickResponse', between, 'mobile', v20)).toBe('inconclusive');
		expect(concludeDifference('rejectResponse', { low: -16.5, high: 16.5 }, 'mobile', v20)).toBe('no-practical-difference');
		expect(concludeDifference('rejectResponse', { low: -16.5, high: 16.5 }, 'mobile', { methodologyVersion: '1.5' })).toBe('inconclusive');
		expect(marginWords('clickResponse', 'mobile', v16)).toBe('16 ms');
		expect(marginWords('clickResponse', 'mobile', v20)).toBe('16.7 ms');
	});
	it('takes 2.1\'s margin per profile from the control presses its dataset states, not from a frame', () => {
		// 2.0 called this pair alike (inside one frame); 2.1's desktop control varies by 0.83 ms.
		expect(concludeDifference('clickResponse', { low: 9.7, high: 15.3 }, 'desktop', v20)).toBe('no-practical-difference');
		expect(concludeDifference('clickResponse', { low: 9.7, high: 15.3 }, 'desktop', v21)).toBe('a-costs-more');
		expect(marginWords('clickResponse', 'desktop', v21)).toBe('0.9 ms');
		expect(marginWords('rejectResponse', 'mobile', v21)).toBe('4.1 ms');
	});
	it('calls an interval clear of zero that reaches past the margin on one side "measurably more" from 2.1, "not told apart" before', () => {
		expect(concludeDifference('clickResponse', { low: 0.4, high: 6 }, 'desktop', v21)).toBe('a-measurably-more');
		expect(concludeDifference('clickResponse', { low: -6, high: -0.4 }, 'desktop', v21)).toBe('b-measurably-more');
		expect(concludeDifference('clickResponse', { low: -0.4, high: 6 }, 'desktop', v21)).toBe('inconclusive');
		expect(concludeDifference('mainThread', { low: 2, high: 30 }, 'desktop', v21)).toBe('a-measurably-more');
		expect(concludeDifference('mainThread', { low: 2, high: 30 }, 'desktop', v20)).toBe('inconclusive');
		const sentence = differenceSentence('clickResponse', { difference: 3, low: 0.4, high: 6, conclusion: 'a-measurably-more', ratio: { value: 1.5, low: 1.05, high: 2.1 } }, 'A', 'B', { profile: 'desktop', framework: 'react' }, v21);
		expect(sentence).toContain('A responds to "Accept all" 0.4–6 ms more slowly than B');
		expect(sentence).toContain('×1.50 (1.05–2.10)');
		expect(sentence).toContain('these visits cannot say whether it exceeds the ±0.9 ms margin');
	});
	it('leaves every other outcome\'s margin as it was', () => {
		for (const methodologyVersion of ['1.0', '1.6', '2.0', '2.1']) expect(marginWords('mainThread', 'desktop', { methodologyVersion })).toBe('5 ms');
		expect(concludeDifference('pageDelay', between, 'mobile', v20)).toBe(concludeDifference('pageDelay', between, 'mobile', v16));
	});
});
