// npm run republish-archived -- [--only ID,ID] [--keep] [--workdir DIR]
// Re-analyses each earlier publication with the code that published it (issue 94), so that today's code
// need keep only the editions the served publication and `reproduce` read: for each entry of
// data/archive/publications.json it checks that the commit the entry names served exactly the archived
// bytes, checks that commit out in a worktree of its own, installs that commit's lockfile, and runs that
// commit's own republish test (measure/published-data.test.ts): its records, its command, its code,
// compared byte for byte with what it served, which the first check tied to the archive's digest.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { delimiter, dirname, join, resolve } from 'node:path';
import * as v from 'valibot';
import { parseCommand } from '../support/command-line.ts';
import { ArchiveIndexSchema, type ArchiveEntry } from '../src/lib/archive.ts';

const USAGE = `Usage: npm run republish-archived -- [--only ID,ID] [--keep] [--workdir DIR]

Re-analyses earlier publications (data/archive/) with the code that published them: for each, checks
that the commit its entry names served the archived bytes, checks that commit out in a git worktree,
installs its lockfile (npm ci) and runs its own republish test (measure/published-data.test.ts), which
republishes its raw records and compares the result with what it served, byte for byte. Needs the
repository's history (not a shallow clone) and the package registry; about 3 to 6 minutes a publication
on 2 cores, most of it the install. Exit 0 when every publication republishes as archived.

  --only ID,ID     these analysis ids only (default: every archived publication)
  --keep           keep each worktree (for a failure's inspection) instead of removing it
  --workdir DIR    where the worktrees go (default: a new folder under the system's temporary folder)
  --help           this text`;

const { values } = parseCommand(USAGE, { only: { type: 'string' }, keep: { type: 'boolean', default: false }, workdir: { type: 'string' } });

const root = resolve(import.meta.dirname, '..');
const archiveDir = join(root, 'data', 'archive');
const entries = v.parse(ArchiveIndexSchema, JSON.parse(readFileSync(join(archiveDir, 'publications.json'), 'utf8')));
const wanted = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
for (const id of wanted ?? [])
	if (!entries.some((e) => e.analysisId === id)) {
		console.error(`error: --only: "${id}" is not an archived publication; data/archive/publications.json lists ${entries.map((e) => e.analysisId).join(', ')}`);
		process.exit(2);
	}
const chosen = wanted ? entries.filter((e) => wanted.includes(e.analysisId)) : entries;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const git = (args: string[], cwd = root) => spawnSync('git', args, { cwd, maxBuffer: 64 << 20 });

/** The one commit that served every file of the entry, or why the archive's bytes cannot be tied to one. */
function servingCommit(entry: ArchiveEntry): { commit: string } | { refused: string } {
	for (const file of entry.files) {
		const archived = readFileSync(join(archiveDir, entry.analysisId, file.name));
		if (sha256(archived) !== file.sha256) return { refused: `data/archive/${entry.analysisId}/${file.name} does not match its digest` };
		const shown = git(['show', `${file.commit}:${file.path}`]);
		if (shown.status !== 0) return { refused: `${file.commit.slice(0, 8)}:${file.path} is not in this clone's history (a shallow clone?): ${shown.stderr.toString().trim()}` };
		if (sha256(shown.stdout) !== file.sha256) return { refused: `${file.commit.slice(0, 8)}:${file.path} is not the archived ${file.name}` };
	}
	// The republish test compares with the commit's own data/: every file must have been served at one commit.
	// 1.3's comparisons.json was recovered from a later commit than its publication.json; the publication's
	// commit is the one whose code and records made it, and its own test compares what it then served.
	return { commit: entry.files.find((f) => f.name === 'publication.json')!.commit };
}

/** Runs a command in the worktree with this Node first on the path (old lockfiles may bring none of their own). */
function step(label: string, cwd: string, command: string, args: string[]) {
	const started = performance.now();
	const env = { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', PATH: [join(cwd, 'node_modules', '.bin'), dirname(process.execPath), process.env.PATH].join(delimiter) };
	const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
	const seconds = Math.round((performance.now() - started) / 1000);
	// Colours stripped, whatever the tools decide: the output is matched and quoted.
	return { ok: result.status === 0, seconds, output: stripVTControlCharacters(`${result.stdout ?? ''}${result.stderr ?? ''}`), label };
}

const workdir = values.workdir ? resolve(values.workdir) : mkdtempSync(join(tmpdir(), 'cmp-archived-'));
mkdirSync(workdir, { recursive: true });
const results: { id: string; version: string; commit: string; verdict: string; ok: boolean }[] = [];
for (const entry of chosen) {
	const serving = servingCommit(entry);
	if ('refused' in serving) {
		results.push({ id: entry.analysisId, version: entry.methodologyVersion, commit: '-', verdict: `refused: ${serving.refused}`, ok: false });
		continue;
	}
	const tree = join(workdir, entry.analysisId);
	const add = git(['worktree', 'add', '--force', '--detach', tree, serving.commit]);
	if (add.status !== 0) {
		results.push({ id: entry.analysisId, version: entry.methodologyVersion, commit: serving.commit, verdict: `no worktree: ${add.stderr.toString().trim()}`, ok: false });
		continue;
	}
	console.log(`${entry.analysisId} (methodology ${entry.methodologyVersion}) at ${serving.commit.slice(0, 8)}: installing its lockfile…`);
	const steps = [step('npm ci', tree, 'npm', ['ci', '--no-audit', '--no-fund'])];
	if (steps[0].ok) {
		console.log(`  installed in ${steps[0].seconds} s; running its republish test…`);
		steps.push(step('its republish test', tree, 'npx', ['vitest', 'run', 'measure/published-data.test.ts']));
	}
	// A run that found no test (a renamed file) must not pass for one that republished.
	const republish = steps[1];
	if (republish?.ok && !/Tests\s+\d+ passed/.test(republish.output)) Object.assign(republish, { ok: false, label: 'its republish test (no test ran)' });
	const failed = steps.find((s) => !s.ok);
	if (failed) console.error(`  ${failed.label} failed after ${failed.seconds} s; its last lines:\n${failed.output.trim().split('\n').slice(-25).join('\n')}`);
	const verdict = failed ? `${failed.label} failed` : `republished as archived (install ${steps[0].seconds} s, republish ${steps[1].seconds} s)`;
	console.log(`  ${verdict}`);
	results.push({ id: entry.analysisId, version: entry.methodologyVersion, commit: serving.commit, verdict, ok: !failed });
	if (!values.keep) {
		git(['worktree', 'remove', '--force', tree]);
		rmSync(tree, { recursive: true, force: true });
	}
}
if (!values.keep && !values.workdir) rmSync(workdir, { recursive: true, force: true });
git(['worktree', 'prune']);

console.log(`\n| publication | methodology | code that published it | verdict |\n| --- | --- | --- | --- |`);
for (const r of results) console.log(`| \`${r.id}\` | ${r.version} | \`${r.commit.slice(0, 8)}\` | ${r.verdict} |`);
const failures = results.filter((r) => !r.ok).length;
console.log(failures === 0 ? `\nEvery one of ${results.length} publications republished as archived.` : `\n${failures} of ${results.length} did not republish as archived.`);
process.exit(failures === 0 ? 0 : 1);
