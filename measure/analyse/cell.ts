// One measured cell (profile, framework, product) from its raw visits and the baseline visits of the
// same shard: the five answers, the reject response, correctness and the notes a reader needs.
import type { Cell } from '../../src/lib/schema.ts';
import type { VisitRecord } from '../gather/records.ts';
import { clickTiming } from './click.ts';
import { analyseCorrectness } from './correctness.ts';
import { absoluteOutcome, deltaOutcome } from './outcomes.ts';

/** Event Timing reports nothing below 16 ms; such a click is recorded as 16 (and counted in the notes). */
export const EVENT_TIMING_FLOOR = 16;
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
}

/**
 * A visit's main-thread work as the mainThread outcome counts it: script, layout and style recalculation
 * (CDP Performance metrics). Reports and the baseline-page meter call this, so they count what is published.
 */
export const mainThreadWork = (v: Pick<VisitRecord, 'work'>) => v.work.script + v.work.layout + v.work.recalcStyle;
/** Records from before rounds existed form one round. */
export const roundOf = (v: VisitRecord) => v.round ?? 0;
export function analyseCell(input: CellInput): Cell {
	const { id, visits } = input;
	const sample = (list: VisitRecord[], value: (v: VisitRecord) => number) => list.map((v) => ({ host: input.hostOf?.(v), round: roundOf(v), value: value(v) }));
	const cellId = `${id.profile}/${id.framework}/${id.product}`;
	const required = Math.min(MIN_VALID_VISITS, input.visitsPerCell);
	// Each click outcome gets every other visit.
	const requiredClicks = Math.max(1, Math.floor(required / 2));
	const valid = visits.filter((v) => v.error === null);
	const baseline = input.baseline.filter((v) => v.error === null);
	const clicked = (action: 'accept' | 'reject') =>
		valid.filter((v) => v.click?.action === action && v.click.error === null && v.click.pointerdownAt !== null);
	const accepts = clicked('accept').map((v) => v.click!);
	const rejects = clicked('reject').map((v) => v.click!);
	const responses = (action: 'accept' | 'reject') => sample(clicked(action), (v) => clickTiming(v.click!).duration ?? EVENT_TIMING_FLOOR);

	const notes = [
		input.gating.kind === 'integrator'
			? `Gating by integrator: the product only reports the choice (${input.gating.how}); the test page loads the tracker itself, so correctness checks the callback semantics, not built-in blocking.`
			: `Built-in blocking: ${input.gating.how}.`
	];
	const failed = visits.filter((v) => v.error !== null);
	if (failed.length > 0) notes.push(`${failed.length} of ${visits.length} visits failed and were dropped: ${mostCommon(failed.map((v) => v.error!))}.`);
	for (const [list, label] of [[accepts, 'accept'], [rejects, 'reject']] as const) {
		const floor = list.filter((c) => clickTiming(c).duration === null).length;
		if (floor > 0) notes.push(`${floor} of ${list.length} ${label} clicks stayed below the 16 ms Event Timing threshold and are recorded as 16 ms.`);
	}
	const hidden = valid.flatMap((v) => (v.click ? [clickTiming(v.click).hiddenAfter] : [])).filter((h): h is number => h !== null);
	if (hidden.length > 0) notes.push(`Diagnostic: the banner was gone ${Math.round(hidden.sort((a, b) => a - b)[Math.floor((hidden.length - 1) / 2)])} ms after the click (median; includes any closing animation).`);

	return {
		...id,
		answers: {
			bannerVisible: absoluteOutcome('bannerVisible', cellId, sample(valid, (v) => v.bannerVisibleAt!), required),
			pageDelay: deltaOutcome('pageDelay', cellId, sample(valid, (v) => v.hero!), sample(baseline, (v) => v.hero!), required),
			clickResponse: absoluteOutcome('clickResponse', cellId, responses('accept'), requiredClicks),
			addedBytes: deltaOutcome('addedBytes', cellId, sample(valid, (v) => v.encodedBytes), sample(baseline, (v) => v.encodedBytes), required),
			mainThread: deltaOutcome('mainThread', cellId, sample(valid, mainThreadWork), sample(baseline, mainThreadWork), required)
		},
		rejectResponse: input.hasReject
			? absoluteOutcome('rejectResponse', cellId, responses('reject'), requiredClicks)
			: { status: 'unsupported', reason: 'no reject in first layer' },
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
