import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAllShards, type RawRecord, type VisitRecord } from '../gather/records.ts';
import { CONTROL_BAND, CONTROL_REFERENCE_MS, CONTROL_REFERENCE_SOURCE, controlReferencesOf, controlTaskMs } from './control.ts';
import { describeVerdict, gateRecords, judgeUnit } from './gate.ts';
import { ROUND_RULES } from './rules.ts';
import { unitsOf, type GateUnit } from './unit.ts';

const CAMPAIGN_UNITS = join(import.meta.dirname, '..', '..', 'data', 'campaign-1.3', 'units');
const campaignRecords = (host: string, unit: string) => readAllShards(join(CAMPAIGN_UNITS, host, unit));
/** A clean round of campaign 1.3's main host: calibrated within tolerance, steady, quiet, its control at ×0.99. */
const clean = () => structuredClone(campaignRecords('1742003ffcb7', 'round-1.desktop-react'));
const unitOf = (records: RawRecord[]) => unitsOf(records)[0];
const failedRules = (unit: GateUnit) => judgeUnit(unit).results.filter((r) => !r.passed).map((r) => r.rule);

/** The records with every measured bare-page visit's main-thread task time multiplied by `factor`. */
function controlTimes(records: RawRecord[], factor: number): RawRecord[] {
	return records.map((r) => (r.kind === 'visit' && r.page === 'baseline' && !r.warmup ? { ...r, work: { ...r.work, task: r.work.task * factor } } : r));
}

describe('the validity gate', () => {
	it('admits a clean round', () => {
		const verdict = judgeUnit(unitOf(clean()));
		expect(verdict.admitted).toBe(true);
		expect(describeVerdict(verdict)).toMatch(/^1742003ffcb7 round-1\.desktop-react: admitted \(.*×0\.99 of the reference 373 ms/);
	});

	it('refuses a round whose bare page ran 2.5 times slower, naming the rule and its figures', () => {
		const unit = unitOf(controlTimes(clean(), 2.5));
		const verdict = judgeUnit(unit);
		expect(verdict.admitted).toBe(false);
		expect(failedRules(unit)).toEqual(['control']);
		expect(describeVerdict(verdict)).toContain('REFUSED by the gate: control: bare page\'s main-thread task 923.6 ms (median of the round), ×2.48 of the reference 373 ms (band 213–653 ms');
	});

	it('refuses a control far faster than its reference too, and admits one just inside the band', () => {
		expect(failedRules(unitOf(controlTimes(clean(), 0.5)))).toEqual(['control']);
		const task = controlTaskMs(unitOf(clean()))!;
		expect(judgeUnit(unitOf(controlTimes(clean(), (0.99 * CONTROL_BAND * CONTROL_REFERENCE_MS['desktop-react']) / task))).admitted).toBe(true);
		expect(judgeUnit(unitOf(controlTimes(clean(), (1.01 * CONTROL_BAND * CONTROL_REFERENCE_MS['desktop-react']) / task))).admitted).toBe(false);
	});

	it('judges the control on the bare page\'s visits that succeeded, and refuses a round with none', () => {
		const records = clean().map((r) => (r.kind === 'visit' && r.page === 'baseline' ? { ...r, error: 'hero element never rendered within 20 s' } : r));
		expect(judgeUnit(unitOf(records)).results.find((r) => r.rule === 'control')).toEqual({ rule: 'control', passed: false, figures: 'no visit of the bare page succeeded in this round' });
	});

	it('refuses a round whose calibration missed the reference by more than 15%', () => {
		const records = clean().map((r) => (r.kind === 'run' ? { ...r, calibration: { ...r.calibration!, pageWork: { ...r.calibration!.pageWork!, achievedMs: 22.1 } } } : r));
		expect(failedRules(unitOf(records))).toEqual(['calibration']);
	});

	it('refuses a round whose host changed speed by more than half before its end, or that never reached its end', () => {
		const drifted = clean().map((r) => (r.kind === 'round-end' ? { ...r, pageWork: { ...r.pageWork!, achievedMs: 42 } } : r));
		expect(failedRules(unitOf(drifted))).toEqual(['drift']);
		const interrupted = clean().filter((r) => r.kind !== 'round-end');
		expect(judgeUnit(unitOf(interrupted)).results.find((r) => r.rule === 'drift')?.figures).toMatch(/no end-of-round measurement/);
	});

	it('refuses a round measured beside other work, at its start or during a visit', () => {
		const records = clean();
		const measured = records.findIndex((r) => r.kind === 'visit' && !r.warmup);
		const loadedVisit = records.map((r, i) => (i === measured ? { ...r, foreignCores: 0.4 } : r));
		expect(failedRules(unitOf(loadedVisit))).toEqual(['quiet']);
		const loadedStart = clean().map((r) => (r.kind === 'run' ? { ...r, underLoad: true, foreignCoresAtStart: 1.1 } : r));
		expect(failedRules(unitOf(loadedStart))).toEqual(['quiet']);
	});

	it('admits the same units in any subset of a campaign, and names a host none of whose units it admitted', () => {
		const good = campaignRecords('1742003ffcb7', 'round-2.desktop-react');
		const slowHost = controlTimes(clean(), 3).map((r) => ('runId' in r ? { ...r, runId: `${r.runId}-slow` } : r)).map((r) => (r.kind === 'run' ? { ...r, machine: { ...r.machine, id: '0123456789ab' } } : r));
		const gated = gateRecords([...good, ...slowHost]);
		expect(gated.refusedHosts).toEqual(['0123456789ab']);
		expect(gated.refused).toEqual([{ host: '0123456789ab', shard: 'desktop-react', round: 1, broke: [{ rule: 'control', figures: expect.stringContaining('×2.97 of the reference') }] }]);
		expect(gated.admitted).toEqual(good);
		expect(gateRecords(good).admitted).toEqual(good);
		expect(gateRecords(slowHost).admitted).toEqual([]);
	});
});

describe('the control references', () => {
	it('are the medians of publication 1.3\'s units that pass the round\'s own checks, fixed before 1.4 was read', () => {
		const units = CONTROL_REFERENCE_SOURCE.hosts.flatMap((host) => readdirSync(join(CAMPAIGN_UNITS, host)).flatMap((unit) => unitsOf(campaignRecords(host, unit))));
		const passing = units.filter((u) => ROUND_RULES.every((rule) => rule(u).passed));
		// 61 of 68 units pass the round's own checks (the other 7 missed their calibration or drifted).
		expect(passing.length).toBeGreaterThan(50);
		expect(controlReferencesOf(passing)).toEqual(CONTROL_REFERENCE_MS);
	});

	it('read the median main-thread task time of the bare page\'s measured visits', () => {
		const visit = (task: number, extra: Partial<VisitRecord> = {}) => ({ page: 'baseline', error: null, work: { script: 0, layout: 0, recalcStyle: 0, task }, ...extra }) as VisitRecord;
		expect(controlTaskMs({ visits: [visit(300), visit(100), visit(200), visit(900, { page: 'klaro' }), visit(5000, { error: 'failed' })] })).toBe(200);
	});
});
