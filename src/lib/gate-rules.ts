// The validity gate's rules (methodology 1.4, issue 53), declared once: the dataset schema, the harness
// that applies them (measure/gate/rules.ts) and the pages that list a refused unit all name them so.
export const GATE_RULE_IDS = ['calibration', 'drift', 'quiet', 'control'] as const;
export type GateRuleId = (typeof GATE_RULE_IDS)[number];

/** Each rule as a reader meets it: what a unit must show to be admitted. */
export const GATE_RULE_LABELS: Record<GateRuleId, string> = {
	calibration: 'Calibration reached the reference',
	drift: 'Host held its speed',
	quiet: 'Nothing else ran',
	control: 'Control inside its band'
};
