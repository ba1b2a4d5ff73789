// The hosts of a campaign gathered over time (issue 49), written down when their units are gathered.
// A host id hashes a VM's boot id (gather/facts.ts), so it tells boots apart and says nothing about the
// CPU behind them, and the run records of a frozen harness older than the CPU-generation field (1.3's
// 15be862) cannot carry it. The register says, for each host, which CPU it was and where that was read,
// or that nobody read it, and which folder it gathered from. The campaign merge copies it beside the shard files it writes, so that a
// republish from data/visits names every host's CPU as the publication did.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

export const HOST_REGISTER_FILE = 'hosts.json';

export const HostEntrySchema = v.strictObject({
	/** The host id the run records carry (machine.id). */
	id: v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, 'a host id is 12 hexadecimal digits, as machine.id in the run records')),
	/** /proc/cpuinfo's vendor, family, model, stepping and cache, worded as gather/facts.ts words it; null when nobody read it. */
	cpuGeneration: v.nullable(v.pipe(v.string(), v.minLength(1))),
	/** The CPU design in words (for example "AMD Zen 4 (EPYC 9004, Genoa)"), read off family and model; null when unknown. */
	design: v.nullable(v.pipe(v.string(), v.minLength(1))),
	/** Where cpuGeneration was read and when, or why it was not. */
	source: v.pipe(v.string(), v.minLength(1)),
	/**
	 * The folder of the harness checkout the host gathered from, where the test apps were built: harness
	 * 15be862's Astro pages embed a hash of that path (fixed on main in fb2f85d), so their bytes agree
	 * only between hosts that built them in the same folder.
	 */
	checkout: v.pipe(v.string(), v.startsWith('/', 'an absolute path'))
});

export const HostRegisterSchema = v.pipe(
	v.array(HostEntrySchema),
	v.minLength(1),
	v.check((hosts) => new Set(hosts.map((h) => h.id)).size === hosts.length, 'a host id is listed twice'),
	v.check((hosts) => hosts.every((h) => (h.cpuGeneration === null) === (h.design === null)), 'a host with a CPU generation names its design, and one without names none')
);

export type HostEntry = v.InferOutput<typeof HostEntrySchema>;

/** Parses a register's text, refusing anything else with the field at fault named. */
export function parseHostRegister(text: string, file: string): HostEntry[] {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (error) {
		throw new Error(`${file}: not JSON (${(error as Error).message})`);
	}
	const result = v.safeParse(HostRegisterSchema, json);
	if (!result.success) {
		const issue = result.issues[0];
		throw new Error(`${file}: ${v.getDotPath(issue) ?? 'the register'}: ${issue.message}`);
	}
	return result.output;
}

/** The register in `dir` (a campaign folder or a merged visits folder), or undefined when there is none. */
export function readHostRegister(dir: string): HostEntry[] | undefined {
	const file = join(dir, HOST_REGISTER_FILE);
	return existsSync(file) ? parseHostRegister(readFileSync(file, 'utf8'), file) : undefined;
}

/** The register as it is written beside merged records: one host per line, so a new host is a one-line diff. */
export const serialiseHostRegister = (hosts: readonly HostEntry[]) => `[\n${hosts.map((h) => `\t${JSON.stringify(h)}`).join(',\n')}\n]\n`;
