// Assembles data/publication.json from raw records alone (no browser, no clock): every
// (profile, framework, product) cell, measured or with the specific reason it is not.
import { ALL_VIEWS, type Framework, type Profile } from '../../src/lib/dimensions.ts';
import { METRIC_DEFINITIONS, metricDescription } from '../../src/lib/metrics.ts';
import type { Cell, Dataset, FieldSource, Rerun, UnmeasuredProduct } from '../../src/lib/schema.ts';
import { interactionFacts, type InteractionMeasures } from '../analyse/interaction-measure.ts';
import { pressReadingFacts } from './press-reading-words.ts';
import { analyseCell } from '../analyse/cell.ts';
import { wordedCell } from './cell-words.ts';
import { hostMediansOf } from '../analyse/host-medians.ts';
import { pressPhasesOf } from '../analyse/press-phases.ts';
import { visitHosts } from '../analyse/samples.ts';
import { hashString } from '../analyse/random.ts';
import { appNotBuiltReason, integrationNote } from '../apps/index.ts';
import { BASELINE } from '../apps/types.ts';
import { CONDITIONS } from '../gather/conditions.ts';
import type { ProductMetadata, RawRecord, RoundEndRecord, RunRecord, VisitRecord } from '../gather/records.ts';
import { isUnsupported, type ProductDeclaration } from '../products/types.ts';
import type { HostEntry } from '../campaign/host-register.ts';
import { publishedGate } from '../gate/gate.ts';
import { spreadGaps } from '../spread/derive.ts';
import { publishedSpread } from '../spread/rule.ts';
import { caveatsOf, gateFacts, hostsOf, provenanceFacts, singleHarnessCommit } from './provenance.ts';
import { publishedRecords } from './admitted.ts';
import { DISCLOSURE } from './wording.ts';
import { bannerLayoutOf, layoutNotes, LAYOUT_FOLDER } from './banner-layout.ts';
import { NAMED_EDITIONS, type Edition } from './editions.ts';

export interface AssembleInput {
	records: RawRecord[];
	products: readonly ProductDeclaration[];
	/** Frameworks that have a test app; the others stay unavailable. */
	builtFrameworks: readonly Framework[];
	/** Metadata of installed packages, for products no run measured (unsupported everywhere). */
	installedMetadata: (product: ProductDeclaration) => ProductMetadata;
	/** The consent managers readers look for that are not measured, with the reasons (products/not-measured.ts). */
	notMeasured?: readonly UnmeasuredProduct[];
	/** Where the not-measured products' field figures come from (products/not-measured/field-figures.ts). */
	fieldSource?: FieldSource;
	/**
	 * The reruns recorded in the file this publication replaces. They are kept when they were compared
	 * with these same records (the same analysis id), so republishing from the records is byte-identical;
	 * the caveats cite the latest one on another host.
	 */
	recordedReruns?: readonly Rerun[];
	/** The campaign's host register (campaign/host-register.ts), published beside the records it describes. */
	hosts?: readonly HostEntry[];
	/**
	 * The methodology to publish under when the records allow more than one (a campaign over hosts: 1.3 or
	 * 1.5): a republish keeps the one its served publication names (servedMethodology); absent, today's.
	 */
	methodology?: string;
	/** False: analyse the units the validity gate refuses too (a reader's check; publish/admitted.ts). */
	applyGate?: boolean;
	/**
	 * The layout round kept beside the records (publish/banner-layout.ts readLayoutRound), or null: an
	 * edition that states the banner's layout (2.2) refuses to publish without it; the others leave it unread.
	 */
	layoutRound?: readonly RawRecord[] | null;
	/**
	 * A slice or a rerun set against a publication's timings (a host held out, a reader's check, a rerun
	 * compared with the served publication): the banner's layout, read once per publication in a round of
	 * its own, is not stated, under any edition. Without it, an edition that states the layout refuses to
	 * publish records that have no layout round beside them.
	 */
	timingsOnly?: boolean;
	/** A report's what-if (reports/press-pilot.ts): read presses by these measures instead of the control's choice. Never for data/. */
	interactionMeasures?: InteractionMeasures;
}

/**
 * Measured visits per cell: the most visits any page has. A campaign over several hosts holds more than
 * its rounds' plan says (every host adds its rounds), so this is counted, not read from the run records.
 */
function measuredVisitsPerCell(visits: readonly VisitRecord[]): number {
	const perPage = new Map<string, number>();
	for (const v of visits) perPage.set(`${v.shard}/${v.page}`, (perPage.get(`${v.shard}/${v.page}`) ?? 0) + 1);
	return Math.max(...perPage.values());
}

function notMeasured(profile: Profile, framework: Framework, product: string, status: 'unavailable' | 'unsupported', reason: string, notes: string[] = []): Cell {
	const outcome = { status, reason };
	return {
		profile, framework, product,
		answers: { bannerVisible: outcome, pageDelay: outcome, clickResponse: outcome, addedBytes: outcome, mainThread: outcome },
		rejectResponse: outcome, correctness: outcome, notes
	};
}

/**
 * The id of the analysis of exactly these records under `methodology`: the last day they were collected
 * and a hash of them all (and of the methodology, for one that reads earlier records again: the edition's
 * readsRecordsAgain; and of the layout round, for one that states it).
 */
export function analysisIdOf(records: readonly RawRecord[], methodology?: string, layoutRound: readonly RawRecord[] | null = null): string {
	const collectedTo = records.reduce((last, r) => (r.kind === 'visit' && !r.warmup && r.startedAt.slice(0, 10) > last ? r.startedAt.slice(0, 10) : last), '');
	const reading = methodology !== undefined && NAMED_EDITIONS[methodology]?.readsRecordsAgain ? `\nmethodology ${methodology}` : '';
	const layout = layoutRound === null ? '' : `\nlayout ${JSON.stringify(layoutRound)}`;
	return `measured-${collectedTo}-${hashString(JSON.stringify(records) + reading + layout).toString(16).padStart(8, '0')}`;
}

export function assemblePublication(input: AssembleInput): Dataset {
	// Refused before any analysis: a publication is one campaign of one committed harness version.
	singleHarnessCommit(input.records.filter((r): r is RunRecord => r.kind === 'run'));
	// From methodology 1.4 only the units the validity gate admits are analysed; the refused are listed.
	const published = publishedRecords(input.records, input.methodology, { applyGate: input.applyGate, whatIf: input.interactionMeasures });
	const { edition, records, gate } = published;
	const runs = records.filter((r): r is RunRecord => r.kind === 'run');
	const visits = records.filter((r): r is VisitRecord => r.kind === 'visit' && !r.warmup);
	if (visits.length === 0)
		throw new Error(gate && gate.refused.length > 0 ? `no measured visit records: the validity gate refused every unit (${gate.refused.map((u) => `${u.host} round-${u.round}.${u.shard}: ${u.broke.map((b) => b.rule).join(', ')}`).join('; ')})` : 'no measured visit records: run the gather stage first (npm run measure)');
	const visitsPerCell = measuredVisitsPerCell(visits);
	// The press reading, decided once in publishedRecords and handed to every consumer below.
	const { presses } = published;
	const hostOf = visitHosts(runs);
	const dates = visits.map((v) => v.startedAt.slice(0, 10)).sort();
	const collectedTo = dates[dates.length - 1];
	// An edition that states the banner's layout (2.2) states it for every measured page, from its layout round.
	if (edition.bannerLayout && !input.layoutRound && !input.timingsOnly)
		throw new Error(`Refusing to publish under methodology ${edition.version}: it states the banner's layout, and no layout round is kept beside the records (the publication folder's ${LAYOUT_FOLDER}/). Gather one (npm run measure -- --gather-only --layout-only --rounds 2) and copy its visits there.`);
	const layoutRound = edition.bannerLayout && !input.timingsOnly ? input.layoutRound! : null;
	const bannerLayout = layoutRound ? bannerLayoutOf(layoutRound, visits) : null;
	// Of every record given, refused units included: the analysis of this campaign through this gate.
	const analysisId = analysisIdOf(input.records, edition.version, layoutRound);
	const recorded = input.recordedReruns ?? [];
	// Reruns compared with this analysis of these records, or with the one whose timings it states unchanged
	// (2.2: 2.1's), whose comparison with this one gives the same figures: they are carried over under this
	// analysis's id. (Publication 2.2: every host held out again with `npm run hold-out-hosts -- data/visits
	// --record` gave its carried entry byte for byte, 2026-12-07.)
	const timingsId = edition.timingsOf ? analysisIdOf(input.records, edition.timingsOf) : analysisId;
	const reruns = recorded.length > 0 && recorded.every((r) => r.analysisId === analysisId || r.analysisId === timingsId) ? recorded.map((r) => ({ ...r, analysisId })) : [];

	const cells = ALL_VIEWS.flatMap(({ profile, framework }) =>
		input.products.map((product): Cell => {
			if (!input.builtFrameworks.includes(framework)) return notMeasured(profile, framework, product.slug, 'unavailable', appNotBuiltReason(framework));
			if (product.unavailable) return notMeasured(profile, framework, product.slug, 'unavailable', product.unavailable);
			const integration = product.frameworks[framework as 'react'];
			if (isUnsupported(integration)) return notMeasured(profile, framework, product.slug, 'unsupported', integration.unsupported);
			const shard = visits.filter((v) => v.profile === profile && v.framework === framework);
			const own = shard.filter((v) => v.page === product.slug);
			if (own.length === 0) return notMeasured(profile, framework, product.slug, 'unavailable', `not measured yet: no visit records for ${profile}-${framework}/${product.slug}`);
			const cell = wordedCell(analyseCell({
				id: { profile, framework, product: product.slug },
				hostOf,
				gating: product.gating,
				hasReject: product.selectors.reject !== null,
				// The shard's own: a host held out of a campaign may have one round of 5 visits, another shard 45.
				visitsPerCell: measuredVisitsPerCell(shard),
				visits: own,
				baseline: shard.filter((v) => v.page === BASELINE),
				presses
			}));
			const path = integrationNote(framework, product);
			const notes = [...(path ? [path] : []), ...cell.notes, ...(bannerLayout ? layoutNotes(bannerLayout, { profile, framework }, product.slug) : [])];
			return { ...cell, notes };
		})
	);

	// The metadata recorded when a product was measured wins over what is installed now.
	const measuredMetadata = new Map(runs.flatMap((r) => Object.entries(r.products)));
	const products = input.products.map((p) => ({ slug: p.slug, ...(measuredMetadata.get(p.slug) ?? input.installedMetadata(p)) }));
	const pressPhases = pressPhasesOf(visits, hostOf, presses.measures);

	return {
		publication: {
			analysisId,
			methodologyVersion: edition.version,
			// Derived from the records, not the clock, so re-publishing the same records is byte-identical.
			publishedOn: collectedTo,
			collectedFrom: dates[0],
			collectedTo,
			visitsPerCell
		},
		provenance: { kind: 'measured', statement: edition.statement, facts: [...provenanceFacts(runs, visits, records.filter((r): r is RoundEndRecord => r.kind === 'round-end'), input.hosts), ...(gate ? gateFacts(gate, edition.gated) : []), ...(published.pressReading ? pressReadingFacts(published.pressReading) : interactionFacts(published.choices))] },
		disclosure: DISCLOSURE,
		caveats: caveatsOf(published, reruns, input.hosts),
		metrics: METRIC_DEFINITIONS.map(({ id, unit }) => ({ id, unit, description: metricDescription(id, edition.version) })),
		testConditions: {
			desktop: testConditions(edition, 'desktop'),
			mobile: testConditions(edition, 'mobile')
		},
		products,
		cells,
		// A campaign over several hosts lists its hosts (those of its admitted units), the gate it applied,
		// what each host measured beside the pooled medians with its own ranges (issue 54), how each product
		// blocks scripts, and the machine spread: how far another machine landed. One host's pilot names its
		// host in the provenance only.
		...(gate
			? {
					hosts: hostsOf(runs, input.hosts),
					...(gate ? { gate: publishedGate(gate, edition.gated) } : {}),
					hostMedians: hostMediansOf(visits, hostOf, cells, presses),
					...(edition.spread ? { machineSpread: publishedSpread(spreadGaps(records, presses, edition.deltaSpread), visits, cells, edition.spread, edition.deltaSpread) } : {}),
					gating: input.products.map((p) => ({ product: p.slug, kind: p.gating.kind, how: p.gating.how }))
				}
			: {}),
		...(reruns.length > 0 ? { reproducibility: reruns } : {}),
		...(input.notMeasured && input.notMeasured.length > 0 ? { notMeasured: [...input.notMeasured] } : {}),
		...(input.fieldSource && input.notMeasured?.some((p) => p.field) ? { fieldSource: input.fieldSource } : {}),
		// Traced presses only (2.0 and later): 1.x records give none, so their publications are unchanged.
		...(pressPhases.length > 0 ? { pressPhases } : {}),
		// From 2.1 the reading itself is a fact of the dataset (issue 94), with the control figures that give the press margin.
		...(published.pressReading ? { pressReading: published.pressReading } : {}),
		// From 2.2 (issue 93): the banner on the screen, per page, and each page's load-window layout shift.
		...(bannerLayout ? { bannerLayout } : {})
	};
}

function testConditions(edition: Edition, profile: Profile) {
	const { label, cpu } = edition.conditions[profile];
	return { label, viewport: CONDITIONS[profile].viewportText, cpu, network: CONDITIONS[profile].networkText };
}
