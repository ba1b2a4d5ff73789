// The control's measures and the outcomes scaled by them (methodology 1.4, issue 58), declared once: the
// dataset schema, the harness that scales (measure/scaling/) and the pages that say what a number is
// scaled by all name them so.
export const CONTROL_MEASURE_IDS = ['task', 'work', 'lcp'] as const;
export type ControlMeasureId = (typeof CONTROL_MEASURE_IDS)[number];

/** The timed outcomes a publication may state at the control's speed (added bytes never: bytes do not depend on speed). */
export const SCALED_OUTCOME_IDS = ['bannerVisible', 'pageDelay', 'clickResponse', 'mainThread', 'rejectResponse'] as const;
export type ScaledOutcomeId = (typeof SCALED_OUTCOME_IDS)[number];

/** Each measure of the bare page as a reader meets it. */
export const CONTROL_MEASURE_LABELS: Record<ControlMeasureId, string> = {
	task: "bare page's main-thread task time",
	work: "bare page's script, layout and style work",
	lcp: "bare page's Largest Contentful Paint"
};

/** The same in a table cell. */
export const CONTROL_MEASURE_SHORT: Record<ControlMeasureId, string> = { task: 'Task time', work: 'Script, layout, style', lcp: 'LCP' };
