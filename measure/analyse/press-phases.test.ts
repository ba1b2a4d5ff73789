import { describe, expect, it } from 'vitest';
import type { VisitRecord } from '../gather/records.ts';
import { analyseCell } from './cell.ts';
import { wordedCell } from '../publish/cell-words.ts';
import { phaseSummary, pressPhasesOf } from './press-phases.ts';
import { clickTiming } from './click.ts';
import { visitRecord } from './test-visits.ts';
import { asMeasured } from './press-reader.ts';

/** A traced press (harness 2.0's input latency) of `delay` + `processing` + `presentation` ms, as the trace would hold it. */
function pressed(index: number, action: 'accept' | 'reject' | 'control', phases: [number, number, number], overrides: Partial<VisitRecord> = {}): VisitRecord {
	const [delay, processing, presentation] = phases;
	return visitRecord({
		index,
		page: action === 'control' ? 'baseline' : 'klaro',
		click: {
			action, pointerdownAt: 1, holdMs: 100, error: null,
			inputLatency: [
				{ name: 'InputLatency::MouseUp', ph: 'b', ts: 0, id: '0x1' },
				{ name: 'InputLatency::MouseUp', ph: 'e', ts: (delay + processing + presentation) * 1000, id: '0x1' }
			],
			mainThread: [{ name: 'EventDispatch', type: 'click', ts: delay * 1000, dur: processing * 1000, tid: 1 }]
		},
		...overrides
	});
}

describe('where a press spends its time', () => {
	it("gives each phase's median from the trace, at its precision, and the whole response's quartiles", () => {
		const presses = [pressed(0, 'accept', [0.4, 1.6, 14]), pressed(1, 'accept', [1.2, 4.7, 12.1]), pressed(2, 'accept', [0.8, 30, 9.2])].map((v) => clickTiming(v.click!));
		// Sub-millisecond phases survive: Event Timing would have said 16 (or nothing) for the first two.
		// No main-thread work after the dispatch in these traces: the work until the frame is input delay + processing.
		expect(phaseSummary(presses, 'work')).toEqual({ presses: 3, inputDelay: 0.8, processing: 4.7, presentation: 12.1, response: { median: 18, p25: 17, p75: 29 }, work: 5.9 });
	});

	it('states nothing for a click read without a trace (Event Timing only)', () => {
		const old = visitRecord();
		expect(phaseSummary([clickTiming(old.click!)], 'response')).toBeNull();
		expect(pressPhasesOf([old, visitRecord({ page: 'baseline', click: null })], () => 'h1', { desktop: 'response', mobile: 'response' })).toEqual([]);
	});

	it("lists each product's accept and reject per view, and the control pooled and for each host", () => {
		const hostOf = (v: VisitRecord) => (v.runId === 'r1' ? 'host-a' : 'host-b');
		const visits = [
			pressed(0, 'accept', [1, 4, 10]),
			pressed(1, 'reject', [1, 6, 10]),
			pressed(0, 'control', [1, 0.1, 15]),
			pressed(1, 'control', [1, 0.1, 5], { runId: 'r2' }),
			pressed(2, 'control', [1, 0.1, 9], { runId: 'r2', warmup: true })
		];
		const phases = pressPhasesOf(visits, hostOf, { desktop: 'work', mobile: 'response' });
		expect(phases.every((p) => p.published === 'work')).toBe(true);
		expect(phases.map((p) => `${p.page} ${p.action} ${p.host ?? 'pooled'} ${p.presses} ${p.response.median}`)).toEqual([
			'baseline control pooled 2 11.1',
			'baseline control host-a 1 16.1',
			'baseline control host-b 1 6.1',
			'klaro accept pooled 1 15',
			'klaro reject pooled 1 17'
		]);
	});

	it("puts the phases in the cell's notes, which the API's results carry", () => {
		const visits = [0, 1, 2, 3].map((i) => pressed(i, i % 2 === 0 ? 'accept' : 'reject', [1, 4 + i, 10]));
		const cell = wordedCell(analyseCell({
			id: { profile: 'desktop', framework: 'script-tag', product: 'klaro' },
			gating: { kind: 'built-in', how: 'test' },
			hasReject: true,
			visitsPerCell: 4,
			visits,
			baseline: [0, 1, 2, 3].map((i) => pressed(i, 'control', [1, 0.1, 10])),
			presses: asMeasured({ desktop: 'response', mobile: 'response' })
		}));
		expect(cell.notes).toContain('Accept presses in phases (medians of 2 read from the trace; each phase is the middle of its own values, so they need not add up): input delay 1.0 ms, processing 5.0 ms, presentation delay 10.0 ms; the whole response 16.0 ms, the work until the frame 6.0 ms.');
		expect(cell.notes.some((n) => n.startsWith('Reject presses in phases (medians of 2'))).toBe(true);
	});
});
