import { describe, expect, it } from 'vitest';
import { validateDataset } from '../../src/lib/dataset.ts';
import { correctVisits, visitRecord } from '../analyse/test-visits.ts';
import { PAGE_WORK_REFERENCE_MS } from '../gather/page-work-meter.ts';
import type { RawRecord, RoundEndRecord, RunRecord } from '../gather/records.ts';
import type { Rerun } from '../../src/lib/schema.ts';
import { PRODUCTS } from '../products/index.ts';
import { assemblePublication } from './assemble.ts';

const run: RunRecord = {
	kind: 'run', shard: 'desktop-script-tag', runId: 'r1', startedAt: '2026-11-21T09:00:00.000Z', chromium: '156.0.8078.79',
	harnessCommit: 'abc123', machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, os: 'Linux 6', loadAverage: [0.4, 0.3, 0.2] },
	calibration: { reference: 800, hostIndex: 1200, rate: 1.5, achievedIndex: 790, runs: [], pageWork: { referenceMs: 19, hostMs: 7.5, achievedMs: 19.2, runs: [] } },
	// Harness 2.0: presses read from the trace (the only records this code publishes; publish/provenance.ts).
	interactions: { source: 'trace', holdMs: 100, control: 'button#control' },
	visitsPerCell: 10, products: { klaro: { name: 'Klaro!', vendor: 'KIProtect GmbH', version: '0.7.22', website: 'https://klaro.kiprotect.com/' } }
};
const records: RawRecord[] = [
	run,
	...Array.from({ length: 10 }, (_, i) => visitRecord({ page: 'baseline', index: i, click: null, afterChoice: null, bannerVisibleAt: null, startedAt: '2026-11-21T09:01:00.000Z' })),
	...correctVisits(10, () => ({ startedAt: '2026-11-22T01:00:00.000Z' }))
];
const installedMetadata = () => ({ name: 'x', vendor: 'y', version: '0.0.0', website: 'https://example.com/' });
const assemble = () => assemblePublication({ records, products: PRODUCTS, builtFrameworks: ['script-tag', 'react'], installedMetadata });

describe('assemblePublication', () => {
	it('builds a valid dataset with one cell per view and product', () => {
		const dataset = validateDataset(assemble());
		expect(dataset.cells).toHaveLength(12 * PRODUCTS.length);
		expect(dataset.provenance.kind).toBe('measured');
		expect(dataset.publication).toMatchObject({ collectedFrom: '2026-11-21', collectedTo: '2026-11-22', publishedOn: '2026-11-22', visitsPerCell: 10 });
	});
	it('says why each cell has no result', () => {
		const find = (profile: string, framework: string, product: string) =>
			assemble().cells.find((c) => c.profile === profile && c.framework === framework && c.product === product)!;
		expect(find('desktop', 'script-tag', 'klaro').answers.bannerVisible.status).toBe('measured');
		expect(find('desktop', 'nuxt', 'klaro').answers.bannerVisible).toEqual({ status: 'unavailable', reason: 'not measured yet: the nuxt test app is not built yet' });
		expect(find('desktop', 'script-tag', 'c15t').answers.pageDelay.status).toBe('unsupported');
		expect(find('mobile', 'script-tag', 'klaro').answers.pageDelay).toEqual({ status: 'unavailable', reason: 'not measured yet: no visit records for mobile-script-tag/klaro' });
	});
	it('takes product metadata from the run that measured it, and is deterministic', () => {
		const dataset = assemble();
		expect(dataset.products.find((p) => p.slug === 'klaro')).toEqual({ slug: 'klaro', ...run.products.klaro });
		expect(JSON.stringify(assemble())).toBe(JSON.stringify(dataset));
	});
	it('refuses records from more than one harness commit, naming them and their shards', () => {
		const other: RunRecord = { ...run, shard: 'mobile-script-tag', runId: 'r2', harnessCommit: 'def456' };
		expect(() => assemblePublication({ records: [...records, other], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata })).toThrow(
			/2 harness commits[\s\S]*abc123 \(shards desktop-script-tag\)[\s\S]*def456 \(shards mobile-script-tag\)/
		);
	});
	it('names the one commit and flags a round measured under load', () => {
		const loaded: RunRecord = { ...run, runId: 'r3', round: 1, underLoad: true, machine: { ...run.machine, loadAverage: [2.6, 2, 1] } };
		const facts = assemblePublication({ records: [{ ...run, round: 0 }, loaded, ...records.slice(1)], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata }).provenance.facts;
		expect(facts).toContain('Harness git commit abc123.');
		expect(facts.find((f) => f.startsWith('Shard desktop-script-tag'))).toBe(
			'Shard desktop-script-tag: 2 rounds, 2 browser launch(es), 1-minute load average at each start 0.4, 2.6; measured under load (load ≥ the number of cores): round 2 at 2.6.'
		);
	});
	it('names the Node.js and zlib that gzipped the pages, since addedBytes depends on them', () => {
		const facts = (runs: RunRecord[]) => assemblePublication({ records: [...runs, ...records.slice(1)], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata }).provenance.facts;
		const served = (zlib: string): RunRecord => ({ ...run, runId: zlib, server: { node: '24.11.1', zlib } });
		expect(facts([served('1.3.1-470d3a2')])).toContain('Pages served gzip-compressed (level 6) by Node.js 24.11.1 (zlib 1.3.1-470d3a2).');
		expect(facts([served('1.3.1-470d3a2'), served('1.3.0.1-motley')]).find((f) => f.startsWith('Pages served'))).toBe(
			'Pages served gzip-compressed (level 6) by Node.js 24.11.1 (zlib 1.3.0.1-motley), 24.11.1 (zlib 1.3.1-470d3a2).'
		);
		expect(facts([run]).some((f) => f.startsWith('Pages served'))).toBe(false);
	});
	it('flags a round whose load reached the number of cores after it started', () => {
		const quiet: RunRecord = { ...run, round: 0 };
		const visits = records.slice(1).map((r, i) => (r.kind === 'visit' ? { ...r, loadAverage: i === 12 ? 2.3 : 0.5 } : r));
		const facts = assemblePublication({ records: [quiet, ...visits], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata }).provenance.facts;
		expect(facts.find((f) => f.startsWith('Shard desktop-script-tag'))).toBe(
			'Shard desktop-script-tag: 1 rounds, 1 browser launch(es), 1-minute load average at each start 0.4; measured under load (load ≥ the number of cores): round 1 reaching 2.3 during it.'
		);
		const calm = records.slice(1).map((r) => (r.kind === 'visit' ? { ...r, loadAverage: 1.9 } : r));
		expect(assemblePublication({ records: [quiet, ...calm], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata }).provenance.facts.find((f) => f.startsWith('Shard'))).toMatch(/0\.4\.$/);
	});
	it('judges rounds by the CPU used outside the harness when the records measure it, not by the load average', () => {
		const facts = (start: RunRecord, foreign: (i: number) => number) => {
			const visits = records.slice(1).map((r, i) => (r.kind === 'visit' ? { ...r, foreignCores: foreign(i), loadAverage: 2.7 } : r));
			return assemblePublication({ records: [start, ...visits], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata }).provenance.facts.find((f) => f.startsWith('Shard'));
		};
		// The harness alone keeps the load near 2–3 on two cores: a quiet round is not flagged for it.
		const quiet: RunRecord = { ...run, round: 0, underLoad: false, foreignCoresAtStart: 0.03, machine: { ...run.machine, loadAverage: [2.4, 2, 1] } };
		const prefix = 'Shard desktop-script-tag: 1 rounds, 1 browser launch(es), 1-minute load average at each start 2.4; CPU used outside the harness: at most';
		expect(facts(quiet, () => 0.05)).toBe(`${prefix} 0.05 cores at a round's start or during a visit (limit 0.25).`);
		expect(facts(quiet, (i) => (i === 12 ? 1.1 : 0.05))).toBe(`${prefix} 1.1 cores at a round's start or during a visit; measured beside other work (≥ 0.25 cores outside the harness): round 1 (1.1 cores during a visit).`);
		expect(facts({ ...quiet, underLoad: true, foreignCoresAtStart: 0.9 }, () => 0.05)).toMatch(/round 1 \(0\.9 cores at its start\)\.$/);
	});
	it('refuses records of a harness older than 2.0, or a methodology it no longer reads, and says which code reads them', () => {
		// Publications 1.0 to 2.0 are re-analysed by the code that published them (measure/republish-archived.ts).
		const { interactions: _, ...untraced } = run;
		const refusal = /1 of 2 run records \(desktop-script-tag\) were gathered by a harness older than 2\.0 \(commit abc123\).*npm run republish-archived/;
		expect(() => assemblePublication({ records: [untraced, { ...run, shard: 'mobile-script-tag', runId: 'r2' }, ...records.slice(1)], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata })).toThrow(refusal);
		for (const methodology of ['1.5', '1.6', '2.0'])
			expect(() => assemblePublication({ records, products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata, methodology })).toThrow(new RegExp(`methodology ${methodology.replace('.', '\\.')}: this code reads records as 2\\.1 or 2\\.2 only.*npm run republish-archived`));
	});
	it('names each shard\'s page-work calibration in its words, and flags a round that missed the reference or whose task drifted', () => {
		const onPageWork = (r: RunRecord, runId: string, round: number, achievedMs: number): RunRecord => ({ ...r, runId, round, calibration: { ...r.calibration!, rate: 3.1, achievedIndex: 640, pageWork: { referenceMs: 24, hostMs: 7.5, achievedMs, runs: [] } } });
		const end = (runId: string, hostIndex: number, achievedMs: number): RoundEndRecord => ({ kind: 'round-end', shard: run.shard, runId, finishedAt: '', hostIndex, runs: [], pageWork: { hostMs: 7.4, achievedMs, runs: [] } });
		const publish = (extra: RawRecord[]) => assemblePublication({ records: [...extra, ...records.slice(1)], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata });
		const published = publish([onPageWork(run, 'r1', 0, 23.1), onPageWork(run, 'r2', 1, 30), end('r1', 600, 25), end('r2', 1250, 64)]);
		expect(published.publication.methodologyVersion).toBe('2.0');
		expect(published.testConditions.desktop.cpu).toMatch(new RegExp(`^a 2-vCPU cloud VM class: each round sets the CDP CPU throttling rate at which a fixed page task .* takes ${PAGE_WORK_REFERENCE_MS.desktop} ms, its time at BenchmarkIndex 800`));
		expect(published.provenance.statement).toContain('calibrates its CPU throttling to the profile\'s reference speed (the rate at which a fixed page task');
		// The index halved during round 1 while the task at its rate held (not flagged); round 2's task at its rate took more than twice as long (flagged).
		expect(published.provenance.facts.find((f) => f.includes('CPU calibrated'))).toMatch(
			/^Shard desktop-script-tag: CPU calibrated on the page-work task in every round \(brought to 24 ms: 23\.1–30 ms at the rounds' starts and 25–64 ms at their ends, at the rounds' rates; unthrottled 7\.5 ms; BenchmarkIndex 800, publication 1\.1's reference, not searched\): .*achieved index 640; flagged: round 2 reached 30 ms, outside ±15% of the reference; round 2's page-work task at the round's rate moved from 30 to 64 ms \(tolerance ±50%\)\.$/
		);
	});
	it('lists every host that gathered rounds, with its rounds and measured speed', () => {
		const hosts: RunRecord[] = [{ ...run, machine: { ...run.machine, id: 'a1' } }, { ...run, runId: 'r2', shard: 'mobile-script-tag', machine: { ...run.machine, id: 'b2', cpus: 4 }, calibration: { ...run.calibration!, hostIndex: 2100 } }];
		// Every round counted (a reader's check's way): these fixtures' rounds carry nothing the validity gate admits.
		const facts = assemblePublication({ records: [...hosts, ...records.slice(1)], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata, applyGate: false }).provenance.facts;
		expect(facts.filter((f) => f.startsWith('Host '))).toEqual([
			'Host a1 of 2: 2 CPU cores (AMD EPYC), 24 GiB memory, Linux 6; 1 round(s) (desktop-script-tag), BenchmarkIndex 1200 at their starts.',
			'Host b2 of 2: 4 CPU cores (AMD EPYC), 24 GiB memory, Linux 6; 1 round(s) (mobile-script-tag), BenchmarkIndex 2100 at their starts.'
		]);
		expect(facts.some((f) => f.startsWith('Machine:'))).toBe(false);
	});
	it('says in words whether the intervals cover one host or several', () => {
		const caveats = (runs: RunRecord[]) => assemblePublication({ records: [...runs, ...records.slice(1)], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata, applyGate: false }).caveats.join(' ');
		expect(caveats([{ ...run, machine: { ...run.machine, id: 'a1' } }])).toMatch(/ ran on one host: none with its CPU recorded/);
		expect(caveats([{ ...run, machine: { ...run.machine, id: 'a1' } }, { ...run, runId: 'r2', machine: { ...run.machine, id: 'b2' } }])).toMatch(/ ran on (2|two) hosts: none with its CPU recorded/);
	});
	it('keeps the reruns recorded for the same records, and only those', () => {
		const one = [{ ...run, machine: { ...run.machine, id: 'a1' } }, ...records.slice(1)];
		const analysisId = assemblePublication({ records: one, products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata }).publication.analysisId;
		const rerun = (relation: 'same' | 'other', within: number, rerunTo: string): Rerun => ({
			analysisId, host: { description: '2 × AMD EPYC, 24 GiB', relation, benchmarkIndex: 2360 }, rerunFrom: rerunTo, rerunTo, harnessCommit: 'abc123',
			shards: ['desktop-script-tag', 'mobile-script-tag'], command: `rerun ${relation} ${rerunTo}`, mediansWithinIntervals: { within, of: 120 },
			intervalsOverlapping: { overlapping: 110, of: 120 }, conclusionsHeld: { held: 45, contradicted: 0, of: 45 }, tiersHeld: { held: 115, of: 120 },
			addedBytesIdentical: { identical: 20, of: 20 }, outcomes: []
		});
		const reruns = [rerun('other', 60, '2026-11-24'), rerun('other', 102, '2026-11-26'), rerun('same', 91, '2026-11-27')];
		const republished = assemblePublication({ records: one, products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata, recordedReruns: reruns });
		expect(republished.reproducibility).toEqual(reruns);
		// Reruns compared with other records do not belong to this publication.
		const other = assemblePublication({ records: one.slice(0, -1), products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata, recordedReruns: reruns });
		expect(other.reproducibility).toBeUndefined();
	});
	it('lists the products it does not measure, with the reasons, only when there are some', () => {
		const hosted = { name: 'Cookiebot', vendor: 'Usercentrics', website: 'https://www.cookiebot.com/', kind: 'vendor-hosted' as const, reason: 'Loaded from the vendor\'s CDN.', wouldTake: 'Network access.' };
		const dataset = validateDataset(assemblePublication({ records, products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata, notMeasured: [hosted] }));
		expect(dataset.notMeasured).toEqual([hosted]);
		expect('notMeasured' in assemble()).toBe(false);
	});
	it('counts visits per cell from the visits, and asks each shard for as many valid visits as it has', () => {
		// desktop-script-tag has 10 visits per cell; mobile-script-tag one round of 5 (a host held out of a campaign).
		const mobile = (r: RawRecord): RawRecord => ({ ...r, shard: 'mobile-script-tag', ...(r.kind === 'visit' ? { profile: 'mobile' as const } : {}), runId: 'm1' });
		const short = [run, ...records.slice(1, 6), ...records.slice(11, 16)].map(mobile);
		const dataset = assemblePublication({ records: [...records, ...short], products: PRODUCTS, builtFrameworks: ['script-tag'], installedMetadata });
		expect(dataset.publication.visitsPerCell).toBe(10);
		const cell = dataset.cells.find((c) => c.profile === 'mobile' && c.framework === 'script-tag' && c.product === 'klaro')!;
		expect(cell.answers.bannerVisible).toMatchObject({ status: 'measured', samples: 5 });
	});
	it('refuses to publish nothing', () => {
		expect(() => assemblePublication({ records: [run], products: PRODUCTS, builtFrameworks: [], installedMetadata })).toThrow('no measured visit records');
	});
});
