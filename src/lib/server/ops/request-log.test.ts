import { describe, expect, it } from 'vitest';
import { createLineWriter, formatLogLine, MAX_LOGGED_TARGET, requestLogEntry } from './request-log.ts';

const entryFor = (target: string, headers: Record<string, string> = {}, status = 200) => {
	const request = new Request(`http://x${target}`);
	return requestLogEntry(request, new URL(request.url), new Response('body', { status, headers }), 1.23456);
};

describe('requestLogEntry', () => {
	it('records method, path with query, status, time, bytes and coding', () => {
		expect(entryFor('/api/benchmarks?profile=mobile', { 'content-length': '1742', 'content-encoding': 'br' })).toEqual({
			method: 'GET',
			path: '/api/benchmarks?profile=mobile',
			status: 200,
			ms: 1.23,
			bytes: 1742,
			enc: 'br'
		});
	});

	it('leaves out what it does not know', () => {
		expect(entryFor('/', {}, 404)).toEqual({ method: 'GET', path: '/', status: 404, ms: 1.23 });
	});

	it('cuts very long targets', () => {
		const { path } = entryFor(`/?q=${'a'.repeat(5000)}`);
		expect(path.length).toBe(MAX_LOGGED_TARGET + 1);
		expect(path.endsWith('…')).toBe(true);
	});
});

describe('formatLogLine', () => {
	it('is one line of JSON, even for a hostile path', () => {
		const line = formatLogLine({ method: 'GET', path: '/"\n{}\u2028', status: 400, ms: 0.1 }, new Date('2026-01-02T03:04:05Z'));
		expect(line.endsWith('\n')).toBe(true);
		expect(line.slice(0, -1)).not.toContain('\n');
		expect(JSON.parse(line)).toEqual({ t: '2026-01-02T03:04:05.000Z', method: 'GET', path: '/"\n{}\u2028', status: 400, ms: 0.1 });
	});
});

describe('createLineWriter', () => {
	it('writes the lines of one event-loop turn as one chunk, in order', async () => {
		const chunks: string[] = [];
		const writer = createLineWriter((chunk) => chunks.push(chunk));
		writer.push('a\n');
		writer.push('b\n');
		expect(chunks).toEqual([]);
		await new Promise((done) => setImmediate(done));
		writer.push('c\n');
		await new Promise((done) => setImmediate(done));
		expect(chunks).toEqual(['a\nb\n', 'c\n']);
	});

	it('flushes on demand and then has nothing left', async () => {
		const chunks: string[] = [];
		const writer = createLineWriter((chunk) => chunks.push(chunk));
		writer.push('a\n');
		writer.flush();
		await new Promise((done) => setImmediate(done));
		expect(chunks).toEqual(['a\n']);
	});
});
