import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/schema.ts';
import { writePublication } from './write.ts';

describe('writePublication', () => {
	it('refuses an invalid dataset before touching the output folder', () => {
		const out = mkdtempSync(join(tmpdir(), 'publish-'));
		expect(() => writePublication({ publication: {} } as Dataset, out, out)).toThrow('$.publication');
		expect(readdirSync(out)).toEqual([]);
	});
	it('copies only complete raw lines and leaves no temporary file', () => {
		const root = mkdtempSync(join(tmpdir(), 'publish-'));
		const from = join(root, 'runs');
		mkdirSync(from);
		writeFileSync(join(from, 'desktop-react.jsonl'), '{"kind":"visit"}\n{"kind":"vis');
		const dataset = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/publication.json'), 'utf8')) as Dataset;
		writePublication(dataset, join(root, 'out'), from);
		expect(readFileSync(join(root, 'out', 'visits', 'desktop-react.jsonl'), 'utf8')).toBe('{"kind":"visit"}\n');
		expect(readdirSync(join(root, 'out')).sort()).toEqual(['publication.json', 'visits']);
	});
});
