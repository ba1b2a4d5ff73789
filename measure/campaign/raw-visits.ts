// The raw visits a campaign's publication serves (data/visits/<shard>.jsonl) are its units' records,
// concatenated shard by shard as merge-campaign.ts orders them: data a script makes again from what
// git already holds under data/campaign-*/units/. Committing them a second time doubled the repository's
// largest files (150 MB for 2.0), so git keeps a manifest instead, data/raw-visits.json: per shard
// file, the units it is made of, in order, with its size and SHA-256. `npm run raw-visits` (run by
// `npm ci`, through `prepare`) writes data/visits/ from it, and refuses, writing nothing, where a byte
// differs from what was published.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RAW_VISITS_MANIFEST, readRawVisitsManifest } from '../../src/lib/raw-visits-manifest.ts';
import type { RawVisitsManifest } from '../../src/lib/schema.ts';
import { writeAtomically } from '../publish/write.ts';
import { unitsByShard, type Campaign } from './merge-campaign.ts';

export { RAW_VISITS_MANIFEST };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
// As readUnit reads a unit: only complete lines, so a record torn by a crash is never published.
const completeLines = (raw: Buffer) => raw.subarray(0, raw.lastIndexOf('\n') + 1);

/** One shard file as the campaign's units make it. */
function concatenated(dataDir: string, campaign: string, name: string, units: readonly string[]): Buffer {
	const shard = name.replace(/\.jsonl$/, '');
	return Buffer.concat(units.map((unit) => completeLines(readFileSync(join(dataDir, campaign, 'units', unit, `${shard}.jsonl`)))));
}

/**
 * The manifest of the shard files just published into `dataDir`/visits from `campaign` (read from
 * `campaignDir`): refused when a published file is not its units' concatenation, so the manifest can
 * only name what makes the published bytes again.
 */
export function manifestOf(campaign: Campaign, campaignDir: string, dataDir: string): RawVisitsManifest {
	const shards: RawVisitsManifest['shards'] = {};
	const folder = relative(dataDir, campaignDir);
	for (const [shard, units] of unitsByShard(campaign)) {
		const name = `${shard}.jsonl`;
		const published = readFileSync(join(dataDir, 'visits', name));
		const ids = units.map((u) => `${u.host}/${u.unit.id}`);
		if (!concatenated(dataDir, folder, name, ids).equals(published))
			throw new Error(`Refusing to write ${RAW_VISITS_MANIFEST}: ${join(dataDir, 'visits', name)} is not the concatenation of its ${ids.length} units in ${campaignDir}; publish from the campaign into a fresh --out.`);
		shards[name] = { bytes: published.length, sha256: sha256(published), units: ids };
	}
	return { campaign: folder, shards };
}

export function writeManifest(manifest: RawVisitsManifest, dataDir: string): string {
	const file = join(dataDir, RAW_VISITS_MANIFEST);
	writeAtomically(file, `${JSON.stringify(manifest, null, '\t')}\n`);
	return file;
}

/**
 * Writes every shard file the manifest names that data/visits lacks or holds otherwise; the names of those
 * written. A concatenation whose size or SHA-256 is not the manifest's is refused before anything is written.
 */
export function writeRawVisits(dataDir: string): { written: string[]; kept: string[] } {
	const manifest = readRawVisitsManifest(dataDir);
	if (!manifest) return { written: [], kept: [] };
	const visits = join(dataDir, 'visits');
	const isPublished = (file: string, want: RawVisitsManifest['shards'][string]) =>
		existsSync(file) && statSync(file).size === want.bytes && sha256(readFileSync(file)) === want.sha256;
	const pending: [string, Buffer][] = [];
	const kept: string[] = [];
	for (const [name, want] of Object.entries(manifest.shards)) {
		if (isPublished(join(visits, name), want)) {
			kept.push(name);
			continue;
		}
		const bytes = concatenated(dataDir, manifest.campaign, name, want.units);
		if (bytes.length !== want.bytes || sha256(bytes) !== want.sha256)
			throw new Error(`Refusing to write ${join(visits, name)}: its ${want.units.length} units in ${join(dataDir, manifest.campaign, 'units')} make ${bytes.length} bytes with SHA-256 ${sha256(bytes).slice(0, 12)}…, but the publication's are ${want.bytes} bytes with ${want.sha256.slice(0, 12)}… (${join(dataDir, RAW_VISITS_MANIFEST)}); a unit was changed after it was published.`);
		pending.push([name, bytes]);
	}
	mkdirSync(visits, { recursive: true });
	for (const [name, bytes] of pending) writeAtomically(join(visits, name), bytes);
	return { written: pending.map(([name]) => name), kept };
}
