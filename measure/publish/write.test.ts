import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/schema.ts';
import type { RawRecord } from '../gather/records.ts';
import { analysisIdOf } from './assemble.ts';
import { mergeConflicts, mergeRawRecords, recordedReruns, servedMethodology, writePublication } from './write.ts';

describe('writePublication', () => {
	it('refuses an invalid dataset before touching the output folder', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		expect(() => writePublication({ publication: {} } as Dataset, out)).toThrow('$.publication');
		expect(readdirSync(out)).toEqual([]);
	});
	it('writes publication.json with its compressed variants (each its bytes) and leaves no temporary file', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		const dataset = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/publication.json'), 'utf8')) as Dataset;
		writePublication(dataset, out);
		expect(readdirSync(out).sort()).toEqual(['publication.json', 'publication.json.br', 'publication.json.gz']);
		const bytes = readFileSync(join(out, 'publication.json'));
		expect(gunzipSync(readFileSync(join(out, 'publication.json.gz'))).equals(bytes)).toBe(true);
		expect(brotliDecompressSync(readFileSync(join(out, 'publication.json.br'))).equals(bytes)).toBe(true);
	});
	it('writes the schema\'s key order whatever the object\'s, and reads back the reruns it recorded', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		expect(recordedReruns(out)).toEqual([]);
		const dataset = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/publication.json'), 'utf8')) as Dataset;
		const { reproducibility, ...rest } = dataset;
		expect(reproducibility?.length).toBeGreaterThan(0);
		// The section first, as a dataset read back through the schema carries it (--record-reproducibility):
		// the file still comes out in one key order, so a republish is byte-identical.
		writePublication({ reproducibility, ...rest }, out);
		const sectionFirst = readFileSync(join(out, 'publication.json'));
		writePublication(dataset, out);
		expect(readFileSync(join(out, 'publication.json')).equals(sectionFirst)).toBe(true);
		expect(recordedReruns(out)).toEqual(reproducibility);
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

describe('servedMethodology', () => {
	const records = [{ kind: 'visit', warmup: false, startedAt: '2026-11-28T10:00:00.000Z', page: 'klaro' }] as unknown as RawRecord[];
	// A campaign's publication (it states its gate; one host's pilot states none and is republished unnamed).
	const served = (analysisId: string, methodologyVersion: string) => {
		const out = mkdtempSync(join(tmpdir(), 'served-'));
		writeFileSync(join(out, 'publication.json'), JSON.stringify({ publication: { analysisId, methodologyVersion }, gate: {} }));
		return out;
	};
	it('gives 2.1, which reads 2.0\'s records again, an analysis id of its own, and keeps whichever is served', () => {
		expect(analysisIdOf(records, '2.0')).toBe(analysisIdOf(records));
		expect(analysisIdOf(records, '2.1')).not.toBe(analysisIdOf(records, '2.0'));
		expect(analysisIdOf(records, '2.1')).toMatch(/^measured-2026-11-28-[0-9a-f]{8}$/);
		expect(servedMethodology(served(analysisIdOf(records, '2.0'), '2.0'), records)).toBe('2.0');
		expect(servedMethodology(served(analysisIdOf(records, '2.1'), '2.1'), records)).toBe('2.1');
		// A 2.1 file whose id is 2.0's is not a publication of these records under 2.1.
		expect(servedMethodology(served(analysisIdOf(records, '2.0'), '2.1'), records)).toBeUndefined();
		expect(servedMethodology(mkdtempSync(join(tmpdir(), 'served-')), records)).toBeUndefined();
	});
});
