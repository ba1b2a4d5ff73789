// The control press machine by machine (methodology 2.0, issue 65): the bare page's button that does
// nothing, pressed the same way in every measured visit, on each host and pooled. Its response is the
// browser's own share of any press on that machine, which a reader needs before reading a product's.
import { ALL_VIEWS, FRAMEWORK_LABELS, PROFILE_LABELS } from '../../dimensions.ts';
import { controlByHost, phaseCells, phaseHeader, phasesOfView } from '../../press-phases.ts';
import type { Dataset } from '../../schema.ts';
import { code, paragraph, type Block } from './blocks.ts';

export function controlPressFigures(dataset: Pick<Dataset, 'pressPhases'>): Block[] {
	const phases = dataset.pressPhases ?? [];
	const byHost = controlByHost(phases);
	if (byHost.length === 0) return [paragraph('This publication read its presses from the Event Timing API (methodology before 2.0): it has no control press and no phases.')];
	const rows = ALL_VIEWS.flatMap((key) => {
		const pooled = phasesOfView(phases, key, () => false);
		const own = byHost.filter((p) => p.profile === key.profile && p.framework === key.framework);
		// View and machine share a cell: nine columns scrolled sideways at 768 px, eight do not.
		const view = `${PROFILE_LABELS[key.profile]} / ${FRAMEWORK_LABELS[key.framework]}, `;
		return [...pooled, ...own].map((p) => [p.host === undefined ? `${view}every machine` : [view, code(p.host)], ...phaseCells(p)]);
	});
	return [
		paragraph("The control's presses in phases, view by view, every machine's together and each machine's alone (medians; the middle half of the whole response in brackets). The control's button does nothing, so its response is the browser's own (the wait for the main thread and for the next frame), with no handler of a product in it."),
		{ kind: 'table', header: ['View, machine', ...phaseHeader(phases)], rows }
	];
}
