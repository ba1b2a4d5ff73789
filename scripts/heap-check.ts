// npm run heap-check [-- --seconds 20 --connections 50 --rounds 2 --targets /index.md,/,/api/benchmarks,mcp --build build --force]
// A target is a path (GET) or the name of a load-test target (json, markdown, page, mcp: its method, headers and body).
// Does the built server keep memory it should not? RSS alone cannot say: under a high allocation
// rate V8 grows its heap, and RSS rises for a while without anything being retained. So this loads
// each target in bursts and, after every burst, has the server write a heap snapshot (Node takes it
// after a full garbage collection) and adds up the live objects in it. Retained memory shows as a
// live heap that grows with the number of requests; a healthy server's stays flat while RSS settles.
import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { serverArgs } from './support/server-entry.ts';
import { builtServerEntry, rssOf } from './support/processes.ts';
import { startServerProcess } from '../support/server-process.ts';
import { table } from './loadtest/analysis.ts';
import { ACCEPT_ENCODING, requestTo, TARGETS } from './loadtest/targets.ts';

const USAGE = `Usage: npm run heap-check [-- --seconds 20 --connections 50 --rounds 2 --targets /index.md,/,/api/benchmarks,mcp --build build --force]
  A target is a path (GET) or the name of a load-test target (json, markdown, page, mcp: its method, headers and body).
  Does the built server keep memory it should not? RSS alone cannot say: under a high allocation
  rate V8 grows its heap, and RSS rises for a while without anything being retained. So this loads
  each target in bursts and, after every burst, has the server write a heap snapshot (Node takes it
  after a full garbage collection) and adds up the live objects in it. Retained memory shows as a
  live heap that grows with the number of requests; a healthy server's stays flat while RSS settles.`;
const { values: args } = parseCommand(USAGE, {
		seconds: { type: 'string', default: '20' },
		connections: { type: 'string', default: '50' },
		rounds: { type: 'string', default: '2' },
		targets: { type: 'string', default: '/index.md,/,/api/benchmarks,mcp' },
		build: { type: 'string', default: 'build' },
		// `start`: server/start.ts, as `npm start` runs it; `adapter`: adapter-node's own build/index.js, to compare.
		entry: { type: 'string', default: 'start' },
		force: { type: 'boolean', default: false }
	});
// Bounded: the machine is shared.
const seconds = Math.min(Math.max(Number(args.seconds), 1), 60);
const connections = Math.min(Math.max(Number(args.connections), 1), 200);
const rounds = Math.min(Math.max(Number(args.rounds), 1), 5);
const SERVER_ARGS = serverArgs(args.entry!, builtServerEntry(args.build!, args.force!, 'this check would distort its numbers'));

/** Bytes of the live objects in a V8 heap snapshot: the sum of every node's self_size. */
function liveHeapBytes(file: string): number {
	const { snapshot, nodes } = JSON.parse(readFileSync(file, 'utf8')) as { snapshot: { meta: { node_fields: string[] } }; nodes: number[] };
	const width = snapshot.meta.node_fields.length;
	const selfSize = snapshot.meta.node_fields.indexOf('self_size');
	let sum = 0;
	for (let i = selfSize; i < nodes.length; i += width) sum += nodes[i];
	return sum;
}

/** Waits for the snapshot file (the folder holds one at a time) and for Node to finish writing it. */
async function nextSnapshot(dir: string): Promise<string> {
	for (let waited = 0; waited < 60_000; waited += 250) {
		await new Promise((r) => setTimeout(r, 250));
		const found = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot'));
		if (!found) continue;
		const file = join(dir, found);
		const size = statSync(file).size;
		await new Promise((r) => setTimeout(r, 500));
		if (size > 0 && statSync(file).size === size) return file;
	}
	throw new Error('the server wrote no heap snapshot within 60 s');
}

const dir = mkdtempSync(join(tmpdir(), 'heap-check-'));
const server = await startServerProcess({ name: 'built server', args: [`--heapsnapshot-signal=SIGUSR2`, `--diagnostic-dir=${dir}`, ...SERVER_ARGS], keepOutput: false });
const MiB = 1024 * 1024;
const rows: (string | number)[][] = [];
let requests = 0;
try {
	for (const target of args.targets!.split(',')) {
		for (let round = 1; round <= rounds; round++) {
			const named = TARGETS.find((t) => t.name === target);
			const request = named ? requestTo(server.baseUrl, named) : { url: `${server.baseUrl}${target}`, headers: { 'accept-encoding': ACCEPT_ENCODING } };
			const result = await autocannon({ ...request, connections, duration: seconds });
			requests += result.requests.total;
			server.child.kill('SIGUSR2');
			const file = await nextSnapshot(dir);
			const live = liveHeapBytes(file);
			rmSync(file);
			rows.push([`${target} #${round}`, result.requests.total, requests, result.errors + result.non2xx, (live / MiB).toFixed(1), (rssOf(server.child.pid!) / MiB).toFixed(0)]);
			console.log(`${target} #${round}: ${result.requests.total} requests, live heap ${(live / MiB).toFixed(1)} MiB`);
		}
	}
} finally {
	await server.stop();
	rmSync(dir, { recursive: true, force: true });
}
console.log(`\n${table(['burst', 'requests', 'requests so far', 'errors + non-2xx', 'live heap MiB', 'RSS MiB'], rows)}`);
const heaps = rows.map((r) => Number(r[4]));
const growth = heaps[heaps.length - 1] - heaps[0];
console.log(`\nLive heap after a full GC: ${Math.min(...heaps).toFixed(1)}–${Math.max(...heaps).toFixed(1)} MiB over ${requests} requests; last minus first ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB (${((growth * MiB) / requests).toFixed(1)} B per request).`);
