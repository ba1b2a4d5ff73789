// A host's own series of a traced response (harness 2.0, issue 65): stated from 20 presses on, never from fewer.
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../src/lib/schema.ts';
import type { VisitRecord } from '../gather/records.ts';
import { hostSeries, MIN_HOST_PRESSES } from './host-medians.ts';
import { tracedAcceptVisit } from './test-visits.ts';
import { RESPONSE_ONLY } from './interaction-measure.ts';
import { asMeasured } from './press-reader.ts';

/** A traced accept press of `total` ms in round `round`, on a page that showed its banner at 500 ms. */
const acceptVisit = (index: number, round: number, total: number): VisitRecord => tracedAcceptVisit(index, round, total, null, { page: 'klaro', bannerVisibleAt: 500 });

const measured = { status: 'measured' } as never;
const cell = { profile: 'desktop', framework: 'react', product: 'klaro', answers: { bannerVisible: measured, pageDelay: measured, clickResponse: measured, addedBytes: measured, mainThread: measured }, rejectResponse: { status: 'unsupported' } } as unknown as Cell;

describe('a host\'s own series of traced presses', () => {
	it(`leaves out a response with fewer than ${MIN_HOST_PRESSES} presses, and keeps the host's other outcomes`, () => {
		const oneRound = Array.from({ length: 10 }, (_, i) => acceptVisit(2 * i, 0, 20 + i));
		const series = hostSeries(cell, 'h1', oneRound, [], asMeasured(RESPONSE_ONLY));
		expect(series.medians.clickResponse).toBeUndefined();
		expect(series.medians.bannerVisible).toBe(500);
	});

	it(`states it from ${MIN_HOST_PRESSES} presses on, with its own range`, () => {
		const twoRounds = Array.from({ length: 20 }, (_, i) => acceptVisit(2 * i, i < 10 ? 0 : 1, 20 + (i % 10)));
		const series = hostSeries(cell, 'h1', twoRounds, [], asMeasured(RESPONSE_ONLY));
		expect(series.medians.clickResponse).toBeCloseTo(24.5, 0);
		expect(series.intervals?.clickResponse?.low).toBeLessThanOrEqual(series.medians.clickResponse!);
	});
});
