// Reads data/raw-visits.json (RawVisitsManifestSchema): which campaign units make each raw visit file of the
// served publication, with each unit's bytes and SHA-256. The units are in git once; a raw visit file is
// their complete lines in order, so the server sends it from them (server/raw-visits.ts) and the harness
// reads the publication's records from them (measure/gather/records.ts), and nothing copies them.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { RawVisitsManifestSchema, type RawVisitsManifest } from './schema.ts';

export const RAW_VISITS_MANIFEST = 'raw-visits.json';

/** One unit's share of a raw visit file: the first `bytes` bytes of its shard file (its complete lines). */
export interface RawVisitPart {
	unit: string;
	path: string;
	bytes: number;
	sha256: string;
}

export interface RawVisitShard {
	/** `<profile>-<framework>.jsonl`. */
	name: string;
	bytes: number;
	sha256: string;
	parts: RawVisitPart[];
}

/** The manifest beside a publication in `dataDir`, or null where there is none (raw visits committed as files). */
export function readRawVisitsManifest(dataDir: string): RawVisitsManifest | null {
	const file = join(dataDir, RAW_VISITS_MANIFEST);
	if (!existsSync(file)) return null;
	const parsed = v.safeParse(RawVisitsManifestSchema, JSON.parse(readFileSync(file, 'utf8')));
	if (!parsed.success) throw new Error(`${file}: ${v.getDotPath(parsed.issues[0]) ?? '(root)'}: ${parsed.issues[0].message}`);
	return parsed.output;
}

/** The unit's shard file, as the campaign keeps it: `<campaign>/units/<host>/<unit>/<shard>.jsonl`. */
export const unitShardPath = (dataDir: string, campaign: string, unit: string, shardName: string) => join(dataDir, campaign, 'units', unit, shardName);

/** Every shard the manifest names, with the files its bytes come from. */
export function rawVisitShards(dataDir: string, manifest: RawVisitsManifest): RawVisitShard[] {
	return Object.entries(manifest.shards).map(([name, shard]) => ({
		name,
		bytes: shard.bytes,
		sha256: shard.sha256,
		parts: shard.units.map(({ unit, bytes, sha256 }) => ({ unit, path: unitShardPath(dataDir, manifest.campaign, unit, name), bytes, sha256 }))
	}));
}

const CHUNK_BYTES = 1 << 20;

/**
 * Hashes the parts in order through one 1 MiB buffer (no file is held whole) and refuses, naming it, a unit
 * that is missing, shorter than its share, or whose share's bytes differ from the manifest's, and a shard
 * whose parts do not make the manifest's bytes: what the server sends must be what was published.
 */
export function verifyRawVisitShard(shard: RawVisitShard, manifestFile: string): void {
	const whole = createHash('sha256');
	const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
	let total = 0;
	for (const part of shard.parts) {
		const where = `${part.path} (unit ${part.unit} of ${shard.name})`;
		if (!existsSync(part.path)) throw new Error(`${where} is missing, but ${manifestFile} names it; the publication's raw visits cannot be served without it.`);
		const { size } = statSync(part.path);
		if (size < part.bytes) throw new Error(`${where} holds ${size} bytes, fewer than the ${part.bytes} published (${manifestFile}): the unit was changed after it was published.`);
		const own = createHash('sha256');
		const fd = openSync(part.path, 'r');
		try {
			for (let at = 0; at < part.bytes; ) {
				const read = readSync(fd, buffer, 0, Math.min(CHUNK_BYTES, part.bytes - at), at);
				if (read === 0) break;
				own.update(buffer.subarray(0, read));
				whole.update(buffer.subarray(0, read));
				at += read;
			}
		} finally {
			closeSync(fd);
		}
		const digest = own.digest('hex');
		if (digest !== part.sha256)
			throw new Error(`${where}: its first ${part.bytes} bytes have SHA-256 ${digest.slice(0, 12)}…, but the publication's are ${part.sha256.slice(0, 12)}… (${manifestFile}): the unit was changed after it was published.`);
		total += part.bytes;
	}
	const digest = whole.digest('hex');
	if (total !== shard.bytes || digest !== shard.sha256)
		throw new Error(`${shard.name}: its ${shard.parts.length} units make ${total} bytes with SHA-256 ${digest.slice(0, 12)}…, but ${manifestFile} says ${shard.bytes} bytes with ${shard.sha256.slice(0, 12)}….`);
}

/** A shard's bytes, read whole from its units (for the harness, which parses them; the server streams them). */
export function readRawVisitShard(shard: RawVisitShard): Buffer {
	return Buffer.concat(
		shard.parts.map((part) => {
			const bytes = readFileSync(part.path);
			if (bytes.length < part.bytes) throw new Error(`${part.path} (unit ${part.unit} of ${shard.name}) holds ${bytes.length} bytes, fewer than the ${part.bytes} published.`);
			return bytes.subarray(0, part.bytes);
		})
	);
}
