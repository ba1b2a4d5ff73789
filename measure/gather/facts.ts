// Facts about the measuring run that provenance publishes: harness commit and machine.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem, release, type } from 'node:os';
import type { RunRecord } from './records.ts';

export function harnessCommit(): string {
	try {
		const sha = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
		const dirty = execFileSync('git', ['status', '--porcelain', '--', 'measure'], { encoding: 'utf8' }).trim() !== '';
		// Uncommitted harness changes are said out loud, so a published SHA never claims code it did not run.
		return dirty ? `${sha}+uncommitted-measure-changes` : sha;
	} catch {
		return 'unknown (not a git checkout)';
	}
}

export function machineFacts(): RunRecord['machine'] {
	return {
		cpus: cpus().length,
		cpuModel: cpus()[0]?.model ?? 'unknown',
		memoryGiB: Math.round(totalmem() / 2 ** 30),
		os: `${type()} ${release()}`,
		loadAverage: loadavg().map((x) => Math.round(x * 100) / 100)
	};
}
