// Every publication stays citable (issue 55): the ones replaced are kept in data/archive/, byte for byte
// as they were served, listed in data/archive/publications.json with the commit each file was recovered
// from and its digest. An archived file is read as it is: where its shape predates a field today's
// schema requires, it is shown with what it has and the page says what is missing; it is never
// rejected silently and never altered. Pure: src/lib/server/archive.ts reads the files.
import * as v from 'valibot';
import { describeIssue, issuePath } from './dataset.ts';
import { BannerLayoutSchema, CellSchema, DatasetSchema, HostMediansSchema, PressPhasesSchema, PressReadingSchema, ProductSchema, PublicationSchema, TestConditionsSchema, type BannerLayout, type Cell, type Dataset, type HostMedians, type PressPhases, type PressReading, type Product } from './schema.ts';

const Sha = v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/, 'a full git commit id (40 hexadecimal digits)'));

/** One archived publication as the index lists it. */
export const ArchiveEntrySchema = v.strictObject({
	analysisId: v.pipe(v.string(), v.regex(/^measured-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/, 'an analysis id such as measured-2026-11-23-cda04e0e')),
	methodologyVersion: v.string(),
	publishedOn: v.string(),
	collectedFrom: v.string(),
	collectedTo: v.string(),
	/** The first commit that served this analysis (its file may have gained recorded reruns after). */
	firstServedIn: Sha,
	/** The files kept, each recovered byte for byte from a commit's path, with its SHA-256 and size. */
	files: v.pipe(
		v.array(v.strictObject({ name: v.picklist(['publication.json', 'comparisons.json']), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), bytes: v.pipe(v.number(), v.integer()), commit: Sha, path: v.string() })),
		// Start-up reads the publication from this list; an entry without it has nothing to serve.
		v.check((files) => files.some((f) => f.name === 'publication.json'), 'lists no publication.json, the file every archived publication is read from')
	),
	/** The raw visit records behind it, left in git history: this commit's path. */
	rawVisits: v.strictObject({ commit: Sha, path: v.string() }),
	/** The host ids its rounds ran on, as its provenance names them ("unrecorded" before host ids existed). */
	hosts: v.pipe(v.array(v.string()), v.minLength(1))
});
export const ArchiveIndexSchema = v.array(ArchiveEntrySchema);
export type ArchiveEntry = v.InferOutput<typeof ArchiveEntrySchema>;

/** What each methodology changed, in one line, and the CPU meter its rounds were calibrated on. */
export const METHODOLOGY_CHANGES: Readonly<Record<string, { meter: 'host-relative' | 'benchmark-index' | 'page-work'; change: string }>> = {
	'1.0': { meter: 'host-relative', change: 'The first publication: visits spread over rounds (browser launches) per shard, ranges that resample rounds, then visits; mobile ran 4× slower than the measuring host, desktop at its own speed.' },
	'1.1': { meter: 'benchmark-index', change: "Each profile names a reference speed: every round calibrates its CPU throttling to it on Lighthouse's BenchmarkIndex; 13 products instead of 9." },
	'1.2': { meter: 'page-work', change: 'The CPU is calibrated on a fixed page task instead of BenchmarkIndex, which misread page work from one host to another.' },
	'1.3': { meter: 'page-work', change: "The publication's rounds gathered on three hosts: ranges resample hosts, then rounds, then visits; every host held out in turn; head-to-head comparisons of every pair; each host's own medians." },
	'1.4': { meter: 'page-work', change: "Rounds admitted by a validity gate fixed before the numbers were read (a round that fails its own checks counts nowhere); every timing stated at the speed of its round's bare page, each Δ against the bare page of its own round." },
	'1.5': { meter: 'page-work', change: "1.4's timings at the speed of the bare page withdrawn: every timing as its machine measured it, each machine's own series with its own range and CPU, and the machine spread (how far another machine measured) beside the pooled range."  },
	'1.6': { meter: 'page-work', change: "1.5's rounds read again: a click that left no Event Timing entry is no longer counted as 16 ms but has no value, and an accept or reject result where half or more of the clicks have none is not stated." },
	// 2.0 is left out on purpose: 2.1 read its presses another way, so no 2.0 timing is set against 2.1's as comparable.
	'2.1': { meter: 'page-work', change: "2.0's rounds read again: every press, the control's and the products', read the same way, as the click's handling, at the speed of a reference control press; the press margin from the control's spread." },
	'2.2': { meter: 'page-work', change: "2.1's numbers unchanged, with the banner on the screen: how much of the viewport it covers, the hero, a wall, scrolling, and the page's layout shift while loading and when Accept closes the banner." }
};

/**
 * What an archive page needs of a publication, and nothing more (the rest stays in the file, which is
 * served as it is): read leniently, so that an older shape is shown with what it has.
 */
export interface ArchivedPublication {
	publication: Dataset['publication'];
	products: Product[];
	cells: Cell[];
	testConditions: Partial<Dataset['testConditions']>;
	caveats: string[];
	/** Each host's own medians (from 1.3), as the file holds them; empty before. */
	hostMedians: HostMedians[];
	/** Where its presses spent their time (2.0 and later); empty before. */
	pressPhases: PressPhases[];
	/** How it read its presses (2.1 and later), which its head-to-head margins come from. */
	pressReading?: PressReading;
	/** Its banner on the screen and layout shift, per page (2.2 and later). */
	bannerLayout?: BannerLayout;
	/** Whether its timings are stated at the control's speed (1.4 and later). */
	scaled: boolean;
	/** What today's schema expects and this file lacks or words otherwise, one line each; empty when it reads as today's. */
	missing: string[];
}

/** Reads an archived publication.json: whole when today's schema accepts it, else field by field. */
export function readArchived(input: unknown): ArchivedPublication {
	const whole = v.safeParse(DatasetSchema, input);
	if (whole.success) {
		const d = whole.output;
		return { publication: d.publication, products: d.products, cells: d.cells, testConditions: d.testConditions, caveats: d.caveats, hostMedians: d.hostMedians ?? [], pressPhases: d.pressPhases ?? [], ...(d.pressReading ? { pressReading: d.pressReading } : {}), ...(d.bannerLayout ? { bannerLayout: d.bannerLayout } : {}), scaled: d.scaling !== undefined, missing: [] };
	}
	const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
	const missing = whole.issues.slice(0, 5).map((issue) => `${issuePath(issue)}: ${describeIssue(issue)}`);
	const publication = v.parse(PublicationSchema, raw.publication);
	const valid = <T>(schema: v.GenericSchema<unknown, T>, items: unknown, what: string): T[] => {
		const list = Array.isArray(items) ? items : [];
		const kept = list.flatMap((item) => {
			const r = v.safeParse(schema, item);
			return r.success ? [r.output] : [];
		});
		if (kept.length < list.length) missing.push(`${list.length - kept.length} of ${list.length} ${what} do not read as today's schema and are not shown`);
		return kept;
	};
	const conditions = (raw.testConditions ?? {}) as Record<string, unknown>;
	const testConditions = Object.fromEntries(['desktop', 'mobile'].flatMap((p) => (v.is(TestConditionsSchema, conditions[p]) ? [[p, conditions[p]]] : []))) as Partial<Dataset['testConditions']>;
	return {
		publication,
		products: valid(ProductSchema, raw.products, 'products'),
		cells: valid(CellSchema, raw.cells, 'cells'),
		testConditions,
		caveats: Array.isArray(raw.caveats) ? raw.caveats.filter((c): c is string => typeof c === 'string') : [],
		hostMedians: valid(HostMediansSchema, raw.hostMedians, 'host medians'),
		pressPhases: valid(PressPhasesSchema, raw.pressPhases, 'press phases'),
		...(v.is(PressReadingSchema, raw.pressReading) ? { pressReading: raw.pressReading } : {}),
		...(v.is(BannerLayoutSchema, raw.bannerLayout) ? { bannerLayout: raw.bannerLayout } : {}),
		scaled: raw.scaling !== undefined,
		missing
	};
}
