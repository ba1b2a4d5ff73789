// The foreign-CPU measure on this Linux machine: CPU time of the harness's own process tree
// (children included, after they exit) is told apart from CPU time spent outside it. Asserted in
// clock ticks of CPU time, not wall time, so other tests running beside these cannot flip them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foreignCores, sampleCpu, type CpuSample } from './foreign-cpu.ts';

/** A Node process that burns `ms` of its own CPU time, however long that takes on a busy machine. */
const burner = (ms: number) => `const t = process.cpuUsage(); while (process.cpuUsage(t).user < ${ms * 1000}) {}`;
/** False once the process is gone or a zombie (its CPU time is final either way). */
function running(pid: number): boolean {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat[stat.lastIndexOf(')') + 2] !== 'Z';
	} catch {
		return false;
	}
}
const ticks = (before: CpuSample, after: CpuSample) => ({ harness: after.harness - before.harness, foreign: after.busy - before.busy - (after.harness - before.harness) });

describe.runIf(existsSync('/proc/stat'))('foreign CPU on Linux', () => {
	it('counts a child of the harness as the harness, also once it has exited', () => {
		const before = sampleCpu()!;
		spawnSync(process.execPath, ['-e', burner(300)]);
		const after = sampleCpu()!;
		// 300 ms of CPU is 30 ticks at Linux's 100 per second.
		expect(ticks(before, after).harness).toBeGreaterThanOrEqual(30);
	});

	it('counts a process outside the harness tree as other work', async () => {
		const before = sampleCpu()!;
		// The shell starts the burner in the background and exits: the burner is reparented away from us.
		const pid = Number(execFileSync('sh', ['-c', `"${process.execPath}" -e "${burner(300)}" >/dev/null 2>&1 & echo $!`], { encoding: 'utf8' }).trim());
		while (running(pid)) await new Promise((done) => setTimeout(done, 20));
		const after = sampleCpu()!;
		const { harness, foreign } = ticks(before, after);
		expect(foreign).toBeGreaterThanOrEqual(30);
		expect(harness).toBeLessThan(30);
	});
});

describe('foreignCores', () => {
	const sample = (busy: number, total: number, harness: number): CpuSample => ({ busy, total, harness });
	it('is the share of the machine used outside the harness, in cores', () => {
		// 200 ticks of a 2-core machine (1 s): 150 busy, 100 of them the harness's: 50 ticks = 0.5 cores.
		expect(foreignCores(sample(0, 0, 0), sample(150, 200, 100), 2)).toBe(0.5);
		expect(foreignCores(sample(0, 0, 0), sample(100, 200, 100), 2)).toBe(0);
	});
	it('never goes below zero and is unknown without samples or time', () => {
		expect(foreignCores(sample(0, 0, 0), sample(90, 200, 100), 2)).toBe(0);
		expect(foreignCores(null, sample(1, 1, 1))).toBeNull();
		expect(foreignCores(sample(5, 5, 5), sample(5, 5, 5))).toBeNull();
	});
});
