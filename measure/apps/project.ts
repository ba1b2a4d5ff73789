// A framework test app's own npm project. Its package.json and lockfile (exact versions) live in
// measure/apps/<framework>/ and stay out of the root package.json; the harness installs them into
// measure/.cache/<framework>/project when the lockfile changes, writes the generated pages there and
// builds once per hash of sources + lockfile.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../../support/ports.ts';
import { dirname, join } from 'node:path';
import type { Framework } from '../../src/lib/dimensions.ts';

const REPO = join(import.meta.dirname, '../..');
/** Node 24 and npm from the root install come first: the system Node is too old for these frameworks. */
const BIN = join(REPO, 'node_modules/.bin');

export interface GeneratedProject {
	/** Path relative to the project → text. */
	files: Record<string, string>;
	/** Path relative to the project → file or folder relative to the project's node_modules. */
	copies: Record<string, string>;
	/** Folders the generator owns: emptied before a build so no stale page survives. */
	owned: string[];
	/** The build command, run in the project folder. */
	build: string[];
}

export interface BuiltProject {
	dir: string;
	cached: boolean;
	installMs: number;
	buildMs: number;
}

/** Environment for installs, builds and servers: Node 24 first on PATH, no telemetry, no update checks. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
	return {
		...process.env,
		PATH: `${BIN}:${process.env.PATH ?? ''}`,
		NEXT_TELEMETRY_DISABLED: '1',
		NUXT_TELEMETRY_DISABLED: '1',
		ASTRO_TELEMETRY_DISABLED: '1',
		DO_NOT_TRACK: '1',
		NODE_ENV: 'production',
		...extra
	};
}

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Runs a command to completion; on failure the error carries the last lines of its output. */
export function run(command: string[], cwd: string, env = toolEnv()): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-8000); };
		child.stdout.on('data', keep);
		child.stderr.on('data', keep);
		child.on('error', reject);
		child.on('close', (code) =>
			code === 0 ? resolve() : reject(new Error(`\`${command.join(' ')}\` exited with ${code}:\n${output.split('\n').slice(-40).join('\n')}`)));
	});
}

export async function buildProject(framework: Framework, project: GeneratedProject): Promise<BuiltProject> {
	const source = join(REPO, 'measure/apps', framework);
	const dir = join(REPO, 'measure/.cache', framework, 'project');
	const manifest = readFileSync(join(source, 'package.json'));
	const lock = readFileSync(join(source, 'package-lock.json'));
	const installKey = sha(Buffer.concat([manifest, lock]));
	const stamp = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
	let installMs = 0;
	if (stamp('.installed') !== installKey) {
		const started = performance.now();
		rmSync(dir, { recursive: true, force: true });
		mkdirSync(dir, { recursive: true });
		writeFileSync(join(dir, 'package.json'), manifest);
		writeFileSync(join(dir, 'package-lock.json'), lock);
		// Not `npm ci`: our registry lacks some other platforms' optional binaries (e.g. darwin builds of
		// rollup), which the lockfile therefore cannot list, and npm ci refuses such a lockfile as "out of
		// sync". `npm install --no-save` installs exactly the locked versions and skips those optionals.
		// One npm at a time on this machine (other installs may be running).
		await run(['flock', '/tmp/npm.lock', 'npm', 'install', '--no-save', '--no-audit', '--no-fund'], dir).catch((error: Error) => {
			throw new Error(`${framework} test app: npm install failed: ${error.message}`);
		});
		writeFileSync(join(dir, '.installed'), installKey);
		installMs = performance.now() - started;
	}
	const buildKey = sha(JSON.stringify([project, installKey]));
	if (stamp('.built') === buildKey) return { dir, cached: true, installMs, buildMs: 0 };
	const started = performance.now();
	rmSync(join(dir, '.built'), { force: true });
	for (const folder of project.owned) rmSync(join(dir, folder), { recursive: true, force: true });
	for (const [path, text] of Object.entries(project.files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	for (const [path, file] of Object.entries(project.copies)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true });
		cpSync(join(dir, 'node_modules', file), join(dir, path), { recursive: true });
	}
	await run(project.build, dir).catch((error: Error) => {
		throw new Error(`${framework} test app: the build failed: ${error.message}`);
	});
	writeFileSync(join(dir, '.built'), buildKey);
	return { dir, cached: false, installMs, buildMs: performance.now() - started };
}

/** How to run an app's production server on a given loopback port. */
export type Launch = (port: number) => { command: string[]; env?: Record<string, string> };

/**
 * Starts an app's production server on a free loopback port and waits until `readyPath` answers;
 * stop() ends that process (and only it) by its id.
 */
export async function startServer(cwd: string, readyPath: string, launch: Launch): Promise<{ origin: string; stop(): Promise<void> }> {
	const port = await freePort();
	const origin = `http://127.0.0.1:${port}`;
	const { command, env = {} } = launch(port);
	const child: ChildProcess = spawn(command[0], command.slice(1), { cwd, env: toolEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
	let output = '';
	const keep = (chunk: Buffer) => { output = (output + chunk.toString()).slice(-4000); };
	child.stdout!.on('data', keep);
	child.stderr!.on('data', keep);
	const stop = () =>
		new Promise<void>((resolve) => {
			if (child.exitCode !== null || child.signalCode !== null) return resolve();
			child.once('exit', () => resolve());
			process.kill(-child.pid!, 'SIGTERM');
		});
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`\`${command.join(' ')}\` exited with ${child.exitCode}:\n${output}`);
		const ok = await fetch(new URL(readyPath, origin)).then((r) => r.ok, () => false);
		if (ok) return { origin, stop };
		await new Promise((r) => setTimeout(r, 250));
	}
	await stop();
	throw new Error(`\`${command.join(' ')}\` did not answer ${readyPath} within 60 s:\n${output}`);
}
