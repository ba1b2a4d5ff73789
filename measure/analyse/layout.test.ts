import { describe, expect, it } from 'vitest';
import { loadShift, pageLayout } from './layout.ts';
import { visitRecord } from './test-visits.ts';
import type { BannerLayout } from '../gather/banner-layout.ts';

const read = (covered: number, heroCovered: number, scrollLocked = false): BannerLayout => ({ viewport: { width: 412, height: 823 }, points: 1000, covered, hero: { points: 100, covered: heroCovered }, scrollLocked });

describe('a page’s banner layout from its warm-up reads', () => {
	it('states the median read’s coverage with the spread of the reads, and calls a page a wall only when every read found nothing of the page to press', () => {
		const visits = [read(150, 0), read(146, 0), read(300, 10)].map((layout, round) => visitRecord({ warmup: true, index: -1, round, layout }));
		expect(pageLayout(visits)).toEqual({ reads: 3, coverage: { median: 0.15, min: 0.146, max: 0.3 }, heroCovered: 0, wall: false, scrollLocked: false, acceptShift: null });
		const wall = [read(1000, 100, true), read(1000, 100, true)].map((layout, round) => visitRecord({ warmup: true, index: -1, round, layout }));
		expect(pageLayout(wall)).toMatchObject({ coverage: { median: 1 }, heroCovered: 1, wall: true, scrollLocked: true });
		expect(pageLayout([visitRecord({})])).toBeNull();
	});

	it('reads the load window’s layout shift from the measured visits only', () => {
		const visits = [0, 0, 0.02, 0.3].map((cls, index) => visitRecord({ index, cls })).concat(visitRecord({ warmup: true, index: -1, cls: 5 }));
		// p75 by linear interpolation (type 7): 0.02 + 0.25 × (0.3 − 0.02).
		expect(loadShift(visits)).toEqual({ visits: 4, median: 0.01, p75: expect.closeTo(0.09, 10), max: 0.3, shifted: 2 });
	});

	it('reads the press window from the reads that pressed Accept: the larger sum of each kind, counted by CLS or within its input window', () => {
		const pressed = (shifts: { at: number; value: number; hadRecentInput: boolean }[], error: string | null = null) => visitRecord({ warmup: true, index: -1, layout: { ...read(150, 0), afterAccept: { shifts, error } } });
		const visits = [
			pressed([{ at: 120, value: 0.2, hadRecentInput: true }]),
			pressed([{ at: 110, value: 0.18, hadRecentInput: true }, { at: 700, value: 0.01, hadRecentInput: false }, { at: 900, value: 0.02, hadRecentInput: false }]),
			pressed([], 'could not accept: timeout')
		];
		expect(pageLayout(visits)!.acceptShift).toEqual({ reads: 2, counted: expect.closeTo(0.03, 10), inputDriven: 0.2 });
	});
});
