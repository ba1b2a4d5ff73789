// Every publication the service has served (issue 55): the archived ones from data/archive/ (listed in
// its publications.json, each file checked against the digest recorded when it was recovered) and the
// current one. Read once at start-up, like the dataset: a file whose bytes no longer match its digest
// stops the process, since an archived publication never changes. Only what the pages need is kept in
// memory; the files themselves are served from disk as they are.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { ArchiveIndexSchema, readArchived, type ArchivedPublication, type ArchiveEntry } from '../archive.ts';
import type { ComparedPublication } from '../archive-changes.ts';
import { describeIssue, issuePath } from '../dataset.ts';
import type { Dataset } from '../schema.ts';

export const ARCHIVE_INDEX = 'publications.json';

/** A file of a publication, served as it is. */
export interface PublicationFile {
	name: 'publication.json' | 'comparisons.json';
	path: string;
	sha256: string;
	bytes: number;
	/** Archived files never change; the current one gains recorded reruns under the same analysis id. */
	immutable: boolean;
}

/** One publication, as /publications lists it and /publications/<analysisId> shows it. */
export interface PublicationRecord extends ComparedPublication {
	current: boolean;
	publishedOn: string;
	collectedFrom: string;
	collectedTo: string;
	/** Measured visits, as its provenance counts them; null when it does not say. */
	visits: number | null;
	data: ArchivedPublication;
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
}

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
		...(raw.scaling === undefined ? ["timings at the speed of each round's bare page (from 1.4)"] : [])
	];
}

function archived(dir: string, entry: ArchiveEntry): PublicationRecord {
	const files = entry.files.map((f): PublicationFile => {
		const path = join(dir, entry.analysisId, f.name);
		if (!existsSync(path)) throw new Error(`archived ${entry.analysisId}/${f.name} is missing (recover it with \`git show ${f.commit}:${f.path}\`)`);
		const bytes = readFileSync(path);
		const digest = sha256(bytes);
		if (digest !== f.sha256) throw new Error(`archived ${path} has SHA-256 ${digest}, not the ${f.sha256} recorded when it was recovered from ${f.commit}:${f.path}; an archived publication never changes`);
		return { name: f.name, path, sha256: f.sha256, bytes: f.bytes, immutable: true };
	});
	const raw = JSON.parse(readFileSync(files.find((f) => f.name === 'publication.json')!.path, 'utf8')) as Record<string, unknown>;
	const data = readArchived(raw);
	if (data.publication.analysisId !== entry.analysisId) throw new Error(`archived ${entry.analysisId}/publication.json is the publication ${data.publication.analysisId}`);
	return {
		current: false,
		analysisId: entry.analysisId,
		methodologyVersion: data.publication.methodologyVersion,
		publishedOn: data.publication.publishedOn,
		collectedFrom: data.publication.collectedFrom,
		collectedTo: data.publication.collectedTo,
		hosts: entry.hosts,
		visits: visitsIn((raw.provenance as { facts?: unknown } | undefined)?.facts),
		products: data.products,
		cells: data.cells,
		hostMedians: data.hostMedians,
		scaled: data.scaled,
		data,
		lacks: lacksOf(raw, files.some((f) => f.name === 'comparisons.json')),
		files,
		rawVisits: entry.rawVisits
	};
}

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
		products: dataset.products,
		cells: dataset.cells,
		hostMedians: dataset.hostMedians ?? [],
		scaled: dataset.scaling !== undefined,
		data: { publication: p, products: dataset.products, cells: dataset.cells, testConditions: dataset.testConditions, caveats: dataset.caveats, hostMedians: dataset.hostMedians ?? [], scaled: dataset.scaling !== undefined, missing: [] },
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
		return { name, path, sha256: sha256(bytes), bytes: bytes.length, immutable: false };
	};
	return [file('publication.json'), ...(hasComparisons ? [file('comparisons.json')] : [])];
}

/** An archive of `list`, newest first. */
function archiveOf(list: PublicationRecord[]): Archive {
	const byId = new Map(list.map((p) => [p.analysisId, p]));
	return {
		list,
		byId: (id) => byId.get(id),
		previous: (id) => {
			const at = list.findIndex((p) => p.analysisId === id);
			return at === -1 ? undefined : list[at + 1];
		}
	};
}

/** Only the current publication, without files: a site built in process (tests) from a dataset alone. */
export const currentOnly = (dataset: Dataset, hasComparisons: boolean): Archive => archiveOf([currentRecord(dataset, [], hasComparisons)]);

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
	return archiveOf([now, ...older]);
}
