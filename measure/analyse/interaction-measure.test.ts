// The rule that picks a press's measure from the control (issue 65): what it picks, and what it refuses.
import { describe, expect, it } from 'vitest';
import type { ClickTiming } from './click.ts';
import { chooseMeasure, interactionMeasures, MEASURE_RULE } from './interaction-measure.ts';
import { outcomeSamples } from './cell.ts';
import type { VisitRecord } from '../gather/records.ts';
import { tracedAcceptVisit } from './test-visits.ts';
import { asMeasured } from './press-reader.ts';

/** A traced press: `frameWait` ms between the frame's hand-over and its display, the rest main-thread work. */
const press = (work: number | null, frameWait: number): ClickTiming => ({
	response: (work ?? 10) + frameWait, inputDelay: 1, processing: 2, presentation: frameWait, work, click: null, source: 'trace', hiddenAfter: null
});
// Twenty presses whose work is steady (10–11.9 ms) and whose wait for the frame is not (0–15.2 ms).
const steadyWork = Array.from({ length: 20 }, (_, i) => press(10 + (i % 20) / 10, (i * 7) % 20 * 0.8));

describe('the measure of a press, chosen by the control', () => {
	it('is the work until the frame when the control\'s work spreads less than its whole response', () => {
		const choice = chooseMeasure(steadyWork);
		expect(choice.measure).toBe('work');
		expect(choice.candidates.work.iqr!).toBeLessThan(choice.candidates.response.iqr!);
		expect(choice.reason).toMatch(/interquartile range is .* ms for the work until the frame/);
	});

	it('is the whole response when the wait for the frame is steady and the work is not', () => {
		const steadyFrame = Array.from({ length: 20 }, (_, i) => ({ ...press(5 + ((i * 7) % 20), 0), response: 30 }));
		expect(chooseMeasure(steadyFrame).measure).toBe('response');
	});

	it('is the whole response when the work is missing for more than 5% of the control presses', () => {
		const twoMissing = steadyWork.map((t, i) => (i < 2 ? { ...t, work: null } : t));
		expect(twoMissing.filter((t) => t.work !== null).length / twoMissing.length).toBeLessThan(MEASURE_RULE.minShareWithValue);
		const choice = chooseMeasure(twoMissing);
		expect(choice.measure).toBe('response');
		expect(choice.reason).toContain('18 of 20 control presses');
	});

	it('is the whole response with fewer than 20 control presses, or none (harness 1.x records)', () => {
		expect(chooseMeasure(steadyWork.slice(0, 19)).measure).toBe('response');
		expect(interactionMeasures([]).measures).toEqual({ desktop: 'response', mobile: 'response' });
	});
});

describe('a product\'s presses under the chosen measure', () => {
	/** A traced click of `total` ms whose main thread worked `work` ms until it handed the frame over (null: no main-thread events). */
	const traced = (index: number, total: number, work: number | null): VisitRecord => tracedAcceptVisit(index, 0, total, work);
	const visits = [traced(0, 21, 12), traced(2, 14, null), traced(4, 23, 20)];

	it('are the work until the frame under "work", a press without main-thread work left out', () => {
		expect(outcomeSamples(visits, undefined, asMeasured({ desktop: 'work', mobile: 'response' })).clickResponse.map((s) => s.value)).toEqual([12, 20]);
	});

	it('are the whole response otherwise, every press counted', () => {
		expect(outcomeSamples(visits, undefined, asMeasured({ desktop: 'response', mobile: 'response' })).clickResponse.map((s) => s.value)).toEqual([21, 14, 23]);
	});
});
