// Where accept, reject and control presses spend their time (methodology 2.0, issue 65), selected from a
// publication for one view and worded once, so the compare and product pages, their Markdown twins and
// the methodology's control table say the same. Publications before 2.0 have none (Event Timing's 8 ms
// steps could not split a press), and every surface then says nothing of phases.
import { ALL_VIEWS, type Profile, type ViewKey } from './dimensions.ts';
import type { PressAction, PressPhases, PressReading } from './schema.ts';

/** A view's pooled phases (every admitted host), of the products kept and of the bare page's control. */
export function phasesOfView(all: readonly PressPhases[], key: ViewKey, keep: (slug: string) => boolean = () => true): PressPhases[] {
	return all.filter((p) => p.profile === key.profile && p.framework === key.framework && p.host === undefined && (p.action === 'control' || keep(p.page)));
}

/** Each host's own control phases, view by view: how much of a response is the browser's on that machine. */
export const controlByHost = (all: readonly PressPhases[]) => all.filter((p) => p.action === 'control' && p.host !== undefined);

/** Whether rows were read as 2.1 reads a press (the click's handling, of the input that clicks), or as 2.0. */
const readAsHandling = (rows: readonly PressPhases[]) => rows.some((p) => p.published === 'handling');

/** The phase columns of rows, as their publication read them: 2.0's last column is the work until the frame, 2.1's the handling. */
export const phaseHeader = (rows: readonly PressPhases[]): string[] => [
	'Presses',
	'Input delay',
	'Processing',
	'Presentation delay',
	'Whole response, median (middle half)',
	readAsHandling(rows) ? 'Handling, median' : 'Work until the frame, median'
];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const AS_PUBLISHED = ', as published';

/** The row's figures, in phaseHeader's order; the measure the publication states the profile's responses in is marked. */
export const phaseCells = (p: PressPhases): string[] => {
	const last = p.published === 'handling' ? p.handling : p.work;
	return [
		String(p.presses),
		ms(p.inputDelay),
		ms(p.processing),
		ms(p.presentation),
		`${ms(p.response.median)} (${p.response.p25.toFixed(1)}–${p.response.p75.toFixed(1)})${p.published === 'response' ? AS_PUBLISHED : ''}`,
		last === undefined ? '–' : `${ms(last)}${p.published === 'work' || p.published === 'handling' ? AS_PUBLISHED : ''}`
	];
};

/** One press in a sentence, for a row's details (issue 91): its whole response, the phases, and the handling where read. */
export const pressSentence = (p: PressPhases) =>
	`whole response ${ms(p.response.median)} (middle half ${p.response.p25.toFixed(1)}–${p.response.p75.toFixed(1)}): input delay ${ms(p.inputDelay)}, processing ${ms(p.processing)}, presentation delay ${ms(p.presentation)}${p.handling === undefined ? '' : `; handling ${ms(p.handling)}`}`;

const ACTION_WORDS: Record<Exclude<PressAction, 'control'>, string> = { accept: '"Accept all"', reject: '"Reject all"' };

/** A row's label: 'Klaro, "Accept all"', or the control's. */
export const phaseLabel = (p: PressPhases, name: (slug: string) => string) => (p.action === 'control' ? "Control (the bare page's button that does nothing)" : `${name(p.page)}, ${ACTION_WORDS[p.action]}`);

/** Rows in reading order: accept before reject, products in the order given, the control last. */
export function orderedPhases(phases: readonly PressPhases[], products: readonly string[]): PressPhases[] {
	const rank = (p: PressPhases) => (p.action === 'control' ? 2 * products.length : (p.action === 'accept' ? 0 : products.length) + products.indexOf(p.page));
	return [...phases].sort((a, b) => rank(a) - rank(b));
}

/** One product's phases, view by view, each view's control after it; a view where it has none is left out. */
export function productPhases(all: readonly PressPhases[], slug: string): PressPhases[] {
	return ALL_VIEWS.flatMap((key) => {
		const rows = phasesOfView(all, key, (page) => page === slug);
		return rows.some((row) => row.action !== 'control') ? orderedPhases(rows, [slug]) : [];
	});
}

/** What the table shows, in a sentence a caption or a Markdown lede can carry, as the rows' publication read its presses. */
export function phasesExplained(rows: readonly PressPhases[]): string {
	if (readAsHandling(rows))
		return "Each press read from the browser's trace, of the input that clicks (the mouse's release; on mobile the tap), split as Chrome's INP splits an interaction: input delay (the click waiting for the page's main thread), processing (the page's handlers of the click) and presentation delay (until the next frame is on screen); the whole response is their sum, as INP counts it. The results state the handling, marked “as published”: processing + the main thread's work until it hands the frame over, which leaves out both waits (methodology, interactions). Medians of each; they need not add up. The control, a button that does nothing, pressed and read the same way on the bare page, shows how much of a press is the test rig's.";
	return "Each press read from the browser's trace, split as Chrome's INP splits an interaction: input delay (the press waiting for the page's main thread), processing (the page's handlers of the press) and presentation delay (until the next frame is on screen). Medians of each phase; they need not add up to the median response. The work until the frame leaves out the wait for the frame's turn and for the display; the results state accept and reject in the measure marked “as published”, the one the control chose for the profile (methodology, interactions). The control, a button that does nothing, pressed the same way on the bare page, shows how much of a response is the browser's own.";
}

/**
 * Beside the accept and reject columns (issue 91): what a press figure includes and leaves out against INP,
 * and the bare page's own press, at the speed every press is stated at and as this view's machines
 * measured it. Null for a publication that stated no press reading (before 2.1).
 */
export function controlPressLine(reading: PressReading | undefined, profile: Profile, viewControl: PressPhases | undefined): string | null {
	const reference = reading?.reference?.[profile];
	if (!reading || reference === undefined) return null;
	const measured = viewControl ? `; as this view's machines measured it, handling ${viewControl.handling === undefined ? '–' : ms(viewControl.handling)}, whole response ${ms(viewControl.response.median)}` : '';
	return `Accept and reject are the press's handling (processing + the main thread's work until the frame), not INP's whole response: the wait before the click is dispatched and the wait for the frame to be shown are left out. The bare page's own press, a button that does nothing, is stated at ${ms(reference)} on ${profile} (every press here is stated at its speed)${measured}.`;
}

/** The bare page's press at the speed every press is stated at, for a column header: "bare page 12.3 ms". */
export const controlPressLabel = (reading: PressReading | undefined, profile: Profile): string | null => {
	const reference = reading?.reference?.[profile];
	return reference === undefined ? null : `bare page ${ms(reference)}`;
};
