// npm run reproduce refuses a bad option before it gathers anything, naming the option, the value and what is allowed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const run = (...args: string[]) => spawnSync(process.execPath, ['measure/reproduce.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run reproduce', () => {
	it.each([
		[['--profile', 'tablet'], '--profile: "tablet" is not one of desktop, mobile'],
		[['--framework', 'svelte'], '--framework: "svelte" is not one of nextjs, react, nuxt, astro, tanstack-start, script-tag'],
		[['--framework', 'react', '--products', 'klaro,nope'], '--products: "nope" is not measured on desktop / react in this publication; it measured'],
		[['--visits', '0'], '--visits: "0" is not a positive whole number'],
		[['--rounds', '3', '--visits', '2'], '--visits: 2 visits per product cannot fill 3 rounds'],
		[['--against', '/nowhere'], '--against: /nowhere/publication.json does not exist']
	])('refuses %j with a specific message and gathers nothing', (args, message) => {
		const result = run(...args);
		expect(result.status).toBe(1);
		expect(result.stderr).toContain(message);
		expect(result.stdout).not.toContain('Gathering');
	});

	it('refuses records of a harness older than 2.0 (--from) in one line naming the code that reads them, without a stack trace', () => {
		const out = mkdtempSync(join(tmpdir(), 'reproduce-'));
		const result = run('--profile', 'mobile', '--framework', 'react', '--from', 'data/campaign-1.3/units/bf7585fa3557/round-1.mobile-react', '--runs-dir', out);
		expect(result.status).toBe(1);
		expect(result.stderr.trim().split('\n')).toHaveLength(1);
		expect(result.stderr).toMatch(/gathered by a harness older than 2\.0 .*npm run republish-archived/);
	});

	it('prints its usage with --help and exits 0, gathering nothing', () => {
		for (const flag of ['--help', '-h']) {
			const result = run(flag);
			expect(result.status).toBe(0);
			expect(result.stdout).toMatch(/^Usage: npm run reproduce -- \[--profile desktop\|mobile\]/);
			expect(result.stdout).toContain('--from DIR');
			expect(result.stdout).not.toContain('Gathering');
		}
	});

	it('checks records gathered before (--from), writing the report and printing its summary line', () => {
		const out = mkdtempSync(join(tmpdir(), 'reproduce-'));
		const result = run('--profile', 'desktop', '--framework', 'script-tag', '--from', 'data/campaign-2.0/units/c0db0d9a21c4/round-2.desktop-script-tag', '--runs-dir', out);
		expect(result.status).toBe(0);
		// What carries between machines comes first: head to head, then the machine spread, then the pooled ranges.
		expect(result.stdout).toMatch(/Check of publication measured-\S+: the validity gate would admit this machine; head to head \d+ of \d+ decided conclusions held, \d+ open, \d+ contradicted; \d+ of \d+ medians of timings inside the machine spread \(\d+%\); \d+ of \d+ medians inside the pooled ranges/);
		expect(readFileSync(join(out, 'report.md'), 'utf8')).toMatch(/^# Checking publication measured-\S+ on this machine/);
	});
});
