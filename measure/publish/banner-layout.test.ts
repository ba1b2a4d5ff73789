import { describe, expect, it } from 'vitest';
import { bannerLayoutOf, layoutNotes } from './banner-layout.ts';
import { visitRecord } from '../analyse/test-visits.ts';
import type { BannerLayout } from '../gather/banner-layout.ts';
import type { RawRecord, RunRecord } from '../gather/records.ts';

const COMMIT = 'a'.repeat(40);
const run = (overrides: Partial<RunRecord> = {}): RunRecord =>
	({ kind: 'run', shard: 'mobile-react', runId: 'L1', round: 0, startedAt: '2026-12-07T14:00:00.000Z', chromium: '156.0.8078.129', harnessCommit: COMMIT, machine: { id: 'host-a', cpus: 2 }, ...overrides }) as RunRecord;
/** A phone's read: `covered` of 1000 grid points on the consent manager, `hero` of the hero's 100. */
const read = (page: string, covered: number, hero = 0, round = 0, overrides: Partial<BannerLayout> = {}) =>
	visitRecord({ shard: 'mobile-react', profile: 'mobile', framework: 'react', page, warmup: true, index: -1, round, runId: `L${round}`, layout: { viewport: { width: 412, height: 823 }, points: 1000, covered, hero: { points: 100, covered: hero }, scrollLocked: false, ...(page === 'baseline' ? {} : { afterAccept: { shifts: [], error: null } }), ...overrides } });
const measured = (page: string, cls: number[]) => cls.map((value, index) => visitRecord({ shard: 'mobile-react', profile: 'mobile', framework: 'react', page, index, cls: value }));

describe('publication 2.2’s banner layout section', () => {
	const round: RawRecord[] = [run(), read('baseline', 0), read('klaro', 123), read('klaro', 123, 0, 1), read('wall-cmp', 1000, 100, 0, { scrollLocked: true })];
	const visits = [...measured('baseline', [0, 0]), ...measured('klaro', [0, 0, 0.039]), ...measured('wall-cmp', [0.3, 0.3])];

	it('states every measured page’s reads, with the campaign’s own load-window shift, and names the round it came from', () => {
		const layout = bannerLayoutOf(round, visits);
		expect(layout.round).toEqual({ records: 'layout/', harnessCommit: COMMIT, host: 'host-a', chromium: '156.0.8078.129', from: '2026-11-22', to: '2026-11-22', rounds: 2, gridPx: 8 });
		const klaro = layout.pages.find((p) => p.page === 'klaro')!;
		expect(klaro).toMatchObject({ reads: 2, coverage: { median: 0.123, min: 0.123, max: 0.123 }, heroCovered: 0, wall: false, loadShift: { visits: 3, shifted: 1, max: 0.039 } });
		expect(layout.pages.find((p) => p.page === 'wall-cmp')).toMatchObject({ wall: true, scrollLocked: true, heroCovered: 1 });
	});

	it('writes the two notes a reader sees: the share of the phone, and whether the page moved', () => {
		const layout = bannerLayoutOf(round, visits);
		const [screen, shift] = layoutNotes(layout, { profile: 'mobile', framework: 'react' }, 'klaro');
		expect(screen).toBe('On screen: the banner covers 12.3% of the 412 × 823 viewport where a press lands (2 layout reads, each alike); none of the hero; the page beneath still takes presses where the banner is not and scrolls.');
		expect(shift).toContain('CLS above 0 in 1 of 3 measured visits, at most 0.039');
		const [wall, moved] = layoutNotes(layout, { profile: 'mobile', framework: 'react' }, 'wall-cmp');
		expect(wall).toContain('covers 100.0% of the 412 × 823 viewport');
		expect(wall).toContain('a wall: no point of the page beneath takes a press');
		expect(moved).toContain('p75 0.300, poor');
		expect(layoutNotes(layout, { profile: 'mobile', framework: 'react' }, 'klaro')[2]).toBe('Layout shift when Accept closed the banner (from the press until the banner had closed, in the layout round): none (2 presses).');
		expect(layoutNotes(layout, { profile: 'desktop', framework: 'react' }, 'klaro')).toEqual([]);
	});

	it('refuses a folder that is not one clean layout round, or misses a page the campaign measured, naming why', () => {
		expect(() => bannerLayoutOf([...round, run({ harnessCommit: 'b'.repeat(40) })], visits)).toThrow(/2 harness commits/);
		expect(() => bannerLayoutOf([...round, run({ machine: { id: 'host-b', cpus: 2 } as RunRecord['machine'] })], visits)).toThrow(/2 hosts/);
		expect(() => bannerLayoutOf([...round, visitRecord({ shard: 'mobile-react', profile: 'mobile', framework: 'react', page: 'klaro' })], visits)).toThrow(/not layout reads/);
		expect(() => bannerLayoutOf(round, [...visits, ...measured('orejime', [0])])).toThrow(/mobile\/react\/orejime/);
		expect(() => bannerLayoutOf([...round, read('klaro', 123, 0, 2, { afterAccept: { shifts: [], error: 'could not accept: timeout' } })], visits)).toThrow(/did not press Accept \(e\.g\. mobile-react\/klaro: could not accept: timeout\)/);
	});
});
