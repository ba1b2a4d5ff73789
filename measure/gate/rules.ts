// The validity gate's rules (methodology 1.4, issue 53), each a pure function over one unit's records,
// as a Lighthouse audit is over its artifacts: it says whether the unit passes and the figures behind
// that. The first three are the checks the harness already made of every round and, before 1.4, only
// flagged in words; the fourth reads the control. The provenance, the gather log and the methodology
// word a refusal from these results, never from a second copy of a rule.
import { ACHIEVED_TOLERANCE, HOST_DRIFT_TOLERANCE, calibrationMissed, roundDrift } from '../gather/calibrate.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';
import { CONTROL_BAND, CONTROL_REFERENCE_MS, controlBandOf, controlTaskMs } from './control.ts';
import type { GateUnit } from './unit.ts';
import type { GateRuleId } from '../../src/lib/gate-rules.ts';

export interface RuleResult {
	rule: GateRuleId;
	passed: boolean;
	/** What was measured, in words and numbers: printed whether the unit passed or not. */
	figures: string;
}

type Rule = (unit: GateUnit) => RuleResult;

const ms = (value: number) => `${Math.round(value * 10) / 10} ms`;

/** (a) The round's calibration brought its meter to the profile's reference, within the harness's tolerance. */
export const calibrationRule: Rule = ({ run }) => {
	const c = run.calibration;
	if (!c) return { rule: 'calibration', passed: false, figures: 'the round has no CPU calibration (a harness older than methodology 1.1)' };
	const passed = !calibrationMissed(c);
	const figures = c.pageWork
		? `page-work task ${ms(c.pageWork.achievedMs)} at CDP rate ${c.rate}, reference ${ms(c.pageWork.referenceMs)} (±${ACHIEVED_TOLERANCE * 100}%)`
		: `BenchmarkIndex ${c.achievedIndex} at CDP rate ${c.rate}, reference ${c.reference} (±${ACHIEVED_TOLERANCE * 100}%)`;
	return { rule: 'calibration', passed, figures };
};

/** (a) The host held its speed through the round: measured again at its end, within the harness's drift tolerance. */
export const driftRule: Rule = ({ run, end }) => {
	if (!run.calibration) return { rule: 'drift', passed: false, figures: 'the round has no CPU calibration to compare its end with' };
	if (!end) return { rule: 'drift', passed: false, figures: 'the round has no end-of-round measurement (it was interrupted), so nothing shows whether the host held its speed' };
	const drift = roundDrift(run.calibration, end);
	if (drift) return { rule: 'drift', passed: false, figures: drift };
	const start = run.calibration.pageWork?.achievedMs;
	const finish = end.pageWork?.achievedMs;
	return { rule: 'drift', passed: true, figures: start !== undefined && finish !== undefined ? `page-work task at the round's rate ${ms(start)} → ${ms(finish)} (±${HOST_DRIFT_TOLERANCE * 100}%)` : `host index ${run.calibration.hostIndex} → ${end.hostIndex} (±${HOST_DRIFT_TOLERANCE * 100}%)` };
};

/** (a) Nothing else ran beside the round: the CPU used outside the harness at its start and during every visit. */
export const quietRule: Rule = ({ run, visits }) => {
	const during = visits.map((v) => v.foreignCores);
	if (run.foreignCoresAtStart == null || during.some((c) => c == null))
		return { rule: 'quiet', passed: false, figures: 'the CPU used outside the harness was not measured (records older than 2026-11-24, or no /proc)' };
	const peak = Math.max(0, ...(during as number[]));
	const passed = !run.underLoad && peak < FOREIGN_CORES_LIMIT;
	return { rule: 'quiet', passed, figures: `other work used ${run.foreignCoresAtStart} cores at the round's start and at most ${peak} during a visit (limit ${FOREIGN_CORES_LIMIT})` };
};

/** (b) The control ran inside the band of its shard's fixed reference. */
export const controlRule: Rule = (unit) => {
	const reference = CONTROL_REFERENCE_MS[unit.run.shard];
	if (reference === undefined) return { rule: 'control', passed: false, figures: `no control reference is fixed for shard ${unit.run.shard}` };
	const task = controlTaskMs(unit);
	if (task === null) return { rule: 'control', passed: false, figures: 'no visit of the bare page succeeded in this round' };
	const ratio = task / reference;
	const band = controlBandOf(reference);
	const passed = ratio >= 1 / CONTROL_BAND && ratio <= CONTROL_BAND;
	return { rule: 'control', passed, figures: `bare page's main-thread task ${ms(task)} (median of the round), ×${ratio.toFixed(2)} of the reference ${reference} ms (band ${band.low}–${band.high} ms, ×${CONTROL_BAND} either way)` };
};

/** The round's own checks, (a): what the control's reference is derived from. */
export const ROUND_RULES: readonly Rule[] = [calibrationRule, driftRule, quietRule];
/** Every rule, in the order a refusal lists them. */
export const GATE_RULES: readonly Rule[] = [...ROUND_RULES, controlRule];
