// Raw record files: appending and reading back, including after a crash mid-write (no browser).
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { visitRecord } from '../analyse/test-visits.ts';
import { appendRecord, readShard } from './records.ts';

const dir = mkdtempSync(join(tmpdir(), 'cmp-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shard files', () => {
	it('reads back what was appended, in order', () => {
		const file = join(dir, 'a.jsonl');
		appendRecord(file, visitRecord({ index: 0 }));
		appendRecord(file, visitRecord({ index: 1 }));
		expect(readShard(file).map((r) => (r.kind === 'visit' ? r.index : null))).toEqual([0, 1]);
	});

	it('resumes after a crash mid-write: the torn line is dropped, not glued to the next record', () => {
		const file = join(dir, 'torn.jsonl');
		appendRecord(file, visitRecord({ index: 0 }));
		appendFileSync(file, JSON.stringify(visitRecord({ index: 1 })).slice(0, 40));
		expect(readShard(file)).toHaveLength(1);
		appendRecord(file, visitRecord({ index: 1 }));
		appendRecord(file, visitRecord({ index: 2 }));
		expect(readShard(file).map((r) => (r.kind === 'visit' ? r.index : null))).toEqual([0, 1, 2]);
		expect(readFileSync(file, 'utf8').split('\n').filter(Boolean).every((line) => JSON.parse(line).kind === 'visit')).toBe(true);
	});

	it('still refuses a bad line in the middle of a file', () => {
		const file = join(dir, 'bad.jsonl');
		appendFileSync(file, 'not json\n');
		appendRecord(file, visitRecord());
		expect(() => readShard(file)).toThrow('bad.jsonl:1: not a JSON record');
	});
});
