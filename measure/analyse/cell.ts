// One measured cell (profile, framework, product) from its raw visits and the baseline visits of the
// same shard: the five answers, the reject response, correctness, and the counts behind the notes a reader
// needs (publish/cell-words.ts writes the notes' sentences: analysis returns numbers).
import type { Cell } from '../../src/lib/schema.ts';
import type { VisitRecord } from '../gather/records.ts';
import { clickTiming, pressesMade } from './click.ts';
import type { PressReader } from './press-reader.ts';
import { analyseCorrectness } from './correctness.ts';
import { phaseSummary, type PhaseSummary } from './press-phases.ts';
import type { InteractionMeasure } from './interaction-measure.ts';
import { pooledOutcome, type RoundValue } from './outcomes.ts';
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

/**
 * Half or more of a page's presses of one action have no value: those that do may all lie on one side of
 * the median press, so no median of them stands for it (publications before 1.6 counted a click without
 * an Event Timing entry as 16 ms, and then never left one out).
 */
export const tooFewRead = (pressed: number, read: number) => pressed > 0 && 2 * read <= pressed;

/** One action's presses, counted: what the cell's notes say of them (publish/cell-words.ts words it). */
export interface PressFacts {
	/** Presses made (the measured visits that pressed this action). */
	made: number;
	/** Where the time went, from 2.0's traced presses; null without traced phases. */
	phases: PhaseSummary | null;
	/** Clicks without an Event Timing entry: counted as 16 ms under the floored reading (1.0–1.5), else left out. */
	unreported: number;
	/** Presses that left no interaction in the trace. */
	untraced: number;
	/** Under 2.0's 'work': presses whose trace held no main-thread work up to the next frame. */
	noWork: number;
	/** Under 2.1's 'handling': presses whose trace held an input but not the click's input and its dispatch. */
	noClick: number;
	/** Half or more without a value: the outcome is not stated (tooFewRead). */
	tooFewRead: boolean;
}

/** The numbers behind a cell's notes: analysis counts, publish/cell-words.ts writes the sentences. */
export interface CellFacts {
	gating: CellInput['gating'];
	/** The reading of this profile's presses. */
	measure: InteractionMeasure;
	/** Visits that failed, of the measured, with the most common error and how often it occurred; null when none failed. */
	failed: { count: number; of: number; error: string; times: number } | null;
	presses: Record<'accept' | 'reject', PressFacts>;
	/** Median ms from the click until the banner was gone, over the visits that say; null when none does. */
	bannerGoneAfter: number | null;
}

/** A press outcome not stated because half or more of its presses have no value: publish/cell-words.ts says why. */
export interface UnreadPresses {
	status: 'unread';
	action: 'accept' | 'reject';
}

/** A cell as analysis leaves it: its outcomes, and its notes as counts. */
export interface AnalysedCell extends Omit<Cell, 'answers' | 'rejectResponse' | 'notes'> {
	answers: Omit<Cell['answers'], 'clickResponse'> & { clickResponse: Cell['answers']['clickResponse'] | UnreadPresses };
	rejectResponse: Cell['rejectResponse'] | UnreadPresses;
	facts: CellFacts;
}

export function analyseCell(input: CellInput): AnalysedCell {
	const { id, visits } = input;
	const cellId = `${id.profile}/${id.framework}/${id.product}`;
	const required = Math.min(MIN_VALID_VISITS, input.visitsPerCell);
	// Each click outcome gets every other visit.
	const requiredClicks = Math.max(1, Math.floor(required / 2));
	const valid = validVisits(visits);
	const { presses } = input;
	const measure = presses.measures[id.profile];
	const own = outcomeSamples(visits, input.hostOf, presses);
	const base = outcomeSamples(input.baseline, input.hostOf, presses);

	const failed = visits.filter((v) => v.error !== null);
	const pressFacts = (action: 'accept' | 'reject'): PressFacts => {
		const list = pressesMade(valid, action);
		const timings = list.map(presses.timing);
		// Counted by the same reading outcomeSamples keeps, so the notes and the samples cannot disagree.
		const read = list.filter((v) => presses.value(v) !== null).length;
		return {
			made: list.length,
			phases: phaseSummary(timings, measure),
			unreported: timings.filter((t) => t.response === null && t.source === 'event-timing').length,
			untraced: timings.filter((t) => t.response === null && t.source === 'trace').length,
			noWork: measure === 'work' ? timings.filter((t) => t.response !== null && t.source === 'trace' && t.work === null).length : 0,
			noClick: measure === 'handling' ? timings.filter((t) => t.response !== null && t.source === 'trace' && t.click === null).length : 0,
			tooFewRead: tooFewRead(list.length, read)
		};
	};
	const hidden = valid.flatMap((v) => (v.click ? [clickTiming(v.click).hiddenAfter] : [])).filter((h): h is number => h !== null);
	const facts: CellFacts = {
		gating: input.gating,
		measure,
		failed: failed.length === 0 ? null : { count: failed.length, of: visits.length, ...mostCommon(failed.map((v) => v.error!)) },
		presses: { accept: pressFacts('accept'), reject: pressFacts('reject') },
		bannerGoneAfter: hidden.length === 0 ? null : hidden.sort((a, b) => a - b)[Math.floor((hidden.length - 1) / 2)]
	};
	const unread = (action: 'accept' | 'reject') => facts.presses[action].tooFewRead && hasUnread(facts.presses[action]);

	const pooled = (id: TimedMetricId, need: number) => pooledOutcome({ id, cellId, a: own[id], bare: input.baseline, hostOf: input.hostOf, required: need });
	const absolute = (id: 'bannerVisible' | 'clickResponse' | 'rejectResponse', need: number): Cell['rejectResponse'] | UnreadPresses => {
		const action = id === 'clickResponse' ? 'accept' : id === 'rejectResponse' ? 'reject' : null;
		if (action && unread(action)) return { status: 'unread', action };
		return pooled(id, need);
	};
	// Every Δ against the bare page of its own round, the bare page's visits drawn with the products' (analyse/pooled.ts).
	const delta = (id: 'pageDelay' | 'addedBytes' | 'mainThread') => pooled(id, required);
	return {
		...id,
		answers: {
			bannerVisible: absolute('bannerVisible', required) as Cell['answers']['bannerVisible'],
			pageDelay: delta('pageDelay'),
			clickResponse: absolute('clickResponse', requiredClicks) as AnalysedCell['answers']['clickResponse'],
			addedBytes: delta('addedBytes'),
			mainThread: delta('mainThread')
		},
		rejectResponse: input.hasReject ? absolute('rejectResponse', requiredClicks) : { status: 'unsupported', reason: 'no reject in first layer' },
		correctness: analyseCorrectness(visits),
		facts
	};
}

/** The presses without a value, by reason: what decides an outcome 'unread' here and what the notes name. */
export const unreadByReason = (p: PressFacts) => ({ unreported: p.unreported, untraced: p.untraced, noWork: p.noWork, noClick: p.noClick });

/** Whether any press of these has no value, for a reason the notes name. */
export const hasUnread = (p: PressFacts) => Object.values(unreadByReason(p)).some((n) => n > 0);

function mostCommon(values: string[]): { error: string; times: number } {
	const counts = new Map<string, number>();
	for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
	const [error, times] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
	return { error, times };
}
