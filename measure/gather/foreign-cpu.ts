// How much CPU the machine spent outside the harness while it measured. The 1-minute load average
// cannot say: on the 2-core VM the harness alone (its Node process, the app server, Chromium's
// browser, GPU and renderer processes) keeps 2 to 3 tasks runnable with nothing else running
// (seen with `ps` on 2026-11-23: load 2.2–3.2, every busy process a child of measure/cli.ts), so a
// rule of "load ≥ cores" flags every round of a quiet campaign. Instead, from Linux's /proc: the CPU
// time that processes outside the harness's process tree used between two samples (their own, and
// what their children used before they were reaped). The first version subtracted the harness tree's
// time from the machine's busy time; a Chromium process that exited mid-visit without being reaped
// into the tree took its whole history with it and showed as 2.69 cores of "other work" on a 2-core
// machine. Counting the others directly has no such failure. Init (pid 1) is counted by its own time
// only: it reaps orphans, and the harness's own leftovers (Chromium processes outliving their browser)
// would otherwise bring their whole history with them.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Cores' worth of CPU used outside the harness at which a round counts as measured beside other
 * work. A kernel thread or two (this VM's kdamond, ~0.06) stay well below it; a build, a test suite
 * or a browser beside the harness take one core or more.
 */
export const FOREIGN_CORES_LIMIT = 0.25;

/** Per process: CPU clock ticks so far, its own and its reaped children's, and whether it is in the harness tree. */
export type ProcessTicks = Map<number, { own: number; reaped: number; harness: boolean }>;

export interface CpuSample {
	/** The machine's total CPU time so far, in clock ticks, busy and idle: the denominator. */
	total: number;
	processes: ProcessTicks;
}

function machineTotal(): number {
	// First line of /proc/stat: "cpu user nice system idle iowait irq softirq steal guest guest_nice" (guest is inside user).
	return readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number).reduce((a, b) => a + b, 0);
}

interface ProcessStat {
	parent: number;
	own: number;
	reaped: number;
}

/** Every process: its parent and its CPU time, from /proc/<pid>/stat. */
function readProcesses(): Map<number, ProcessStat> {
	const processes = new Map<number, ProcessStat>();
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		let stat: string;
		try {
			stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
		} catch {
			continue; // exited between the listing and the read
		}
		// The command name sits in parentheses and may hold spaces or parentheses: fields start after the last ')'.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		// fields[1] is the parent pid; fields[11..14] are utime, stime, cutime, cstime (stat fields 14–17).
		processes.set(Number(entry), { parent: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) });
	}
	return processes;
}

/** The pids of `root` and all its descendants: one children map, walked down from the root. */
function processTree(root: number, processes: Map<number, { parent: number }>): Set<number> {
	const children = new Map<number, number[]>();
	for (const [pid, { parent }] of processes) {
		const siblings = children.get(parent);
		if (siblings) siblings.push(pid);
		else children.set(parent, [pid]);
	}
	const tree = new Set<number>();
	for (const stack = [root]; stack.length > 0; ) {
		const pid = stack.pop()!;
		if (tree.has(pid)) continue;
		tree.add(pid);
		stack.push(...(children.get(pid) ?? []));
	}
	return tree;
}

/** A sample of every process's CPU time and the machine's; null where /proc is not Linux's. */
export function sampleCpu(root: number = process.pid): CpuSample | null {
	try {
		const read = readProcesses();
		const harness = processTree(root, read);
		const processes: ProcessTicks = new Map();
		for (const [pid, { own, reaped }] of read) processes.set(pid, { own, reaped, harness: harness.has(pid) });
		return { total: machineTotal(), processes };
	} catch {
		return null;
	}
}

/** Clock ticks that processes outside the harness used between two samples (a process born since: all of its time). */
export function foreignTicks(before: CpuSample, after: CpuSample): number {
	let ticks = 0;
	for (const [pid, now] of after.processes) {
		if (now.harness) continue;
		const then = before.processes.get(pid) ?? { own: 0, reaped: 0 };
		// A process gone before `after` is counted when its parent reaps it (pid reuse can make a delta negative).
		ticks += Math.max(0, now.own - then.own) + (pid === 1 ? 0 : Math.max(0, now.reaped - then.reaped));
	}
	return ticks;
}

/** Cores' worth of CPU used outside the harness between two samples, to 0.01; null when unknown. */
export function foreignCores(before: CpuSample | null, after: CpuSample | null, cores: number = cpus().length): number | null {
	if (!before || !after) return null;
	const total = after.total - before.total;
	if (total <= 0) return null;
	return Math.round((foreignTicks(before, after) / total) * cores * 100) / 100;
}

/** CPU used outside the harness over `ms` while it waits: the quiet check before a round. */
export async function probeForeignCores(ms: number): Promise<number | null> {
	const before = sampleCpu();
	await new Promise((done) => setTimeout(done, ms));
	return foreignCores(before, sampleCpu());
}
