// Publishing a new analysis keeps the one it replaces (issue 55): its files byte for byte under
// archive/<analysisId>/, and an index entry naming the commit that served them. Run in a throwaway git
// repository so that the commits are real.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveReplacedPublication } from './archive.ts';

const ID = 'measured-2026-11-27-09a6f723';
const publication = (facts: string[] = []) =>
	`${JSON.stringify({ publication: { analysisId: ID, methodologyVersion: '1.3', publishedOn: '2026-11-27', collectedFrom: '2026-11-25', collectedTo: '2026-11-27' }, hosts: [{ id: '1742003ffcb7' }], provenance: { facts } }, null, '\t')}\n`;

let repo = '';
afterEach(() => rmSync(repo, { recursive: true, force: true }));

function repository(): { out: string; git: (...args: string[]) => string } {
	repo = mkdtempSync(join(tmpdir(), 'archive-'));
	const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, encoding: 'utf8' }).trim();
	git('init', '-q');
	const out = join(repo, 'data');
	mkdirSync(join(out, 'archive'), { recursive: true });
	writeFileSync(join(out, 'archive', 'publications.json'), '[]\n');
	return { out, git };
}

describe('archiving the publication a new one replaces', () => {
	it('keeps its files byte for byte and names the commits that first and last served them', () => {
		const { out, git } = repository();
		writeFileSync(join(out, 'publication.json'), publication());
		git('add', '.');
		git('commit', '-qm', 'first served');
		const first = git('rev-parse', 'HEAD');
		writeFileSync(join(out, 'publication.json'), publication(['a rerun recorded']));
		writeFileSync(join(out, 'comparisons.json'), '{"views":[]}\n');
		git('add', '.');
		git('commit', '-qm', 'rerun recorded');
		const last = git('rev-parse', 'HEAD');
		const lines: string[] = [];
		archiveReplacedPublication(out, 'measured-2026-11-28-00000000', (line) => lines.push(line));
		for (const name of ['publication.json', 'comparisons.json']) expect(readFileSync(join(out, 'archive', ID, name)).equals(readFileSync(join(out, name)))).toBe(true);
		const [entry] = JSON.parse(readFileSync(join(out, 'archive', 'publications.json'), 'utf8'));
		expect(entry).toMatchObject({ analysisId: ID, firstServedIn: first, rawVisits: { commit: last, path: 'data/visits' }, hosts: ['1742003ffcb7'] });
		expect(entry.files.map((f: { name: string; commit: string; path: string }) => [f.name, f.commit, f.path])).toEqual([
			['publication.json', last, 'data/publication.json'],
			['comparisons.json', last, 'data/comparisons.json']
		]);
		expect(lines).toEqual([`archived the replaced publication ${ID} in ${join(out, 'archive', ID)} (files of commit ${last.slice(0, 7)})`]);
		// Republishing the same analysis, or archiving it twice, changes nothing.
		archiveReplacedPublication(out, ID, () => {});
		archiveReplacedPublication(out, 'measured-2026-11-28-00000000', () => {});
		expect(JSON.parse(readFileSync(join(out, 'archive', 'publications.json'), 'utf8'))).toHaveLength(1);
	});

	it('archives a publication larger than a megabyte, as 1.3\'s is (1.1 MB)', () => {
		const { out, git } = repository();
		writeFileSync(join(out, 'publication.json'), publication(Array.from({ length: 30_000 }, (_, i) => `fact ${i}: ${'x'.repeat(40)}`)));
		expect(readFileSync(join(out, 'publication.json')).length).toBeGreaterThan(1024 * 1024);
		git('add', '.');
		git('commit', '-qm', 'served');
		archiveReplacedPublication(out, 'measured-2026-11-28-00000000', () => {});
		expect(readFileSync(join(out, 'archive', ID, 'publication.json')).equals(readFileSync(join(out, 'publication.json')))).toBe(true);
		expect(JSON.parse(readFileSync(join(out, 'archive', 'publications.json'), 'utf8'))[0].firstServedIn).toBe(git('rev-parse', 'HEAD'));
	});

	it('refuses files that are not committed as served, and writes nothing', () => {
		const { out, git } = repository();
		writeFileSync(join(out, 'publication.json'), publication());
		expect(() => archiveReplacedPublication(out, 'measured-2026-11-28-00000000', () => {})).toThrow(/publication\.json: it is not in a commit/);
		git('add', '.');
		git('commit', '-qm', 'served');
		writeFileSync(join(out, 'publication.json'), publication(['edited after']));
		expect(() => archiveReplacedPublication(out, 'measured-2026-11-28-00000000', () => {})).toThrow(/publication\.json: it differs from its last commit/);
		expect(existsSync(join(out, 'archive', ID))).toBe(false);
		expect(readFileSync(join(out, 'archive', 'publications.json'), 'utf8')).toBe('[]\n');
	});
});
