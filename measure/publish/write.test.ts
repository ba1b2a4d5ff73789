import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/schema.ts';
import { mergeConflicts, mergeRawRecords, writePublication } from './write.ts';

describe('writePublication', () => {
	it('refuses an invalid dataset before touching the output folder', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		expect(() => writePublication({ publication: {} } as Dataset, out)).toThrow('$.publication');
		expect(readdirSync(out)).toEqual([]);
	});
	it('writes publication.json and leaves no temporary file', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		const dataset = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/publication.json'), 'utf8')) as Dataset;
		writePublication(dataset, out);
		expect(readdirSync(out)).toEqual(['publication.json']);
	});
	it('keeps the recorded reruns when republishing the same analysis, and drops them for another', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		// The published file may carry its own section (1.0 does); this test brings its own.
		const { reproducibility: _, ...dataset } = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/publication.json'), 'utf8')) as Dataset;
		const share = { of: 0 };
		const section: Dataset['reproducibility'] = [{
			analysisId: dataset.publication.analysisId, host: { description: '2 × AMD EPYC, 24 GiB', relation: 'same' }, rerunFrom: '2026-11-24', rerunTo: '2026-11-24', harnessCommit: 'abc', shards: ['desktop-react'],
			command: 'npm run measure -- --publish-only', mediansWithinIntervals: { within: 0, ...share }, intervalsOverlapping: { overlapping: 0, ...share },
			conclusionsHeld: { held: 0, contradicted: 0, ...share }, tiersHeld: { held: 0, ...share }, addedBytesIdentical: { identical: 0, ...share }, outcomes: []
		}];
		// The section first, as a dataset read back through the schema carries it (--record-reproducibility):
		// the file still comes out in one key order, so the republish below is byte-identical.
		writePublication({ reproducibility: section, ...dataset }, out);
		const withSection = readFileSync(join(out, 'publication.json'));
		writePublication(dataset, out);
		expect(readFileSync(join(out, 'publication.json')).equals(withSection)).toBe(true);
		writePublication({ ...dataset, publication: { ...dataset.publication, analysisId: 'measured-other' } }, out);
		expect(JSON.parse(readFileSync(join(out, 'publication.json'), 'utf8')).reproducibility).toBeUndefined();
	});
});

describe('mergeRawRecords', () => {
	const setup = (published: string) => {
		const root = mkdtempSync(join(tmpdir(), 'merge-'));
		mkdirSync(join(root, 'runs'));
		mkdirSync(join(root, 'visits'));
		if (published) writeFileSync(join(root, 'visits', 'desktop-react.jsonl'), published);
		return root;
	};
	it('extends a published shard with complete lines only', () => {
		const root = setup('{"a":1}\n');
		writeFileSync(join(root, 'runs', 'desktop-react.jsonl'), '{"a":1}\n{"b":2}\n{"c":');
		mergeRawRecords(join(root, 'runs'), join(root, 'visits'));
		expect(readFileSync(join(root, 'visits', 'desktop-react.jsonl'), 'utf8')).toBe('{"a":1}\n{"b":2}\n');
		expect(readdirSync(join(root, 'visits'))).toEqual(['desktop-react.jsonl']);
	});
	it('refuses to replace published records with different ones', () => {
		const root = setup('{"a":1}\n');
		writeFileSync(join(root, 'runs', 'desktop-react.jsonl'), '{"z":9}\n');
		expect(() => mergeRawRecords(join(root, 'runs'), join(root, 'visits'))).toThrow('holds records that');
	});
	it('names, before any gathering, the shard files a merge would refuse', () => {
		const root = setup('{"a":1}\n');
		expect(mergeConflicts(join(root, 'runs'), join(root, 'visits'), ['desktop-react.jsonl', 'mobile-react.jsonl'])).toEqual(['desktop-react.jsonl']);
		writeFileSync(join(root, 'runs', 'desktop-react.jsonl'), '{"a":1}\n');
		expect(mergeConflicts(join(root, 'runs'), join(root, 'visits'), ['desktop-react.jsonl'])).toEqual([]);
	});
});
