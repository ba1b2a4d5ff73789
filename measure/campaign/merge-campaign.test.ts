import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitRecord } from '../analyse/test-visits.ts';
import type { RawRecord, RunRecord } from '../gather/records.ts';
import { HOST_REGISTER_FILE, parseHostRegister, serialiseHostRegister, type HostEntry } from './host-register.ts';
import { admittedOnly, belowPublicationBar, campaignCoverage, mergeCampaign, readCampaign, unitsLacking } from './merge-campaign.ts';
import { CONTROL_REFERENCE_MS } from '../gate/control.ts';

const HOSTS = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'];
const entry = (id: string): HostEntry => ({ id, cpuGeneration: `AuthenticAMD family 25 model ${id.length}`, design: 'AMD Zen 4', source: 'read at gather time', checkout: '/work/main' });

/**
 * One unit of desktop-react: a run record on `host`, two klaro visits and two baseline visits of `round`,
 * its round-end. It passes the validity gate (calibrated to the reference, steady, quiet, its bare page at
 * desktop-react's control reference) unless `controlTaskMs` moves its bare page elsewhere.
 */
function unit(host: string, round: number, extra: Partial<RunRecord> = {}, controlTaskMs = CONTROL_REFERENCE_MS['desktop-react']): RawRecord[] {
	const runId = `${host}-r${round}`;
	const pageWork = { referenceMs: 19, hostMs: 4.5, achievedMs: 19, runs: [] };
	return [
		{
			kind: 'run', shard: 'desktop-react', runId, round, underLoad: false, foreignCoresAtStart: 0, startedAt: '2026-11-27T10:00:00.000Z', chromium: '156.0.8078.108', harnessCommit: 'abc',
			machine: { id: host, cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, os: 'Linux 6', loadAverage: [0.1, 0.1, 0.1] },
			calibration: { reference: 800, hostIndex: 2400, rate: 3.2, achievedIndex: 750, runs: [], pageWork },
			server: { node: '24.21.0', zlib: '1.3.1' }, visitsPerCell: 20, products: {}, ...extra
		},
		...['klaro', 'baseline'].flatMap((page) =>
			[0, 1].map((i) => visitRecord({ shard: 'desktop-react', framework: 'react', page, runId, index: round * 5 + i, round, foreignCores: 0, work: { script: 30, layout: 10, recalcStyle: 5, task: page === 'baseline' ? controlTaskMs : 500 } }))
		),
		{ kind: 'round-end', shard: 'desktop-react', runId, finishedAt: '2026-11-27T10:05:00.000Z', hostIndex: 2400, runs: [], pageWork: { hostMs: 4.5, achievedMs: 19, runs: [] } }
	];
}

/** A campaign folder: `units` maps "host/unit id" to records; the register lists `registered`. */
function campaignDir(units: Record<string, RawRecord[]>, registered: readonly string[] = HOSTS): string {
	const dir = mkdtempSync(join(tmpdir(), 'campaign-'));
	writeFileSync(join(dir, HOST_REGISTER_FILE), serialiseHostRegister(registered.map(entry)));
	for (const [path, records] of Object.entries(units)) {
		mkdirSync(join(dir, 'units', path), { recursive: true });
		writeFileSync(join(dir, 'units', path, 'desktop-react.jsonl'), records.map((r) => `${JSON.stringify(r)}\n`).join(''));
	}
	return dir;
}

const text = (records: RawRecord[]) => records.map((r) => `${JSON.stringify(r)}\n`).join('');
const threeHosts = () => ({
	'aaaaaaaaaaaa/round-1.desktop-react': unit('aaaaaaaaaaaa', 0),
	'aaaaaaaaaaaa/round-2.desktop-react': unit('aaaaaaaaaaaa', 1),
	'bbbbbbbbbbbb/round-1.desktop-react': unit('bbbbbbbbbbbb', 0),
	'cccccccccccc/round-1.desktop-react': unit('cccccccccccc', 0)
});

describe('the host register', () => {
	it('refuses a host listed twice, a bad id, or a CPU without its design, naming the field', () => {
		expect(() => parseHostRegister(serialiseHostRegister([entry(HOSTS[0]), entry(HOSTS[0])]), 'hosts.json')).toThrow('hosts.json: the register: a host id is listed twice');
		expect(() => parseHostRegister(serialiseHostRegister([{ ...entry(HOSTS[0]), id: 'vm-1' }]), 'hosts.json')).toThrow(/^hosts.json: 0.id: a host id is 12 hexadecimal digits/);
		expect(() => parseHostRegister(serialiseHostRegister([{ ...entry(HOSTS[0]), design: null }]), 'hosts.json')).toThrow('names its design');
	});
});

describe('mergeCampaign', () => {
	it('keeps every record as gathered, host after host in the register\'s order, round after round', () => {
		const merged = mergeCampaign(readCampaign(campaignDir(threeHosts(), [HOSTS[1], HOSTS[0], HOSTS[2]])));
		const expected = [unit(HOSTS[1], 0), unit(HOSTS[0], 0), unit(HOSTS[0], 1), unit(HOSTS[2], 0)].map(text).join('');
		expect(readFileSync(join(merged, 'desktop-react.jsonl'), 'utf8')).toBe(expected);
		expect(parseHostRegister(readFileSync(join(merged, HOST_REGISTER_FILE), 'utf8'), 'merged').map((h) => h.id)).toEqual([HOSTS[1], HOSTS[0], HOSTS[2]]);
	});

	it('refuses a host without a register entry, a registered host without units, and a unit filed under the wrong host', () => {
		expect(() => readCampaign(campaignDir(threeHosts(), HOSTS.slice(0, 2)))).toThrow('units/cccccccccccc is not in hosts.json; add each host with its CPU generation');
		expect(() => readCampaign(campaignDir({ 'aaaaaaaaaaaa/round-1.desktop-react': unit(HOSTS[0], 0) }, HOSTS.slice(0, 2)))).toThrow('hosts.json lists bbbbbbbbbbbb, but');
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'cccccccccccc/round-2.desktop-react': unit(HOSTS[1], 1) }))).toThrow(
			'unit cccccccccccc/round-2.desktop-react was gathered on host bbbbbbbbbbbb, not cccccccccccc; file it under units/bbbbbbbbbbbb.'
		);
	});

	it('refuses what a plan\'s merge refuses: a name that is not a unit, another round, an unfinished round, a mixed toolchain', () => {
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'cccccccccccc/extra': unit(HOSTS[2], 1) }))).toThrow(/units\/cccccccccccc\/extra is not a unit/);
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'cccccccccccc/round-1.tablet-react': unit(HOSTS[2], 1) }))).toThrow(/is not a unit; a unit is named round-N.<profile>-<framework> \(profiles desktop, mobile/);
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'cccccccccccc/round-2.desktop-react': unit(HOSTS[2], 0) }))).toThrow('unit cccccccccccc/round-2.desktop-react holds records of round 1, not of its round 2');
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'cccccccccccc/round-2.desktop-react': unit(HOSTS[2], 1).slice(0, -1) }))).toThrow('unit cccccccccccc/round-2.desktop-react did not finish its round');
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'cccccccccccc/round-2.desktop-react': unit(HOSTS[2], 1, { chromium: '157.0.1.2' }) }))).toThrow(
			'the units were gathered with 2 Chromium builds: 156.0.8078.108 (aaaaaaaaaaaa/round-1.desktop-react, aaaaaaaaaaaa/round-2.desktop-react, bbbbbbbbbbbb/round-1.desktop-react, cccccccccccc/round-1.desktop-react); 157.0.1.2 (cccccccccccc/round-2.desktop-react)'
		);
	});

	it('refuses a run or a visit held twice', () => {
		const copied = unit(HOSTS[0], 0).map((r) => (r.kind === 'run' ? { ...r, round: 1 } : r.kind === 'visit' ? { ...r, round: 1 } : r));
		expect(() => readCampaign(campaignDir({ ...threeHosts(), 'aaaaaaaaaaaa/round-2.desktop-react': copied }))).toThrow('desktop-react run aaaaaaaaaaaa-r0 is in both aaaaaaaaaaaa/round-1.desktop-react and aaaaaaaaaaaa/round-2.desktop-react');
	});
});

describe('the publication bar, on the units the validity gate admits', () => {
	it('counts each shard\'s hosts, rounds and visits per cell, and names every shortfall', () => {
		const campaign = readCampaign(campaignDir(threeHosts()));
		expect(campaignCoverage(campaign)).toEqual([{ shard: 'desktop-react', hosts: HOSTS, rounds: 4, visitsPerCell: 8 }]);
		expect(belowPublicationBar(campaign, ['desktop-react', 'mobile-react'])).toEqual([
			'desktop-react has 4 admitted round(s) and 8 visits per cell; at least 4 and 20 are needed',
			'mobile-react has no admitted unit'
		]);
		const twoHosts = readCampaign(campaignDir({ 'aaaaaaaaaaaa/round-1.desktop-react': unit(HOSTS[0], 0), 'bbbbbbbbbbbb/round-1.desktop-react': unit(HOSTS[1], 0) }, HOSTS.slice(0, 2)));
		expect(belowPublicationBar(twoHosts, ['desktop-react'])[0]).toBe('the campaign has admitted units from 2 host(s); a publication needs at least 3');
	});

	it('names a shard short of rounds even when it is also short of hosts', () => {
		const oneHost = readCampaign(campaignDir({ 'aaaaaaaaaaaa/round-1.desktop-react': unit(HOSTS[0], 0) }, HOSTS.slice(0, 1)));
		expect(belowPublicationBar(oneHost, ['desktop-react'])).toEqual([
			'the campaign has admitted units from 1 host(s); a publication needs at least 3',
			'desktop-react has admitted units from 1 host(s) (aaaaaaaaaaaa); at least 2 are needed',
			'desktop-react has 1 admitted round(s) and 2 visits per cell; at least 4 and 20 are needed'
		]);
	});

	it('counts the admitted units a shard still lacks, the larger of its rounds and hosts shortfalls', () => {
		const coverage = [
			{ shard: 'mobile-react', hosts: ['aaaaaaaaaaaa'], rounds: 1, visitsPerCell: 20 },
			{ shard: 'mobile-nuxt', hosts: ['aaaaaaaaaaaa'], rounds: 4, visitsPerCell: 80 },
			{ shard: 'desktop-react', hosts: HOSTS, rounds: 5, visitsPerCell: 100 }
		];
		expect(['mobile-react', 'mobile-nuxt', 'desktop-react', 'mobile-astro'].map((s) => unitsLacking(coverage, s))).toEqual([3, 1, 0, 4]);
	});

	it('counts a host whose bare page ran three times slower toward nothing, and names it in the shortfall', () => {
		const slow = { ...threeHosts(), 'cccccccccccc/round-1.desktop-react': unit('cccccccccccc', 0, {}, 3 * CONTROL_REFERENCE_MS['desktop-react']) };
		const campaign = readCampaign(campaignDir(slow));
		expect(admittedOnly(campaign).units.map((u) => u.host)).toEqual(['aaaaaaaaaaaa', 'aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
		expect(belowPublicationBar(campaign, ['desktop-react'])).toEqual([
			'the campaign has admitted units from 2 host(s); a publication needs at least 3',
			'desktop-react has 3 admitted round(s) and 6 visits per cell; at least 4 and 20 are needed',
			'1 unit(s) refused by the validity gate count toward nothing: cccccccccccc/round-1.desktop-react (control)'
		]);
		// Merged as gathered: a refused unit's records stay in the campaign, byte for byte; the publish leaves them out.
		expect(readFileSync(join(mergeCampaign(campaign), 'desktop-react.jsonl'), 'utf8')).toContain('cccccccccccc-r0');
	});
});
