// Timings at the control's speed (methodology 1.4) in words: which outcome is scaled by which measure of
// the bare page, and which are stated as measured. The harness words its caveat with this and the pages
// their notes, so the two say the same.
import { CONTROL_MEASURE_IDS, CONTROL_MEASURE_LABELS, SCALED_OUTCOME_IDS, type ControlMeasureId, type ScaledOutcomeId } from './control-measures.ts';
import { metricDefinition } from './metrics.ts';

const label = (id: ScaledOutcomeId) => metricDefinition(id).label.toLowerCase();
const list = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** "banner visible and reject response by the bare page's Largest Contentful Paint, …; page delay as measured". */
export function describeScaling(outcomes: Readonly<Record<ScaledOutcomeId, ControlMeasureId | null>>): string {
	const by = CONTROL_MEASURE_IDS.flatMap((measure) => {
		const scaled = SCALED_OUTCOME_IDS.filter((id) => outcomes[id] === measure);
		return scaled.length === 0 ? [] : [`${list(scaled.map(label))} by the ${CONTROL_MEASURE_LABELS[measure]}`];
	});
	const raw = SCALED_OUTCOME_IDS.filter((id) => outcomes[id] === null);
	const scaledPart = by.length === 0 ? 'no timing is scaled' : `${by.join('; ')}`;
	return raw.length === 0 ? scaledPart : `${scaledPart}; ${list(raw.map(label))} ${raw.length === 1 ? 'is' : 'are'} stated as measured`;
}
