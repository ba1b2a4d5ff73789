// A publication replaced by a new one is kept (issue 55): before the new files are written, the served
// publication.json (and comparisons.json) go to <out>/archive/<analysisId>/ byte for byte and get an
// entry in <out>/archive/publications.json with their digests, the commit that last changed each (the
// bytes the service served) and the commit that first served the analysis, so that a citation of it
// keeps its numbers. Nothing happens when the analysis id stays the same (a republish, a recorded rerun),
// when the publication is already archived, or when <out> keeps no archive (a scratch folder: only the
// published data/ has one).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { ArchiveIndexSchema, type ArchiveEntry } from '../../src/lib/archive.ts';
import { RAW_VISITS_MANIFEST } from '../../src/lib/raw-visits-manifest.ts';
import { writeAtomically, writeServedFile } from './write.ts';

// A publication file is over a megabyte (1.3's is 1.1 MB), past execFileSync's default buffer of 1 MiB.
const GIT_BUFFER = 64 * 1024 * 1024;
const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: GIT_BUFFER }).trim();

/** The work tree's root, or undefined outside a git work tree. */
function repoRoot(dir: string): string | undefined {
	try {
		return git(dir, ['rev-parse', '--show-toplevel']);
	} catch {
		return undefined;
	}
}

/** The commits that changed `file`, newest first; empty in a repository without commits yet. */
function commitsOf(root: string, file: string): string[] {
	try {
		return git(root, ['log', '--format=%H', '--', relative(root, file)]).split('\n').filter(Boolean);
	} catch {
		return [];
	}
}

/** The first of `commits` (newest first) whose version of `file` still names `analysisId`: the one that first served it. */
function firstServing(root: string, file: string, commits: readonly string[], analysisId: string): string | undefined {
	let first: string | undefined;
	for (const commit of commits) {
		const text = git(root, ['show', `${commit}:${relative(root, file)}`]);
		if (!text.includes(`"analysisId": "${analysisId}"`)) break;
		first = commit;
	}
	return first;
}

/**
 * Archives `outDir`'s publication when `nextAnalysisId` replaces it. The served files must be committed
 * as they are (their last commit is what the archive names); otherwise the step refuses, since an archive
 * entry must point at the commit that served those bytes.
 */
export function archiveReplacedPublication(outDir: string, nextAnalysisId: string, log: (line: string) => void): void {
	const served = join(outDir, 'publication.json');
	if (!existsSync(served)) return;
	const bytes = readFileSync(served);
	const dataset = JSON.parse(bytes.toString('utf8')) as { publication: { analysisId: string; methodologyVersion: string; publishedOn: string; collectedFrom: string; collectedTo: string }; hosts?: { id: string }[]; provenance: { facts: string[] } };
	const p = dataset.publication;
	if (p.analysisId === nextAnalysisId || !p.analysisId.startsWith('measured-')) return;
	const dir = join(outDir, 'archive');
	if (!existsSync(dir)) return;
	const indexFile = join(dir, 'publications.json');
	const index: ArchiveEntry[] = existsSync(indexFile) ? v.parse(ArchiveIndexSchema, JSON.parse(readFileSync(indexFile, 'utf8'))) : [];
	if (index.some((e) => e.analysisId === p.analysisId)) return;
	const files = (['publication.json', 'comparisons.json'] as const).filter((name) => existsSync(join(outDir, name)));
	const root = repoRoot(outDir);
	const notCommitted = (file: string) => new Error(`Refusing to archive ${file}: it is not in a commit; commit the publication being replaced first, so that its archive entry names the commit that served it.`);
	if (root === undefined) throw notCommitted(served);
	const entries = files.map((name) => {
		const file = join(outDir, name);
		const content = readFileSync(file);
		const commit = commitsOf(root, file)[0];
		if (!commit) throw notCommitted(file);
		if (!Buffer.from(execFileSync('git', ['show', `${commit}:${relative(root, file)}`], { cwd: root, maxBuffer: GIT_BUFFER })).equals(content))
			throw new Error(`Refusing to archive ${file}: it differs from its last commit ${commit}; commit it as served first.`);
		return { name, content, entry: { name, sha256: createHash('sha256').update(content).digest('hex'), bytes: content.length, commit, path: relative(root, file) } };
	});
	const commits = commitsOf(root, served);
	const hostIds = dataset.hosts?.map((h) => h.id) ?? [...new Set(dataset.provenance.facts.flatMap((f) => /^Host ([0-9a-f]{12}) of /.exec(f)?.[1] ?? []))];
	// Everything git is asked is known before the first file is written, so a refusal leaves no half archive.
	const firstServedIn = firstServing(root, served, commits, p.analysisId) ?? commits[0];
	mkdirSync(join(dir, p.analysisId), { recursive: true });
	for (const f of entries) writeServedFile(join(dir, p.analysisId, f.name), f.content);
	const entry: ArchiveEntry = {
		analysisId: p.analysisId,
		methodologyVersion: p.methodologyVersion,
		publishedOn: p.publishedOn,
		collectedFrom: p.collectedFrom,
		collectedTo: p.collectedTo,
		firstServedIn,
		files: entries.map((f) => f.entry),
		// A campaign's raw visits are made again from its units (campaign/raw-visits.ts): the manifest names them.
		rawVisits: { commit: commits[0], path: relative(root, join(outDir, existsSync(join(outDir, RAW_VISITS_MANIFEST)) ? RAW_VISITS_MANIFEST : 'visits')) },
		hosts: hostIds.length > 0 ? hostIds : ['unrecorded']
	};
	writeAtomically(indexFile, `${JSON.stringify([...index, entry], null, '\t')}\n`);
	log(`archived the replaced publication ${p.analysisId} in ${join(dir, p.analysisId)} (files of commit ${commits[0].slice(0, 7)})`);
}
