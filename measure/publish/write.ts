// Writes the published dataset atomically: each file goes to a temporary file in the same directory,
// then is renamed over the old one, so a crash never leaves a half-written file in data/.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validateDataset } from '../../src/lib/dataset.ts';
import type { Dataset } from '../../src/lib/schema.ts';

function writeAtomically(file: string, content: string | Buffer): void {
	const temporary = `${file}.${process.pid}.tmp`;
	writeFileSync(temporary, content);
	renameSync(temporary, file);
}

export function serialise(dataset: Dataset): string {
	return `${JSON.stringify(dataset, null, '\t')}\n`;
}

/** Validates, then writes outDir/publication.json and copies the raw shard files into outDir/visits/. */
export function writePublication(dataset: Dataset, outDir: string, visitsDir: string): string {
	validateDataset(dataset);
	const outVisits = join(outDir, 'visits');
	mkdirSync(outVisits, { recursive: true });
	if (resolve(visitsDir) !== resolve(outVisits))
		for (const name of readdirSync(visitsDir).filter((n) => n.endsWith('.jsonl'))) {
			// Only complete lines: a record torn by a crash mid-append is not published.
			const text = readFileSync(join(visitsDir, name), 'utf8');
			writeAtomically(join(outVisits, name), text.slice(0, text.lastIndexOf('\n') + 1));
		}
	const file = join(outDir, 'publication.json');
	writeAtomically(file, serialise(dataset));
	return file;
}

