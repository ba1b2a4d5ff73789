// A data folder whose archive holds `count` publications (issue 60): the real archive of data/, and
// copies of its largest publication (issue 92: the archive grows by publications of today's size, not
// by 1.0's) under new analysis ids, each written as publishing writes a file (with its
// compressed variants) and recorded in the archive's index with its own digest. For measuring what an
// archived publication costs the server; never committed (it lives in a temporary folder).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyDataFolder } from '../../support/data-copy.ts';
import * as v from 'valibot';
import { ArchiveIndexSchema, type ArchiveEntry } from '../../src/lib/archive.ts';
import { writeServedFile } from '../../measure/publish/write.ts';

/** The fixture's folder; its publication.json is the current publication of `source`. */
export function archiveFixture(source: string, count: number): string {
	// The service reads publication.json, comparisons.json, raw-visits.json and the campaign units it names
	// (linked, not copied), visits/ and archive/.
	const out = copyDataFolder(source, `cmp-archive-${count}-`);
	const indexFile = join(out, 'archive', 'publications.json');
	const real = v.parse(ArchiveIndexSchema, JSON.parse(readFileSync(indexFile, 'utf8')));
	const copies: ArchiveEntry[] = [];
	const size = (entry: ArchiveEntry) => entry.files.reduce((sum, f) => sum + f.bytes, 0);
	const original = real.reduce((largest, entry) => (size(entry) > size(largest) ? entry : largest));
	for (let i = 0; real.length + copies.length < count; i++) {
		// A new id of the same form, unique per copy: the date kept, a digest of the original id and the copy's number.
		const id = `${original.analysisId.slice(0, 'measured-YYYY-MM-DD'.length)}-${createHash('sha256').update(`${original.analysisId}#${i}`).digest('hex').slice(0, 8)}`;
		mkdirSync(join(out, 'archive', id));
		const files = original.files.map((f) => {
			const text = readFileSync(join(out, 'archive', original.analysisId, f.name), 'utf8').replaceAll(original.analysisId, id);
			writeServedFile(join(out, 'archive', id, f.name), text);
			const bytes = Buffer.from(text, 'utf8');
			return { ...f, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
		});
		copies.push({ ...original, analysisId: id, files });
	}
	// Copies first: served before the real ones, so the real publications keep their neighbours.
	writeFileSync(indexFile, `${JSON.stringify([...copies, ...real], null, '\t')}\n`);
	return out;
}
