// Plain visit records for the analysis tests: a valid visit unless overridden.
import type { VisitRecord } from '../gather/records.ts';

export function visitRecord(overrides: Partial<VisitRecord> = {}): VisitRecord {
	return {
		kind: 'visit', shard: 'desktop-script-tag', profile: 'desktop', framework: 'script-tag', page: 'klaro',
		index: 0, warmup: false, runId: 'r1', startedAt: '2026-11-22T10:00:00.000Z', wallMs: 1500, error: null,
		hero: 200, fcp: 190, lcp: 200, cls: 0, tbt: 0, bannerVisibleAt: 300, encodedBytes: 20_000, requests: 3,
		work: { script: 30, layout: 10, recalcStyle: 5, task: 120 }, offsiteRequests: [],
		beforeChoice: { flag: 0, cookie: false, requests: 0, beacons: 0 },
		click: { action: 'accept', pointerdownAt: 900, duration: 40, inputDelay: 5, processing: 10, hiddenAfter: 250, error: null },
		afterChoice: { flag: 1, cookie: true, requests: 1, beacons: 1 },
		reload: null,
		...overrides
	};
}

export const NO_EVIDENCE = { flag: 0, cookie: false, requests: 0, beacons: 0 };

/** Alternating accept/reject visits whose tracker behaves as a correct product's would. */
export function correctVisits(count: number, overrides: (i: number) => Partial<VisitRecord> = () => ({})): VisitRecord[] {
	return Array.from({ length: count }, (_, i) => {
		const accept = i % 2 === 0;
		return visitRecord({
			index: i,
			click: { action: accept ? 'accept' : 'reject', pointerdownAt: 900, duration: 40 + i, inputDelay: 5, processing: 10, hiddenAfter: 250, error: null },
			afterChoice: accept ? { flag: 1, cookie: true, requests: 1, beacons: 1 } : NO_EVIDENCE,
			...overrides(i)
		});
	});
}

/**
 * A traced accept press (harness 2.0) of `total` ms in round `round`: a click's EventTiming pair and, with
 * `work`, the main thread's dispatch and its work until the frame handed over at `work` ms.
 */
export function tracedAcceptVisit(index: number, round: number, total: number, work: number | null = null, overrides: Partial<VisitRecord> = {}): VisitRecord {
	return visitRecord({
		index, round,
		click: {
			action: 'accept', pointerdownAt: 1, holdMs: 100, error: null,
			trace: [
				{ ph: 'b', ts: 0, id: '0x1', data: { type: 'click', interactionId: 9, timeStamp: 0, processingStart: 1, processingEnd: 3 } },
				{ ph: 'e', ts: total * 1000, id: '0x1' }
			],
			mainThread: work === null ? [] : [
				{ name: 'EventDispatch', type: 'click', ts: 1_000, dur: 2_000, tid: 1 },
				{ name: 'Layerize', ts: 3_000, dur: (work - 3) * 1000, tid: 1 }
			]
		},
		...overrides
	});
}

/**
 * A press recorded as harness 2.0 records it (its input latency and main-thread work) whose click is handled
 * in `handling` ms: the mouse's release dispatches pointerup and click, and the frame is handed over right
 * after. `action` 'control' puts it on the bare page.
 */
export function handledPress(index: number, runId: string, action: 'accept' | 'control', handling: number, overrides: Partial<VisitRecord> = {}): VisitRecord {
	const at = 100_000;
	return visitRecord({
		index, runId, page: action === 'control' ? 'baseline' : 'klaro',
		click: {
			action, pointerdownAt: 1, holdMs: 100, error: null,
			inputLatency: [
				{ name: 'InputLatency::MouseUp', ph: 'b', ts: at - 500, id: '0x2' },
				{ name: 'InputLatency::MouseUp', ph: 'e', ts: at + handling * 1000 + 8_000, id: '0x2' }
			],
			mainThread: [
				{ name: 'EventDispatch', type: 'pointerup', ts: at, dur: 100, tid: 1 },
				{ name: 'EventDispatch', type: 'click', ts: at + 100, dur: handling * 1000 - 600, tid: 1 },
				{ name: 'Layerize', ts: at + handling * 1000 - 500, dur: 500, tid: 1 }
			]
		},
		...overrides
	});
}
