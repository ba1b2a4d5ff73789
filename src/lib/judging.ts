// What a publication's head-to-head differences are judged by (issue 94): its methodology and, from 2.1,
// the press reading written into its dataset. Apart from metrics.ts, which the schema imports.
import type { Profile } from './dimensions.ts';
import { metricDefinition, readsPressesFromTrace, type TimedMetricId } from './metrics.ts';
import type { PressReading } from './schema.ts';

/**
 * From 2.0 a press is timed to the microsecond, so no rounding sets its margin: one frame, as for the page
 * delay, fixed 2026-11-28 before any product value of campaign 2.0 was read (data/campaign-2.0/README.md).
 */
const TRACED_PRESS_COMPARISON = { margin: 16.7, why: 'one frame at 60 Hz, as for the page delay: read from the trace, a press has no rounding steps, and a response reaches the screen a frame at a time' };

/**
 * What a publication's head-to-head differences are judged by (issue 94): its methodology, and from 2.1
 * the press reading it wrote into its dataset (`pressReading`), whose control figures give the press margin.
 */
export interface Judging {
	methodologyVersion: string;
	pressReading?: PressReading;
}

/** The judging of a publication: what its dataset says, never re-derived. */
export const judgingOf = (dataset: { publication: { methodologyVersion: string }; pressReading?: PressReading }): Judging => ({
	methodologyVersion: dataset.publication.methodologyVersion,
	...(dataset.pressReading ? { pressReading: dataset.pressReading } : {})
});

const isPress = (id: TimedMetricId) => id === 'clickResponse' || id === 'rejectResponse';

/** The head-to-head margin of a timed outcome on a profile under a publication's judging, and why that much (MetricDefinition.comparison). */
export function comparisonOf(id: TimedMetricId, profile: Profile, judging: Judging): { margin: number; why: string } {
	const control = judging.pressReading?.control[profile];
	if (isPress(id) && control)
		return { margin: control.margin, why: `the interquartile range of the ${control.presses.toLocaleString('en-US')} control presses on ${profile} (a button that does nothing varies by this much between the middle half of its presses): a smaller difference is no larger than the test rig's own variation` };
	if (isPress(id) && readsPressesFromTrace(judging.methodologyVersion)) return TRACED_PRESS_COMPARISON;
	return metricDefinition(id).comparison!;
}

export const comparisonMargin = (id: TimedMetricId, profile: Profile, judging: Judging): number => comparisonOf(id, profile, judging).margin;
