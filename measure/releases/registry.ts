// Asks an npm registry what it has of a package: its `latest` tag, its versions and their dates (the
// full document; the abbreviated one has no dates). A 404 is a package that left the registry; anything
// else that is not an answer is an error, said in words.
import { execFileSync } from 'node:child_process';
import type { RegistryAnswer } from './check.ts';

const PUBLIC_REGISTRY = 'https://registry.npmjs.org/';

/**
 * The registry the npm client is configured with (issue 66): npm hands it to a script it runs as
 * npm_config_registry; a bare `node` asks `npm config get registry`; with no npm at all, npm's public one.
 */
export function defaultRegistry(): { url: string; from: string } {
	if (process.env.npm_config_registry) return { url: process.env.npm_config_registry, from: 'npm\'s configuration' };
	try {
		const configured = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', timeout: 10_000 }).trim();
		if (configured) return { url: configured, from: 'npm\'s configuration' };
	} catch {
		// No npm on the PATH: the public registry, said as such.
	}
	return { url: PUBLIC_REGISTRY, from: 'the default (npm was not found)' };
}

/** The registry in words: npm's public one by its name, any other by its host. */
export function registryName(url: string, from: string): string {
	const host = new URL(url).host;
	return `${host === 'registry.npmjs.org' ? 'the npm public registry (registry.npmjs.org)' : `the registry at ${host}, not npm's public one`}, from ${from}`;
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
