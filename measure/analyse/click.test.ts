import { describe, expect, it } from 'vitest';
import type { ClickRecord } from '../gather/records.ts';
import type { EventTimingTraceEvent } from './trace/interactions.ts';
import { clickTiming } from './click.ts';

const entry = (name: string, start: number, duration: number, interactionId = 7) => ({ name, start, duration, processingStart: start + 4, processingEnd: start + 10, interactionId });

describe('clickTiming (from the kept Event Timing entries, before harness 2.0)', () => {
	it('takes the longest entry of the interaction, ignoring hovers and entries before the pointerdown', () => {
		const click: ClickRecord = {
			action: 'accept', pointerdownAt: 1000, error: null, bannerHiddenAt: 1300,
			events: [entry('pointerover', 1000, 200, 0), entry('click', 990, 300), entry('pointerdown', 1000, 40), entry('click', 1002, 72)]
		};
		expect(clickTiming(click)).toEqual({ click: null, response: 72, inputDelay: 4, processing: 6, presentation: null, work: null, source: 'event-timing', hiddenAfter: 300 });
	});

	it('reports null when no entry reached the 16 ms floor', () => {
		expect(clickTiming({ action: 'reject', pointerdownAt: 5, events: [], error: null }).response).toBeNull();
	});

	it('reads the reduced values of records made before evidence was kept', () => {
		const old: ClickRecord = { action: 'accept', pointerdownAt: 5, duration: 48, inputDelay: 2, processing: 30, hiddenAfter: 275, error: null };
		expect(clickTiming(old)).toEqual({ click: null, response: 48, inputDelay: 2, processing: 30, presentation: null, work: null, source: 'event-timing', hiddenAfter: 275 });
	});
});

/** An EventTiming pair as the trace writes it: begin at the input (µs), end at the next frame's presentation. */
const pair = (id: string, type: string, interactionId: number, begin: number, end: number, processing: [number, number]): EventTimingTraceEvent[] => [
	{ ph: 'b', ts: begin, id, data: { type, interactionId, timeStamp: 100, processingStart: 100 + processing[0] / 1000, processingEnd: 100 + processing[1] / 1000 } },
	{ ph: 'e', ts: end, id }
];

describe('clickTiming (from the trace, harness 2.0)', () => {
	it('gives a click under 16 ms its real value, at the trace\'s microsecond resolution, with its phases', () => {
		// pointerdown 7.412 ms, pointerup (a frame later, the press held) 9.807 ms: the interaction is its slowest event.
		const trace = [...pair('0x1', 'pointerdown', 4, 1_000_000, 1_007_412, [1_210, 1_530]), ...pair('0x2', 'pointerup', 4, 1_100_000, 1_109_807, [1_100, 2_950]), ...pair('0x3', 'click', 4, 1_100_020, 1_109_807, [2_980, 3_400])];
		const timing = clickTiming({ action: 'accept', pointerdownAt: 1000, trace, error: null });
		expect(timing).toMatchObject({ response: 9.807, inputDelay: 1.1, processing: 1.85, source: 'trace' });
		expect(timing.presentation).toBeCloseTo(9.807 - 2.95, 3);
		// Not rounded to Event Timing's 8 ms steps, and not raised to its 16 ms floor.
		expect(timing.response! % 8).not.toBe(0);
		expect(timing.response).toBeLessThan(16);
	});

	it('reports null, never a substitute, when the trace holds no interaction of the press', () => {
		const hover = pair('0x9', 'pointerover', 0, 10, 20, [1, 2]);
		expect(clickTiming({ action: 'reject', pointerdownAt: 5, trace: hover, error: null })).toMatchObject({ response: null, source: 'trace' });
	});
});
