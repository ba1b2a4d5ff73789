// The records a publication analyses, decided once for the dataset and its head-to-head comparisons.
// A campaign over hosts (2.1, 2.2): only the units the validity gate admits (measure/gate/); and a visit
// that sent other bytes than its page's other visits is a visit whose page had not finished loading when
// it was read (or loaded something extra), so it counts as failed: dropped from every outcome and counted
// in the cell's notes, its record kept as it was written. One host's 2.0 pilot analyses every record.
import type { RawRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { gateRecords, type GatedRecords } from '../gate/gate.ts';
import { HANDLING, interactionMeasures, type InteractionMeasures, type MeasureChoice } from '../analyse/interaction-measure.ts';
import { asMeasured, controlScaled, type PressReader } from '../analyse/press-reader.ts';
import { pressesMade } from '../analyse/click.ts';
import { BASELINE } from '../apps/types.ts';
import { PROFILES, type Profile } from '../../src/lib/dimensions.ts';
import type { PressReading } from '../../src/lib/schema.ts';
import { quantile } from '../../support/stats.ts';
import { editionOf } from './provenance.ts';
import type { Edition } from './editions.ts';

export interface PublishedRecords {
	edition: Edition;
	/** The records to analyse: admitted units only, incomplete loads marked as failed visits. */
	records: RawRecord[];
	/** The gate's verdicts for a campaign over hosts; null for one host's pilot, which no gate judges. */
	gate: GatedRecords | null;
	/**
	 * How presses are read, for the cells, their head-to-head pairs, each host's series and the machine
	 * spread alike (analyse/press-reader.ts): the 2.0 pilot by the control's choice
	 * (analyse/interaction-measure.ts); 2.1 and 2.2 the click's handling, stated at the speed of the
	 * reference control press.
	 */
	presses: PressReader;
	/** The control's figures and the rule's choice per profile, for the provenance. */
	choices: Record<Profile, MeasureChoice>;
	/**
	 * From methodology 2.1 (issues 90, 94): the reading written into the dataset, with the control's figures
	 * under it that give the head-to-head margin of presses, so the site reads them as facts.
	 */
	pressReading?: PressReading;
}

/**
 * `methodology`: the one a republish keeps (the served publication's, for the same records); else today's.
 * `applyGate: false` keeps the units the gate refuses while still judging them: a reader's check of a
 * publication on a machine the gate would refuse (measure/reproduce/) is stated so, not left empty.
 */
export function publishedRecords(all: readonly RawRecord[], methodology?: string, options: { applyGate?: boolean; whatIf?: InteractionMeasures } = {}): PublishedRecords {
	const edition = editionOf(all.filter((r): r is RunRecord => r.kind === 'run'), methodology);
	// A campaign over hosts is judged by the gate, and only its admitted units count; one host's pilot counts every round.
	const gate = edition.gated ? gateRecords(all) : null;
	const records = edition.gated ? withIncompleteLoadsFailed(options.applyGate === false ? all : gate!.admitted) : [...all];
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	const chosen = interactionMeasures(visits);
	// The one place a publication's press reading is decided: 2.0 the control's choice, 2.1 the click's
	// handling at the speed of the reference control press. A report's what-if reads as measured.
	const measures = options.whatIf ?? (edition.presses === 'chosen' ? chosen.measures : HANDLING);
	const presses = edition.pressReference && !options.whatIf ? controlScaled(measures, edition.pressReference, visits) : asMeasured(measures);
	return { edition, records, gate, presses, choices: chosen.choices, ...(edition.presses === 'handling' && !options.whatIf ? { pressReading: pressReadingOf(visits, presses, edition.pressReference) } : {}) };
}

/**
 * The reading a 2.1 publication writes into its dataset: per profile, its admitted control presses read as
 * the products' presses are (scaled too), and the head-to-head margin they give, their interquartile range
 * rounded up to 0.1 ms (docs/research/press-reading-2.1.md, "The margin").
 */
export function pressReadingOf(visits: readonly VisitRecord[], presses: PressReader, reference: Readonly<Record<Profile, number>> | undefined): PressReading {
	const { measures } = presses;
	const control = Object.fromEntries(
		PROFILES.flatMap((profile) => {
			const values = pressesMade(visits.filter((v) => v.profile === profile && v.page === BASELINE), 'control').flatMap((v) => presses.value(v) ?? []);
			// Records without a press of this profile (one host's desktop units) have no margin to give it, and no pair to judge.
			if (values.length === 0) return [];
			const iqr = quantile(values, 0.75) - quantile(values, 0.25);
			const tenth = (x: number) => Math.round(x * 10) / 10;
			return [[profile, { presses: values.length, median: tenth(quantile(values, 0.5)), iqr: Math.round(iqr * 100) / 100, margin: Math.ceil(iqr * 10 - 1e-9) / 10 }]];
		})
	) as PressReading['control'];
	return {
		measure: { desktop: measures.desktop, mobile: measures.mobile },
		condition: presses.condition,
		...(reference && presses.condition === 'control-scaled' ? { reference: { desktop: reference.desktop, mobile: reference.mobile } } : {}),
		control
	};
}

/**
 * A page's bytes are the same in every complete visit (the same files, gzipped by the same zlib), so the
 * count its measured visits agree on is the page's; ties go to the larger count, since a load cut short
 * sends less. A measured visit that sent another count gets an error saying so.
 */
export function withIncompleteLoadsFailed(records: readonly RawRecord[]): RawRecord[] {
	const counts = new Map<string, Map<number, number>>();
	const pageOf = (v: VisitRecord) => `${v.shard}/${v.page}`;
	for (const r of records) {
		if (r.kind !== 'visit' || r.warmup || r.error !== null) continue;
		const page = counts.get(pageOf(r)) ?? new Map<number, number>();
		page.set(r.encodedBytes, (page.get(r.encodedBytes) ?? 0) + 1);
		counts.set(pageOf(r), page);
	}
	const expected = new Map([...counts].map(([page, byBytes]) => [page, [...byBytes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0]]));
	return records.map((r) => {
		if (r.kind !== 'visit' || r.warmup || r.error !== null) return r;
		const bytes = expected.get(pageOf(r))!;
		if (r.encodedBytes === bytes) return r;
		const what = r.encodedBytes < bytes ? 'the page had not finished loading when it was read' : 'the page loaded more than in its other visits';
		return { ...r, error: `${what}: ${r.encodedBytes} bytes received, where its other visits received ${bytes}` };
	});
}
