// npm run loadtest [-- --duration 60 --slices 3 --connections 50 --only json,mcp --rate 300 --json out.json --entry start|adapter --build build --strict --force]
// Load benchmark of the built server (server/start.ts, as `npm start` runs it, request log on;
// `--entry adapter` for adapter-node's build/index.js)
// against a raw node:http ceiling that answers the same bytes, in one run, on loopback only.
// For each target: a warm-up of each, then --duration seconds on each in --slices alternating turns
// (built, ceiling, ceiling, built, …). Reports req/s, p50/p99, errors, non-2xx, server CPU per request, peak RSS and the RSS
// trend, and judges the issue's targets. See docs/operations.md for how to read it.
import autocannon from 'autocannon';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { requestTo, TARGETS, type Target } from './loadtest/targets.ts';
import type { CapturedResponse } from './loadtest/ceiling.ts';
import { serverArgs } from './support/server-entry.ts';
import { builtServerEntry, cpuMsOf, sampleRss } from './support/processes.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { combineSlices, table, verdicts, type RunFigures, type Slice, type Verdict } from './loadtest/analysis.ts';

const USAGE = `Usage: npm run loadtest [-- --duration 60 --slices 3 --connections 50 --only json,mcp --rate 300 --json out.json --entry start|adapter --build build --strict --force]
  Load benchmark of the built server (server/start.ts, as \`npm start\` runs it, request log on;
  \`--entry adapter\` for adapter-node's build/index.js)
  against a raw node:http ceiling that answers the same bytes, in one run, on loopback only.
  For each target: a warm-up of each, then --duration seconds on each, in --slices turns that
  alternate which server goes first (so a machine's drift falls on both alike). Reports req/s, p50/p99, errors, non-2xx, server CPU per request, peak RSS and the RSS
  trend, and judges the issue's targets. See docs/operations.md for how to read it.`;
const { values: args } = parseCommand(USAGE, {
		duration: { type: 'string', default: '60' },
		slices: { type: 'string', default: '3' },
		connections: { type: 'string', default: '50' },
		warmup: { type: 'string' },
		only: { type: 'string' },
		json: { type: 'string' },
		build: { type: 'string', default: 'build' },
		// `start`: server/start.ts, as `npm start` runs it; `adapter`: adapter-node's own build/index.js, to compare.
		entry: { type: 'string', default: 'start' },
		// Requests per second in total: a gentle run for a busy machine. Throughput ratios mean
		// nothing then (both servers get the same rate), but CPU per request and latency do.
		rate: { type: 'string' },
		strict: { type: 'boolean', default: false },
		force: { type: 'boolean', default: false }
	});

// Bounded on purpose: this machine is shared, and a runaway benchmark would ruin others' numbers.
const duration = Math.min(Math.max(Number(args.duration), 1), 120);
const connections = Math.min(Math.max(Number(args.connections), 1), 200);
const slices = Math.min(Math.max(Math.round(Number(args.slices)), 1), 10);
const warmup = Math.min(Number(args.warmup ?? Math.min(5, Math.ceil(duration / 4))), 10);
const rate = args.rate ? Math.max(Number(args.rate), 1) : undefined;
const targets = args.only ? TARGETS.filter((t) => args.only!.split(',').includes(t.name)) : TARGETS;
const SERVER_ARGS = serverArgs(args.entry!, builtServerEntry(args.build!, args.force!, 'this benchmark would distort its numbers, and its CPU use ours'));
const CEILING = resolve('scripts/loadtest/ceiling.ts');

if (targets.length === 0) throw new Error(`--only matched no target; targets: ${TARGETS.map((t) => t.name).join(', ')}`);

/** One raw request, bytes as sent (no decompression), to capture what the ceiling must answer. */
function capture(baseUrl: string, target: Target): Promise<CapturedResponse> {
	return new Promise((done, fail) => {
		const req = httpRequest(`${baseUrl}${target.target}`, { method: target.method, headers: target.headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () => {
				const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
				const headers = Object.entries(res.headers)
					.filter(([name]) => !skip.has(name))
					.map(([name, value]) => [name, String(value)] as [string, string]);
				done({ method: target.method, target: target.target, status: res.statusCode!, headers, body: Buffer.concat(chunks).toString('base64') });
			});
		});
		req.on('error', fail);
		req.end(target.body);
	});
}

async function run(server: ServerProcess, target: Target, seconds: number): Promise<autocannon.Result> {
	return autocannon({
		...requestTo(server.baseUrl, target),
		connections,
		pipelining: 1,
		duration: seconds,
		overallRate: rate
	});
}

/** One measured slice on one server: autocannon's result, the server's CPU over it and its log lines. */
async function slice(server: ServerProcess, target: Target, seconds: number): Promise<Slice> {
	const pid = server.child.pid!;
	const cpuBefore = cpuMsOf(pid);
	const linesBefore = server.stdoutLines();
	const result = await run(server, target, seconds);
	return { result, cpuMs: cpuMsOf(pid) - cpuBefore, logLines: server.stdoutLines() - linesBefore };
}

/**
 * Both servers on one target, each warmed up, then measured in `slices` turns that alternate which goes
 * first (built, ceiling, ceiling, built, …): on a machine whose speed drifts with its neighbours' load, a
 * slow minute then falls on both alike instead of on whichever ran in it (issue 92: the ceiling alone
 * ranged from 12,719 to 21,498 calls/s between runs on a 2-vCPU VM).
 */
async function measurePair(target: Target, bodyBytes: number): Promise<[RunFigures, RunFigures]> {
	await run(kit, target, warmup);
	await run(ceiling, target, warmup);
	const kitRss = sampleRss(kit.child.pid!);
	const ceilingRss = sampleRss(ceiling.child.pid!);
	const taken: Record<'kit' | 'ceiling', Slice[]> = { kit: [], ceiling: [] };
	for (let turn = 0; turn < slices; turn++)
		for (const who of turn % 2 === 0 ? (['kit', 'ceiling'] as const) : (['ceiling', 'kit'] as const)) taken[who].push(await slice(who === 'kit' ? kit : ceiling, target, duration / slices));
	return [combineSlices(taken.kit, kitRss.stop(), bodyBytes), combineSlices(taken.ceiling, ceilingRss.stop(), bodyBytes)];
}

const started = new Date();
console.log(`Load benchmark, ${started.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
console.log(`${connections} connections, ${warmup} s warm-up + ${duration} s measured per server and target in ${slices} alternating turns, loopback only${rate ? `, limited to ${rate} req/s (compare CPU per request and latency, not req/s)` : ''}.\n`);

const kit = await startServerProcess({ name: 'built server', args: SERVER_ARGS, keepOutput: false });
const captured = await Promise.all(targets.map((t) => capture(kit.baseUrl, t)));
for (const c of captured) if (c.status < 200 || c.status > 299) throw new Error(`${c.method} ${c.target} answered ${c.status}; fix that before load-testing it`);
const capturedFile = join(mkdtempSync(join(tmpdir(), 'loadtest-')), 'responses.json');
writeFileSync(capturedFile, JSON.stringify(captured));
const ceiling = await startServerProcess({ name: 'ceiling', args: [CEILING, capturedFile], keepOutput: false });

const rows: (string | number)[][] = [];
const allVerdicts: Verdict[] = [];
const report: Record<string, { kit: RunFigures; ceiling: RunFigures; ratio: number }> = {};
try {
	for (const [i, target] of targets.entries()) {
		const bodyBytes = Buffer.from(captured[i].body, 'base64').byteLength;
		process.stdout.write(`${target.name}: ${target.method} ${target.target} (${bodyBytes} B ${captured[i].headers.find(([n]) => n === 'content-encoding')?.[1] ?? 'identity'}) … `);
		const [kitFigures, ceilingFigures] = await measurePair(target, bodyBytes);
		const ratio = kitFigures.reqPerSec / ceilingFigures.reqPerSec;
		console.log(`${kitFigures.reqPerSec} req/s, ceiling ${ceilingFigures.reqPerSec}, ratio ${ratio.toFixed(2)}`);
		report[target.name] = { kit: kitFigures, ceiling: ceilingFigures, ratio };
		// Under --rate both servers get the same rate, so throughput judges nothing.
		allVerdicts.push(...verdicts(target.name, kitFigures, ceilingFigures, target.goals).filter((v) => !rate || !/÷|req\/s$/.test(v.check)));
		for (const [who, f] of [['built', kitFigures], ['ceiling', ceilingFigures]] as const)
			rows.push([
				`${target.name} (${who})`,
				f.reqPerSec,
				f.p50Ms,
				f.p99Ms,
				f.errors + f.timeouts,
				f.non2xx,
				f.cpuUsPerRequest,
				f.peakRssMiB.toFixed(1),
				`${f.rss.slopeMiBPerMin >= 0 ? '+' : ''}${f.rss.slopeMiBPerMin.toFixed(2)}`,
				who === 'built' ? ratio.toFixed(2) : '',
				who === 'built' ? String(f.logLines) : ''
			]);
	}
} finally {
	const kitExit = await kit.stop();
	await ceiling.stop();
	if (kitExit !== 0) console.error(`\nThe built server exited with ${kitExit} on SIGTERM:\n${kit.stderr()}`);
}

console.log(`\n${table(['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'CPU µs/req', 'peak RSS MiB', 'RSS MiB/min', 'ratio', 'log lines'], rows)}`);
console.log(`\n${table(['check', 'value', 'target', 'met'], allVerdicts.map((v) => [v.check, v.value, v.target, v.met ? 'yes' : 'NO']))}`);
const missed = allVerdicts.filter((v) => !v.met);
console.log(missed.length ? `\n${missed.length} target(s) missed.` : '\nEvery target met.');
if (args.json) writeFileSync(args.json, JSON.stringify({ started, duration, connections, warmup, loadavg: loadavg(), node: process.version, cpus: cpus().length, report, verdicts: allVerdicts }, null, 2));
if (args.strict && missed.length) process.exitCode = 1;
