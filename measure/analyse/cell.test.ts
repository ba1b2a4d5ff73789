import { describe, expect, it } from 'vitest';
import { analyseCell as analysed, type CellInput } from './cell.ts';
import { wordedCell } from '../publish/cell-words.ts';
import { RESPONSE_ONLY } from './interaction-measure.ts';
import { correctVisits, visitRecord } from './test-visits.ts';
import { asMeasured } from './press-reader.ts';

// The cell as published: analysis's counts worded by publish/cell-words.ts.
const analyseCell = (input: CellInput) => wordedCell(analysed(input));

const id = { profile: 'desktop', framework: 'script-tag', product: 'klaro' } as const;
const baseline = Array.from({ length: 10 }, (_, i) => visitRecord({ page: 'baseline', index: i, hero: 150 + i, encodedBytes: 800, work: { script: 5, layout: 5, recalcStyle: 1, task: 90 }, bannerVisibleAt: null, click: null, afterChoice: null }));

describe('analyseCell', () => {
	it('measures every outcome of a healthy cell', () => {
		const cell = analyseCell({ id, gating: { kind: 'built-in', how: 'text/plain scripts' }, hasReject: true, visitsPerCell: 10, visits: correctVisits(10), baseline, presses: asMeasured(RESPONSE_ONLY) });
		expect(cell.answers.pageDelay).toMatchObject({ status: 'measured', median: 45.5, samples: 10 });
		expect(cell.answers.addedBytes).toMatchObject({ median: 19_200, tier: 'good', conclusion: 'added' });
		expect(cell.answers.mainThread).toMatchObject({ median: 34 });
		expect(cell.answers.clickResponse).toMatchObject({ samples: 5, median: 44 });
		expect(cell.rejectResponse).toMatchObject({ samples: 5, median: 45 });
		expect(cell.correctness).toMatchObject({ status: 'measured', failed: 0 });
		expect(cell.notes[0]).toBe('Built-in blocking: text/plain scripts.');
	});
	it('labels callback gating', () => {
		const cell = analyseCell({ id, gating: { kind: 'integrator', how: 'onAccept callback' }, hasReject: true, visitsPerCell: 10, visits: correctVisits(10), baseline, presses: asMeasured(RESPONSE_ONLY) });
		expect(cell.notes[0]).toMatch(/^Gating by integrator/);
	});
	it('leaves a click without an Event Timing entry out', () => {
		const unreported = { action: 'accept', pointerdownAt: 900, duration: null, inputDelay: null, processing: null, hiddenAfter: null, error: null } as const;
		// Six accept clicks, so the five with an entry still make the outcome's minimum.
		const visits = correctVisits(12, (i) => (i === 0 ? { click: unreported } : {}));
		const cell = analyseCell({ id, gating: { kind: 'built-in', how: 'x' }, hasReject: true, visitsPerCell: 12, visits, baseline, presses: asMeasured(RESPONSE_ONLY) });
		expect(cell.answers.clickResponse).toMatchObject({ status: 'measured', samples: 5 });
		expect(cell.answers.clickResponse.status === 'measured' && cell.answers.clickResponse.median).toBeGreaterThan(16);
		expect(cell.notes).toContain("1 of 6 accept clicks left no Event Timing entry and are left out (the API reports none under 16 ms, and Chromium writes none at all for some products' clicks that take longer).");
	});
	it('states no response when half or more of its clicks left no Event Timing entry', () => {
		const unreported = { action: 'accept', pointerdownAt: 900, duration: null, inputDelay: null, processing: null, hiddenAfter: null, error: null } as const;
		const visits = correctVisits(10, (i) => (i <= 4 && i % 2 === 0 ? { click: unreported } : {}));
		const input = { id, gating: { kind: 'built-in', how: 'x' }, hasReject: true, visitsPerCell: 10, visits, baseline } as const;
		const cell = analyseCell({ ...input, presses: asMeasured(RESPONSE_ONLY) });
		expect(cell.answers.clickResponse).toEqual({
			status: 'failed',
			reason: "3 of 5 accept clicks left no Event Timing entry, so no median is stated: with half or more of the presses without a value, the others cannot stand for the median one (the API reports none under 16 ms, and Chromium writes none at all for some products' clicks that take longer)."
		});
		// The reject clicks all have entries: their outcome stands.
		expect(cell.rejectResponse).toMatchObject({ status: 'measured', samples: 5 });
	});
	it('fails outcomes when too many visits failed, and says why', () => {
		const visits = correctVisits(10, (i) => (i > 2 ? { error: 'banner never visible within 20 s' } : {}));
		const cell = analyseCell({ id, gating: { kind: 'built-in', how: 'x' }, hasReject: false, visitsPerCell: 10, visits, baseline, presses: asMeasured(RESPONSE_ONLY) });
		expect(cell.answers.bannerVisible).toEqual({ status: 'failed', reason: 'too few valid visits (3, at least 10 needed)' });
		expect(cell.rejectResponse).toEqual({ status: 'unsupported', reason: 'no reject in first layer' });
		expect(cell.notes).toContain('7 of 10 visits failed and were dropped: "banner never visible within 20 s" (7×).');
	});
});
