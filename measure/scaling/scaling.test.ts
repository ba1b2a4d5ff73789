import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCampaign } from '../campaign/merge-campaign.ts';
import { CONTROL_REFERENCE_SOURCE } from '../gate/control.ts';
import { ROUND_RULES } from '../gate/rules.ts';
import { unitsOf } from '../gate/unit.ts';
import { readAllShards } from '../gather/records.ts';
import { chooseMeasure, evidenceOf, SCALING_1_4, SCALING_1_4_EVIDENCE, SCALING_1_4_SOURCE, type CandidateGap } from './choice.ts';
import { scalingFigures } from './derive.ts';
import { CONTROL_MEASURE_IDS, CONTROL_REFERENCES, controlReferencesFor } from './measures.ts';

const CAMPAIGN = join(import.meta.dirname, '..', '..', 'data', 'campaign-1.3');
const gap = (measure: CandidateGap['measure'], value: number): CandidateGap => ({ measure, gap: value, cells: 1, byHost: [] });

describe('the scaling rule', () => {
	it('picks the candidate with the smallest gap, and leaves an outcome unscaled on a tie', () => {
		expect(chooseMeasure([gap(null, 40), gap('task', 30), gap('work', 35), gap('lcp', 31)])).toBe('task');
		expect(chooseMeasure([gap(null, 30), gap('task', 30), gap('lcp', 45)])).toBe(null);
		expect(chooseMeasure([gap(null, 31), gap('task', 30), gap('lcp', 30)])).toBe('task');
	});
	it('gives methodology 1.4\'s fixed choice on campaign 1.3\'s admitted units', () => {
		const source: readonly string[] = SCALING_1_4_SOURCE.hosts;
		const figures = scalingFigures(readCampaign(CAMPAIGN).units.filter((u) => source.includes(u.host)).flatMap((u) => u.records));
		expect(Object.fromEntries(figures.map((f) => [f.outcome, f.chosen]))).toEqual(SCALING_1_4);
		expect(evidenceOf(figures)).toEqual(SCALING_1_4_EVIDENCE);
		// Every shard has two admitted hosts, so every measured cell is held out from both sides.
		for (const f of figures) expect(f.candidates.every((c) => c.cells > 280)).toBe(true);
	});
});

describe('the control references of every measure', () => {
	it('are derived as the gate\'s are, from publication 1.3\'s units that pass the round\'s own checks', () => {
		const units = CONTROL_REFERENCE_SOURCE.hosts.flatMap((host) => readdirSync(join(CAMPAIGN, 'units', host)).flatMap((unit) => unitsOf(readAllShards(join(CAMPAIGN, 'units', host, unit)))));
		const passing = units.filter((u) => ROUND_RULES.every((rule) => rule(u).passed));
		for (const measure of CONTROL_MEASURE_IDS) expect(controlReferencesFor(passing, measure)).toEqual(CONTROL_REFERENCES[measure]);
	});
});
