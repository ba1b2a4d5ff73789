// The official MCP conformance suite (@modelcontextprotocol/conformance) against the built /mcp,
// once per requirement set: 2025-11-25 (initialize handshake) and 2026-07-28 (stateless, _meta).
// The suite exits non-zero on any failure not in tests/mcp-conformance.expected-failures.yml,
// and on any listed failure that has started to pass; every listed entry carries its reason.
import { describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const base = inject('baseUrl');
const BASELINE = resolve('tests/mcp-conformance.expected-failures.yml');
// The package's bin, run with this Node 24 (its shebang would pick the system Node 20).
const CLI = join(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json'), '..', 'dist/index.js');

interface Check {
	id: string;
	status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
}

/** Runs the suite; returns its exit code, output, and each scenario's checks. */
function runSuite(revision: string): Promise<{ code: number; output: string; checks: Map<string, Check[]> }> {
	const dir = mkdtempSync(join(tmpdir(), `mcp-conformance-${revision}-`));
	const args = [CLI, 'server', '--url', `${base}/mcp`, '--requirements', revision, '--expected-failures', BASELINE, '-o', dir];
	return new Promise((done) => {
		execFile(process.execPath, args, { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
			const checks = new Map<string, Check[]>();
			for (const entry of readdirSync(dir)) {
				const scenario = entry.replace(/^server-/, '').replace(/-\d{4}-\d\d-\d\dT.*$/, '');
				checks.set(scenario, JSON.parse(readFileSync(join(dir, entry, 'checks.json'), 'utf8')));
			}
			rmSync(dir, { recursive: true, force: true });
			done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr, checks });
		});
	});
}

/** Scenarios that need nothing but a read-only tools+resources server: every check must succeed. */
const MUST_PASS: Record<string, string[]> = {
	'2025-11-25': ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'],
	'2026-07-28': ['tools-list', 'resources-list', 'sep-2164-resource-not-found', 'dns-rebinding-protection', 'http-header-validation']
};

describe.each(['2025-11-25', '2026-07-28'])('MCP conformance, requirements %s', (revision) => {
	it('passes every applicable scenario; only the listed ones fail, for the listed reasons', { timeout: 180_000 }, async () => {
		const { code, output, checks } = await runSuite(revision);
		expect(code, output.slice(-4000)).toBe(0);
		expect(checks.size).toBeGreaterThan(20);
		for (const scenario of MUST_PASS[revision]) {
			const failed = (checks.get(scenario) ?? []).filter((check) => check.status !== 'SUCCESS' && check.status !== 'INFO');
			expect(checks.has(scenario), `${scenario} did not run`).toBe(true);
			expect(failed, scenario).toEqual([]);
		}
		if (revision === '2026-07-28') {
			// The cache hints: every check passes except the one about prompts/list (no prompts).
			const caching = checks.get('caching')!.filter((check) => check.status !== 'SUCCESS');
			expect(caching.map((check) => check.id)).toEqual(['sep-2549-prompts-list-caching-hints']);
		}
	});
});

describe('the expected-failures file', () => {
	it('gives a reason for every entry', () => {
		const entries = readFileSync(BASELINE, 'utf8').split('\n').filter((line) => /^\s+- /.test(line));
		expect(entries.length).toBeGreaterThan(10);
		for (const entry of entries) expect(entry, entry).toMatch(/^\s+- [a-z0-9:-]+ # \S.{8,}/);
	});
});
