// Starts the built server (build/index.js) on a free loopback port, as `npm start` would,
// with the bundled Node 24 (process.execPath under vitest). Used by the global setup and by
// tests that need a server with another dataset or environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const BUILD_ENTRY = resolve('build/index.js');

export interface RunningServer {
	baseUrl: string;
	process: ChildProcess;
	output: () => string;
	stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
	return new Promise((done, fail) => {
		const probe = createServer();
		probe.once('error', fail);
		probe.listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => done(port));
		});
	});
}

/** Resolves once the server listens, or rejects with its output if it exits first. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
	if (!existsSync(BUILD_ENTRY)) throw new Error('build/index.js is missing: run `npm run build` (npm test does it in pretest)');
	const port = await freePort();
	const baseUrl = `http://127.0.0.1:${port}`;
	const child = spawn(process.execPath, [BUILD_ENTRY], {
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ORIGIN: baseUrl, ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let output = '';
	child.stdout!.on('data', (chunk) => (output += chunk));
	child.stderr!.on('data', (chunk) => (output += chunk));
	await new Promise<void>((done, fail) => {
		const timer = setTimeout(() => fail(new Error(`server did not start in 20 s:\n${output}`)), 20_000);
		const poll = setInterval(() => {
			if (/Listening on/.test(output)) {
				clearInterval(poll);
				clearTimeout(timer);
				done();
			}
		}, 20);
		child.once('exit', (code) => {
			clearInterval(poll);
			clearTimeout(timer);
			fail(new Error(`server exited with code ${code}:\n${output}`));
		});
	});
	return {
		baseUrl,
		process: child,
		output: () => output,
		stop: () =>
			new Promise((done) => {
				if (child.exitCode !== null) return done();
				child.once('exit', () => done());
				child.kill('SIGTERM');
			})
	};
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function startExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
	const port = await freePort();
	const child = spawn(process.execPath, [BUILD_ENTRY], {
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let output = '';
	child.stdout!.on('data', (chunk) => (output += chunk));
	child.stderr!.on('data', (chunk) => (output += chunk));
	const code = await new Promise<number | null>((done) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL');
			done(null);
		}, 15_000);
		child.once('exit', (exitCode) => {
			clearTimeout(timer);
			done(exitCode);
		});
	});
	return { code, output };
}
