// Reads data/raw-visits.json (RawVisitsManifestSchema): which campaign units make each raw visit file of the
// served publication. Read by the server at start-up and by the harness that writes the files from it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { RawVisitsManifestSchema, type RawVisitsManifest } from './schema.ts';

export const RAW_VISITS_MANIFEST = 'raw-visits.json';

/** The manifest beside a publication in `dataDir`, or null where there is none (raw visits committed as files). */
export function readRawVisitsManifest(dataDir: string): RawVisitsManifest | null {
	const file = join(dataDir, RAW_VISITS_MANIFEST);
	if (!existsSync(file)) return null;
	const parsed = v.safeParse(RawVisitsManifestSchema, JSON.parse(readFileSync(file, 'utf8')));
	if (!parsed.success) throw new Error(`${file}: ${v.getDotPath(parsed.issues[0]) ?? '(root)'}: ${parsed.issues[0].message}`);
	return parsed.output;
}
