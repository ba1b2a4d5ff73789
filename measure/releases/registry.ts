// Asks an npm registry what it has of a package: its `latest` tag, its versions and their dates (the
// full document; the abbreviated one has no dates). A 404 is a package that left the registry; anything
// else that is not an answer is an error, said in words.
import type { RegistryAnswer } from './check.ts';

/** The registry npm is configured with, else the public one. */
export const defaultRegistry = () => process.env.npm_config_registry || 'https://registry.npmjs.org/';

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
