// The validity gate on the methodology page (methodology 1.4, issue 53): its rules with the tolerances the
// publication applied, each shard's control reference and band, and every round it refused with the rule
// broken and the figures behind it, from the dataset's `gate` (measure/gate/ wrote it).
import { FRAMEWORK_LABELS, PROFILE_LABELS, type Framework, type Profile } from '../../dimensions.ts';
import { GATE_RULE_LABELS } from '../../gate-rules.ts';
import type { Dataset } from '../../schema.ts';
import { formatCount } from '../../format.ts';
import { code, paragraph, type Block } from './blocks.ts';

/** "Mobile / Nuxt" for a shard id such as "mobile-nuxt". */
export function shardLabel(shard: string): string {
	const at = shard.indexOf('-');
	const profile = shard.slice(0, at) as Profile;
	const framework = shard.slice(at + 1) as Framework;
	return `${PROFILE_LABELS[profile] ?? profile} / ${FRAMEWORK_LABELS[framework] ?? framework}`;
}

export function gateStatement(dataset: Pick<Dataset, 'gate'>): Block[] {
	const gate = dataset.gate;
	if (!gate) return [paragraph('This publication predates the validity gate (methodology 1.4): its provenance flags rounds that missed their calibration or drifted, and those rounds count like the others.')];
	const band = gate.controlBand;
	const rounds = gate.admittedUnits + gate.refusedUnits.length;
	return [
		{
			kind: 'list',
			items: [
				[`Calibration reached the reference: the page-work task took the profile's reference time within ±${gate.calibrationTolerance * 100}% at the round's throttling rate.`],
				[`The host held its speed: timed again at the round's end, the task had not moved by more than ±${gate.driftTolerance * 100}%.`],
				[`Nothing else ran: other work used less than ${gate.foreignCoresLimit} cores at the round's start and during every visit.`],
				[`The control ran inside its band: the bare page's median main-thread task time lay within ×${band} either way of the fixed reference for its framework and profile (each reference is on the Reproducibility page).`]
			]
		},
		gate.applied
			? paragraph(
					`This publication's campaign has ${formatCount(rounds)} rounds; the gate admitted ${formatCount(gate.admittedUnits)} and refused ${formatCount(gate.refusedUnits.length)}.`,
					...(gate.refusedHosts.length > 0 ? [` Every round of ${gate.refusedHosts.length === 1 ? 'host' : 'hosts'} `, ...gate.refusedHosts.flatMap((h, i) => (i === 0 ? [code(h)] : [', ', code(h)])), ` was refused, so no number here comes from ${gate.refusedHosts.length === 1 ? 'it' : 'them'}.`] : []),
					gate.refusedUnits.length > 0 ? ' Each refused round, with the rule it broke, is listed on the Reproducibility page; its records stay in the published campaign folder.' : ''
				)
			: paragraph(
					`This publication (methodology 1.3) predates the gate and counts every one of its ${formatCount(rounds)} rounds. Applied to them, the gate admits ${formatCount(gate.admittedUnits)} and refuses ${formatCount(gate.refusedUnits.length)}; the next publication counts only the rounds it admits, and cannot be made until every framework and profile has admitted rounds from at least two hosts, and the campaign from at least three.`,
					gate.refusedUnits.length > 0 ? ' The rounds it refuses, with the rules they break, are listed on the Reproducibility page.' : ''
				)
	];
}

/** The gate's figures for the Reproducibility page: each framework's control reference and band, and every refused round. */
export function gateFigures(dataset: Pick<Dataset, 'gate'>): Block[] {
	const gate = dataset.gate;
	if (!gate) return [paragraph('This publication predates the validity gate (methodology 1.4).')];
	const band = gate.controlBand;
	return [
		paragraph(`Each framework and profile's control reference, the bare page's median main-thread task time, and the band a round's control must lie in (×${band} either way):`),
		{
			kind: 'table',
			header: ['Framework and profile', 'Control reference (ms)', 'Admitted band (ms)'],
			rows: gate.controlReferences.map(({ shard, taskMs }) => [shardLabel(shard), formatCount(taskMs), `${formatCount(Math.round(taskMs / band))}–${formatCount(Math.round(taskMs * band))}`])
		},
		...(gate.refusedUnits.length > 0
			? [
					paragraph(`Every round the gate ${gate.applied ? 'refused' : 'refuses'}, with the rules it broke and what was measured:`),
					{
						kind: 'table' as const,
						header: ['Host', 'Round', 'Rule it broke', 'What was measured'],
						rows: gate.refusedUnits.flatMap((u) => u.broke.map((b, i) => [i === 0 ? code(u.host) : '', i === 0 ? `${shardLabel(u.shard)}, round ${u.round}` : '', GATE_RULE_LABELS[b.rule], b.figures]))
					}
				]
			: [paragraph('The gate refused no round.')])
	];
}
