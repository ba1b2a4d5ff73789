// Values read off one visit record the same way everywhere: the cells, the control's measures, the reports.
import type { VisitRecord } from '../gather/records.ts';

/**
 * A visit's main-thread work as the mainThread outcome counts it: script, layout and style recalculation
 * (CDP Performance metrics). Reports call this too, so they count what is published.
 */
export const mainThreadWork = (v: Pick<VisitRecord, 'work'>) => v.work.script + v.work.layout + v.work.recalcStyle;
/** Records from before rounds existed form one round. */
export const roundOf = (v: Pick<VisitRecord, 'round'>) => v.round ?? 0;
