import { describe, expect, it } from 'vitest';
import type { RawRecord, VisitRecord } from '../gather/records.ts';
import { withIncompleteLoadsFailed } from './admitted.ts';

const visit = (page: string, index: number, encodedBytes: number, extra: Partial<VisitRecord> = {}) =>
	({ kind: 'visit', shard: 'mobile-nuxt', page, index, warmup: false, error: null, encodedBytes, runId: 'r1', ...extra }) as VisitRecord;

const errors = (records: RawRecord[]) => records.map((r) => (r.kind === 'visit' ? r.error : null));

describe('a visit that sent other bytes than its page\'s other visits', () => {
	it('counts as failed, saying it had not finished loading, and keeps every other visit as it was', () => {
		const records = [visit('porsche', 0, 117_855), visit('porsche', 1, 117_566), visit('porsche', 2, 117_855), visit('baseline', 0, 99_000), visit('baseline', 1, 99_000)];
		const marked = withIncompleteLoadsFailed(records);
		expect(errors(marked)).toEqual([null, 'the page had not finished loading when it was read: 117566 bytes received, where its other visits received 117855', null, null, null]);
		expect(marked[0]).toBe(records[0]);
	});

	it('says so when a visit loaded more than the others, and lets a tie go to the larger count', () => {
		expect(errors(withIncompleteLoadsFailed([visit('a', 0, 100), visit('a', 1, 100), visit('a', 2, 120)]))[2]).toMatch(/^the page loaded more than in its other visits: 120 bytes/);
		expect(errors(withIncompleteLoadsFailed([visit('a', 0, 100), visit('a', 1, 120)]))).toEqual(['the page had not finished loading when it was read: 100 bytes received, where its other visits received 120', null]);
	});

	it('leaves warm-ups and visits that already failed alone, and counts neither toward the page\'s bytes', () => {
		const records = [visit('a', -1, 5, { warmup: true }), visit('a', 0, 100), visit('a', 1, 7, { error: 'banner never visible within 20 s' }), visit('a', 2, 100)];
		expect(errors(withIncompleteLoadsFailed(records))).toEqual([null, null, 'banner never visible within 20 s', null]);
	});
});
