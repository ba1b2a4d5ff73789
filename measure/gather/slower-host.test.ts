import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slowerHostFrom, withSlowerHost } from './slower-host.ts';

describe('the simulated slower host', () => {
	it('is off unless asked for, and refuses a malformed value naming the form', () => {
		expect(slowerHostFrom(undefined)).toBeNull();
		expect(slowerHostFrom('')).toBeNull();
		expect(() => slowerHostFrom('3')).toThrow('CMP_SIMULATE_SLOWER_HOST: "3" is not nice:N with N a whole number from 0 to 19');
		expect(() => slowerHostFrom('nice:20')).toThrow(/"nice:20" is not nice:N/);
	});

	it('says in words what ran beside the round, with the share of a core a busy thread kept', () => {
		expect(slowerHostFrom('nice:0', 2)?.description).toMatch(/^simulated: 2 busy-loop processes at nice 0 .* gets about 50% of it/);
		expect(slowerHostFrom('nice:5', 2)?.description).toContain('gets about 75% of it');
	});

	it('runs its processes at the asked nice level while the work runs, and stops them after', async () => {
		const host = slowerHostFrom('nice:7', 1)!;
		let seen: { pid: number; nice: number }[] = [];
		await withSlowerHost(host, async () => {
			const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
			// Field 19 of /proc/<pid>/stat is the nice value (fields counted after the command's parentheses).
			seen = children.map((pid) => ({ pid, nice: Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]) }));
		});
		expect(seen.filter((c) => c.nice === 7)).toHaveLength(1);
		await new Promise((done) => setTimeout(done, 100));
		for (const { pid } of seen.filter((c) => c.nice === 7)) expect(() => readFileSync(`/proc/${pid}/stat`, 'utf8')).toThrow();
	});
});
