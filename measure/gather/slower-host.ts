// A slower host, simulated on this one (issue 23): a rerun "on another host" needs a host of another
// speed, and a session has one VM. Two simulations, both started beside every round, so that every
// thread of the browser (main thread, V8's background threads, the compositor, the network service),
// the test app and the loopback server is slowed, not only the main thread that CDP throttling reaches:
// - `steal:P`, a slower CPU: one real-time process pinned to each core runs P% of every millisecond.
//   SCHED_FIFO preempts every ordinary thread, so each thread on a core runs at most (100 − P)% of any
//   millisecond, however short its task and whenever it wakes (development figures, this VM: an 80 ms
//   loop took 122 ms at steal:33 and 169 ms at steal:50). Needs root (or CAP_SYS_NICE) and util-linux's
//   chrt and taskset.
// - `nice:N`, shared cores: one busy process per core at nice N. The scheduler favours a thread that
//   wakes, so short tasks mostly escape it while long ones share the core (measure/README.md,
//   "Publication 1.2"): a cloud VM with busy neighbours, not a slower CPU.
// A cgroup quota does neither: at one CPU or more it left the single-threaded benchmark unchanged, and
// below one it slices time in 100 ms periods (research/calibration-notes.md). The processes are
// children of the harness, so the quiet checks (foreign-cpu.ts) do not count them as other work; the
// run records say what ran (RunRecord.simulatedHost).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Set to `steal:P` (P from 1 to 90) or `nice:N` (N from 0 to 19) to gather on a simulated slower host. */
export const SLOWER_HOST_VARIABLE = 'CMP_SIMULATE_SLOWER_HOST';

export interface SlowerHost {
	/** One process per core: the command that starts the one for core `core`, and its nice level. */
	processes: number;
	command: (core: number) => { file: string; args: string[]; nice: number };
	/** Whether its processes run SCHED_FIFO (`steal:P`): the round waits until each of them does. */
	realTime: boolean;
	/** What the run records say, in words. */
	description: string;
}

/**
 * CFS weights (kernel/sched/core.c, sched_prio_to_weight): a thread competing with one busy process
 * at nice N gets weight(0) ÷ (weight(0) + weight(N)) of a core.
 */
const WEIGHTS = [1024, 820, 655, 526, 423, 335, 272, 215, 172, 137, 110, 87, 70, 56, 45, 36, 29, 23, 18, 15];
const STEAL_PERIOD_MS = 1;
/** Linux lets real-time threads run 95% of each second (kernel.sched_rt_runtime_us); 90 keeps clear of it. */
const MAX_STEAL_PERCENT = 90;

/**
 * The real-time process for `steal:P`: in every period of `periodMs` it spins for `onMs` at an offset
 * that a hash of the period's number chooses, and sleeps otherwise. Every process computes the same
 * windows from the monotonic clock, so the cores are taken at the same moments: a thread stopped on
 * one core cannot move to another whose stealer happens to sleep (the kernel pulls waiting threads to
 * an idle core). The offset moves from period to period because Chromium's CPU throttle is periodic
 * too (a signal every 200 µs, after which the main thread spins for its share): windows at a fixed
 * phase lock onto it, and the throttled thread then loses a share that depends on the lock (a fixed
 * phase chose desktop rates from 1.7 to 2.7 round to round). At random offsets each thread loses
 * about P% of any stretch of time, as on a slower CPU. It exits when the harness that started it is
 * gone, so a killed run never leaves a core taken.
 */
function stealerSource(onMs: number, periodMs: number): string {
	const periodNs = Math.round(periodMs * 1e6), onNs = Math.round(onMs * 1e6);
	return `const parent = process.ppid, cell = new Int32Array(new SharedArrayBuffer(4));
const P = ${periodNs}n, ON = ${onNs}n;
const offset = (k) => {
	let x = Number(k & 0xffffffffn) | 0;
	x = Math.imul(x ^ (x >>> 16), 0x7feb352d); x = Math.imul(x ^ (x >>> 15), 0x846ca68b); x ^= x >>> 16;
	return BigInt((x >>> 0) % ${periodNs - onNs + 1});
};
const windowEnd = (k) => k * P + offset(k) + ON;
for (let spins = 0; ; spins++) {
	if (spins % 1000 === 0 && process.ppid !== parent) process.exit(0);
	let now = process.hrtime.bigint(), k = now / P;
	if (windowEnd(k) <= now) k += 1n;
	const start = k * P + offset(k), end = start + ON;
	if (now < start) Atomics.wait(cell, 0, 0, Number(start - now) / 1e6);
	while (process.hrtime.bigint() < end);
}`;
}

/**
 * `percent` (more than 0, at most MAX_STEAL_PERCENT, fractions allowed) of every millisecond taken from
 * each of `cores` cores by a real-time process pinned to it: the `steal:P` simulation, and what
 * reference-host.ts uses to bring a faster host down to a reference speed.
 */
export function stealingHost(percent: number, cores = cpus().length): SlowerHost {
	if (!(percent > 0 && percent <= MAX_STEAL_PERCENT)) throw new Error(`a real-time process can take more than 0% and at most ${MAX_STEAL_PERCENT}% of a core, not ${percent}%`);
	const onMs = Math.round(percent * 10) / 1000 * STEAL_PERIOD_MS;
	const left = Math.round((100 - percent) * 10) / 10;
	return {
		processes: cores,
		command: (core) => ({ file: 'taskset', args: ['-c', String(core), 'chrt', '--fifo', '50', process.execPath, '-e', stealerSource(onMs, STEAL_PERIOD_MS)], nice: 0 }),
		realTime: true,
		description: `a real-time process (SCHED_FIFO) pinned to each of the ${cores} cores ran ${onMs} ms of every ${STEAL_PERIOD_MS} ms, so every thread of the browser, the test app and the server ran at most ${left}% of the time, as on a CPU about ${(100 / left).toFixed(2)}× slower`
	};
}

/** The simulation `value` asks for, or null when unset; a malformed value is refused, naming the forms. */
export function slowerHostFrom(value: string | undefined, cores = cpus().length): SlowerHost | null {
	if (value === undefined || value === '') return null;
	const [, form, amount] = /^(nice|steal):(\d+)$/.exec(value) ?? [];
	const n = Number(amount);
	if (form === 'steal' && n >= 1 && n <= MAX_STEAL_PERCENT) {
		const host = stealingHost(n, cores);
		return { ...host, description: `simulated: ${host.description}` };
	}
	if (form === 'nice' && n >= 0 && n <= 19) {
		const share = Math.round((100 * WEIGHTS[0]) / (WEIGHTS[0] + WEIGHTS[n]));
		return {
			processes: cores,
			command: () => ({ file: process.execPath, args: ['-e', 'for (;;) {}'], nice: n }),
			realTime: false,
			description: `simulated: ${cores} busy-loop processes at nice ${n} ran beside the round, one per core (a busy thread of the browser, the test app or the server that shares a core with one of them gets about ${share}% of it, by Linux CFS weights)`
		};
	}
	throw new Error(`${SLOWER_HOST_VARIABLE}: "${value}" is neither steal:P with P a whole number from 1 to ${MAX_STEAL_PERCENT} (a slower CPU: P% of every millisecond taken from each core) nor nice:N with N a whole number from 0 to 19 (shared cores: 0 halves each busy thread's share of a core, 19 takes almost nothing from it)`);
}

/**
 * /proc/<pid>/stat's fields after the command's parentheses, so that index i is field i + 3 of proc(5);
 * with `tid`, those of that one thread (/proc/<pid>/task/<tid>/stat).
 */
export function statFields(pid: number, tid?: number): string[] {
	const stat = readFileSync(`/proc/${pid}${tid === undefined ? '' : `/task/${tid}`}/stat`, 'utf8');
	return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
}
const SCHED_FIFO = 1;

/** The scheduling policy of `pid` (field 41 of /proc/<pid>/stat), or null once it has gone. */
export function policyOf(pid: number): number | null {
	try {
		return Number(statFields(pid)[38]);
	} catch {
		return null;
	}
}

/** Starts the host's processes (for `steal:P`, until each runs SCHED_FIFO) and returns what stops them. */
export async function startHostProcesses(host: SlowerHost): Promise<() => void> {
	const started: ChildProcess[] = [];
	const stop = () => {
		for (const child of started) child.kill('SIGKILL');
	};
	try {
		for (let core = 0; core < host.processes; core++) {
			const { file, args, nice } = host.command(core);
			const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
			started.push(child);
			if (child.pid === undefined) throw new Error(`could not start ${file} for the simulated slower host`);
			if (nice !== 0) setPriority(child.pid, nice);
		}
		if (host.realTime) await confirmRealTime(started);
		return stop;
	} catch (error) {
		stop();
		throw error;
	}
}

/** Runs `use` with the simulation's processes running, and always stops them. */
export async function withSlowerHost<T>(host: SlowerHost | null, use: () => Promise<T>): Promise<T> {
	if (!host) return use();
	const stop = await startHostProcesses(host);
	try {
		return await use();
	} finally {
		stop();
	}
}

/** taskset and chrt exec the stealer in place: once each pid runs SCHED_FIFO, the cores are taken. */
async function confirmRealTime(started: ChildProcess[]): Promise<void> {
	const stderr = started.map((child) => {
		let text = '';
		child.stderr?.on('data', (chunk) => (text += chunk));
		return () => text.trim();
	});
	for (let wait = 0; wait < 40; wait++) {
		const running = started.map((child) => child.exitCode === null && policyOf(child.pid!) === SCHED_FIFO);
		if (running.every(Boolean)) return;
		const failed = started.findIndex((child) => child.exitCode !== null);
		if (failed >= 0) {
			await sleep(50); // let its message arrive
			throw new Error(`${SLOWER_HOST_VARIABLE}=steal:P needs util-linux's taskset and chrt and the right to run SCHED_FIFO threads (root or CAP_SYS_NICE): ${stderr[failed]() || `exit code ${started[failed].exitCode}`}`);
		}
		await sleep(25);
	}
	throw new Error('the simulated slower host\'s real-time processes did not start within 1 s');
}

/** Whether this machine lets the harness start `steal:P` (tests skip the simulation without it). */
export function realTimeAllowed(): boolean {
	return spawnSync('chrt', ['--fifo', '50', 'true']).status === 0 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;
}
