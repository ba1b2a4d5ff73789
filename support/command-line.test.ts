// Every `npm run` command of the project's own (a Node script) answers `--help` with its usage and exit 0,
// and an option it does not take with one line naming it, then the usage, exit 2: never a stack trace
// (issue 94). The commands are read from package.json, so a new one is held to it without a new test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandLineError } from './command-line.ts';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
/** "name" → the script file a `node <options> <file>` command runs (`start` runs the bundle `npm run build` makes). */
const commands = Object.entries(scripts).flatMap(([name, command]) => {
	const file = /(?:^|&&\s*|exec\s+)node\s+(?:--\S+\s+)*(\S+\.(?:ts|js))\b/.exec(command)?.[1];
	return file ? [[name, file] as const] : [];
});

const run = (file: string, arg: string) => spawnSync(process.execPath, [file, arg], { encoding: 'utf8', timeout: 60_000 });

describe.concurrent('every npm run command of the project', () => {
	it('is found in package.json (the list this test holds)', () => {
		expect(commands.map(([name]) => name)).toEqual(expect.arrayContaining(['measure', 'gate', 'hold-out-hosts', 'spread-figures', 'reproduce', 'check-releases', 'loadtest', 'page-budget', 'rss-history', 'start']));
	});

	it.each(commands)('%s answers --help with its usage and exit 0', (_name, file) => {
		const result = run(file, '--help');
		expect(result.status, result.stderr).toBe(0);
		expect(result.stdout).toMatch(/^Usage: /);
		expect(result.stderr).not.toMatch(/\n\s+at /);
	});

	it.each(commands)('%s refuses an unknown option in one line naming it, exit 2', (_name, file) => {
		const result = run(file, '--no-such-option');
		expect(result.status).toBe(2);
		const [first] = result.stderr.split('\n');
		expect(first).toMatch(/^error: .*--no-such-option/);
		expect(result.stderr).not.toMatch(/\n\s+at /);
		expect(result.stderr).toContain('Usage: ');
	});
});

describe('commandLineError', () => {
	it('keeps the first sentence of parseArgs\' refusal', () => {
		const error = Object.assign(new Error("Unknown option '--x'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--x\"."), { code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' });
		expect(commandLineError(error)).toBe("Unknown option '--x'");
	});
});
