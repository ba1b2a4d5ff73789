// Asks an npm registry what it has of a package: its `latest` tag, its versions and their dates (the
// full document; the abbreviated one has no dates). A 404 is a package that left the registry; anything
// else that is not an answer is an error, said in words.
import { execFileSync } from 'node:child_process';
import type { RegistryAnswer } from './check.ts';

const NPM_TIMEOUT_MS = 10_000;

/** `npm config get registry` with the given environment and flags; null without npm. */
function npmRegistry(args: string[], env: NodeJS.ProcessEnv): string | null {
	try {
		return execFileSync('npm', ['config', 'get', 'registry', ...args], { encoding: 'utf8', timeout: NPM_TIMEOUT_MS, env }).trim() || null;
	} catch {
		return null;
	}
}

/**
 * The registry the npm client is configured with (issue 66): npm hands it to a script it runs as
 * npm_config_registry; a bare `node` asks `npm config get registry`. Without npm there is none to ask:
 * the command then needs --registry. No registry's address is written here (issue 92).
 */
export function defaultRegistry(): { url: string; from: string } {
	if (process.env.npm_config_registry) return { url: process.env.npm_config_registry, from: "npm's configuration" };
	const configured = npmRegistry([], process.env);
	if (configured) return { url: configured, from: "npm's configuration" };
	throw new Error('npm was not found, so no registry is configured: name one with --registry URL.');
}

/** npm's own default registry, with every configuration file and variable set aside; null without npm. */
function npmDefaultRegistry(): string | null {
	const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));
	return npmRegistry(['--userconfig', '/dev/null', '--globalconfig', '/dev/null'], env);
}

/**
 * The registry by what it is, never by its address (data/releases.json is committed): npm's default one
 * (npm itself says which that is), or another, a mirror or a private registry; and where it came from.
 */
export function registryName(url: string, from: string, npmDefault: string | null = npmDefaultRegistry()): string {
	const same = npmDefault !== null && new URL(url).href === new URL(npmDefault).href;
	return `${same ? "npm's default registry" : "a registry other than npm's default (a mirror or a private one)"}, from ${from}`;
}

export async function askRegistry(registry: string, name: string, timeoutMs = 20_000): Promise<RegistryAnswer> {
	// Scoped names keep their @ and escape the slash, as npm itself asks.
	const url = new URL(name.replace('/', '%2f'), registry.endsWith('/') ? registry : `${registry}/`);
	let response: Response;
	try {
		response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
	} catch (error) {
		return { status: 'error', detail: `the registry could not be reached for ${name} (${(error as Error).message})` };
	}
	if (response.status === 404) return { status: 'removed' };
	if (!response.ok) return { status: 'error', detail: `the registry answered ${response.status} for ${name}` };
	const doc = (await response.json()) as { 'dist-tags'?: { latest?: string }; versions?: Record<string, unknown>; time?: Record<string, string> };
	return { status: 'found', distTagLatest: doc['dist-tags']?.latest, versions: Object.keys(doc.versions ?? {}), time: doc.time ?? {} };
}
