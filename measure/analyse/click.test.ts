import { describe, expect, it } from 'vitest';
import type { ClickRecord } from '../gather/records.ts';
import { clickTiming } from './click.ts';

const entry = (name: string, start: number, duration: number, interactionId = 7) => ({ name, start, duration, processingStart: start + 4, processingEnd: start + 10, interactionId });

describe('clickTiming (from the kept Event Timing entries)', () => {
	it('takes the longest entry of the interaction, ignoring hovers and entries before the pointerdown', () => {
		const click: ClickRecord = {
			action: 'accept', pointerdownAt: 1000, error: null, bannerHiddenAt: 1300,
			events: [entry('pointerover', 1000, 200, 0), entry('click', 990, 300), entry('pointerdown', 1000, 40), entry('click', 1002, 72)]
		};
		expect(clickTiming(click)).toEqual({ duration: 72, inputDelay: 4, processing: 6, hiddenAfter: 300 });
	});

	it('reports null when no entry reached the 16 ms floor', () => {
		expect(clickTiming({ action: 'reject', pointerdownAt: 5, events: [], error: null }).duration).toBeNull();
	});

	it('reads the reduced values of records made before evidence was kept', () => {
		const old: ClickRecord = { action: 'accept', pointerdownAt: 5, duration: 48, inputDelay: 2, processing: 30, hiddenAfter: 275, error: null };
		expect(clickTiming(old)).toEqual({ duration: 48, inputDelay: 2, processing: 30, hiddenAfter: 275 });
	});
});
