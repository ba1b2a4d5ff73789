// node measure/raw-visits.ts [data dir]: writes the served publication's raw visits (<data dir>/visits/*.jsonl)
// from its campaign's units, as data/raw-visits.json names them (campaign/raw-visits.ts), for whoever wants the files
// on disk; the server and the harness read the shards from the units themselves.
import { join } from 'node:path';
import { RAW_VISITS_MANIFEST, writeRawVisits } from './campaign/raw-visits.ts';
import { parseCommand } from '../support/command-line.ts';

const USAGE = `Usage: npm run raw-visits -- [data dir]
  Writes the served publication's raw visits (<data dir>/visits/*.jsonl, default data) from its campaign's
  units, as <data dir>/raw-visits.json names them; refuses a unit changed since publication.`;
const { positionals } = parseCommand(USAGE, {}, { allowPositionals: true });
const dataDir = positionals[0] ?? 'data';
try {
	const { written, kept } = writeRawVisits(dataDir);
	if (written.length + kept.length === 0) console.log(`raw visits: ${join(dataDir, RAW_VISITS_MANIFEST)} does not exist; ${join(dataDir, 'visits')} is as committed.`);
	else console.log(`raw visits: ${written.length} shard file(s) written to ${join(dataDir, 'visits')} from the campaign's units${kept.length > 0 ? `, ${kept.length} already as published` : ''}.`);
} catch (error) {
	console.error((error as Error).message);
	process.exit(1);
}
