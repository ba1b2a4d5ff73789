import { describe, expect, it } from 'vitest';
import { analyseCorrectness } from './correctness.ts';
import { correctVisits, NO_EVIDENCE, visitRecord } from './test-visits.ts';

describe('analyseCorrectness', () => {
	it('verifies every check of a correct product', () => {
		// 4 visits × (before choice + choice + offline) + 2 reload checks
		const visits = correctVisits(4, (i) => (i < 2 ? { reload: { bannerShown: false, error: null, evidence: i === 0 ? { flag: 1, cookie: true, requests: 2, beacons: 2 } : NO_EVIDENCE } } : {}));
		expect(analyseCorrectness(visits)).toEqual({ status: 'measured', verified: 14, failed: 0, unknown: 0, failures: [] });
	});
	it('reports a tracker that ignores reject, with its frequency', () => {
		const visits = correctVisits(4, (i) => (i === 3 ? { afterChoice: { flag: 1, cookie: false, requests: 1, beacons: 1 } } : {}));
		expect(analyseCorrectness(visits)).toMatchObject({ failed: 1, failures: ['tracker ran after reject (1/2 visits)'] });
	});
	it('makes reject checks unknown when accept does not release the tracker', () => {
		const visits = correctVisits(4, (i) => (i === 0 ? { afterChoice: NO_EVIDENCE } : {}));
		expect(analyseCorrectness(visits)).toMatchObject({ failed: 1, unknown: 2, failures: ['tracker not released after accept (positive control) (1/2 visits)'] });
	});
	it('counts tracking before a choice once, not again after reject', () => {
		const early = { flag: 1, cookie: true, requests: 1, beacons: 1 };
		const visits = correctVisits(2, (i) => ({ beforeChoice: early, afterChoice: i === 0 ? early : early }));
		expect(analyseCorrectness(visits)).toMatchObject({ failures: ['tracker ran before any choice (2/2 visits)'] });
	});
	it('counts tracking before a choice, a returning banner and requests leaving the machine', () => {
		const visits = [
			visitRecord({ beforeChoice: { flag: 1, cookie: true, requests: 1, beacons: 1 } }),
			visitRecord({ reload: { bannerShown: true, error: null, evidence: NO_EVIDENCE } }),
			visitRecord({ offsiteRequests: ['https://cdn.example.com/x.js'] })
		];
		expect(analyseCorrectness(visits)).toMatchObject({ failures: [
			'tracker ran before any choice (1/3 visits)',
			'banner shown again after reload (1/1 visits)',
			'request left the machine (to cdn.example.com) (1/1 visits)'
		] });
	});
	it('counts a failed visit as unknown rather than verified', () => {
		expect(analyseCorrectness([visitRecord({ error: 'banner never visible within 20 s', click: null, afterChoice: null })])).toMatchObject({ verified: 1, unknown: 1 });
	});
});
