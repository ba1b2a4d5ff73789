// Facts about the measuring run that provenance publishes (harness commit, machine), and the gate that
// keeps a publishable campaign to one committed harness version.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release, type } from 'node:os';
import type { RunRecord } from './records.ts';

/**
 * Everything that decides what a visit measures or how it is judged: the harness (products and test
 * apps included), the shared Chromium and statistics modules, the lockfiles, the dataset contract, and
 * the earlier publications' figures that a publication's caveats quote.
 */
export const HARNESS_PATHS = [
	'measure', 'support', 'package.json', 'package-lock.json',
	'src/lib/dimensions.ts', 'src/lib/metrics.ts', 'src/lib/schema.ts', 'src/lib/dataset.ts', 'src/lib/earlier-reruns.ts'
];

/** HARNESS_PATHS without their Markdown: the lead updates measure/README.md between sittings of a campaign. */
const HARNESS_PATHSPEC = [...HARNESS_PATHS, ':(exclude)*.md'];

const git = (args: string[], cwd?: string) => execFileSync('git', args, { encoding: 'utf8', cwd }).trim();

/** Harness files that differ from the commit (modified, added, deleted or untracked), as `git status` names them. */
export function dirtyHarnessFiles(cwd?: string): string[] {
	const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...HARNESS_PATHSPEC], { encoding: 'utf8', cwd });
	return status.split('\n').filter(Boolean).map((line) => line.slice(3));
}

/** Refuses to gather publishable records from a tree that is not exactly a commit. */
export function requireCleanHarness(cwd?: string): void {
	const dirty = dirtyHarnessFiles(cwd);
	if (dirty.length === 0) return;
	const shown = dirty.slice(0, 20).map((f) => `  ${f}`);
	if (dirty.length > 20) shown.push(`  … and ${dirty.length - 20} more`);
	throw new Error([
		`Refusing to gather publishable records: ${dirty.length} harness file(s) differ from commit ${git(['rev-parse', '--short', 'HEAD'], cwd)}:`,
		...shown,
		'Commit or stash them first (a publication is one committed harness version), or use --quick, which never writes into data/.'
	].join('\n'));
}

/**
 * The last commit that changed the harness (HEAD's harness files are exactly that commit's). Not HEAD:
 * a campaign spans sittings, and merging the service's work between them must not split its records
 * into two "harness versions" that publishing then refuses to mix.
 */
export function harnessCommit(cwd?: string): string {
	try {
		const sha = git(['log', '-1', '--format=%H', 'HEAD', '--', ...HARNESS_PATHSPEC], cwd) || git(['rev-parse', 'HEAD'], cwd);
		// Uncommitted harness changes (quick mode only) are said out loud, so a SHA never claims code it did not run.
		return dirtyHarnessFiles(cwd).length > 0 ? `${sha}+uncommitted-measure-changes` : sha;
	} catch {
		return 'unknown (not a git checkout)';
	}
}

/**
 * The host's id: a short hash of the kernel's boot id, so that every VM, CI runner or reboot is its own
 * host (the CPU model string does not tell two VMs of one kind apart, and their speeds differ by 2×).
 * The hash publishes no identifier of the machine itself.
 */
function hostId(): string | undefined {
	try {
		return createHash('sha256').update(readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()).digest('hex').slice(0, 12);
	} catch {
		return undefined;
	}
}

/**
 * The CPU's generation, from /proc/cpuinfo's first processor ("AuthenticAMD family 25 model 17 stepping
 * 1, cache 1024 KB"), or undefined when the file says none of it. Cloud VMs of one kind report the same
 * model string ("AMD EPYC") on different generations, and two such hosts ran one page task 1.6× apart
 * and the pages' own work the other way round (docs/research/single-host-methods.md, "The fifth rerun: another host").
 */
export function cpuGenerationFrom(cpuinfo: string): string | undefined {
	const first = cpuinfo.split(/\n\s*\n/)[0] ?? '';
	const field = (name: string) => first.match(new RegExp(`^${name}\\s*:\\s*(.+)$`, 'm'))?.[1].trim();
	const labelled = (name: string, label: string) => (field(name) === undefined ? undefined : `${label} ${field(name)}`);
	const parts = [field('vendor_id'), labelled('cpu family', 'family'), labelled('model', 'model'), labelled('stepping', 'stepping')].filter((part): part is string => part !== undefined);
	if (parts.length === 0) return undefined;
	const cache = field('cache size');
	return `${parts.join(' ')}${cache === undefined ? '' : `, cache ${cache}`}`;
}

function cpuGeneration(): string | undefined {
	try {
		return cpuGenerationFrom(readFileSync('/proc/cpuinfo', 'utf8'));
	} catch {
		return undefined;
	}
}

export function machineFacts(): RunRecord['machine'] {
	const id = hostId();
	const generation = cpuGeneration();
	return {
		...(id ? { id } : {}),
		cpus: cpus().length,
		cpuModel: cpus()[0]?.model ?? 'unknown',
		...(generation ? { cpuGeneration: generation } : {}),
		memoryGiB: Math.round(totalmem() / 2 ** 30),
		os: `${type()} ${release()}`,
		loadAverage: loadavg().map((x) => Math.round(x * 100) / 100)
	};
}
