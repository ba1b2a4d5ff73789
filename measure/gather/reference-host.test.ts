import { describe, expect, it } from 'vitest';
import { FULL_EFFORT, QUICK_EFFORT } from './calibrate.ts';
import { referenceHostEffort, referenceHostFrom } from './reference-host.ts';
import { stealingHost } from './slower-host.ts';

describe('the reference host', () => {
	it('is off unless asked for, and refuses a malformed value naming the form and its range', () => {
		expect(referenceHostFrom(undefined)).toBeNull();
		expect(referenceHostFrom(' ')).toBeNull();
		expect(referenceHostFrom('task:8.5')).toEqual({ referenceMs: 8.5 });
		for (const bad of ['8', 'task:', 'task:0.5', 'task:500', 'steal:30'])
			expect(() => referenceHostFrom(bad)).toThrow(`CMP_REFERENCE_HOST: "${bad}" is not task:MS with MS the page-work task's unthrottled time on the reference host, from 1 to 100 ms`);
	});

	it('takes any share of a core up to the limit, and says what a thread keeps', () => {
		expect(stealingHost(39.8, 2).description).toMatch(/ran 0\.398 ms of every 1 ms, .* at most 60\.2% of the time, as on a CPU about 1\.66× slower$/);
		expect(() => stealingHost(0, 2)).toThrow('more than 0% and at most 90% of a core, not 0%');
		expect(() => stealingHost(91, 2)).toThrow('not 91%');
	});

	it("searches the share on ten times the round's tasks and to ±5%, whatever the round's effort", () => {
		expect(referenceHostEffort(FULL_EFFORT)).toMatchObject({ runsPerMeasurement: 210, tolerance: 0.05, refuseTooSlow: true });
		expect(referenceHostEffort(QUICK_EFFORT)).toMatchObject({ runsPerMeasurement: 10, tolerance: 0.05, refuseTooSlow: false });
	});
});
