// Every publication the service has served (issue 55): the archived ones from data/archive/ (listed in
// its publications.json, each file checked against the digest recorded when it was recovered) and the
// current one. Read once at start-up, like the dataset: a file whose bytes no longer match its digest
// stops the process, since an archived publication never changes. What stays resident is what every
// page needs of every publication (issue 60): its summary and its digest (publication-digest.ts, tens of
// kilobytes); the whole publication is read from its file when one of its views is asked for, and at
// most ARCHIVE_READS_KEPT of them are kept. The files themselves are served from disk with their
// compressed variants, written when the publication was archived (measure/publish/archive.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { ArchiveIndexSchema, readArchived, type ArchivedPublication, type ArchiveEntry } from '../archive.ts';
import type { ComparedPublication } from '../archive-changes.ts';
import { describeIssue, issuePath } from '../dataset.ts';
import { digestOf } from '../publication-digest.ts';
import { ComparisonsSchema, type Dataset } from '../schema.ts';
import { indexComparisons, type ComparisonIndex } from '../comparisons.ts';
import type { Coding } from './http/content-encoding.ts';

export const ARCHIVE_INDEX = 'publications.json';

/** A file of a publication, served as it is. */
export interface PublicationFile {
	name: 'publication.json' | 'comparisons.json';
	path: string;
	sha256: string;
	bytes: number;
	/** Archived files never change; the current one gains recorded reruns under the same analysis id. */
	immutable: boolean;
	/** Its compressed variants on disk, checked against the file's digest at start-up: each coding that has one. */
	variants: Partial<Record<Coding, { path: string; bytes: number }>>;
}

/** One publication, as /publications lists it and /publications/<analysisId> shows it. */
export interface PublicationRecord extends ComparedPublication {
	current: boolean;
	publishedOn: string;
	collectedFrom: string;
	collectedTo: string;
	/** Measured visits, as its provenance counts them; null when it does not say. */
	visits: number | null;
	/** What the publication carries none of, because it predates it ("head-to-head comparisons (from 1.3)"). */
	lacks: string[];
	files: PublicationFile[];
	/** Where its raw visit records are (git history for an archived one), or null for the current one (served at /data/visits/). */
	rawVisits: { commit: string; path: string } | null;
}

export interface Archive {
	/** Newest first; the current publication is the first. */
	list: readonly PublicationRecord[];
	byId(analysisId: string): PublicationRecord | undefined;
	/** The publication before `analysisId`, or undefined for the first. */
	previous(analysisId: string): PublicationRecord | undefined;
	/** The whole publication, as its page shows it: the current one from the dataset, an archived one read from its file. */
	read(record: PublicationRecord): ArchivedPublication;
	/**
	 * An archived publication's head-to-head differences (its comparisons.json), for its permanent compare
	 * pages (issue 66); null when it has none or the file does not read as today's schema. The current
	 * publication's are the site's own (Site.comparisons).
	 */
	comparisons(record: PublicationRecord): ComparisonIndex | null;
}

/**
 * Whole archived publications kept at once. A publication's view page reads only that publication whole
 * (what changed since the one before comes from the digests), and a reader, or a crawler, goes through
 * one publication's views in turn, so one kept serves them all without a second read; each costs 1–3 MB
 * parsed, which is what the archive must not cost per publication (`npm run rss-history` peaked at
 * 200.6 MiB keeping two, 2026-11-28).
 */
export const ARCHIVE_READS_KEPT = 1;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const visitsIn = (facts: unknown) => {
	const line = Array.isArray(facts) ? facts.find((f): f is string => typeof f === 'string' && /^[\d,]+ measured visits/.test(f)) : undefined;
	return line ? Number(line.replace(/ measured visits[\s\S]*$/, '').replace(/,/g, '')) : null;
};

/** What a publication's file has none of, from the fields later methodologies added. */
function lacksOf(raw: Record<string, unknown>, hasComparisons: boolean): string[] {
	return [
		...(raw.hosts === undefined ? ['a list of its hosts (from 1.3; the provenance names them)'] : []),
		...(hasComparisons ? [] : ['head-to-head comparisons (from 1.3)']),
		...(raw.gate === undefined ? ['a validity gate: every round gathered counts (from 1.4)'] : []),
		...(raw.hostMedians === undefined ? ["each host's own medians (from 1.3)"] : []),
		...(raw.machineSpread === undefined ? ["the machine spread and each host's own ranges (from 1.5)"] : [])
	];
}

const DECOMPRESS: Record<Coding, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * The compressed variants beside a file, each checked once: decompressed, it must be the file's bytes
 * (a variant is derived, so a stale one is left out rather than served). Transient: nothing is kept.
 */
function variantsOf(path: string, sha: string): PublicationFile['variants'] {
	const found: PublicationFile['variants'] = {};
	for (const coding of ['br', 'gzip'] as const) {
		const variant = `${path}${SUFFIX[coding]}`;
		if (!existsSync(variant)) continue;
		const bytes = readFileSync(variant);
		if (sha256(DECOMPRESS[coding](bytes)) === sha) found[coding] = { path: variant, bytes: bytes.length };
	}
	return found;
}

/** An archived publication's record: its summary and digest, from its file read once (then dropped). */
function archived(dir: string, entry: ArchiveEntry): { record: Omit<PublicationRecord, 'current'> & { current: false }; missing: string[] } {
	// publication.json's bytes, checked here, are the ones parsed below: each file is read once.
	let publicationBytes: Buffer | undefined;
	const files = entry.files.map((f): PublicationFile => {
		const path = join(dir, entry.analysisId, f.name);
		if (!existsSync(path)) throw new Error(`archived ${entry.analysisId}/${f.name} is missing (recover it with \`git show ${f.commit}:${f.path}\`)`);
		const bytes = readFileSync(path);
		const digest = sha256(bytes);
		if (digest !== f.sha256) throw new Error(`archived ${path} has SHA-256 ${digest}, not the ${f.sha256} recorded when it was recovered from ${f.commit}:${f.path}; an archived publication never changes`);
		if (f.name === 'publication.json') publicationBytes = bytes;
		return { name: f.name, path, sha256: f.sha256, bytes: f.bytes, immutable: true, variants: variantsOf(path, f.sha256) };
	});
	const raw = JSON.parse(publicationBytes!.toString('utf8')) as Record<string, unknown>;
	const data = readArchived(raw);
	if (data.publication.analysisId !== entry.analysisId) throw new Error(`archived ${entry.analysisId}/publication.json is the publication ${data.publication.analysisId}`);
	return {
		missing: data.missing,
		record: {
			current: false,
			analysisId: entry.analysisId,
			methodologyVersion: data.publication.methodologyVersion,
			publishedOn: data.publication.publishedOn,
			collectedFrom: data.publication.collectedFrom,
			collectedTo: data.publication.collectedTo,
			hosts: entry.hosts,
			visits: visitsIn((raw.provenance as { facts?: unknown } | undefined)?.facts),
			digest: digestOf(data),
			scaled: data.scaled,
			lacks: lacksOf(raw, files.some((f) => f.name === 'comparisons.json')),
			files,
			rawVisits: entry.rawVisits
		}
	};
}

const wholeOf = (dataset: Dataset): ArchivedPublication => ({
	publication: dataset.publication,
	products: dataset.products,
	cells: dataset.cells,
	testConditions: dataset.testConditions,
	caveats: dataset.caveats,
	hostMedians: dataset.hostMedians ?? [],
	pressPhases: dataset.pressPhases ?? [],
	...(dataset.pressReading ? { pressReading: dataset.pressReading } : {}),
	...(dataset.bannerLayout ? { bannerLayout: dataset.bannerLayout } : {}),
	scaled: dataset.scaling !== undefined,
	missing: []
});

/** The current publication as a record, with its files as served (none for a site built without files). */
function currentRecord(dataset: Dataset, files: PublicationFile[], hasComparisons: boolean): PublicationRecord {
	const p = dataset.publication;
	return {
		current: true,
		analysisId: p.analysisId,
		methodologyVersion: p.methodologyVersion,
		publishedOn: p.publishedOn,
		collectedFrom: p.collectedFrom,
		collectedTo: p.collectedTo,
		hosts: (dataset.hosts ?? []).map((h) => h.id),
		visits: visitsIn(dataset.provenance.facts),
		digest: digestOf(wholeOf(dataset)),
		scaled: dataset.scaling !== undefined,
		lacks: lacksOf(dataset as unknown as Record<string, unknown>, hasComparisons),
		files,
		rawVisits: null
	};
}

/** The current publication's files beside `publicationPath`, read for their digests. */
function currentFiles(publicationPath: string, hasComparisons: boolean): PublicationFile[] {
	const file = (name: PublicationFile['name']): PublicationFile => {
		const path = join(dirname(publicationPath), name);
		const bytes = readFileSync(path);
		const sha = sha256(bytes);
		return { name, path, sha256: sha, bytes: bytes.length, immutable: false, variants: variantsOf(path, sha) };
	};
	return [file('publication.json'), ...(hasComparisons ? [file('comparisons.json')] : [])];
}

/**
 * An archive of `list`, newest first. `readArchivedFile` reads an archived publication whole; the last
 * ARCHIVE_READS_KEPT reads are kept, the least recently used dropped first.
 */
function archiveOf(list: PublicationRecord[], current: ArchivedPublication, readArchivedFile: (record: PublicationRecord) => ArchivedPublication = () => current): Archive {
	const byId = new Map(list.map((p) => [p.analysisId, p]));
	const kept = new Map<string, ArchivedPublication>();
	// One archived publication's differences at a time, as its whole file above: a reader goes through one publication's pairs in turn.
	let keptPairs: { analysisId: string; index: ComparisonIndex | null } | undefined;
	return {
		list,
		byId: (id) => byId.get(id),
		previous: (id) => {
			const at = list.findIndex((p) => p.analysisId === id);
			return at === -1 ? undefined : list[at + 1];
		},
		read(record) {
			if (record.current) return current;
			let whole = kept.get(record.analysisId);
			if (whole) kept.delete(record.analysisId);
			else whole = readArchivedFile(record);
			kept.set(record.analysisId, whole);
			while (kept.size > ARCHIVE_READS_KEPT) kept.delete(kept.keys().next().value!);
			return whole;
		},
		comparisons(record) {
			const file = record.files.find((f) => f.name === 'comparisons.json');
			if (record.current || !file) return null;
			if (keptPairs?.analysisId !== record.analysisId) {
				const parsed = v.safeParse(ComparisonsSchema, JSON.parse(readFileSync(file.path, 'utf8')));
				keptPairs = { analysisId: record.analysisId, index: parsed.success ? indexComparisons(parsed.output) : null };
			}
			return keptPairs.index;
		}
	};
}

/** Only the current publication, without files: a site built in process (tests) from a dataset alone. */
export const currentOnly = (dataset: Dataset, hasComparisons: boolean): Archive => archiveOf([currentRecord(dataset, [], hasComparisons)], wholeOf(dataset));

/**
 * The archive beside the dataset (data/archive/), with the current publication first. A folder without
 * an archive (a test's fixture) has only the current one. A broken index or file stops start-up.
 */
export function loadArchive(dataset: Dataset, publicationPath: string, hasComparisons: boolean): Archive {
	const dir = join(dirname(publicationPath), 'archive');
	const indexFile = join(dir, ARCHIVE_INDEX);
	let entries: ArchiveEntry[] = [];
	if (existsSync(indexFile)) {
		const parsed = v.safeParse(ArchiveIndexSchema, JSON.parse(readFileSync(indexFile, 'utf8')));
		if (!parsed.success) throw new Error(`invalid archive index ${indexFile}: ${issuePath(parsed.issues[0])}: ${describeIssue(parsed.issues[0])}`);
		entries = parsed.output;
	}
	const now = currentRecord(dataset, currentFiles(publicationPath, hasComparisons), hasComparisons);
	// The index lists publications in the order they were served; the page lists the newest first.
	const older = entries.filter((e) => e.analysisId !== now.analysisId).map((e) => archived(dir, e)).reverse();
	const missing = new Map(older.map((o) => [o.record.analysisId, o.missing]));
	// Checked whole at start-up: a later read takes a file that read as today's schema as it is (no second
	// validation on a reader's request), and reads an older shape field by field as start-up did.
	const readFile = (record: PublicationRecord): ArchivedPublication => {
		const raw = JSON.parse(readFileSync(record.files.find((f) => f.name === 'publication.json')!.path, 'utf8')) as Dataset;
		return missing.get(record.analysisId)!.length === 0 ? wholeOf(raw) : readArchived(raw);
	};
	return archiveOf([now, ...older.map((o) => o.record)], wholeOf(dataset), readFile);
}
