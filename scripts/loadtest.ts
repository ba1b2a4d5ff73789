// npm run loadtest [-- --duration 60 --connections 50 --only json,mcp --rate 300 --json out.json --entry start|adapter --build build --strict --force]
// Load benchmark of the built server (server/start.ts, as `npm start` runs it, request log on;
// `--entry adapter` for adapter-node's build/index.js)
// against a raw node:http ceiling that answers the same bytes, in one run, on loopback only.
// For each target: a warm-up, then the measured run on the built server, then the same on the
// ceiling. Reports req/s, p50/p99, errors, non-2xx, server CPU per request, peak RSS and the RSS
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
import { rssTrend, table, verdicts, type RunFigures, type Verdict } from './loadtest/analysis.ts';

const USAGE = `Usage: npm run loadtest [-- --duration 60 --connections 50 --only json,mcp --rate 300 --json out.json --entry start|adapter --build build --strict --force]
  Load benchmark of the built server (server/start.ts, as \`npm start\` runs it, request log on;
  \`--entry adapter\` for adapter-node's build/index.js)
  against a raw node:http ceiling that answers the same bytes, in one run, on loopback only.
  For each target: a warm-up, then the measured run on the built server, then the same on the
  ceiling. Reports req/s, p50/p99, errors, non-2xx, server CPU per request, peak RSS and the RSS
  trend, and judges the issue's targets. See docs/operations.md for how to read it.`;
const { values: args } = parseCommand(USAGE, {
		duration: { type: 'string', default: '60' },
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

async function measure(server: ServerProcess, target: Target, bodyBytes: number): Promise<RunFigures> {
	await run(server, target, warmup);
	const pid = server.child.pid!;
	const cpuBefore = cpuMsOf(pid);
	const linesBefore = server.stdoutLines();
	const rss = sampleRss(pid);
	const result = await run(server, target, duration);
	const samples = rss.stop();
	const cpuMs = cpuMsOf(pid) - cpuBefore;
	const requests = result.requests.total;
	return {
		requests,
		seconds: result.duration,
		reqPerSec: Math.round(requests / result.duration),
		p50Ms: result.latency.p50,
		p99Ms: result.latency.p99,
		maxMs: result.latency.max,
		errors: result.errors,
		timeouts: result.timeouts,
		non2xx: result.non2xx,
		bodyBytes,
		cpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(requests, 1)),
		peakRssMiB: Math.max(...samples.map(([, bytes]) => bytes)) / 1024 / 1024,
		rss: rssTrend(samples),
		logLines: server.stdoutLines() - linesBefore
	};
}

const started = new Date();
console.log(`Load benchmark, ${started.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
console.log(`${connections} connections, ${warmup} s warm-up + ${duration} s measured per server and target, loopback only${rate ? `, limited to ${rate} req/s (compare CPU per request and latency, not req/s)` : ''}.\n`);

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
		const kitFigures = await measure(kit, target, bodyBytes);
		const ceilingFigures = await measure(ceiling, target, bodyBytes);
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
