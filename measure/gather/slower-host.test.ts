import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { policyOf, realTimeAllowed, slowerHostFrom, statFields, withSlowerHost } from './slower-host.ts';

const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the simulated slower host', () => {
	it('is off unless asked for, and refuses a malformed value naming both forms', () => {
		expect(slowerHostFrom(undefined)).toBeNull();
		expect(slowerHostFrom('')).toBeNull();
		expect(() => slowerHostFrom('3')).toThrow('CMP_SIMULATE_SLOWER_HOST: "3" is neither steal:P with P a whole number from 1 to 90');
		expect(() => slowerHostFrom('nice:20')).toThrow(/"nice:20" is neither steal:P .* nor nice:N with N a whole number from 0 to 19/);
		expect(() => slowerHostFrom('steal:95')).toThrow(/"steal:95" is neither steal:P with P a whole number from 1 to 90/);
		expect(() => slowerHostFrom('steal:0')).toThrow(/"steal:0" is neither/);
	});

	it('says in words what ran beside the round, with what a thread kept', () => {
		expect(slowerHostFrom('nice:0', 2)?.description).toMatch(/^simulated: 2 busy-loop processes at nice 0 .* gets about 50% of it/);
		expect(slowerHostFrom('nice:5', 2)?.description).toContain('gets about 75% of it');
		expect(slowerHostFrom('steal:33', 2)?.description).toMatch(/^simulated: a real-time process \(SCHED_FIFO\) pinned to each of the 2 cores ran 0\.33 ms of every 1 ms, .* at most 67% of the time, as on a CPU about 1\.49× slower$/);
	});

	it('runs its busy processes at the asked nice level while the work runs, and stops them after', async () => {
		const host = slowerHostFrom('nice:7', 1)!;
		let seen: { pid: number; nice: number }[] = [];
		await withSlowerHost(host, async () => {
			// Field 19 of /proc/<pid>/stat is the nice value.
			seen = childrenOf(process.pid).map((pid) => ({ pid, nice: Number(statFields(pid)[16]) }));
		});
		expect(seen.filter((c) => c.nice === 7)).toHaveLength(1);
		await sleep(100);
		for (const { pid } of seen.filter((c) => c.nice === 7)) expect(() => readFileSync(`/proc/${pid}/stat`, 'utf8')).toThrow();
	});

	it.skipIf(!realTimeAllowed())('takes its share of every core with one real-time process pinned to each, and stops them after', async () => {
		const host = slowerHostFrom('steal:30', 2)!;
		let seen: { pid: number; cores: string; policy: number | null; cpuShare: number }[] = [];
		await withSlowerHost(host, async () => {
			const pids = childrenOf(process.pid);
			const ticks = (pid: number) => Number(statFields(pid)[11]) + Number(statFields(pid)[12]); // utime + stime
			const before = pids.map(ticks);
			await sleep(1000);
			seen = pids.map((pid, i) => ({
				pid,
				cores: /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1],
				policy: policyOf(pid),
				cpuShare: (ticks(pid) - before[i]) / 100 // clock ticks of 10 ms, over one second
			}));
		});
		expect(seen.map((c) => c.cores).sort()).toEqual(['0', '1']);
		expect(seen.every((c) => c.policy === 1)).toBe(true);
		// An idle second would be 0, a busy loop 1: each took about its 30% (what the loop sees is measured in measure/README.md).
		for (const c of seen) expect(c.cpuShare).toBeGreaterThan(0.2), expect(c.cpuShare).toBeLessThan(0.45);
		await sleep(100);
		for (const { pid } of seen) expect(policyOf(pid)).toBeNull();
	});
});
