// 2.1's reading of a press (issue 90) on presses recorded by campaign 2.0's harness: the same reading for
// the control and the products (the input that clicks, from its own dispatch), and the harness's
// per-frame check left out. Each case is one that 2.0's reading (trace/input-latency.ts) reads otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClickRecord } from '../../gather/records.ts';
import { clickHandling } from './click-handling.ts';
import { pressResponse } from './input-latency.ts';
import type { MainThreadTraceEvent } from './interactions.ts';

type Recorded = Required<Pick<ClickRecord, 'action' | 'inputLatency' | 'mainThread'>>;
const recorded = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'presses-2.1.click.json'), 'utf8')) as Record<string, Recorded>;
const read = (key: string) => {
	const p = recorded[key];
	return { p, slowest: pressResponse(p.inputLatency, p.mainThread)!, click: clickHandling(p.inputLatency, p.mainThread, p.action !== 'control')! };
};
const firstDispatch = (work: readonly MainThreadTraceEvent[], types: string[], from: number) => Math.min(...work.filter((e) => e.name === 'EventDispatch' && types.includes(e.type ?? '') && e.ts >= from).map((e) => e.ts));

describe('a press read as 2.1 reads it', () => {
	it('reads a mouse press on its release, the input that clicks, where its slowest input was the mouse down (a desktop control press)', () => {
		const { slowest, click } = read('desktop control, slowest on mouse down');
		expect(slowest.input).toBe('MouseDown');
		expect(click.input).toBe('MouseUp');
		expect(click.handling).toBeCloseTo(click.processing + click.untilFrame, 2);
	});

	it('times a tap from its own dispatch, not from the finger\'s lift (a mobile control press)', () => {
		const { p, slowest, click } = read('mobile control, slowest on the tap');
		expect(slowest.input).toBe('GestureTap');
		expect(click.input).toBe('GestureTap');
		// 2.0 counted the wait from the finger's lift to the synthesised mouse down as the press's input delay.
		const tap = p.inputLatency.find((e) => e.name === 'InputLatency::GestureTap' && e.ph === 'b')!;
		const dispatched = firstDispatch(p.mainThread, ['mousedown', 'mouseup', 'click'], tap.ts);
		expect(click.inputDelay).toBeCloseTo((dispatched - tap.ts) / 1000, 2);
		expect(slowest.work!).toBeGreaterThan(click.handling + click.inputDelay - 0.01);
		expect(click.handling).toBeLessThan(slowest.work! - click.inputDelay + 0.01);
	});

	it('leaves the harness\'s per-frame banner check out of a product\'s press, and keeps the product\'s own animation frame', () => {
		const { p, click } = read('desktop Porsche accept, with the harness\'s check');
		const frames = p.mainThread.filter((e) => e.name === 'FireAnimationFrame');
		expect(frames.length).toBeGreaterThanOrEqual(2);
		expect(click.harnessCheck).toBeGreaterThan(0);
		// The same press with no check on the page: only the check's script is gone.
		const unchecked = clickHandling(p.inputLatency, p.mainThread, false)!;
		expect(unchecked.harnessCheck).toBe(0);
		expect(unchecked.handling - click.handling).toBeCloseTo(click.harnessCheck, 2);
		// Not every animation frame is left out: the product's own callback, later in the frame, still counts.
		expect(click.untilFrame).toBeGreaterThan(click.harnessCheck);
	});

	it('has no value without the input that clicks', () => {
		const p = recorded['desktop control, slowest on mouse down'];
		expect(clickHandling(p.inputLatency.filter((e) => e.name !== 'InputLatency::MouseUp'), p.mainThread, false)).toBeNull();
		expect(clickHandling(p.inputLatency, [], false)).toBeNull();
	});
});
