// npm run check-releases against a local registry standing in for npm's (the suite has no network):
// the recorded answer for klaro, a newer major release of c15t, a pre-release tagged latest for orejime,
// a registry error for tarteaucitron.js, cookieconsent removed, and every other product at its measured
// release. Then the registry gone: the last check stays, with its date.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../products/index.ts';

const root = join(import.meta.dirname, '..', '..');
const published = JSON.parse(readFileSync(join(root, 'data', 'publication.json'), 'utf8')) as { products: { slug: string; version: string }[] };
const packageOf = (slug: string) => PRODUCTS.find((p) => p.slug === slug)!.packageName;
const measuredOf = (slug: string) => published.products.find((p) => p.slug === slug)!.version;

const answers = new Map<string, { status: number; body?: unknown }>([
	[packageOf('klaro'), { status: 200, body: JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'klaro.json'), 'utf8')) }],
	[packageOf('c15t'), { status: 200, body: { 'dist-tags': { latest: '3.0.0' }, versions: { [measuredOf('c15t')]: {}, '3.0.0': {} }, time: { '3.0.0': '2026-12-02T09:00:00.000Z' } } }],
	[packageOf('orejime'), { status: 200, body: { 'dist-tags': { latest: '9.0.0-beta.1' }, versions: { [measuredOf('orejime')]: {}, '9.0.0-beta.1': {} }, time: {} } }],
	[packageOf('tarteaucitronjs'), { status: 503 }],
	[packageOf('cookieconsent'), { status: 404 }]
]);

let server: Server;
let registry = '';
beforeAll(async () => {
	server = createServer((request, response) => {
		const name = decodeURIComponent(request.url!.slice(1));
		const slug = PRODUCTS.find((p) => p.packageName === name)?.slug;
		const answer = answers.get(name) ?? (slug ? { status: 200, body: { 'dist-tags': { latest: measuredOf(slug) }, versions: { [measuredOf(slug)]: {} }, time: { [measuredOf(slug)]: '2026-01-01T00:00:00Z' } } } : { status: 404 });
		response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ? JSON.stringify(answer.body) : '');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => server?.close());

/** Runs the command without blocking this process, whose event loop serves the registry. */
const run = (data: string, args: string[]) =>
	new Promise<{ status: number; stdout: string; stderr: string }>((resolve) =>
		execFile(process.execPath, ['measure/check-releases.ts', '--data', data, ...args], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, stdout, stderr }))
	);

describe('npm run check-releases', () => {
	it('writes each product\'s measured and latest release, dated, and names what a new campaign must cover', { timeout: 60_000 }, async () => {
		const data = mkdtempSync(join(tmpdir(), 'releases-'));
		copyFileSync(join(root, 'data', 'publication.json'), join(data, 'publication.json'));
		const output = join(data, 'github-output');
		const result = await run(data, ['--registry', registry, '--today', '2026-12-03', '--github-output', output]);
		expect(result.status, result.stderr).toBe(0);
		const releases = JSON.parse(readFileSync(join(data, 'releases.json'), 'utf8')) as { registry: string; checkedOn: string; products: { product: string; status: string; latest?: string; releasedOn?: string; distance?: string }[] };
		const entry = (slug: string) => releases.products.find((p) => p.product === slug)!;
		expect(releases.checkedOn).toBe('2026-12-03');
		// Named by what it is, never by its address (issues 66, 92), and where it came from.
		expect(releases.registry).toBe("a registry other than npm's default (a mirror or a private one), from --registry");
		expect(releases.products).toHaveLength(published.products.length);
		expect(entry('klaro')).toMatchObject({ status: 'current', latest: '0.7.22' });
		expect(entry('c15t')).toMatchObject({ status: 'newer', latest: '3.0.0', releasedOn: '2026-12-02', distance: 'major' });
		expect(entry('orejime')).toMatchObject({ status: 'current', latest: measuredOf('orejime') });
		expect(entry('tarteaucitronjs')).toMatchObject({ status: 'unchecked' });
		expect(entry('cookieconsent')).toMatchObject({ status: 'removed' });
		expect(result.stdout).toMatch(/c15t: measured [\d.]+; 3\.0\.0 released 2026-12-02 \(major\), not yet measured; shards to gather: desktop-nextjs, /);
		expect(readFileSync(output, 'utf8')).toContain('newer=true\nnewer_products=c15t\n');

		// The registry gone: the last check stays as it was, with its date, and the command says so.
		const before = readFileSync(join(data, 'releases.json'), 'utf8');
		const offline = await run(data, ['--registry', 'http://127.0.0.1:9/', '--today', '2026-12-10']);
		expect(offline.status).toBe(1);
		expect(offline.stderr).toContain('could not be reached');
		expect(offline.stderr).toContain('the last check, of 2026-12-03, stays in');
		expect(readFileSync(join(data, 'releases.json'), 'utf8')).toBe(before);
	});
});
