// A slower host, simulated on this one (issue 23): a rerun "on another host" needs a host of another
// speed, and a session has one VM. One busy process per core, at a chosen nice level, runs beside the
// round: every thread of the browser (main thread, V8's background threads, the network service), the
// test app and the loopback server then gets only a share of a core whenever it wants one, as on a
// slower CPU where all of them are slower. A cgroup quota does not do this: at one CPU or more it left
// the single-threaded benchmark unchanged, and below one it slices time in 100 ms periods
// (research/calibration-notes.md); the scheduler shares a core between runnable threads in slices of
// a few milliseconds. The processes are children of the harness, so the quiet checks (foreign-cpu.ts)
// do not count them as other work; the run records say what ran (RunRecord.simulatedHost).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, setPriority } from 'node:os';

/** Set to `nice:N` (N from 0 to 19) to gather beside one busy process per core at nice level N. */
export const SLOWER_HOST_VARIABLE = 'CMP_SIMULATE_SLOWER_HOST';

export interface SlowerHost {
	nice: number;
	processes: number;
	/** What the run records say, in words. */
	description: string;
}

/**
 * CFS weights (kernel/sched/core.c, sched_prio_to_weight): a thread competing with one busy process
 * at nice N gets weight(0) ÷ (weight(0) + weight(N)) of a core.
 */
const WEIGHTS = [1024, 820, 655, 526, 423, 335, 272, 215, 172, 137, 110, 87, 70, 56, 45, 36, 29, 23, 18, 15];

/** The simulation `value` asks for, or null when unset; a malformed value is refused, naming the form. */
export function slowerHostFrom(value: string | undefined, cores = cpus().length): SlowerHost | null {
	if (value === undefined || value === '') return null;
	const match = /^nice:(\d+)$/.exec(value);
	const nice = match ? Number(match[1]) : NaN;
	if (!(nice >= 0 && nice <= 19))
		throw new Error(`${SLOWER_HOST_VARIABLE}: "${value}" is not nice:N with N a whole number from 0 to 19 (0 halves each busy thread's share of a core, 19 takes almost nothing from it)`);
	const share = Math.round((100 * WEIGHTS[0]) / (WEIGHTS[0] + WEIGHTS[nice]));
	return {
		nice,
		processes: cores,
		description: `simulated: ${cores} busy-loop processes at nice ${nice} ran beside the round, one per core (a busy thread of the browser, the test app or the server that shares a core with one of them gets about ${share}% of it, by Linux CFS weights)`
	};
}

/** Runs `use` with the busy processes running, and always stops them. */
export async function withSlowerHost<T>(host: SlowerHost | null, use: () => Promise<T>): Promise<T> {
	if (!host) return use();
	const busy: ChildProcess[] = [];
	try {
		for (let i = 0; i < host.processes; i++) {
			const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
			busy.push(child);
			if (child.pid === undefined) throw new Error('could not start a busy-loop process for the simulated slower host');
			setPriority(child.pid, host.nice);
		}
		return await use();
	} finally {
		for (const child of busy) child.kill('SIGKILL');
	}
}
