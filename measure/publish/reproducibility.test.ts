import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../gather/records.ts';
import type { Rerun } from '../../src/lib/schema.ts';
import { rerunHost, withRerun } from './reproducibility.ts';

const run = (id: string | undefined, extra: Partial<RunRecord> = {}): RunRecord => ({
	kind: 'run', shard: 'desktop-react', runId: `r-${id}`, startedAt: '2026-11-24T10:00:00.000Z', chromium: '156.0.8078.79', harnessCommit: 'abc',
	machine: { ...(id ? { id } : {}), cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, os: 'Linux 6', loadAverage: [0.2, 0.2, 0.2] },
	visitsPerCell: 20, products: {}, ...extra
});
const calibrated = (hostIndex: number) => ({ calibration: { reference: 800, hostIndex, rate: hostIndex / 800, achievedIndex: 800, runs: [] } });

describe('rerunHost', () => {
	it('tells the publication\'s own host from another by host id, with the median host index', () => {
		const published = [run('a1'), run('b2')];
		expect(rerunHost([run('a1', calibrated(1200)), run('a1', calibrated(1300)), run('a1', calibrated(1250))], published)).toEqual({ description: '2 × AMD EPYC, 24 GiB', relation: 'same', benchmarkIndex: 1250 });
		expect(rerunHost([run('a1'), run('c3')], published).relation).toBe('other');
	});

	it('says "unrecorded" when either side\'s records name no host, rather than guessing from the CPU model', () => {
		expect(rerunHost([run(undefined)], [run('a1')]).relation).toBe('unrecorded');
		expect(rerunHost([run('a1')], [run(undefined)]).relation).toBe('unrecorded');
	});
});

describe('withRerun', () => {
	const entry = (command: string, within: number) => ({ command, mediansWithinIntervals: { within, of: 120 } }) as Rerun;
	it('appends a new rerun, and replaces one recorded again in its place', () => {
		const listed = [entry('same-host', 91), entry('slower', 80)];
		expect(withRerun(listed, entry('other-host', 100)).map((r) => r.command)).toEqual(['same-host', 'slower', 'other-host']);
		const again = withRerun(listed, entry('same-host', 92));
		expect(again.map((r) => [r.command, r.mediansWithinIntervals.within])).toEqual([['same-host', 92], ['slower', 80]]);
	});
});
