// One measured cell (profile, framework, product) from its raw visits and the baseline visits of the
// same shard: the five answers, the reject response, correctness and the notes a reader needs.
import type { Cell } from '../../src/lib/schema.ts';
import type { VisitRecord } from '../gather/records.ts';
import { clickTiming, pressesMade } from './click.ts';
import type { PressReader } from './press-reader.ts';
import { analyseCorrectness } from './correctness.ts';
import { phaseNote } from './press-phases.ts';
import { absoluteOutcome, deltaOutcome, pooledOutcome, type RoundValue } from './outcomes.ts';
import type { TimedMetricId } from '../../src/lib/metrics.ts';
import { mainThreadWork, roundOf } from './visit-values.ts';

/** Fewer valid visits than this (or than the planned visits, in a quick run) and an outcome is `failed`. */
export const MIN_VALID_VISITS = 10;

export interface CellInput {
	id: { profile: Cell['profile']; framework: Cell['framework']; product: string };
	gating: { kind: 'built-in' | 'integrator'; how: string };
	hasReject: boolean;
	visitsPerCell: number;
	/** Measured (non-warm-up) visits of the product page and of the baseline page. */
	visits: VisitRecord[];
	baseline: VisitRecord[];
	/** The host that measured a visit (from its run record): the bootstrap's outermost level. */
	hostOf?: (visit: VisitRecord) => string | undefined;
	/**
	 * Methodology 1.4 and later: every Δ taken against the bare page of its own round, the bare page's
	 * visits drawn with the products' (analyse/pooled.ts). False: the estimators of 1.3 and earlier, with
	 * which their records republish byte for byte.
	 */
	withinRound?: boolean;
	/** How the publication reads a press (publish/admitted.ts): required, so no record is read under another methodology's reading by omission. */
	presses: PressReader;
}

export { mainThreadWork, roundOf };

/** The values each timed outcome of a page is computed from, with the host and round of every visit. */
export type OutcomeSamples = Record<TimedMetricId, RoundValue[]>;

const validVisits = (visits: readonly VisitRecord[]) => visits.filter((v) => v.error === null);

/**
 * A page's samples per outcome (Δ outcomes: the page's own values; the baseline's are the same function
 * of the baseline page): what analyseCell computes a cell from, and what a head-to-head comparison
 * pairs by round (analyse/comparisons.ts).
 */
export function outcomeSamples(visits: readonly VisitRecord[], hostOf: ((visit: VisitRecord) => string | undefined) | undefined, presses: PressReader): OutcomeSamples {
	const sample = (list: readonly VisitRecord[], value: (v: VisitRecord) => number) => list.map((v) => ({ host: hostOf?.(v), round: roundOf(v), value: value(v) }));
	const valid = validVisits(visits);
	const press = (v: VisitRecord) => presses.value(v);
	// A press without a value under the measure (no interaction in its trace, no main-thread events for the
	// work until the frame, or, from 1.6, no Event Timing entry) is left out and counted in the notes; when
	// half or more are, the rest say nothing of the median press and the outcome is not stated.
	const responses = (action: 'accept' | 'reject') => {
		const pressed = pressesMade(valid, action);
		const read = pressed.filter((v) => press(v) !== null);
		return tooFewRead(pressed.length, read.length) ? [] : sample(read, (v) => press(v)!);
	};
	return {
		bannerVisible: sample(valid, (v) => v.bannerVisibleAt!),
		pageDelay: sample(valid, (v) => v.hero!),
		clickResponse: responses('accept'),
		addedBytes: sample(valid, (v) => v.encodedBytes),
		mainThread: sample(valid, mainThreadWork),
		rejectResponse: responses('reject')
	};
}

/** Why a click can leave no Event Timing entry (docs/research/publication-1.6.md). */
const UNREPORTED_WHY = "the API reports none under 16 ms, and Chromium writes none at all for some products' clicks that take longer";

/**
 * Half or more of a page's presses of one action have no value: those that do may all lie on one side of
 * the median press, so no median of them stands for it (publications before 1.6 counted a click without
 * an Event Timing entry as 16 ms, and then never left one out).
 */
export const tooFewRead = (pressed: number, read: number) => pressed > 0 && 2 * read <= pressed;

export function analyseCell(input: CellInput): Cell {
	const { id, visits } = input;
	const cellId = `${id.profile}/${id.framework}/${id.product}`;
	const required = Math.min(MIN_VALID_VISITS, input.visitsPerCell);
	// Each click outcome gets every other visit.
	const requiredClicks = Math.max(1, Math.floor(required / 2));
	const valid = validVisits(visits);
	const accepts = pressesMade(valid, 'accept');
	const rejects = pressesMade(valid, 'reject');
	const { presses } = input;
	const measure = presses.measures[id.profile];
	const own = outcomeSamples(visits, input.hostOf, presses);
	const base = outcomeSamples(input.baseline, input.hostOf, presses);

	const notes = [
		input.gating.kind === 'integrator'
			? `Gating by integrator: the product only reports the choice (${input.gating.how}); the test page loads the tracker itself, so correctness checks the callback semantics, not built-in blocking.`
			: `Built-in blocking: ${input.gating.how}.`
	];
	const failed = visits.filter((v) => v.error !== null);
	if (failed.length > 0) notes.push(`${failed.length} of ${visits.length} visits failed and were dropped: ${mostCommon(failed.map((v) => v.error!))}.`);
	// Why presses have no value, by action: the notes count them, and an outcome left with too few says why.
	const unread: Record<'accept' | 'reject', string | null> = { accept: null, reject: null };
	for (const [list, label] of [[accepts, 'accept'], [rejects, 'reject']] as const) {
		const timings = list.map(presses.timing);
		// From 2.0 (traced presses), where the time went: the API's results carry the cell's notes.
		const phases = phaseNote(label, timings, measure);
		if (phases) notes.push(phases);
		const unreported = timings.filter((t) => t.response === null && t.source === 'event-timing').length;
		const untraced = timings.filter((t) => t.response === null && t.source === 'trace').length;
		const noWork = measure === 'work' ? timings.filter((t) => t.response !== null && t.source === 'trace' && t.work === null).length : 0;
		// 2.1: a press whose trace has an input but not the click's input and its dispatch.
		const noClick = measure === 'handling' ? timings.filter((t) => t.response !== null && t.source === 'trace' && t.click === null).length : 0;
		const floored = measure === 'floored';
		if (unreported > 0 && floored) notes.push(`${unreported} of ${list.length} ${label} clicks stayed below the 16 ms Event Timing threshold and are recorded as 16 ms.`);
		const reasons = [
			...(unreported > 0 && !floored ? [{ text: `${unreported} of ${list.length} ${label} clicks left no Event Timing entry`, why: UNREPORTED_WHY }] : []),
			...(untraced > 0 ? [{ text: `${untraced} of ${list.length} ${label} presses left no interaction in the trace`, why: null }] : []),
			...(noWork > 0 ? [{ text: `${noWork} of ${list.length} ${label} presses left no main-thread work in the trace to measure up to the next frame`, why: null }] : []),
			...(noClick > 0 ? [{ text: `${noClick} of ${list.length} ${label} presses left no dispatch of the input that clicks in the trace`, why: null }] : [])
		];
		if (reasons.length === 0) continue;
		// Counted by the same reading outcomeSamples keeps, so the notes and the samples cannot disagree.
		const read = list.filter((v) => presses.value(v) !== null).length;
		const why = reasons.flatMap((r) => r.why ?? []);
		if (tooFewRead(list.length, read))
			unread[label] = `${reasons.map((r) => r.text).join('; ')}, so no median is stated: with half or more of the presses without a value, the others cannot stand for the median one${why.length ? ` (${why.join('; ')})` : ''}.`;
		else notes.push(...reasons.map((r) => `${r.text} and are left out${r.why ? ` (${r.why})` : ''}.`));
	}
	const hidden = valid.flatMap((v) => (v.click ? [clickTiming(v.click).hiddenAfter] : [])).filter((h): h is number => h !== null);
	if (hidden.length > 0) notes.push(`Diagnostic: the banner was gone ${Math.round(hidden.sort((a, b) => a - b)[Math.floor((hidden.length - 1) / 2)])} ms after the click (median; includes any closing animation).`);

	const pooled = (id: TimedMetricId, need: number) => pooledOutcome({ id, cellId, a: own[id], bare: input.baseline, hostOf: input.hostOf, required: need });
	const absolute = (id: 'bannerVisible' | 'clickResponse' | 'rejectResponse', need: number): Cell['rejectResponse'] => {
		const why = id === 'clickResponse' ? unread.accept : id === 'rejectResponse' ? unread.reject : null;
		if (why) return { status: 'failed', reason: why };
		return input.withinRound ? pooled(id, need) : absoluteOutcome(id, cellId, own[id], need);
	};
	const delta = (id: 'pageDelay' | 'addedBytes' | 'mainThread') => (input.withinRound ? pooled(id, required) : deltaOutcome(id, cellId, own[id], base[id], required));
	return {
		...id,
		answers: {
			bannerVisible: absolute('bannerVisible', required),
			pageDelay: delta('pageDelay'),
			clickResponse: absolute('clickResponse', requiredClicks),
			addedBytes: delta('addedBytes'),
			mainThread: delta('mainThread')
		},
		rejectResponse: input.hasReject ? absolute('rejectResponse', requiredClicks) : { status: 'unsupported', reason: 'no reject in first layer' },
		correctness: analyseCorrectness(visits),
		notes
	};
}

function mostCommon(values: string[]): string {
	const counts = new Map<string, number>();
	for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
	const [value, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
	return `"${value}" (${count}×)`;
}
