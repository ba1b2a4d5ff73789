// How a publication states a press (issue 90): as measured, or (2.1) at the speed of the reference control
// press, scaled by it over its own round's control presses; and 2.1's fixed reference is what publication
// 2.0's admitted control presses give.
import { describe, expect, it } from 'vitest';
import { median } from '../../support/stats.ts';
import { readAllShards, type VisitRecord } from '../gather/records.ts';
import { publishedRecords } from '../publish/admitted.ts';
import { pressesMade } from './click.ts';
import { HANDLING } from './interaction-measure.ts';
import { asMeasured, controlScaled, PRESS_REFERENCE_2_1 } from './press-reader.ts';
import { handledPress } from './test-visits.ts';

describe('a press stated at the speed of the reference control press', () => {
	const reference = { desktop: 3, mobile: 12 };
	// Round r1's control presses take 2 ms (median), round r2's 4 ms: r2's host adds twice the rig's latency.
	const visits = [
		...[1.8, 2, 2.2].map((ms, i) => handledPress(i, 'r1', 'control', ms)),
		...[3.6, 4, 4.4].map((ms, i) => handledPress(i, 'r2', 'control', ms)),
		handledPress(0, 'r1', 'accept', 10),
		handledPress(0, 'r2', 'accept', 20)
	];
	const accepts = visits.filter((v) => v.click?.action === 'accept');

	it('reads the click\'s handling as measured', () => {
		expect(accepts.map((v) => asMeasured(HANDLING).value(v))).toEqual([10, 20]);
	});

	it('scales each press by the reference over its own round\'s control median, so two rounds that differ only in the rig agree', () => {
		const scaled = controlScaled(HANDLING, reference, visits);
		expect(accepts.map((v) => scaled.value(v)!)).toEqual([15, 15].map((x) => expect.closeTo(x, 6)));
		expect(scaled.condition).toBe('control-scaled');
	});

	it('states no press for a round without a control press', () => {
		const scaled = controlScaled(HANDLING, reference, visits.filter((v) => !(v.runId === 'r2' && v.page === 'baseline')));
		expect(scaled.value(accepts[1])).toBeNull();
	});
});

describe("methodology 2.1's reference control press", () => {
	it('is the median of publication 2.0\'s admitted control presses read as 2.1 reads a press, per profile', { timeout: 120_000 }, () => {
		// 2.1 admits the units 2.0 admitted (one gate, the same records).
		const { records } = publishedRecords(readAllShards('data/visits'), '2.1');
		const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
		const reader = asMeasured(HANDLING);
		for (const profile of ['desktop', 'mobile'] as const) {
			const values = pressesMade(visits.filter((v) => v.profile === profile && v.page === 'baseline'), 'control').flatMap((v) => reader.value(v) ?? []);
			expect(Math.round(median(values) * 100) / 100).toBe(PRESS_REFERENCE_2_1[profile]);
		}
	});
});
