// What each published outcome means: id, unit, description and the tier thresholds.
// The harness computes tiers from these thresholds and the methodology page prints them,
// so the rule that makes a number "good" has exactly one owner.

export const ANSWER_METRIC_IDS = ['bannerVisible', 'pageDelay', 'clickResponse', 'addedBytes', 'mainThread'] as const;
export const TIMED_METRIC_IDS = [...ANSWER_METRIC_IDS, 'rejectResponse'] as const;
export const METRIC_IDS = [...TIMED_METRIC_IDS, 'correctness'] as const;
/** The timed outcomes a machine spread is stated for (methodology 1.5): added bytes are the same on every machine. */
export const SPREAD_OUTCOME_IDS = ['bannerVisible', 'pageDelay', 'clickResponse', 'mainThread', 'rejectResponse'] as const;

/** Presses of one action a machine needs in a cell before its own series states that response (issue 65): one owner for the harness and the pages. */
export const SERIES_MIN_PRESSES = 20;
/** Whether an outcome is a press (accept or reject). */
export const isPressOutcome = (id: string): id is 'clickResponse' | 'rejectResponse' => id === 'clickResponse' || id === 'rejectResponse';

export type AnswerMetricId = (typeof ANSWER_METRIC_IDS)[number];
export type TimedMetricId = (typeof TIMED_METRIC_IDS)[number];
export type MetricId = (typeof METRIC_IDS)[number];

export interface MetricDefinition {
	id: MetricId;
	/** Short column label for tables. */
	label: string;
	unit: string;
	description: string;
	/** Upper bounds (inclusive) of the good and fair tiers; above `fair` is poor. Absent for correctness. */
	tiers?: { good: number; fair: number };
	/** Δ metrics are a difference against the framework's baseline page and carry a conclusion. */
	delta: boolean;
	/** Smallest Δ treated as a real effect when concluding "added"/"removed" (same unit). */
	practicalMargin?: number;
	/**
	 * Timed outcomes: the smallest difference between two products of a view treated as real in a
	 * head-to-head comparison (same unit), and why that much; the methodology page prints both.
	 */
	comparison?: { margin: number; why: string };
}

export const METRIC_DEFINITIONS: readonly MetricDefinition[] = [
	{
		id: 'bannerVisible',
		label: 'Banner visible',
		unit: 'ms',
		description:
			'Time from navigation start to the first animation frame in which the consent banner is in the DOM, at least 1×1 px, intersects the viewport and is not hidden (display, visibility, opacity).',
		tiers: { good: 2500, fair: 4000 },
		delta: false,
		comparison: { margin: 16.7, why: 'one frame at 60 Hz: the banner is seen in an animation frame, so a smaller difference may be where a frame fell' }
	},
	{
		id: 'pageDelay',
		label: 'Page delay',
		unit: 'ms',
		description:
			"Difference against the baseline page of the same framework and profile in the render time of the page's own hero element (Element Timing renderTime).",
		tiers: { good: 100, fair: 300 },
		delta: true,
		practicalMargin: 16.7,
		comparison: { margin: 16.7, why: 'one frame, as for the page delay\'s own conclusion' }
	},
	{
		id: 'clickResponse',
		label: 'Accept response',
		unit: 'ms',
		description:
			'INP-style latency of clicking "Accept all": the largest Event Timing duration among the pointerdown, pointerup and click entries of the interaction (input delay + processing + presentation). A click without an Event Timing entry (none is written under 16 ms, and for some products\' clicks none at all) has no value; where half or more have none, the outcome is not stated.',
		tiers: { good: 200, fair: 500 },
		delta: false,
		comparison: { margin: 16, why: 'two steps of Event Timing\'s 8 ms rounding, and its 16 ms reporting threshold' }
	},
	{
		id: 'addedBytes',
		label: 'Added bytes',
		unit: 'bytes',
		description:
			'Difference against the baseline page in total bytes received up to settle: the sum of CDP Network.loadingFinished encodedDataLength (compressed, headers included, gzip served).',
		tiers: { good: 20_480, fair: 102_400 },
		delta: true,
		practicalMargin: 1024,
		comparison: { margin: 1024, why: '1 KB, as for the added bytes\' own conclusion' }
	},
	{
		id: 'mainThread',
		label: 'Main-thread work',
		unit: 'ms',
		description:
			'Difference against the baseline page in renderer main-thread work from navigation to settle: ScriptDuration + LayoutDuration + RecalcStyleDuration from CDP Performance.getMetrics.',
		tiers: { good: 50, fair: 200 },
		delta: true,
		practicalMargin: 5,
		comparison: { margin: 5, why: 'as for the main-thread work\'s own conclusion' }
	},
	{
		id: 'rejectResponse',
		label: 'Reject response',
		unit: 'ms',
		description:
			'Same as the accept response, for the first-layer "Reject all" button; unsupported when the first layer has no reject button.',
		tiers: { good: 200, fair: 500 },
		delta: false,
		comparison: { margin: 16, why: 'two steps of Event Timing\'s 8 ms rounding, and its 16 ms reporting threshold' }
	},
	{
		id: 'correctness',
		label: 'Correctness',
		unit: 'visits',
		description:
			'Per-visit checks counted per cell: no tracking before a choice, reject blocks the test tracker, accept releases it (positive control), the choice persists after a reload, and no request leaves the machine.',
		delta: false
	}
];

export function metricDefinition(id: MetricId): MetricDefinition {
	const found = METRIC_DEFINITIONS.find((m) => m.id === id);
	if (!found) throw new Error(`unknown metric id "${id}"`);
	return found;
}

/** A column heading: the outcome's label, with Δ when it is a difference from the bare page. */
export function metricHeading(id: MetricId): string {
	const m = metricDefinition(id);
	return `${m.label}${m.delta ? ' Δ' : ''}`;
}

/**
 * Whether a methodology reads accept and reject from the trace (2.0 and later, issue 65) rather than from
 * the Event Timing API (1.x): the reading decides their head-to-head margin, so an archived 1.x comparison
 * keeps the margin it was concluded with.
 */
export const readsPressesFromTrace = (methodologyVersion: string) => Number.parseInt(methodologyVersion, 10) >= 2;


/** From 2.0 the accept response is read from the trace (issue 65): what the 1.x description says of Event Timing no longer holds. */
const TRACED_ACCEPT_DESCRIPTION =
	'Latency of pressing "Accept all" (the pointer held down 100 ms, a finger on the mobile profile), read from the Chromium trace to the microsecond: from the press\'s input to the presentation of the next frame, or, where the bare page\'s control press chose it for the profile, input delay + processing + the main thread\'s work until that frame (methodology, interactions). A press the trace gives no value has none; where half or more have none, the outcome is not stated.';

/** Whether a methodology reads a press as the handling of its click (2.1 and later, issue 90). */
export const readsClickHandling = (methodologyVersion: string) => Number(methodologyVersion) >= 2.1;

/** From 2.1 (issue 90): one reading for the control and every product, what the page does with the click. */
const HANDLING_ACCEPT_DESCRIPTION =
	'Time the page spends handling a press of "Accept all" (the pointer held down 100 ms; on the mobile profile a finger\'s tap), read from the Chromium trace to the microsecond: from the first dispatch of the input that clicks (the mouse\'s release, the tap) to the frame the main thread hands over, that is processing + the main thread\'s work until that frame, the harness\'s own per-frame check left out. It is the part of INP a consent manager\'s code decides: the input delay before the dispatch and the wait for the frame to be shown are stated beside it as phases, not counted. A press the trace gives no value has none; where half or more have none, the outcome is not stated.';

/** An outcome's definition as a methodology states it (the dataset's `metrics` and the methodology page). */
export function metricDescription(id: MetricId, methodologyVersion: string): string {
	if (id === 'clickResponse' && readsClickHandling(methodologyVersion)) return HANDLING_ACCEPT_DESCRIPTION;
	if (id === 'clickResponse' && readsPressesFromTrace(methodologyVersion)) return TRACED_ACCEPT_DESCRIPTION;
	return metricDefinition(id).description;
}

/** Published precision: 0.1 ms for times, whole bytes. Rounding is part of the output, so it is fixed here. */
export function roundFor(id: TimedMetricId, value: number): number {
	const step = id === 'addedBytes' ? 1 : 10;
	const rounded = Math.round(value * step) / step;
	return Object.is(rounded, -0) ? 0 : rounded;
}

export type Tier = 'good' | 'fair' | 'poor';

/** The tier of a median under the published thresholds. */
export function tierOf(id: TimedMetricId, median: number): Tier {
	const tiers = metricDefinition(id).tiers!;
	if (median <= tiers.good) return 'good';
	if (median <= tiers.fair) return 'fair';
	return 'poor';
}

/**
 * The outcome of one timed metric in a result: rejectResponse sits beside `answers`, not inside it
 * (INTERFACE §2.5). Structural, so a dataset cell and a view entry both fit.
 */
export function outcomeOf<O>(holder: { answers: Record<AnswerMetricId, O>; rejectResponse: O }, id: TimedMetricId): O {
	return id === 'rejectResponse' ? holder.rejectResponse : holder.answers[id];
}
