// No package host is written into the repository (issue 92): the registries and mirrors a machine installs
// from are its clients' configuration, so the hosts are read from there (npm's configured and default
// registries, apt's sources), never listed here, and every tracked file but npm's lockfile is searched.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string | null => {
	try {
		return execFileSync(command, args, { encoding: 'utf8', timeout: 20_000, env, stdio: ['ignore', 'pipe', 'ignore'] });
	} catch {
		return null;
	}
};
const hostOf = (url: string) => {
	try {
		return new URL(url.trim()).host || null;
	} catch {
		return null;
	}
};

/** Every package host this machine's clients are configured with. */
function configuredPackageHosts(): string[] {
	const withoutNpmConfig = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')));
	const npm = [run('npm', ['config', 'get', 'registry']), run('npm', ['config', 'get', 'registry', '--userconfig', '/dev/null', '--globalconfig', '/dev/null'], withoutNpmConfig)];
	const apt = (run('apt-get', ['indextargets', '--format', '$(REPO_URI)']) ?? '').split('\n');
	return [...new Set([...npm, ...apt].filter((u): u is string => !!u).map(hostOf).filter((h): h is string => h !== null && h !== '127.0.0.1' && h !== 'localhost'))];
}

describe('the repository', () => {
	const hosts = configuredPackageHosts();

	it("names no package host in a tracked file but npm's lockfile", () => {
		// npm's registry at least: a search for nothing would pass whatever the files held.
		expect(hosts.length).toBeGreaterThan(0);
		const args = ['grep', '-l', '-I', '-F', ...hosts.flatMap((h) => ['-e', h]), '--', '.', ':!package-lock.json'];
		const found = run('git', args, process.env) ?? '';
		expect(found.split('\n').filter(Boolean), `tracked files that name ${hosts.join(', ')}`).toEqual([]);
	});
});
