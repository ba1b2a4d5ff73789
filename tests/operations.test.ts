// Operating the built server: the health endpoint, one JSON log line per request, and a graceful
// shutdown on SIGTERM (in-flight requests finish; adapter-node's SHUTDOWN_TIMEOUT bounds the wait).
import { describe, expect, inject, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { request } from 'node:http';
import { startServerProcess } from '../support/server-process.ts';
import { modernMcpRequest } from '../support/mcp-envelope.ts';

const base = inject('baseUrl');
const dataset = JSON.parse(readFileSync('data/publication.json', 'utf8'));

describe('/healthz', () => {
	it('is 200, never cached, and names the loaded publication', async () => {
		const response = await fetch(`${base}/healthz`);
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(response.headers.get('content-type')).toMatch(/^application\/json/);
		const body = await response.json();
		expect(body).toMatchObject({
			status: 'ok',
			analysisId: dataset.publication.analysisId,
			methodologyVersion: dataset.publication.methodologyVersion,
			publishedOn: dataset.publication.publishedOn
		});
	});

	it('answers HEAD and refuses other methods', async () => {
		expect((await fetch(`${base}/healthz`, { method: 'HEAD' })).status).toBe(200);
		// A JSON body, so that Kit's CSRF check (form-like or missing content type) does not answer first.
		const post = await fetch(`${base}/healthz`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
		expect(post.status).toBe(405);
		expect(post.headers.get('allow')).toBe('GET, HEAD');
	});
});

/** Non-empty lines of the server's output. */
const lines = (output: string) => output.split('\n').filter(Boolean);

describe('request log', () => {
	it('writes one JSON line per request on stdout, after an intact "Listening on" line', async () => {
		const server = await startServerProcess();
		try {
			await fetch(`${server.baseUrl}/api/benchmarks?profile=mobile`, { headers: { 'accept-encoding': 'br' } });
			await fetch(`${server.baseUrl}/index.md`);
			await fetch(`${server.baseUrl}/api/benchmarks?profile=tablet`);
			await fetch(`${server.baseUrl}/no/such/page`);
			// The log line is written after the answer is sent: await it rather than guess a delay.
			await server.waitForOutput(/"path":"\/no\/such\/page"[^\n]*\n/);
			const [first, ...rest] = lines(server.output());
			expect(first).toBe(`Listening on ${server.baseUrl}`);
			const entries = rest.map((line) => JSON.parse(line));
			expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
				['GET', '/api/benchmarks?profile=mobile', 200],
				['GET', '/index.md', 200],
				['GET', '/api/benchmarks?profile=tablet', 400],
				['GET', '/no/such/page', 404]
			]);
			for (const entry of entries) {
				expect(Date.parse(entry.t)).not.toBeNaN();
				expect(entry.ms).toBeGreaterThanOrEqual(0);
			}
			expect(entries[0]).toMatchObject({ enc: 'br', bytes: expect.any(Number) });
		} finally {
			await server.stop();
		}
	});
});

/** Sends the head of a POST /mcp and half its body; resolves with a function that sends the rest. */
interface SlowCall {
	/** Sends the rest of the body and resolves with the answer. */
	finish: () => Promise<{ status: number; body: string }>;
	/** The answer, whether or not the body is ever finished (rejects if the server cuts the connection). */
	answer: Promise<{ status: number; body: string }>;
}

function startSlowMcpCall(baseUrl: string): Promise<SlowCall> {
	const { body, headers } = modernMcpRequest('tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile' } });
	const half = Math.floor(body.length / 2);
	return new Promise((started) => {
		const req = request(`${baseUrl}/mcp`, {
			method: 'POST',
			headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }
		});
		const answer = new Promise<{ status: number; body: string }>((done, fail) => {
			req.on('response', (res) => {
				let text = '';
				res.setEncoding('utf8');
				res.on('data', (chunk) => (text += chunk));
				res.on('end', () => done({ status: res.statusCode!, body: text }));
			});
			req.on('error', fail);
		});
		req.write(body.slice(0, half));
		req.flushHeaders();
		// Give the server time to route the request and start waiting for the body.
		setTimeout(() => started({ finish: () => (req.end(body.slice(half)), answer), answer }), 300);
	});
}

const refusesConnections = (baseUrl: string) =>
	new Promise<boolean>((done) => {
		const { hostname, port } = new URL(baseUrl);
		const socket = connect(Number(port), hostname);
		socket.once('connect', () => (socket.destroy(), done(false)));
		socket.once('error', () => done(true));
	});

describe('graceful shutdown', () => {
	it('on SIGTERM stops accepting connections, finishes the request in flight, logs it and exits 0', async () => {
		const server = await startServerProcess();
		const exited = new Promise<number | null>((done) => server.child.once('exit', done));
		const call = await startSlowMcpCall(server.baseUrl);
		server.child.kill('SIGTERM');
		// Awaited, not slept on: the listener closes once the signal is handled.
		await vi.waitFor(async () => expect(await refusesConnections(server.baseUrl)).toBe(true), { timeout: 5000, interval: 20 });
		expect(server.child.exitCode).toBeNull();
		const answer = await call.finish();
		expect(answer.status).toBe(200);
		expect(JSON.parse(answer.body).result.structuredContent.profile).toBe('mobile');
		expect(await exited).toBe(0);
		expect(server.output()).toMatch(/"method":"POST","path":"\/mcp","status":200/);
	});

	it('cuts a request that outlasts SHUTDOWN_TIMEOUT and still exits', async () => {
		const server = await startServerProcess({ env: { SHUTDOWN_TIMEOUT: '1' } });
		const exited = new Promise<number | null>((done) => server.child.once('exit', done));
		// The client never sends the rest of its body.
		const call = await startSlowMcpCall(server.baseUrl);
		const cut = call.answer.then(
			() => false,
			() => true
		);
		const signalledAt = performance.now();
		server.child.kill('SIGTERM');
		expect(await exited).toBe(0);
		const waited = performance.now() - signalledAt;
		expect(waited).toBeGreaterThan(900);
		expect(waited).toBeLessThan(5000);
		expect(await cut).toBe(true);
	});
});
