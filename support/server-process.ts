// Starts a server process (by default the production server, build/start.js over build/, as `npm start` runs it) on
// a free loopback port with the bundled Node (process.execPath), and resolves once it prints
// "Listening on <url>". Used by the e2e suites and by the load test, heap check and page budget.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './ports.ts';

/** What `npm start` runs: server/start.ts as `npm run build` bundles it; it serves build/handler.js, so build/ must exist. */
export const BUILT_SERVER_ENTRY = resolve('build/start.js');
const BUILD_HANDLER = resolve('build/handler.js');

/**
 * The environment and Node options in package.json's `start` script (`[NAME=value …] exec node
 * <options> build/start.js`), which owns them: every program here that starts the production server
 * passes the same ones, so a load test or a suite measures what a deployment runs.
 */
export function parseStartScript(startScript: string): { env: Record<string, string>; nodeOptions: string[] } {
	const match = /^((?:[A-Z_]+=\S+ )*)exec node((?: --[a-z-]+(?:=\S+)?)*) build\/start\.js$/.exec(startScript.trim());
	if (!match) throw new Error(`package.json's start script must read "[NAME=value …] exec node [--option …] build/start.js", got "${startScript}"`);
	const env = Object.fromEntries(match[1].split(' ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
	return { env, nodeOptions: match[2].split(' ').filter(Boolean) };
}

/** The Node options alone (see parseStartScript). */
export const startScriptNodeOptions = (startScript: string): string[] => parseStartScript(startScript).nodeOptions;

const START_SCRIPT = parseStartScript(JSON.parse(readFileSync(resolve('package.json'), 'utf8')).scripts.start);

/** `npm start`'s Node options, read once from package.json. */
export const SERVER_NODE_OPTIONS: readonly string[] = START_SCRIPT.nodeOptions;

/** `npm start`'s environment (MALLOC_ARENA_MAX: see docs/operations.md, "Memory"), read once from package.json. */
export const SERVER_ENV: Readonly<Record<string, string>> = START_SCRIPT.env;

/** The arguments `npm start` gives Node: its options, then the entry. */
export const BUILT_SERVER_ARGS: readonly string[] = [...SERVER_NODE_OPTIONS, BUILT_SERVER_ENTRY];

export interface ServerProcess {
	name: string;
	baseUrl: string;
	child: ChildProcess;
	/** stdout and stderr as written so far (empty when started with keepOutput: false). */
	output: () => string;
	/** Lines written to stdout so far (the request log, for the built server): counted, always. */
	stdoutLines: () => number;
	/** The last few KB of stderr. */
	stderr: () => string;
	/** Resolves when the output matches `pattern` (it may already have). */
	waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
	/** SIGTERM, resolving with the exit code. */
	stop: () => Promise<number | null>;
}

export interface StartOptions {
	name?: string;
	/** Node arguments; the built server as `npm start` runs it (BUILT_SERVER_ARGS) by default. */
	args?: string[];
	/** Added to PORT, HOST and a matching ORIGIN, as a deployment sets them. */
	env?: Record<string, string>;
	/** Keep every byte of output (tests read the log); a long load test only counts lines. */
	keepOutput?: boolean;
	timeoutMs?: number;
}

/**
 * How long a server may take to print its first line. Start-up takes about 3 CPU-s (every body is built
 * before it listens); alone it listens in 1.3 s, in the full suite in up to 3.4 s, but a fresh clone's
 * CI run on a slow 2-core VM once saw 20 s go by. The wait is for a hang, not a speed check
 * (`npm run startup-cost` measures that), and stays under the suites' test timeout so that this
 * message, with the server's output, is what a hang reports.
 */
const START_TIMEOUT_MS = 45_000;

function spawnOnFreePort(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
	if (args.includes(BUILT_SERVER_ENTRY) && !(existsSync(BUILD_HANDLER) && existsSync(BUILT_SERVER_ENTRY)))
		throw new Error('build/handler.js or build/start.js is missing: run `npm run build` (npm test does it in pretest)');
	return freePort().then((port) => {
		const child = spawn(process.execPath, args, {
			env: { ...process.env, ...SERVER_ENV, HOST: '127.0.0.1', PORT: String(port), ORIGIN: `http://127.0.0.1:${port}`, ...env },
			stdio: ['ignore', 'pipe', 'pipe']
		});
		return { child, port };
	});
}

export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
	const { name = 'built server', args = [...BUILT_SERVER_ARGS], env = {}, keepOutput = true, timeoutMs = START_TIMEOUT_MS } = options;
	const { child } = await spawnOnFreePort(args, env);
	let output = '';
	let head = '';
	let stderr = '';
	let lines = 0;
	const waiters = new Set<() => void>();
	const seen = () => output || head;
	child.stdout!.on('data', (chunk: Buffer) => {
		// Counting newlines is all a load test needs once the server listens.
		for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
		if (keepOutput) output += chunk;
		else if (head.length < 4000) head += chunk.toString('utf8', 0, Math.min(chunk.length, 4000));
		for (const check of waiters) check();
	});
	child.stderr!.on('data', (chunk: Buffer) => {
		stderr = (stderr + chunk).slice(-4000);
		if (keepOutput) output += chunk;
		for (const check of waiters) check();
	});
	const waitForOutput = (pattern: RegExp, ms = timeoutMs) =>
		new Promise<void>((done, fail) => {
			const finish = (error?: Error) => {
				waiters.delete(check);
				clearTimeout(timer);
				child.off('exit', onExit);
				if (error) fail(error);
				else done();
			};
			const check = () => pattern.test(seen()) && finish();
			const onExit = (code: number | null) => finish(new Error(`${name} exited with code ${code} before printing ${pattern}:\n${seen()}${stderr}`));
			const timer = setTimeout(() => finish(new Error(`${name} did not print ${pattern} within ${ms} ms:\n${seen()}${stderr}`)), ms);
			waiters.add(check);
			child.once('exit', onExit);
			check();
		});
	await waitForOutput(/Listening on http:\/\/\S+/);
	const baseUrl = /Listening on (http:\/\/\S+)/.exec(seen())![1];
	return {
		name,
		baseUrl,
		child,
		output: () => output,
		stdoutLines: () => lines,
		stderr: () => stderr,
		waitForOutput,
		stop: () =>
			new Promise((stopped) => {
				if (child.exitCode !== null || child.signalCode !== null) return stopped(child.exitCode);
				child.once('exit', (code) => stopped(code));
				child.kill('SIGTERM');
			})
	};
}

/** Runs a server expected to refuse to start; resolves with its exit code (null if it had to be killed) and output. */
export async function runExpectingFailure(env: Record<string, string>, args: string[] = [...BUILT_SERVER_ARGS], timeoutMs = START_TIMEOUT_MS): Promise<{ code: number | null; output: string }> {
	const { child } = await spawnOnFreePort(args, env);
	let output = '';
	child.stdout!.on('data', (chunk) => (output += chunk));
	child.stderr!.on('data', (chunk) => (output += chunk));
	const code = await new Promise<number | null>((done) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL');
			done(null);
		}, timeoutMs);
		child.once('exit', (exitCode) => {
			clearTimeout(timer);
			done(exitCode);
		});
	});
	return { code, output };
}
