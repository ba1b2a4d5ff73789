// Presses read from the trace's input latency (issue 65): every press has a value, the same as EventTiming's
// where Chromium writes EventTiming, and a value where it writes none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clickTiming } from '../click.ts';
import type { ClickRecord } from '../../gather/records.ts';
import { tracedInteractions } from './interactions.ts';
import { pressResponse, type InputLatencyTraceEvent } from './input-latency.ts';

const recorded = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'presses.click.json'), 'utf8')) as Record<string, Pick<ClickRecord, 'trace' | 'inputLatency' | 'mainThread'>>;
const press = (key: string) => recorded[key];

describe('a press read from its input latency', () => {
	it('has a value where Chromium wrote no EventTiming at all (cookie-bar\'s accept on desktop)', () => {
		const { trace, inputLatency, mainThread } = press('desktop cookie-bar accept');
		expect(tracedInteractions(trace!, mainThread)).toEqual([]);
		const response = pressResponse(inputLatency!, mainThread)!;
		expect(response.response).toBeGreaterThan(0);
		expect(response.inputDelay! + response.processing! + response.presentation!).toBeCloseTo(response.response, 2);
		expect(response.work!).toBeLessThanOrEqual(response.response);
	});

	it('is EventTiming\'s figure, within a millisecond, where Chromium wrote both', () => {
		const { trace, inputLatency, mainThread } = press('desktop vanilla-cookieconsent accept');
		const eventTiming = tracedInteractions(trace!, mainThread)[0];
		expect(Math.abs(pressResponse(inputLatency!, mainThread)!.response - eventTiming.response)).toBeLessThan(1);
	});

	it('takes a tap\'s slowest input, the click it caused, where EventTiming kept only pointerdown and pointerup (mobile)', () => {
		const { trace, inputLatency, mainThread } = press('mobile cookie-bar reject');
		const eventTiming = tracedInteractions(trace!, mainThread)[0];
		const response = pressResponse(inputLatency!, mainThread)!;
		expect(response.input).toBe('GestureTap');
		expect(response.response).toBeGreaterThan(eventTiming.response + 50);
	});

	it('is what clickTiming reads from a record that keeps input latency, never a substitute', () => {
		const record: ClickRecord = { action: 'accept', pointerdownAt: 1, error: null, ...press('desktop cookie-bar accept') };
		const timing = clickTiming(record);
		expect(timing.source).toBe('trace');
		expect(timing.response).toBe(pressResponse(record.inputLatency!, record.mainThread)!.response);
		expect(timing.response! % 8).not.toBe(0);
		expect(clickTiming({ ...record, inputLatency: [] })).toMatchObject({ response: null, source: 'trace' });
	});

	it('pairs each input\'s begin with its own end, and ignores what is not a press', () => {
		const events: InputLatencyTraceEvent[] = [
			{ name: 'InputLatency::MouseMove', ph: 'b', ts: 0, id: '0x1' },
			{ name: 'InputLatency::MouseMove', ph: 'e', ts: 90_000, id: '0x1' },
			{ name: 'InputLatency::MouseDown', ph: 'b', ts: 1_000, id: '0x2' },
			{ name: 'InputLatency::MouseUp', ph: 'b', ts: 101_000, id: '0x2' },
			{ name: 'InputLatency::MouseDown', ph: 'e', ts: 13_000, id: '0x2' },
			{ name: 'InputLatency::MouseUp', ph: 'e', ts: 118_500, id: '0x2' }
		];
		expect(pressResponse(events)).toMatchObject({ input: 'MouseUp', response: 17.5, inputDelay: null });
	});
});
