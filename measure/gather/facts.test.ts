// The clean-tree gate against a throwaway git repository (no network, well under a second), and the
// CPU generation a run record names.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cpuGenerationFrom, dirtyHarnessFiles, harnessCommit, requireCleanHarness } from './facts.ts';

// Each test gets its own repository, committed once, so none depends on what another changed.
const repos: string[] = [];
afterAll(() => repos.forEach((repo) => rmSync(repo, { recursive: true, force: true })));
function newRepository(): { repo: string; git: (...args: string[]) => string } {
	const repo = mkdtempSync(join(tmpdir(), 'cmp-facts-'));
	repos.push(repo);
	const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.org', '-c', 'user.name=t', ...args], { cwd: repo, encoding: 'utf8' });
	mkdirSync(join(repo, 'measure/products'), { recursive: true });
	writeFileSync(join(repo, 'measure/products/klaro.ts'), 'export const a = 1;\n');
	writeFileSync(join(repo, 'package-lock.json'), '{}\n');
	writeFileSync(join(repo, 'README.md'), 'docs\n');
	git('init', '-q');
	git('add', '.');
	git('commit', '-qm', 'harness');
	return { repo, git };
}

describe('one committed harness version', () => {
	it('passes a clean tree and names its commit', () => {
		const { repo } = newRepository();
		expect(() => requireCleanHarness(repo)).not.toThrow();
		expect(harnessCommit(repo)).toMatch(/^[0-9a-f]{40}$/);
	});

	it('names the last commit that changed the harness, so commits elsewhere do not split a campaign', () => {
		const { repo, git } = newRepository();
		const measured = harnessCommit(repo);
		writeFileSync(join(repo, 'README.md'), 'service docs\n');
		writeFileSync(join(repo, 'measure/README.md'), 'how to run the campaign\n');
		expect(dirtyHarnessFiles(repo)).toEqual([]);
		git('add', '.');
		git('commit', '-qm', 'docs between two sittings');
		expect(harnessCommit(repo)).toBe(measured);
		writeFileSync(join(repo, 'measure/products/klaro.ts'), 'export const a = 3;\n');
		git('commit', '-qam', 'a harness change');
		expect(harnessCommit(repo)).not.toBe(measured);
		expect(harnessCommit(repo)).toBe(git('rev-parse', 'HEAD').trim());
	});

	it('refuses a dirty tree, listing the changed harness files but not unrelated ones', () => {
		const { repo } = newRepository();
		writeFileSync(join(repo, 'measure/products/klaro.ts'), 'export const a = 2;\n');
		writeFileSync(join(repo, 'package-lock.json'), '{"x":1}\n');
		writeFileSync(join(repo, 'measure/products/new.ts'), '\n');
		writeFileSync(join(repo, 'README.md'), 'more docs\n');
		expect(dirtyHarnessFiles(repo).sort()).toEqual(['measure/products/klaro.ts', 'measure/products/new.ts', 'package-lock.json']);
		expect(() => requireCleanHarness(repo)).toThrow(/Refusing to gather publishable records: 3 harness file\(s\) differ[\s\S]*measure\/products\/klaro\.ts[\s\S]*package-lock\.json/);
		expect(harnessCommit(repo)).toMatch(/\+uncommitted-measure-changes$/);
	});
});

describe("a run record's CPU generation", () => {
	it('names vendor, family, model, stepping and cache of the first processor, which the model string does not', () => {
		const processor = (vendor: string, family: number, model: number) =>
			`processor\t: 0\nvendor_id\t: ${vendor}\ncpu family\t: ${family}\nmodel\t\t: ${model}\nmodel name\t: AMD EPYC\nstepping\t: 1\ncache size\t: 1024 KB\n`;
		expect(cpuGenerationFrom(`${processor('AuthenticAMD', 25, 17)}\n${processor('AuthenticAMD', 23, 49)}`)).toBe('AuthenticAMD family 25 model 17 stepping 1, cache 1024 KB');
		expect(cpuGenerationFrom(processor('AuthenticAMD', 23, 49))).toBe('AuthenticAMD family 23 model 49 stepping 1, cache 1024 KB');
	});
	it('says nothing when the file names none of it (another architecture, another kernel)', () => {
		expect(cpuGenerationFrom('Processor\t: AArch64 Processor rev 1\nBogoMIPS\t: 50.00\n')).toBeUndefined();
	});
});
