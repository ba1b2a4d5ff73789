// How much CPU the machine spent outside the harness while it measured. The 1-minute load average
// cannot say: on the 2-core VM the harness alone (its Node process, the app server, Chromium's
// browser, GPU and renderer processes) keeps 2 to 3 tasks runnable with nothing else running
// (seen with `ps` on 2026-11-23: load 2.2–3.2, every busy process a child of measure/cli.ts), so a
// rule of "load ≥ cores" flags every round of a quiet campaign. Instead, from Linux's /proc: the
// CPU time of every process is counted, and the harness's own process tree (its children's reaped
// time included, so renderers that come and go are not lost) is subtracted.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Cores' worth of CPU used outside the harness at which a round counts as measured beside other
 * work. A kernel thread or two (this VM's kdamond, ~0.06) stay well below it; a build, a test suite
 * or a browser beside the harness take one core or more.
 */
export const FOREIGN_CORES_LIMIT = 0.25;

/** Cumulative clock ticks: the whole machine's busy and total time, and the harness tree's CPU time. */
export interface CpuSample {
	busy: number;
	total: number;
	harness: number;
}

function machineTicks(): { busy: number; total: number } {
	// First line of /proc/stat: "cpu user nice system idle iowait irq softirq steal guest guest_nice".
	const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
	const busy = user + nice + system + irq + softirq + steal;
	return { busy, total: busy + idle + iowait };
}

/** Every process: its parent and its CPU time (own and reaped children's), from /proc/<pid>/stat. */
function processTicks(): Map<number, { parent: number; ticks: number }> {
	const processes = new Map<number, { parent: number; ticks: number }>();
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
		const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
		processes.set(Number(entry), { parent: Number(fields[1]), ticks });
	}
	return processes;
}

function treeTicks(root: number, processes: Map<number, { parent: number; ticks: number }>): number {
	const children = new Map<number, number[]>();
	for (const [pid, { parent }] of processes) children.set(parent, [...(children.get(parent) ?? []), pid]);
	let ticks = 0;
	const pending = [root];
	while (pending.length > 0) {
		const pid = pending.pop()!;
		ticks += processes.get(pid)?.ticks ?? 0;
		pending.push(...(children.get(pid) ?? []));
	}
	return ticks;
}

/** A sample of the machine's and the harness tree's CPU time; null where /proc is not Linux's. */
export function sampleCpu(root: number = process.pid): CpuSample | null {
	try {
		return { ...machineTicks(), harness: treeTicks(root, processTicks()) };
	} catch {
		return null;
	}
}

/** Cores' worth of CPU used outside the harness between two samples, to 0.01; null when unknown. */
export function foreignCores(before: CpuSample | null, after: CpuSample | null, cores: number = cpus().length): number | null {
	if (!before || !after) return null;
	const total = after.total - before.total;
	if (total <= 0) return null;
	const foreign = after.busy - before.busy - (after.harness - before.harness);
	return Math.round((Math.max(0, foreign) / total) * cores * 100) / 100;
}

/** CPU used outside the harness over `ms` while it waits: the quiet check before a round. */
export async function probeForeignCores(ms: number): Promise<number | null> {
	const before = sampleCpu();
	await new Promise((done) => setTimeout(done, ms));
	return foreignCores(before, sampleCpu());
}
