// The release-check workflow's check step, run as the workflow runs it, writes the outputs its pull
// request reads (its lint is measure/campaign/workflow-lint.test.ts, with one linter for both workflows).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const file = '.github/workflows/releases.yml';
const text = readFileSync(join(root, file), 'utf8');

describe('.github/workflows/releases.yml', () => {
	it('runs its check step as written, and writes the outputs the pull request reads', { timeout: 60_000 }, async () => {
		const steps = (parse(text) as { jobs: { check: { steps: { id?: string; run?: string }[] } } }).jobs.check.steps;
		const command = steps.find((s) => s.id === 'check')!.run!;
		// Every package at its measured release, on a local registry (the suite has no network).
		const published = JSON.parse(readFileSync(join(root, 'data', 'publication.json'), 'utf8')) as { products: { slug: string; version: string }[] };
		const { PRODUCTS } = await import('../products/index.ts');
		const server = createServer((request, response) => {
			const slug = PRODUCTS.find((p) => p.packageName === decodeURIComponent(request.url!.slice(1)))?.slug;
			const version = published.products.find((p) => p.slug === slug)?.version;
			response.writeHead(version ? 200 : 404, { 'content-type': 'application/json' }).end(version ? JSON.stringify({ 'dist-tags': { latest: version }, versions: { [version]: {} }, time: { [version]: '2026-01-01T00:00:00Z' } }) : '');
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const work = mkdtempSync(join(tmpdir(), 'releases-workflow-'));
		copyFileSync(join(root, 'data', 'publication.json'), join(work, 'publication.json'));
		const output = join(work, 'github-output');
		try {
			// The step's npm command, pointed at the copy and the local registry as npm's own configuration would.
			const result = await new Promise<{ code: number; stderr: string }>((resolve) =>
				execFile('sh', ['-c', command.replace('npm run check-releases --', `npm run check-releases -- --data ${work}`)], { cwd: root, env: { ...process.env, GITHUB_OUTPUT: output, npm_config_registry: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` } }, (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }))
			);
			expect(result.code, result.stderr).toBe(0);
		} finally {
			server.close();
		}
		const written = readFileSync(output, 'utf8');
		expect(written).toContain('newer=false\n');
		// The registry npm is configured with, recorded by what it is and never by its address (issues 66, 92).
		expect(JSON.parse(readFileSync(join(work, 'releases.json'), 'utf8')).registry).toBe("a registry other than npm's default (a mirror or a private one), from npm's configuration");
		expect(written).toContain('title=Release check: every measured product is at its latest release\n');
		expect(written).toMatch(/summary<<RELEASES\nChecked \d{4}-\d{2}-\d{2} against http:\/\/127\.0\.0\.1:\d+\/\.\n/);
	});
});
