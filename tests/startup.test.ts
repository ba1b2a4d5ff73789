// Start-up contract: a broken dataset stops the process with the path of the first bad field;
// ORIGIN, PORT and HOST are honoured.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runExpectingFailure, startServerProcess } from '../support/server-process.ts';

const dataset = JSON.parse(readFileSync('data/publication.json', 'utf8'));

function writeBroken(mutate: (d: any) => void): string {
	const copy = structuredClone(dataset);
	mutate(copy);
	const path = join(mkdtempSync(join(tmpdir(), 'cmp-dataset-')), 'publication.json');
	writeFileSync(path, JSON.stringify(copy));
	return path;
}

describe('start-up', () => {
	it('refuses a broken dataset, naming the first bad field', async () => {
		const path = writeBroken((d) => (d.publication.publishedOn = '2025-02-29'));
		const { code, output } = await runExpectingFailure({ PUBLICATION_PATH: path });
		expect(code).not.toBe(0);
		expect(output).toContain('$.publication.publishedOn');
		expect(output).toContain('real calendar date');
		expect(output).not.toContain('Listening on');
	});

	it('refuses a dataset that is not JSON', async () => {
		const path = writeBroken(() => {});
		writeFileSync(path, '{"publication": ');
		const { code, output } = await runExpectingFailure({ PUBLICATION_PATH: path });
		expect(code).not.toBe(0);
		expect(output).toContain('cannot read the dataset');
	});

	it('builds absolute URLs from ORIGIN, never from the Host header', async () => {
		const server = await startServerProcess({ env: { ORIGIN: 'https://bench.example.org' } });
		try {
			const view = await (await fetch(`${server.baseUrl}/api/benchmarks`, { headers: { host: 'evil.example' } })).json();
			expect(view.methodologyUrl).toBe('https://bench.example.org/methodology');
			expect(await (await fetch(`${server.baseUrl}/llms.txt`)).text()).toContain('https://bench.example.org/methodology.md');
		} finally {
			await server.stop();
		}
	});

	it('falls back to http://localhost:PORT without ORIGIN, and listens on PORT and HOST', async () => {
		const server = await startServerProcess({ env: { ORIGIN: '' } });
		try {
			const port = new URL(server.baseUrl).port;
			const view = await (await fetch(`${server.baseUrl}/api/benchmarks`)).json();
			expect(view.methodologyUrl).toBe(`http://localhost:${port}/methodology`);
			expect(server.output()).toContain(`Listening on http://127.0.0.1:${port}`);
		} finally {
			await server.stop();
		}
	});
});
