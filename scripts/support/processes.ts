// What /proc says about the benchmark scripts' child processes, and whether they may run now.
// Starting them is support/server-process.ts (shared with the e2e suites).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { execFileSync } from 'node:child_process';

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
