// The raw visits a campaign's publication serves (/data/visits/<shard>.jsonl) are its units' records,
// concatenated shard by shard as merge-campaign.ts orders them: data git already holds under
// data/campaign-*/units/. Committing them a second time doubled the repository's largest files (150 MB
// for 2.0), and writing them on install doubled a checkout, so git keeps a manifest instead,
// data/raw-visits.json: per shard file, its units in order with the bytes each gives it and their
// SHA-256, and the file's own size and SHA-256. The server sends the files from the units and the
// harness reads them from the units (src/lib/raw-visits-manifest.ts); `npm run raw-visits` writes them
// out for whoever wants the files, refusing, writing nothing, where a byte differs from what was published.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RAW_VISITS_MANIFEST, rawVisitShards, readRawVisitShard, readRawVisitsManifest, unitShardPath, verifyRawVisitShard } from '../../src/lib/raw-visits-manifest.ts';
import type { RawVisitsManifest } from '../../src/lib/schema.ts';
import { writeAtomically } from '../publish/write.ts';
import { unitsByShard, type Campaign } from './merge-campaign.ts';

export { RAW_VISITS_MANIFEST };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const completeLines = (raw: Buffer) => raw.subarray(0, raw.lastIndexOf('\n') + 1);

/** A unit's share of a shard file: its complete lines, as readUnit reads it, so a record torn by a crash is never published. */
function share(dataDir: string, campaign: string, unit: string, name: string): Buffer {
	return completeLines(readFileSync(unitShardPath(dataDir, campaign, unit, name)));
}

/**
 * The manifest of the shard files just published into `dataDir`/visits from `campaign` (read from
 * `campaignDir`): refused when a published file is not its units' concatenation, so the manifest can
 * only name what makes the published bytes again.
 */
export function manifestOf(campaign: Campaign, campaignDir: string, dataDir: string): RawVisitsManifest {
	return manifestOfUnits(
		[...unitsByShard(campaign)].map(([shard, units]) => [shard, units.map((u) => `${u.host}/${u.unit.id}`)]),
		campaignDir,
		dataDir
	);
}

/**
 * The same for units named by their folder under `campaignDir`/units, each shard's in the order its file
 * holds them: a campaign's `<host>/<unit>`, or the campaign workflow's `<unit>` (merge-units.ts), which it
 * commits under data/campaign-<run>/units.
 */
export function manifestOfUnits(shardUnits: readonly [string, readonly string[]][], campaignDir: string, dataDir: string): RawVisitsManifest {
	const shards: RawVisitsManifest['shards'] = {};
	const folder = relative(dataDir, campaignDir);
	for (const [shard, units] of shardUnits) {
		const name = `${shard}.jsonl`;
		const published = readFileSync(join(dataDir, 'visits', name));
		const shares = units.map((unit) => ({ unit, bytes: share(dataDir, folder, unit, name) }));
		if (!Buffer.concat(shares.map((s) => s.bytes)).equals(published))
			throw new Error(`Refusing to write ${RAW_VISITS_MANIFEST}: ${join(dataDir, 'visits', name)} is not the concatenation of its ${shares.length} units in ${campaignDir}; publish from the campaign into a fresh --out.`);
		shards[name] = { bytes: published.length, sha256: sha256(published), units: shares.map(({ unit, bytes }) => ({ unit, bytes: bytes.length, sha256: sha256(bytes) })) };
	}
	return { campaign: folder, shards };
}

export function writeManifest(manifest: RawVisitsManifest, dataDir: string): string {
	const file = join(dataDir, RAW_VISITS_MANIFEST);
	writeAtomically(file, `${JSON.stringify(manifest, null, '\t')}\n`);
	return file;
}

/**
 * Writes every shard file the manifest names that `into` (default `dataDir`/visits) lacks or holds
 * otherwise; the names of those written. Every unit's share is checked against the manifest first
 * (verifyRawVisitShard, naming a changed unit), so nothing is written when a byte differs.
 */
export function writeRawVisits(dataDir: string, into = join(dataDir, 'visits')): { written: string[]; kept: string[] } {
	const manifest = readRawVisitsManifest(dataDir);
	if (!manifest) return { written: [], kept: [] };
	const isPublished = (file: string, want: { bytes: number; sha256: string }) => existsSync(file) && statSync(file).size === want.bytes && sha256(readFileSync(file)) === want.sha256;
	const shards = rawVisitShards(dataDir, manifest);
	const pending = shards.filter((shard) => !isPublished(join(into, shard.name), shard));
	for (const shard of pending) verifyRawVisitShard(shard, join(dataDir, RAW_VISITS_MANIFEST));
	mkdirSync(into, { recursive: true });
	for (const shard of pending) writeAtomically(join(into, shard.name), readRawVisitShard(shard));
	return { written: pending.map((s) => s.name), kept: shards.filter((s) => !pending.includes(s)).map((s) => s.name) };
}
