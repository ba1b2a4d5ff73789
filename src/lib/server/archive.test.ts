import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveIndexSchema } from '../archive.ts';
import { validateDataset } from '../dataset.ts';
import * as v from 'valibot';
import { loadArchive } from './archive.ts';

const DATA = join(import.meta.dirname, '..', '..', '..', 'data');
const index = v.parse(ArchiveIndexSchema, JSON.parse(readFileSync(join(DATA, 'archive', 'publications.json'), 'utf8')));
const dataset = validateDataset(JSON.parse(readFileSync(join(DATA, 'publication.json'), 'utf8')));
const work = mkdtempSync(join(tmpdir(), 'cmp-archive-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Whether this clone has the commit (a shallow clone may not: then the digest alone vouches for the bytes). */
function hasCommit(commit: string): boolean {
	try {
		execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: DATA, stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

describe('the archive of earlier publications', () => {
	it('keeps every publication served before the current one, each under its analysis id', () => {
		expect(index.map((e) => [e.methodologyVersion, e.analysisId])).toEqual([
			['1.0', 'measured-2026-11-23-cda04e0e'],
			['1.1', 'measured-2026-11-25-c0d8d2c4'],
			['1.2', 'measured-2026-11-26-43d7bed2'],
			['1.3', 'measured-2026-11-27-09a6f723'],
			['1.4', 'measured-2026-11-28-658f35bc'],
			['1.5', 'measured-2026-11-28-40e2e70b'],
			['1.6', 'measured-2026-11-28-0e08eded'],
			['2.0', 'measured-2026-12-04-e9291a80'],
			['2.1', 'measured-2026-12-04-2c527876']
		]);
		expect(index.map((e) => e.analysisId)).not.toContain(dataset.publication.analysisId);
	});

	it.each(index.flatMap((e) => e.files.map((f) => [`${e.analysisId}/${f.name}`, f] as const)))('%s is the bytes recorded when it was recovered, and its commit\'s', (name, file) => {
		const bytes = readFileSync(join(DATA, 'archive', name));
		expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
		expect(bytes.length).toBe(file.bytes);
		if (!hasCommit(file.commit)) return; // a shallow clone: the digest above is the check
		expect(execFileSync('git', ['show', `${file.commit}:${file.path}`], { cwd: DATA, maxBuffer: 64 * 1024 * 1024 }).equals(bytes)).toBe(true);
	});

	it('is read at start-up, the current publication first, and each archived one says what it predates', () => {
		const archive = loadArchive(dataset, join(DATA, 'publication.json'), true);
		expect(archive.list[0]).toMatchObject({ current: true, analysisId: dataset.publication.analysisId });
		const first = archive.byId('measured-2026-11-23-cda04e0e')!;
		expect(first).toMatchObject({ current: false, methodologyVersion: '1.0', hosts: ['unrecorded'] });
		expect(first.lacks).toContain('head-to-head comparisons (from 1.3)');
		expect(archive.read(first).cells.length).toBeGreaterThan(0);
		expect(archive.previous('measured-2026-11-25-c0d8d2c4')?.analysisId).toBe('measured-2026-11-23-cda04e0e');
		expect(archive.previous('measured-2026-11-23-cda04e0e')).toBeUndefined();
	});

	it('keeps each publication\'s digest and reads a whole one only when asked, keeping the last one read (issue 60)', () => {
		const archive = loadArchive(dataset, join(DATA, 'publication.json'), true);
		const [a, b, c] = ['measured-2026-11-23-cda04e0e', 'measured-2026-11-25-c0d8d2c4', 'measured-2026-11-26-43d7bed2'].map((id) => archive.byId(id)!);
		expect(a).not.toHaveProperty('cells');
		expect(a.digest.outcome({ profile: 'desktop', framework: 'nextjs' }, 'klaro', 'bannerVisible')).toMatchObject({ status: 'measured' });
		const first = archive.read(a);
		expect(archive.read(a)).toBe(first);
		archive.read(b);
		// a was read before b: read again from its file, the same numbers.
		const again = archive.read(a);
		expect(again).not.toBe(first);
		expect(again).toEqual(first);
		expect(archive.read(c)).toEqual(archive.read(c));
		expect(archive.read(archive.list[0]).publication.analysisId).toBe(dataset.publication.analysisId);
	});

	it('offers an archived file\'s compressed variants only where they decompress to its bytes', () => {
		const archive = loadArchive(dataset, join(DATA, 'publication.json'), true);
		for (const record of archive.list.slice(1))
			for (const file of record.files) expect(Object.keys(file.variants).sort(), `${record.analysisId}/${file.name}`).toEqual(['br', 'gzip']);
		const copy = join(work, 'stale-variant');
		cpSync(DATA, copy, { recursive: true, filter: (path) => !path.includes('/visits') && !path.includes('/campaign-') });
		const gz = join(copy, 'archive', 'measured-2026-11-23-cda04e0e', 'publication.json.gz');
		writeFileSync(gz, gzipSync('{"not":"the archived bytes"}'));
		const stale = loadArchive(dataset, join(copy, 'publication.json'), true).byId('measured-2026-11-23-cda04e0e')!;
		expect(Object.keys(stale.files[0].variants)).toEqual(['br']);
	});

	it('stops start-up when an archived file no longer matches its digest, naming the file and the commit', () => {
		const copy = join(work, 'data');
		cpSync(DATA, copy, { recursive: true, filter: (path) => !path.includes('/visits') && !path.includes('/campaign-') });
		const file = join(copy, 'archive', 'measured-2026-11-25-c0d8d2c4', 'publication.json');
		writeFileSync(file, readFileSync(file, 'utf8').replace('"1.1"', '"1.1 "'));
		expect(() => loadArchive(dataset, join(copy, 'publication.json'), true)).toThrow(/measured-2026-11-25-c0d8d2c4\/publication\.json has SHA-256 [0-9a-f]{64}, not the 56db28f2.* recorded when it was recovered from 2e97302d4c1a15bbd7cac2e8b358bbf1e4e3f63d:data\/publication\.json/);
	});

	it('stops start-up when an entry of the index lists no publication.json, naming the entry', () => {
		const copy = join(work, 'no-publication');
		cpSync(DATA, copy, { recursive: true, filter: (path) => !path.includes('/visits') && !path.includes('/campaign-') });
		const indexFile = join(copy, 'archive', 'publications.json');
		const entries = JSON.parse(readFileSync(indexFile, 'utf8'));
		const withComparisons = entries.findIndex((e: { files: { name: string }[] }) => e.files.some((f) => f.name === 'comparisons.json'));
		entries[withComparisons].files = entries[withComparisons].files.filter((f: { name: string }) => f.name !== 'publication.json');
		writeFileSync(indexFile, JSON.stringify(entries));
		expect(() => loadArchive(dataset, join(copy, 'publication.json'), true)).toThrow(`invalid archive index ${indexFile}: $[${withComparisons}].files: lists no publication.json, the file every archived publication is read from`);
	});
});
