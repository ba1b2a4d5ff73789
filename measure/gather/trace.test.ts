// What a record keeps of the trace around a press: the interaction's EventTiming pairs and the main
// thread's work inside their spans, nothing of the hover before it or of the frames after it.
import { describe, expect, it } from 'vitest';
import { inputLatencyEvents, interactionTimingEvents, mainThreadEvents } from './trace.ts';

const timing = [
	{ ph: 'b' as const, ts: 0, id: '0x1', data: { type: 'pointerover', interactionId: 0, timeStamp: 0, processingStart: 1, processingEnd: 1 } },
	{ ph: 'e' as const, ts: 8_000, id: '0x1' },
	{ ph: 'b' as const, ts: 10_000, id: '0x2', data: { type: 'pointerdown', interactionId: 7, timeStamp: 10, processingStart: 11, processingEnd: 12 } },
	{ ph: 'e' as const, ts: 20_000, id: '0x2' },
	{ ph: 'b' as const, ts: 110_000, id: '0x3', data: { type: 'click', interactionId: 7, timeStamp: 110, processingStart: 112, processingEnd: 130 } },
	{ ph: 'e' as const, ts: 140_000, id: '0x3' }
];

describe('the trace a record keeps of a press', () => {
	it('keeps the interaction\'s EventTiming pairs and drops the hover\'s', () => {
		expect(interactionTimingEvents(timing).map((e) => e.id)).toEqual(['0x2', '0x2', '0x3', '0x3']);
	});

	it('keeps main-thread work inside an interaction\'s span, pointer dispatches only, with their type', () => {
		const raw = [
			{ name: 'EventDispatch', ph: 'X', ts: 11_000, dur: 1_000, tid: 5, args: { data: { type: 'pointerdown' } } },
			{ name: 'EventDispatch', ph: 'X', ts: 11_500, dur: 100, tid: 5, args: { data: { type: 'pointermove' } } },
			{ name: 'Paint', ph: 'X', ts: 50_000, dur: 1_000, tid: 5 },
			{ name: 'EventDispatch', ph: 'X', ts: 112_000, dur: 18_000, tid: 5, args: { data: { type: 'click' } } },
			{ name: 'Layerize', ph: 'X', ts: 131_000, dur: 500, tid: 5 },
			{ name: 'ParseHTML', ph: 'X', ts: 131_000, dur: 500, tid: 5 },
			{ name: 'Paint', ph: 'X', ts: 150_000, dur: 1_000, tid: 5 }
		];
		const kept = mainThreadEvents(raw, interactionTimingEvents(timing));
		expect(kept).toEqual([
			{ name: 'EventDispatch', ts: 11_000, dur: 1_000, tid: 5, type: 'pointerdown' },
			{ name: 'EventDispatch', ts: 112_000, dur: 18_000, tid: 5, type: 'click' },
			{ name: 'Layerize', ts: 131_000, dur: 500, tid: 5 }
		]);
	});

	it('keeps the press\'s InputLatency pairs, none of the pointer\'s moves, and main-thread work inside them', () => {
		const raw = [
			{ name: 'InputLatency::MouseMove', ph: 'b', ts: 0, id: '0x1' },
			{ name: 'InputLatency::MouseMove', ph: 'e', ts: 5_000, id: '0x1' },
			{ name: 'InputLatency::MouseUp', ph: 'b', ts: 200_000, id2: { local: '0x2' } },
			{ name: 'InputLatency::MouseUp', ph: 'e', ts: 215_000, id2: { local: '0x2' } },
			{ name: 'EventDispatch', ph: 'X', ts: 201_000, dur: 3_000, tid: 5, args: { data: { type: 'click' } } }
		];
		const latency = inputLatencyEvents(raw);
		expect(latency).toEqual([
			{ name: 'InputLatency::MouseUp', ph: 'b', ts: 200_000, id: '0x2' },
			{ name: 'InputLatency::MouseUp', ph: 'e', ts: 215_000, id: '0x2' }
		]);
		// No EventTiming at all, as Chromium writes for some products' presses: the dispatch is kept by the input's span.
		expect(mainThreadEvents(raw, [], latency)).toEqual([{ name: 'EventDispatch', ts: 201_000, dur: 3_000, tid: 5, type: 'click' }]);
	});
});
