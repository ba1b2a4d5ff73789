// The current edition's words state figures frozen as published (AS_PUBLISHED), so that no edition's text
// moves with today's code. The other side of that: when the code changes a figure the current edition
// states, its words would no longer describe what the harness and the gate do. That takes a new edition
// (new words beside the old, which stay as they were published), and this test says so.
import { describe, expect, it } from 'vitest';
import { AS_PUBLISHED } from './wording.ts';
import { EDITION_2_1, EDITION_2_2 } from './editions.ts';
import { LAYOUT_GRID_PX } from '../gather/banner-layout.ts';
import { CLS_GOOD, CLS_POOR } from '../analyse/layout.ts';
import { editionOf } from './provenance.ts';
import { CONDITIONS, DESKTOP_REFERENCE_INDEX, MOBILE_REFERENCE_INDEX } from '../gather/conditions.ts';
import { PAGE_WORK_REFERENCE_MS } from '../gather/page-work-meter.ts';
import { ACHIEVED_TOLERANCE, HOST_DRIFT_TOLERANCE } from '../gather/calibrate.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';
import { CONTROL_BAND } from '../gate/control.ts';
import { SPREAD_COVERAGE } from '../spread/rule.ts';
import type { RunRecord } from '../gather/records.ts';

describe('the current edition states what the code applies', () => {
	it('is the edition a campaign of traced rounds over several hosts publishes under', () => {
		const run = (host: string) => ({ kind: 'run', interactions: true, calibration: { pageWork: {} }, machine: { id: host } }) as unknown as RunRecord;
		expect(editionOf([run('aaaaaaaaaaaa'), run('bbbbbbbbbbbb')])).toBe(EDITION_2_1);
	});

	it("states the gate's limits, the reference speeds and the spread's coverage the code uses", () => {
		const live = {
			referenceIndex: { desktop: DESKTOP_REFERENCE_INDEX, mobile: MOBILE_REFERENCE_INDEX },
			pageWorkReferenceMs: PAGE_WORK_REFERENCE_MS,
			gate: { achievedTolerance: ACHIEVED_TOLERANCE, hostDriftTolerance: HOST_DRIFT_TOLERANCE, foreignCoresLimit: FOREIGN_CORES_LIMIT, controlBand: CONTROL_BAND },
			spreadCoverage: SPREAD_COVERAGE,
			mobileLabel: CONDITIONS.mobile.label
		};
		// A difference here: the code now does what the current edition does not say. Publish under a new edition.
		expect(live).toEqual(AS_PUBLISHED);
		expect(EDITION_2_1.statement).toContain(`within ×${CONTROL_BAND} of a fixed reference`);
		expect(EDITION_2_1.conditions.mobile.cpu).toContain(`takes ${PAGE_WORK_REFERENCE_MS.mobile} ms`);
	});

	it("states the layout round's grid and the profiles' viewports the harness reads the banner in (2.2)", () => {
		expect(EDITION_2_2.statement).toContain(`on an ${LAYOUT_GRID_PX}-pixel grid`);
		const caveat = EDITION_2_2.caveats([], []).at(-1)!;
		for (const profile of ['desktop', 'mobile'] as const) expect(caveat).toContain(CONDITIONS[profile].viewportText.split(' ')[0].replace('×', ' × '));
		// The thresholds the pages print come from the dataset; Chrome's are these.
		expect([CLS_GOOD, CLS_POOR]).toEqual([0.1, 0.25]);
	});
});
