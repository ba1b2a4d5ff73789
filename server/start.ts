// The production server (`npm start`): adapter-node's documented custom-server form, a node:http
// server around build/handler.js, with one addition: responses the app marks as fixed for the life
// of the process are replayed from memory (server/replaying-handler.ts). It keeps adapter-node's
// contract: PORT, HOST, SOCKET_PATH, KEEP_ALIVE_TIMEOUT, HEADERS_TIMEOUT, the "Listening on …" line,
// and on SIGTERM/SIGINT the graceful shutdown of adapter-node 6 (src/index.js), step for step.
// Not kept: systemd socket activation (LISTEN_FDS) and IDLE_TIMEOUT, which this service never used.
//
// `npm run build` bundles it into build/start.js, which `npm start` runs: Node runs a .ts file by loading
// its type stripper (amaro, swc compiled to WebAssembly) and keeps it for the life of the process, 29 MiB
// of RSS at rest (167 against 138 MiB, docs/performance.md "Issue 92"); the bundle is this file and its
// few local imports, with no npm package in it.
//
// `npm start` runs it with two V8 options and two glibc settings (package.json owns them;
// support/server-process.ts starts the server for the load test and the suites with the same), all
// about RSS, not speed:
// - `--max-semi-space-size=4`: under MCP load V8 otherwise grows its young generation from 32 to
//   128 MiB, and peak RSS from about 175 to 220–260 MiB, for no more calls per second. 8 until
//   2026-12-07, when 4 took `npm run rss-history` from 187.4 / 199.7 / 194.8 MiB (growth +7.4) to 183.8 /
//   183.0 / 186.0 (+2.2), and MCP calls ran at 0.83 of the ceiling against 0.75 at 8, back to back
//   (docs/performance.md, "Issue 92").
// - `--heap-growing-percent=30`: V8 let the old generation grow to 1.7–2.5× the live heap before a
//   full GC (--trace-gc). MCP load promotes short-lived objects, so old space climbed from 25 to 65 MiB between
//   collections and RSS past 200 MiB; at 1.3× the collections come more often (they take 3–9 ms with
//   a 27 MiB live heap) and RSS stays near 175 MiB after any mix of traffic (docs/operations.md).
// - `MALLOC_ARENA_MAX=1`: glibc gives each thread that mallocs (V8's compiler and GC helpers, libuv's
//   pool) an arena of its own, and freed memory stays in them: 20–25 MiB of RSS under a render crawl.
// - `MALLOC_MMAP_THRESHOLD_=4096`: buffers of 4 KiB or more (cached pages, their compressed variants)
//   are mapped one by one, so an evicted page returns its memory; in the one heap they left holes
//   that RSS kept (the main heap grew from 20 to 60 MiB in a crawl, 12 MiB with the threshold).
import http from 'node:http';
import { rm, stat } from 'node:fs/promises';
import { format } from 'node:url';
import { createLineWriter, formatLogLine } from '../src/lib/server/ops/request-log.ts';
import { createReplayingHandler } from './replaying-handler.ts';
import type { NodeHandler } from './intercept-sent.ts';
import { ANSWER_STORE_BYTES, createAnswerStore } from '../src/lib/server/mcp/answer-replay.ts';
import { createReplayStore } from './replay-store.ts';
import { parseCommand } from '../support/command-line.ts';

// `npm start -- --help` says how it is configured; it takes no options, so any other is refused in one line.
const USAGE = `Usage: npm start
  Serves the built site (npm run build) with the bundled dataset. Configured by the environment:
  PORT (default 3000), HOST (default 0.0.0.0), ORIGIN (the public origin of every absolute URL; default
  http://localhost:$PORT), PUBLICATION_PATH, SOURCE_REPOSITORY_URL, CORRECTIONS_EMAIL, CORRECTIONS_ISSUES_URL,
  MCP_SERVER_NAME, HSTS_INCLUDE_SUBDOMAINS, OPERATOR_PRODUCT (README.md says what each does).`;
parseCommand(USAGE, {});

/**
 * 4 MiB holds the wire bytes of every view, Markdown body and leaderboard URL in the coding browsers
 * ask for (the leaderboard page is about 67 KB, its brotli 15 KB) and a few hundred compare pages (6 KB
 * each in brotli). At 24 MiB, and at 8, a crawl of every compare page filled it with pages seen once
 * and peak RSS passed 200 MiB (`npm run rss-history`); an evicted page costs one render, or a lookup
 * in the page cache.
 */
const REPLAY_STORE_BYTES = 4 * 1024 * 1024;

function seconds(name: string): number | undefined {
	const value = process.env[name];
	if (value === undefined || value === '') return undefined;
	const parsed = Number(value);
	if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of seconds (0 or more), got "${value}"`);
	return parsed;
}

// Importing the handler runs SvelteKit's init hook: the dataset is loaded and every body built
// before the server listens, and a broken dataset exits here.
const { handler } = (await import(new URL('../build/handler.js', import.meta.url).href)) as { handler: NodeHandler };

const socketPath = process.env.SOCKET_PATH || undefined;
const host = process.env.HOST || '0.0.0.0';
const port = socketPath ? undefined : Number(process.env.PORT || '3000');
const shutdownTimeout = seconds('SHUTDOWN_TIMEOUT') ?? 30;

let shuttingDown: NodeJS.Timeout | undefined;
const logWriter = createLineWriter((chunk) => process.stdout.write(chunk));
process.once('exit', () => logWriter.flush());

const replaying = createReplayingHandler(handler, {
	store: createReplayStore(REPLAY_STORE_BYTES),
	answers: createAnswerStore(ANSWER_STORE_BYTES),
	log: (entry) => logWriter.push(formatLogLine(entry, new Date())),
	isDraining: () => shuttingDown !== undefined
});

const server = http.createServer();
const keepAlive = seconds('KEEP_ALIVE_TIMEOUT');
if (keepAlive !== undefined) server.keepAliveTimeout = keepAlive * 1000;
const headersTimeout = seconds('HEADERS_TIMEOUT');
if (headersTimeout !== undefined) server.headersTimeout = headersTimeout * 1000;

// As adapter-node: once shutting down, a connection closes as soon as its request is done.
const closeIfShuttingDown = () => shuttingDown && server.closeIdleConnections();
server.on('request', (req, res) => {
	req.once('close', closeIfShuttingDown);
	replaying(req, res);
});

function shutdown(signal: NodeJS.Signals): void {
	if (shuttingDown) return;
	shuttingDown = setTimeout(() => server.closeAllConnections(), shutdownTimeout * 1000);
	// Keep-alive connections would hold close() until they time out; close the idle ones now.
	server.closeIdleConnections();
	server.close((error) => {
		if (error) return;
		clearTimeout(shuttingDown);
		// SvelteKit apps may listen for this (adapter-node emits it too); the process then exits.
		(process.emit as (event: string, reason: string) => boolean)('sveltekit:shutdown', signal);
	});
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

// As adapter-node: an empty file left at the socket path by an earlier run is removed.
if (socketPath && (await stat(socketPath).catch(() => null))?.size === 0) await rm(socketPath);
server.listen({ path: socketPath, host: socketPath ? undefined : host, port }, () => {
	const address = server.address();
	const shown = socketPath ?? (address && typeof address === 'object' ? format({ protocol: 'http:', hostname: address.address, port: address.port }) : String(address));
	console.log(`Listening on ${shown}`);
});
