// The foreign-CPU measure on this Linux machine: CPU time of the harness's own process tree is never
// counted as other work, CPU time of a process outside it is. Asserted per process and in clock
// ticks of CPU time, not wall time, so other test files running beside these cannot flip them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foreignCores, foreignTicks, sampleCpu, type CpuSample } from './foreign-cpu.ts';

/** Node code that burns `ms` of its own CPU time however long that takes, then stays alive for `linger` ms. */
const burner = (ms: number, linger: number) => `const t = process.cpuUsage(); while (process.cpuUsage(t).user < ${ms * 1000}) {} setTimeout(() => {}, ${linger})`;
const ownTicks = (sample: CpuSample, pid: number) => sample.processes.get(pid)?.own ?? 0;
/** A sample narrowed to one process, so other programs running beside the test do not count. */
const only = (sample: CpuSample, pid: number): CpuSample => ({ total: sample.total, processes: new Map([[pid, sample.processes.get(pid)!]]) });

async function until(condition: () => boolean): Promise<void> {
	for (let waited = 0; !condition(); waited += 20) {
		if (waited > 20_000) throw new Error('timed out');
		await new Promise((done) => setTimeout(done, 20));
	}
}

describe.runIf(existsSync('/proc/stat'))('foreign CPU on Linux', () => {
	it('never counts a child of the harness, however much CPU it burns', async () => {
		const child = spawn(process.execPath, ['-e', burner(300, 3000)]);
		const before = sampleCpu()!;
		// 300 ms of CPU is 30 ticks at Linux's 100 per second.
		await until(() => ownTicks(sampleCpu()!, child.pid!) >= 30);
		const after = sampleCpu()!;
		child.kill();
		expect(after.processes.get(child.pid!)?.harness).toBe(true);
		expect(ownTicks(after, child.pid!) - ownTicks(before, child.pid!)).toBeGreaterThanOrEqual(25);
		expect(foreignTicks(only(before, child.pid!), only(after, child.pid!))).toBe(0);
	});

	it('counts a process outside the harness tree as other work', async () => {
		// The shell starts the burner in the background and exits: the burner is reparented away from us.
		const pid = Number(execFileSync('sh', ['-c', `"${process.execPath}" -e "${burner(300, 3000)}" >/dev/null 2>&1 & echo $!`], { encoding: 'utf8' }).trim());
		const before = sampleCpu()!;
		await until(() => ownTicks(sampleCpu()!, pid) >= 30);
		const after = sampleCpu()!;
		process.kill(pid);
		expect(after.processes.get(pid)?.harness).toBe(false);
		expect(foreignTicks(only(before, pid), only(after, pid))).toBeGreaterThanOrEqual(25);
	});
});

describe('foreignCores', () => {
	const sample = (total: number, processes: [number, number, number, boolean][]): CpuSample => ({
		total,
		processes: new Map(processes.map(([pid, own, reaped, harness]) => [pid, { own, reaped, harness }]))
	});

	it('is the CPU time of processes outside the harness, as a share of the machine, in cores', () => {
		// 200 ticks of a 2-core machine (1 s). Outside: pid 7 used 30 ticks itself and 20 through a reaped child.
		const before = sample(0, [[1, 0, 0, false], [7, 10, 0, false], [42, 0, 0, true]]);
		const after = sample(200, [[1, 0, 0, false], [7, 40, 20, false], [42, 150, 400, true]]);
		expect(foreignCores(before, after, 2)).toBe(0.5);
	});

	it('ignores the harness entirely, even a harness process that vanished or left the tree with its history', () => {
		const before = sample(0, [[42, 0, 0, true], [43, 500, 0, true], [44, 300, 0, true]]);
		// 43 exited unreaped (gone); 44 was orphaned (now outside the tree) and used 2 more ticks.
		const after = sample(200, [[42, 100, 0, true], [44, 302, 0, false]]);
		expect(foreignTicks(before, after)).toBe(2);
	});

	it('counts init by its own time only: the orphans it reaps bring their whole history', () => {
		const before = sample(0, [[1, 5, 0, false]]);
		const after = sample(200, [[1, 6, 900, false]]);
		expect(foreignTicks(before, after)).toBe(1);
	});

	it('counts all of a process born since the first sample, and is unknown without samples or time', () => {
		expect(foreignTicks(sample(0, []), sample(200, [[9, 25, 5, false]]))).toBe(30);
		expect(foreignCores(null, sample(1, []))).toBeNull();
		expect(foreignCores(sample(5, []), sample(5, []))).toBeNull();
	});
});
