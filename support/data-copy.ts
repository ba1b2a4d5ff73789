// A copy of a data folder for a test or a measurement that changes it: every file copied but the campaign
// folders (155 MB of units for 2.0), which are linked, so the raw visits data/raw-visits.json names are
// still there to serve and to check at start-up.
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const isCampaign = (name: string) => name.startsWith('campaign-');

/** A new folder under the system's temporary one (named from `prefix`) holding `source` as described above. */
export function copyDataFolder(source: string, prefix: string): string {
	const out = mkdtempSync(join(tmpdir(), prefix));
	cpSync(source, out, { recursive: true, filter: (path) => !path.split('/').some(isCampaign) });
	for (const name of readdirSync(source).filter(isCampaign)) symlinkSync(resolve(source, name), join(out, name));
	return out;
}
