// Run-time configuration from the environment, read in one place.
// Absolute URLs come from ORIGIN (never from the Host header, which a client controls).
import { resolve } from 'node:path';
// The repository's address as package.json names it, bundled at build time (the default source link).
import packageJson from '../../../package.json' with { type: 'json' };

export interface SiteConfig {
	/** e.g. https://bench.example.org, without a trailing slash. */
	origin: string;
	/** Path of the published dataset. */
	publicationPath: string;
	/** Where correction reports are handed off; nothing is stored by the service. */
	corrections: { email: string; issuesUrl: string };
	/** Reverse-DNS name of the MCP server card. */
	mcpServerName: string;
	/** HSTS for subdomains too (HSTS_INCLUDE_SUBDOMAINS=true); off, since they may not all speak https. */
	hstsIncludeSubDomains: boolean;
	/** Slug of the benchmarked product the operator maintains (OPERATOR_PRODUCT), or null; checked against the dataset in operator.ts. */
	operatorProduct: string | null;
	/** The source repository's web address (SOURCE_REPOSITORY_URL; default package.json's `repository`): the harness, the data and this site. */
	sourceRepository: string;
}

/** A package.json `repository` as a browsable https address: "git+https://github.com/a/b.git" → "https://github.com/a/b". */
export function repositoryAddress(repository: string | { url: string } | undefined): string {
	const url = typeof repository === 'string' ? repository : repository?.url;
	if (!url) throw new Error('package.json has no "repository": set SOURCE_REPOSITORY_URL to the repository\'s address');
	const github = /^github:(.+)$/.exec(url);
	return (github ? `https://github.com/${github[1]}` : url).replace(/^git\+/, '').replace(/\.git$/, '');
}

export function readConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
	const port = env.PORT || '3000';
	const origin = (env.ORIGIN || `http://localhost:${port}`).replace(/\/+$/, '');
	let parsed: URL;
	try {
		parsed = new URL(origin);
	} catch {
		throw new Error(`ORIGIN must be an absolute http(s) URL such as https://bench.example.org, got "${origin}"`);
	}
	if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
		throw new Error(`ORIGIN must use http or https, got "${origin}"`);
	return {
		origin: parsed.origin,
		publicationPath: resolve(env.PUBLICATION_PATH || 'data/publication.json'),
		corrections: {
			email: env.CORRECTIONS_EMAIL || 'corrections@cmp-benchmarks.example',
			issuesUrl: env.CORRECTIONS_ISSUES_URL || 'https://github.com/cmp-benchmarks/cmp-benchmarks/issues/new'
		},
		mcpServerName: env.MCP_SERVER_NAME || 'io.github.cmp-benchmarks/cmp-benchmarks',
		hstsIncludeSubDomains: env.HSTS_INCLUDE_SUBDOMAINS === 'true',
		operatorProduct: env.OPERATOR_PRODUCT || null,
		sourceRepository: sourceRepositoryOf(env.SOURCE_REPOSITORY_URL)
	};
}

function sourceRepositoryOf(value: string | undefined): string {
	const address = value || repositoryAddress(packageJson.repository);
	let parsed: URL;
	try {
		parsed = new URL(address);
	} catch {
		throw new Error(`SOURCE_REPOSITORY_URL must be an absolute https URL such as https://github.com/owner/name, got "${address}"`);
	}
	if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`SOURCE_REPOSITORY_URL must use http or https, got "${address}"`);
	return address.replace(/\/+$/, '');
}
