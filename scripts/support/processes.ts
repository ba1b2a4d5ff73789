// Child processes of the benchmark scripts (the built server, the ceiling) on loopback, and what
// /proc says about them. Both run on the bundled Node 24 (process.execPath: npm put it on PATH).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
	name: string;
	baseUrl: string;
	child: ChildProcess;
	/** Lines the process wrote to stdout (request log lines, for the built server). */
	stdoutLines: () => number;
	stderr: () => string;
	stop: () => Promise<number | null>;
}

function freePort(): Promise<number> {
	return new Promise((done, fail) => {
		const probe = createServer();
		probe.once('error', fail);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => done(port));
		});
	});
}

/**
 * Starts `args` on a free loopback port (PORT, HOST and a matching ORIGIN, as a deployment sets
 * them) and resolves with the URL from its "Listening on" line.
 */
export async function startProcess(name: string, args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
	const port = await freePort();
	const child = spawn(process.execPath, args, {
		env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ORIGIN: `http://127.0.0.1:${port}`, ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let lines = 0;
	let head = '';
	let stderr = '';
	let listening = false;
	return new Promise((done, fail) => {
		const timer = setTimeout(() => fail(new Error(`${name} did not start within 20 s:\n${head}${stderr}`)), 20_000);
		child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk).slice(-4000)));
		child.stdout!.on('data', (chunk: Buffer) => {
			// Counting newlines is all the parent does with the log once the server listens.
			for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
			if (listening) return;
			head += chunk.toString('utf8', 0, Math.min(chunk.length, 4000));
			const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(head);
			if (!match) return;
			listening = true;
			clearTimeout(timer);
			const baseUrl = match[1];
			done({
				name,
				baseUrl,
				child,
				stdoutLines: () => lines,
				stderr: () => stderr,
				stop: () =>
					new Promise((stopped) => {
						if (child.exitCode !== null) return stopped(child.exitCode);
						child.once('exit', (code) => stopped(code));
						child.kill('SIGTERM');
					})
			});
		});
		child.once('exit', (code) => {
			clearTimeout(timer);
			fail(new Error(`${name} exited with code ${code}:\n${head}${stderr}`));
		});
	});
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Resident set size in bytes (VmRSS). */
export function rssOf(pid: number): number {
	const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
	return match ? Number(match[1]) * 1024 : NaN;
}

/** User + system CPU time the process has used so far, in milliseconds. */
export function cpuMsOf(pid: number): number {
	// Fields after the parenthesised command name; utime and stime are fields 14 and 15.
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Samples RSS once a second until stopped; the samples are [seconds since start, bytes]. */
export function sampleRss(pid: number): { stop: () => [number, number][] } {
	const samples: [number, number][] = [];
	const started = performance.now();
	const take = () => samples.push([(performance.now() - started) / 1000, rssOf(pid)]);
	take();
	const timer = setInterval(take, 1000);
	return {
		stop: () => {
			clearInterval(timer);
			take();
			return samples;
		}
	};
}

/** Whether a harness run (measure/cli) is active; its measurements suffer from our CPU load. */
export function harnessRunning(): boolean {
	try {
		// The bracket keeps pgrep from matching a shell whose own command line holds the pattern.
		execFileSync('pgrep', ['-f', 'measure/cl[i]'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

/**
 * The built server's entry for a benchmark script, once it may run: the build exists, and no harness
 * run shares the machine unless forced (exit 2 then, saying what the overlap would spoil).
 */
export function builtServerEntry(buildDir: string, force: boolean, overlapSpoils: string): string {
	const entry = resolve(buildDir, 'index.js');
	if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
	if (harnessRunning() && !force) {
		console.error(`A harness run (measure/cli) is active: ${overlapSpoils}. Wait for it, or pass --force.`);
		process.exit(2);
	}
	return entry;
}
