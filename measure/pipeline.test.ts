// End to end, in quick mode: one product on the plain-HTML app, both profiles, three visits each,
// into a temporary folder (never data/). Needs Debian's Chromium (scripts/ensure-chromium.sh).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { validateDataset } from '../src/lib/dataset.ts';
import { trackerRan } from './analyse/correctness.ts';
import { clickTiming } from './analyse/click.ts';
import { readAllShards, type RunRecord, type VisitRecord } from './gather/records.ts';
import { recordReproducibility } from './publish/reproducibility.ts';
import { measure, type MeasureOptions } from './run.ts';
import { loadSite } from '../src/lib/server/site.ts';
import { readConfig } from '../src/lib/server/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'cmp-measure-'));
// The harness's log, timed from the first gather: printed when a test fails, so that a timeout on a slow
// machine says which step it was waiting on (calibration, a visit, publishing) instead of only "timed out".
const started = performance.now();
const harnessLog: string[] = [];
const printLogOnFailure = () => onTestFailed(() => console.error(`the harness's log so far:\n${harnessLog.join('\n')}`));
const options: MeasureOptions = {
	profiles: ['desktop', 'mobile'],
	frameworks: ['script-tag'],
	products: ['vanilla-cookieconsent'],
	visits: 3,
	// Two rounds: each shard gets two browser launches, round-robin across the shards.
	rounds: 2,
	publishable: false,
	runsDir: join(dir, 'runs'),
	outDir: join(dir, 'out'),
	gather: true,
	screenshots: false,
	// Preflighted by the campaign workflow's emulation (measure/campaign/workflow.test.ts), which gathers the same way.
	preflight: false,
	log: (line) => harnessLog.push(`+${((performance.now() - started) / 1000).toFixed(1)} s ${line}`)
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataset = () => validateDataset(JSON.parse(readFileSync(join(dir, 'out', 'publication.json'), 'utf8')));

// A hang guard, not a speed check: alone on the 2-vCPU VM the quick gather took 135-160 s on 2026-12-07
// (the throttle the page-work meter picks moves with the host's bistable speed), and CI's fresh clone runs it
// beside the framework apps' first install and build, where 300 s was not enough at 97164f1.
const QUICK_GATHER_LIMIT_MS = 600_000;

describe('measure, quick mode', () => {
	it('gathers, analyses and publishes a valid dataset', { timeout: QUICK_GATHER_LIMIT_MS }, async () => {
		printLogOnFailure();
		const { shards, publication } = await measure(options);
		// 6 measured visits per shard, plus a warm-up per page in each of the two rounds.
		expect(shards.map((s) => [s.shard, s.visited])).toEqual([['desktop-script-tag', 10], ['mobile-script-tag', 10]]);
		const dataset = validateDataset(JSON.parse(readFileSync(publication!, 'utf8')));
		expect(dataset.provenance.kind).toBe('measured');
		for (const profile of ['desktop', 'mobile']) {
			const cell = dataset.cells.find((c) => c.profile === profile && c.framework === 'script-tag' && c.product === 'vanilla-cookieconsent')!;
			for (const outcome of [...Object.values(cell.answers), cell.rejectResponse]) expect(outcome.status).toBe('measured');
			expect(cell.correctness).toMatchObject({ status: 'measured', failed: 0, unknown: 0 });
		}
		// A framework with an app but no shard in this run says so.
		expect(dataset.cells.find((c) => c.framework === 'nextjs' && c.product === 'klaro')!.answers.pageDelay).toEqual({
			status: 'unavailable',
			reason: 'not measured yet: no visit records for desktop-nextjs/klaro'
		});
	});

	it('keeps the product-gated tracker blocked after reject and releases it after accept', () => {
		const visits = readAllShards(join(dir, 'out', 'visits')).filter((r): r is VisitRecord => r.kind === 'visit' && r.page !== 'baseline' && !r.warmup);
		expect(visits).toHaveLength(6);
		for (const visit of visits) {
			expect(visit.error).toBeNull();
			expect(trackerRan(visit.beforeChoice)).toBe(false);
			expect(trackerRan(visit.afterChoice!)).toBe(visit.click!.action === 'accept');
			expect(visit.offsiteRequests).toEqual([]);
		}
		expect(visits.filter((v) => v.click!.action === 'reject')).not.toHaveLength(0);
	});

	it("reads the banner's place on the screen in each page's warm-up visit, and in no measured one (issue 93)", () => {
		const visits = readAllShards(join(dir, 'out', 'visits')).filter((r): r is VisitRecord => r.kind === 'visit');
		expect(visits.filter((v) => !v.warmup && v.layout !== undefined)).toEqual([]);
		const warmups = visits.filter((v) => v.warmup);
		expect(warmups).toHaveLength(8);
		for (const v of warmups) {
			const { layout } = v;
			expect(layout?.points, `${v.shard} ${v.page} round ${v.round}`).toBeGreaterThan(0);
			// The bare page has no banner: a press anywhere lands on the page. vanilla-cookieconsent's banner covers some of it, not all.
			if (v.page === 'baseline') expect(layout!.covered).toBe(0);
			else expect(layout!.covered / layout!.points).toBeGreaterThan(0.02);
			expect(layout!.viewport).toEqual(v.profile === 'mobile' ? { width: 412, height: 823 } : { width: 1350, height: 940 });
		}
	});

	it('records the round of every visit and keeps the evidence the outcomes are computed from', () => {
		const records = readAllShards(join(dir, 'out', 'visits'));
		const runs = records.filter((r): r is RunRecord => r.kind === 'run');
		expect(runs.map((r) => `${r.shard}#${r.round}`).sort()).toEqual(['desktop-script-tag#0', 'desktop-script-tag#1', 'mobile-script-tag#0', 'mobile-script-tag#1']);
		for (const run of runs) expect(run.machine.loadAverage[0]).toBeGreaterThanOrEqual(0);
		const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
		expect(visits.map((v) => `${v.shard} ${v.page}#${v.index}:${v.round}`).filter((s) => s.startsWith('desktop') && s.includes('baseline')).sort()).toEqual([
			'desktop-script-tag baseline#0:0', 'desktop-script-tag baseline#1:0', 'desktop-script-tag baseline#2:1'
		]);
		// Each round is served on a new random port by a new server and browser: the bytes must not notice.
		for (const shard of ['desktop-script-tag', 'mobile-script-tag'])
			for (const page of ['baseline', 'vanilla-cookieconsent']) {
				const bytes = visits.filter((v) => v.shard === shard && v.page === page);
				expect(new Set(bytes.map((v) => v.round)).size, `${shard} ${page}`).toBe(2);
				expect(new Set(bytes.map((v) => v.encodedBytes)).size, `${shard} ${page}`).toBe(1);
			}
		for (const visit of visits) {
			const run = runs.find((r) => r.runId === visit.runId && r.shard === visit.shard)!;
			expect(visit.roundLoadAverage).toBe(run.machine.loadAverage[0]);
			expect(Array.isArray(visit.longTasks)).toBe(true);
			if (visit.click) {
				expect(visit.click.pointerdownAt, `${visit.shard} ${visit.page}#${visit.index}`).toEqual(expect.any(Number));
				expect(visit.click.events!.every((e) => e.start >= visit.click!.pointerdownAt! - 1)).toBe(true);
			}
		}
		// Harness 2.0 (issue 65): every press, the bare page's control included, is held as a person's and
		// read from the trace, at microsecond resolution and with no 16 ms floor.
		for (const run of runs) expect(run.interactions).toEqual({ source: 'trace', holdMs: 100, control: '#control-press' });
		expect(visits.filter((v) => v.page === 'baseline').every((v) => v.click?.action === 'control')).toBe(true);
		const clicks = visits.flatMap((v) => (v.click ? [v.click] : []));
		for (const click of clicks) {
			const timing = clickTiming(click);
			expect(timing.source).toBe('trace');
			expect(timing.response, `${click.action} press`).toEqual(expect.any(Number));
			expect(timing.inputDelay! + timing.processing! + timing.presentation!).toBeCloseTo(timing.response!, 2);
		}
		// The trace's own figures, not Event Timing's 8 ms steps.
		expect(clicks.some((c) => clickTiming(c).response! % 8 !== 0)).toBe(true);
		expect(dataset().publication.methodologyVersion).toBe('2.0');
	});

	it('says where each press spent its time, with the control on each machine, on the product page and its Markdown (2.0)', () => {
		const published = dataset();
		const phases = published.pressPhases ?? [];
		const host = published.hosts?.[0].id ?? readAllShards(join(dir, 'out', 'visits')).find((r): r is RunRecord => r.kind === 'run')!.machine.id;
		for (const profile of ['desktop', 'mobile'] as const) {
			const of = (page: string, action: string, machine?: string) => phases.find((p) => p.profile === profile && p.framework === 'script-tag' && p.page === page && p.action === action && p.host === machine);
			for (const [page, action] of [['vanilla-cookieconsent', 'accept'], ['vanilla-cookieconsent', 'reject'], ['baseline', 'control']]) {
				const entry = of(page, action);
				expect(entry?.presses, `${profile} ${page} ${action}`).toBeGreaterThan(0);
				expect(entry!.response.p25).toBeLessThanOrEqual(entry!.response.median);
			}
			expect(of('baseline', 'control', host)?.presses).toBe(of('baseline', 'control')!.presses);
		}
		const site = loadSite(readConfig({ PUBLICATION_PATH: join(dir, 'out', 'publication.json') }));
		const product = site.pageMarkdown('/products/vanilla-cookieconsent')!.body;
		expect(product).toContain("## Where its presses' time goes");
		expect(product).toMatch(/\| Desktop \| Plain HTML[^|]*\| [^|]*"Accept all" \| \d+ \| \d+\.\d ms \|/);
		expect(site.pageMarkdown('/methodology/reproducibility')!.body).toContain(`\`${host}\``);
		// The JSON's results carry the same phases in words, in their notes (INTERFACE §2.5 closes the rest).
		expect(site.selectView({ profile: 'desktop', framework: 'script-tag' }).view.results.find((r) => r.product.slug === 'vanilla-cookieconsent')!.notes.some((n) => n.startsWith('Accept presses in phases'))).toBe(true);
	});

	it('resumes without revisiting and republishes byte for byte from the raw records', { timeout: 60_000 }, async () => {
		printLogOnFailure();
		const before = readFileSync(join(dir, 'out', 'publication.json'));
		const { shards } = await measure(options);
		expect(shards.map((s) => s.visited)).toEqual([0, 0]);
		await measure({ ...options, gather: false, fromDir: join(dir, 'out', 'visits'), outDir: join(dir, 'again') });
		expect(readFileSync(join(dir, 'again', 'publication.json')).equals(before)).toBe(true);
	});

	it('records a rerun, with its host, that survives republishing byte for byte', { timeout: 60_000 }, async () => {
		// The republished copy stands in for a rerun: every figure must be perfect.
		const lines = recordReproducibility({ published: join(dir, 'out', 'publication.json'), rerun: join(dir, 'again', 'publication.json'), command: 'npm run measure -- …', write: true });
		expect(lines).toContain('2 of 2 addedBytes medians identical');
		// Head to head too (one product per view here, so no pair to compare): both files have their comparisons.
		expect(lines.at(-2)).toBe('head to head: 0 of 0 decided conclusions held, 0 left open, 0 contradicted; the difference kept its sign in 0 of 0 pairs');
		const [recorded] = validateDataset(JSON.parse(readFileSync(join(dir, 'out', 'publication.json'), 'utf8'))).reproducibility!;
		expect(recorded.host).toMatchObject({ relation: 'same', benchmarkIndex: expect.any(Number) });
		expect(recorded.mediansWithinIntervals).toEqual({ within: 12, of: 12 });
		expect(recorded.shards).toEqual(['desktop-script-tag', 'mobile-script-tag']);
		const withSection = readFileSync(join(dir, 'out', 'publication.json'));
		await measure({ ...options, gather: false, fromDir: join(dir, 'out', 'visits'), outDir: join(dir, 'out') });
		expect(readFileSync(join(dir, 'out', 'publication.json')).equals(withSection)).toBe(true);
	});
});
