// A cell's notes, and the reason a press outcome is not stated, worded from the counts analysis returns
// (analyse/cell.ts): analysis returns numbers, publish writes English (issue 94). The sentences are the
// ones every publication so far printed, so each republishes byte for byte.
import type { Cell } from '../../src/lib/schema.ts';
import { hasUnread, unreadByReason, type AnalysedCell, type CellFacts, type PressFacts, type UnreadPresses } from '../analyse/cell.ts';
import type { InteractionMeasure } from '../analyse/interaction-measure.ts';
import type { PhaseSummary } from '../analyse/press-phases.ts';

/** Why a click can leave no Event Timing entry (docs/research/publication-1.6.md). */
const UNREPORTED_WHY = "the API reports none under 16 ms, and Chromium writes none at all for some products' clicks that take longer";

/** "input delay 0.9 ms, processing 4.1 ms, presentation delay 14.2 ms": the three phases in words. */
const phaseWords = (s: Pick<PhaseSummary, 'inputDelay' | 'processing' | 'presentation'>) =>
	`input delay ${s.inputDelay.toFixed(1)} ms, processing ${s.processing.toFixed(1)} ms, presentation delay ${s.presentation.toFixed(1)} ms`;

/** The note a cell carries for one action's presses (the API's results carry notes; INTERFACE §2.5 closes the rest). */
function phaseNote(action: 'accept' | 'reject', s: PhaseSummary, measure: InteractionMeasure): string {
	const Action = action === 'accept' ? 'Accept' : 'Reject';
	if (measure === 'handling')
		return `${Action} presses in phases, of the input that clicks (medians of ${s.presses} read from the trace; each phase is the middle of its own values, so they need not add up): ${phaseWords(s)}; the whole response, as INP counts it, ${s.response.median.toFixed(1)} ms; the handling as measured (processing + the work until the frame), ${s.handling?.toFixed(1) ?? '–'} ms, which the result states at the speed of the reference control press.`;
	return `${Action} presses in phases (medians of ${s.presses} read from the trace; each phase is the middle of its own values, so they need not add up): ${phaseWords(s)}; the whole response ${s.response.median.toFixed(1)} ms${s.work === undefined ? '' : `, the work until the frame ${s.work.toFixed(1)} ms`}.`;
}

/** Each reason some of one action's presses have no value, with why, when the notes know it. */
function unreadReasons(action: 'accept' | 'reject', p: PressFacts): { text: string; why: string | null }[] {
	const n = unreadByReason(p);
	return [
		...(n.unreported > 0 ? [{ text: `${n.unreported} of ${p.made} ${action} clicks left no Event Timing entry`, why: UNREPORTED_WHY }] : []),
		...(n.untraced > 0 ? [{ text: `${n.untraced} of ${p.made} ${action} presses left no interaction in the trace`, why: null }] : []),
		...(n.noWork > 0 ? [{ text: `${n.noWork} of ${p.made} ${action} presses left no main-thread work in the trace to measure up to the next frame`, why: null }] : []),
		...(n.noClick > 0 ? [{ text: `${n.noClick} of ${p.made} ${action} presses left no dispatch of the input that clicks in the trace`, why: null }] : [])
	];
}

const whyOf = (reasons: readonly { why: string | null }[]) => reasons.flatMap((r) => r.why ?? []);

/** The reason an outcome whose presses are mostly without a value is not stated. */
function unreadReason(action: 'accept' | 'reject', facts: CellFacts): string {
	const reasons = unreadReasons(action, facts.presses[action]);
	const why = whyOf(reasons);
	return `${reasons.map((r) => r.text).join('; ')}, so no median is stated: with half or more of the presses without a value, the others cannot stand for the median one${why.length ? ` (${why.join('; ')})` : ''}.`;
}

/** The notes of a cell, in the order readers have always read them: gating, failed visits, each action's presses, the banner's closing. */
export function cellNotes(facts: CellFacts): string[] {
	const notes = [
		facts.gating.kind === 'integrator'
			? `Gating by integrator: the product only reports the choice (${facts.gating.how}); the test page loads the tracker itself, so correctness checks the callback semantics, not built-in blocking.`
			: `Built-in blocking: ${facts.gating.how}.`
	];
	const { failed, measure } = facts;
	if (failed) notes.push(`${failed.count} of ${failed.of} visits failed and were dropped: "${failed.error}" (${failed.times}×).`);
	for (const action of ['accept', 'reject'] as const) {
		const p = facts.presses[action];
		// From 2.0 (traced presses), where the time went: the API's results carry the cell's notes.
		if (p.phases) notes.push(phaseNote(action, p.phases, measure));
		// An outcome left with too few says why in its reason instead (unreadReason).
		if (!hasUnread(p) || p.tooFewRead) continue;
		notes.push(...unreadReasons(action, p).map((r) => `${r.text} and are left out${r.why ? ` (${r.why})` : ''}.`));
	}
	if (facts.bannerGoneAfter !== null) notes.push(`Diagnostic: the banner was gone ${Math.round(facts.bannerGoneAfter)} ms after the click (median; includes any closing animation).`);
	return notes;
}

const stated = <T>(outcome: T | UnreadPresses, facts: CellFacts): T | Cell['rejectResponse'] =>
	(outcome as UnreadPresses).status === 'unread' ? { status: 'failed', reason: unreadReason((outcome as UnreadPresses).action, facts) } : (outcome as T);

/** The published cell: its outcomes, a press outcome that is not stated with its reason, and its notes. */
export function wordedCell(analysed: AnalysedCell): Cell {
	const { profile, framework, product, answers, rejectResponse, correctness, facts } = analysed;
	// Keys in the order Cell has always been serialised, so every publication republishes byte for byte.
	return {
		profile,
		framework,
		product,
		answers: { ...answers, clickResponse: stated(answers.clickResponse, facts) as Cell['answers']['clickResponse'] },
		rejectResponse: stated(rejectResponse, facts),
		correctness,
		notes: cellNotes(facts)
	};
}
