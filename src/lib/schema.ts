// The contract, as valibot schemas: the stored dataset (data/publication.json), the public
// benchmark view (INTERFACE §2) and the 400 error body. Types are inferred from here, the
// harness validates what it writes with them, the site validates what it reads, and
// OpenAPI, MCP and WebMCP input schemas are generated from them.
import * as v from 'valibot';
import { DEFAULT_FRAMEWORK, DEFAULT_PROFILE, FRAMEWORKS, PROFILES } from './dimensions.ts';
import { SPREAD_OUTCOME_IDS, TIMED_METRIC_IDS } from './metrics.ts';
import { GATE_RULE_IDS } from './gate-rules.ts';
import { CONTROL_MEASURE_IDS, SCALED_OUTCOME_IDS } from './control-measures.ts';

/** A real calendar date in YYYY-MM-DD (the regex alone would accept 2025-02-29). */
export function isCalendarDate(value: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!match) return false;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const CalendarDate = v.pipe(
	v.string(),
	v.isoDate('must be a date in the form YYYY-MM-DD'),
	v.check(isCalendarDate, 'must be a real calendar date (YYYY-MM-DD)')
);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Text = v.pipe(v.string(), v.minLength(1));
const Url = v.pipe(v.string(), v.url());

export const ProfileSchema = v.picklist(PROFILES);
export const FrameworkSchema = v.picklist(FRAMEWORKS);
export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'));

export const PublicationSchema = v.strictObject({
	analysisId: Text,
	methodologyVersion: Text,
	publishedOn: CalendarDate,
	collectedFrom: CalendarDate,
	collectedTo: CalendarDate,
	visitsPerCell: v.pipe(Count, v.minValue(1))
});

export const TestConditionsSchema = v.strictObject({ label: Text, viewport: Text, cpu: Text, network: Text });
export const MetricSchema = v.strictObject({ id: Text, unit: Text, description: Text });
export const ProductSchema = v.strictObject({
	slug: SlugSchema,
	name: Text,
	vendor: Text,
	/** The version measured. */
	version: Text,
	website: Url
});

const NotMeasuredStatus = v.picklist(['unavailable', 'unsupported', 'failed']);
export const NotMeasuredSchema = v.strictObject({ status: NotMeasuredStatus, reason: Text });

export const MeasuredSchema = v.strictObject({
	status: v.literal('measured'),
	median: v.number(),
	samples: Count,
	tier: v.picklist(['good', 'fair', 'poor']),
	p75: v.optional(v.number()),
	interval: v.optional(v.strictObject({ low: v.number(), high: v.number() })),
	conclusion: v.optional(v.picklist(['added', 'removed', 'inconclusive']))
});

export const MetricOutcomeSchema = v.variant('status', [MeasuredSchema, NotMeasuredSchema]);

export const CorrectnessMeasuredSchema = v.strictObject({
	status: v.literal('measured'),
	verified: Count,
	failed: Count,
	unknown: Count,
	failures: v.array(v.string())
});
export const CorrectnessOutcomeSchema = v.variant('status', [CorrectnessMeasuredSchema, NotMeasuredSchema]);

export const AnswersSchema = v.strictObject({
	bannerVisible: MetricOutcomeSchema,
	pageDelay: MetricOutcomeSchema,
	clickResponse: MetricOutcomeSchema,
	addedBytes: MetricOutcomeSchema,
	mainThread: MetricOutcomeSchema
});

const cellOutcomes = {
	answers: AnswersSchema,
	rejectResponse: MetricOutcomeSchema,
	correctness: CorrectnessOutcomeSchema,
	notes: v.array(v.string())
};

/** One (profile, framework, product) measurement as stored in the dataset. */
export const CellSchema = v.strictObject({
	profile: ProfileSchema,
	framework: FrameworkSchema,
	product: SlugSchema,
	...cellOutcomes
});

/** Where the numbers come from: the harness run, or a loud placeholder statement. */
export const ProvenanceSchema = v.strictObject({
	kind: v.picklist(['placeholder', 'measured']),
	statement: Text,
	facts: v.array(v.string())
});

const Share = <K extends string>(key: K) => v.strictObject({ [key]: Count, of: Count } as { [P in K]: typeof Count } & { of: typeof Count });
const Bounds = v.strictObject({ median: v.number(), low: v.number(), high: v.number() });

/**
 * The machine a rerun ran on, compared with the publication's (issue 23): intervals of one host say
 * nothing about another, so each rerun names its own.
 */
export const RerunHostSchema = v.strictObject({
	/** Cores, CPU model and memory, as the rerun's run records give them. */
	description: Text,
	/**
	 * same: the publication's own host (the same host id); other: another host; simulated-slower: the
	 * publication's kind of host made slower, as `simulation` says; unrecorded: the records (before
	 * methodology 1.1) name no host; held-out: a host of the publication's own campaign, left out of
	 * the intervals it is compared with (methodology 1.3: every host is also a test).
	 */
	relation: v.picklist(['same', 'other', 'simulated-slower', 'unrecorded', 'held-out']),
	/** The host id of the run records (a hash of the VM's boot id); given for a held-out host, which `hosts` describes. */
	id: v.optional(Text),
	/** Median of the host's BenchmarkIndex at the rerun's round starts (records from methodology 1.1 on). */
	benchmarkIndex: v.optional(v.pipe(v.number(), v.minValue(0))),
	/** How the slower host was simulated, and why it is a fair stand-in. */
	simulation: v.optional(Text)
});

/**
 * For a held-out host: the same comparison within one host of the campaign, at the held-out host's
 * sample size (issue 49). A host with one round has 5-visit medians, noisier than 20-visit ones; here
 * `roundsHeldOut` rounds of one host are left out in turn and compared with intervals from that host's
 * other rounds, so a reader can tell the differences between hosts from sampling noise.
 */
export const SameHostFigureSchema = v.strictObject({
	/** The host whose own rounds were split. */
	host: Text,
	/** Rounds held out at a time (the held-out host's rounds per shard), and how many such splits were compared. */
	roundsHeldOut: Count,
	splits: Count,
	mediansWithinIntervals: Share('within'),
	intervalsOverlapping: Share('overlapping'),
	conclusionsHeld: v.strictObject({ held: Count, contradicted: Count, of: Count }),
	tiersHeld: Share('held')
});

/**
 * How well one independent rerun of some shards reproduced this publication (issues 10, 23). Outside
 * the view schema: the harness appends one with `--compare-with … --record-reproducibility`.
 */
export const RerunSchema = v.strictObject({
	/** The publication the rerun was compared with; must be this file's analysisId. */
	analysisId: Text,
	host: RerunHostSchema,
	rerunFrom: CalendarDate,
	rerunTo: CalendarDate,
	harnessCommit: Text,
	/** The shards re-measured, e.g. "mobile-script-tag". */
	shards: v.pipe(v.array(Text), v.minLength(1)),
	/** The command that reproduces the comparison from the rerun's raw records. */
	command: Text,
	/** Measured visits per cell of the rerun (for a held-out host: its own), when it differs from the publication's. */
	visitsPerCell: v.optional(Count),
	mediansWithinIntervals: Share('within'),
	/** From 1.5: the rerun's medians inside the machine spread around the published medians (src/lib/machine-spread.ts). */
	withinSpread: v.optional(Share('within')),
	intervalsOverlapping: Share('overlapping'),
	/** Published `added`/`removed` conclusions: how many the rerun reached again, and how many it reversed. */
	conclusionsHeld: v.strictObject({ held: Count, contradicted: Count, of: Count }),
	tiersHeld: Share('held'),
	addedBytesIdentical: Share('identical'),
	outcomes: v.array(
		v.strictObject({
			profile: ProfileSchema,
			framework: FrameworkSchema,
			product: SlugSchema,
			outcome: v.picklist(TIMED_METRIC_IDS),
			published: Bounds,
			rerun: Bounds,
			within: v.boolean(),
			overlapping: v.boolean()
		})
	),
	/** For a held-out host: the same figures within one host at the same sample size. */
	sameHost: v.optional(SameHostFigureSchema),
	/**
	 * For a held-out host of a publication at the control's speed (1.4 and later): the same comparison
	 * with every timing as measured, so a reader sees what the scaling did.
	 */
	unscaled: v.optional(
		v.strictObject({
			mediansWithinIntervals: Share('within'),
			conclusionsHeld: v.strictObject({ held: Count, contradicted: Count, of: Count }),
			headToHead: v.strictObject({ decided: Count, held: Count, open: Count, contradicted: Count, signKept: Share('kept') })
		})
	),
	/**
	 * Head to head (issue 53): the published pairs' differences of timed outcomes (added bytes left out:
	 * a page's bytes are the same on every host), against the rerun's own differences of the same pairs.
	 * Of the published decided conclusions (A costs more, B costs more): how many the rerun reached
	 * again (held), left undecided (open) or reversed (contradicted); and of the pairs whose differences
	 * are both non-zero, how many kept their sign.
	 */
	headToHead: v.optional(
		v.strictObject({
			decided: Count,
			held: Count,
			open: Count,
			contradicted: Count,
			signKept: Share('kept')
		})
	)
});

/**
 * A host the publication's rounds ran on (methodology 1.3: a campaign over several hosts). A host is one
 * VM boot; two boots of one CPU design are two hosts, so each names its CPU when it was recorded.
 */
export const HostSchema = v.strictObject({
	/** The host id of the run records: a hash of the VM's boot id. */
	id: Text,
	/** Cores, CPU model and memory, as the run records give them. */
	description: Text,
	/** /proc/cpuinfo's vendor, family, model, stepping and cache; null when nobody recorded it. */
	cpuGeneration: v.nullable(Text),
	/** The CPU design in words (e.g. "AMD Zen 4 (EPYC 9004, Genoa)"); null when the CPU was not recorded. */
	design: v.nullable(Text),
	/** From 1.5: where the CPU was read, or why it cannot be named (the campaign's host register says). */
	cpuSource: v.optional(Text),
	/** The rounds it ran (browser launches, one shard each) and the shards they covered. */
	rounds: Count,
	shards: v.pipe(v.array(Text), v.minLength(1)),
	/** Lighthouse's BenchmarkIndex at its rounds' starts, lowest and highest. */
	benchmarkIndex: v.strictObject({ low: v.number(), high: v.number() })
});

/**
 * A consent manager readers look for that this publication does not measure, and why (issue 25).
 * Outside the view schema: the methodology page, its Markdown and publication.json list them.
 */
/**
 * Field figures for a not-measured product (issue 48): how HTTP Archive's crawl of real sites sees it,
 * as the pinned third-party-web package summarises it, or why there is no figure. Never a result of
 * our test pages: it is shown apart from every view.
 */
export const FieldFiguresSchema = v.variant('status', [
	v.strictObject({
		status: v.literal('figures'),
		/** The third-party-web entity the product's domains belong to. */
		entity: Text,
		/** Pages of the crawl that include the entity (totalOccurrences). */
		pages: Count,
		/** Its script execution time per such page, on average (totalExecutionTime ÷ totalOccurrences), in ms. */
		averageScriptMs: Count
	}),
	v.strictObject({ status: v.literal('none'), reason: Text })
]);

/** Where the field figures come from: the package, its version, its registry date and what it does not say. */
export const FieldSourceSchema = v.strictObject({
	package: Text,
	version: Text,
	/** The version's publication date on the npm registry. */
	publishedOn: CalendarDate,
	/** The package's file the figures are read from. */
	file: Text,
	url: Url,
	/** The crawl behind it, in words. */
	crawl: Text,
	/** The month of the crawl the figures summarise (YYYY-MM), or null when the package does not state it. */
	crawlMonth: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)))
});

export const UnmeasuredProductSchema = v.strictObject({
	name: Text,
	vendor: Text,
	website: Url,
	/** vendor-hosted: served from the vendor's CDN or backend; npm-package: on the registry, but not measurable honestly. */
	kind: v.picklist(['vendor-hosted', 'npm-package']),
	/** Why the offline harness cannot measure it honestly. */
	reason: Text,
	/** What a campaign would need in order to measure it. */
	wouldTake: Text,
	/** How HTTP Archive's crawl of real sites sees it (vendor-hosted products; issue 48), or why there is no figure. */
	field: v.optional(FieldFiguresSchema)
});

/**
 * How a head-to-head difference (A − B) is judged against the outcome's practical margin (issue 47). From
 * methodology 2.1 (issue 90) an interval clear of zero that reaches past the margin on one side only is
 * "measurably more": the difference exists, its size against the margin is not settled.
 */
export const CONCLUSIONS = ['a-costs-more', 'b-costs-more', 'a-measurably-more', 'b-measurably-more', 'no-practical-difference', 'inconclusive'] as const;

/** One outcome of one pair: the difference of the published medians, its 95% interval and its conclusion. */
export const DifferenceSchema = v.strictObject({
	difference: v.number(),
	low: v.number(),
	high: v.number(),
	conclusion: v.picklist(CONCLUSIONS),
	/** Presses from methodology 2.1: the ratio of the medians A/B with its 95% interval, from the same resamples. */
	ratio: v.optional(v.strictObject({ value: v.number(), low: v.number(), high: v.number() }))
});

const PairOutcomesSchema = v.strictObject(Object.fromEntries(TIMED_METRIC_IDS.map((id) => [id, v.optional(DifferenceSchema)])) as Record<(typeof TIMED_METRIC_IDS)[number], v.OptionalSchema<typeof DifferenceSchema, undefined>>);

/**
 * The head-to-head differences of a publication (issue 47): data/comparisons.json, beside the dataset.
 * Every pair of products measured in a view, once, A before B in slug order; B against A is the
 * negation. Outside the view schema, whose shape the interface fixes.
 */
export const ComparisonsSchema = v.strictObject({
	/** The publication these differences belong to: its analysisId. */
	analysisId: Text,
	/** Bootstrap resamples per difference. */
	resamples: Count,
	views: v.array(
		v.strictObject({
			profile: ProfileSchema,
			framework: FrameworkSchema,
			pairs: v.array(v.strictObject({ a: SlugSchema, b: SlugSchema, outcomes: PairOutcomesSchema }))
		})
	)
});

/**
 * The validity gate (methodology 1.4, issue 53): its fixed tolerances and control references, how many
 * units (one round of one shard on one host) it admits, and every unit it refuses with the rules it broke
 * and their figures. Applied from 1.4: a refused unit's records stay in the campaign's folder and count
 * toward no host and no interval. A 1.3 publication counts every round; its gate says what 1.4's rule
 * makes of them.
 */
export const GateSchema = v.strictObject({
	/** Whether the publication counts only the admitted units (1.4 and later), or every round (1.3). */
	applied: v.boolean(),
	/** How far a round's calibration may miss its reference, as a share of it. */
	calibrationTolerance: v.number(),
	/** How far the host's speed may move between a round's start and end, as a share. */
	driftTolerance: v.number(),
	/** Cores of other work at which a round counts as measured beside it. */
	foreignCoresLimit: v.number(),
	/** The control's band: admitted within its reference divided or multiplied by this factor. */
	controlBand: v.pipe(v.number(), v.minValue(1)),
	/** Each shard's control reference: the bare page's median main-thread task time, ms. */
	controlReferences: v.array(v.strictObject({ shard: Text, taskMs: v.number() })),
	admittedUnits: Count,
	refusedUnits: v.array(
		v.strictObject({
			host: Text,
			shard: Text,
			round: v.pipe(Count, v.minValue(1)),
			broke: v.pipe(v.array(v.strictObject({ rule: v.picklist(GATE_RULE_IDS), figures: Text })), v.minLength(1))
		})
	),
	/** Hosts none of whose units were admitted. */
	refusedHosts: v.array(Text)
});

const ControlMeasureSchema = v.picklist(CONTROL_MEASURE_IDS);
const IntervalSchema = v.strictObject({ low: v.number(), high: v.number() });
const TimedIntervals = v.strictObject(Object.fromEntries(TIMED_METRIC_IDS.map((id) => [id, v.optional(IntervalSchema)])) as Record<(typeof TIMED_METRIC_IDS)[number], v.OptionalSchema<typeof IntervalSchema, undefined>>);
const TimedMedians = v.strictObject(Object.fromEntries(TIMED_METRIC_IDS.map((id) => [id, v.optional(v.number())])) as Record<(typeof TIMED_METRIC_IDS)[number], v.OptionalSchema<v.NumberSchema<undefined>, undefined>>);

/**
 * Timings at the control's speed (methodology 1.4 only, issue 58; withdrawn in 1.5, issue 64): each
 * round's timed outcomes multiplied by its shard's fixed reference ÷ the round's own bare-page median of
 * the chosen measure. Kept so that publication 1.4, archived byte for byte, still reads as it was served.
 */
export const ScalingSchema = v.strictObject({
	/** Per timed outcome: the bare page's measure it is scaled by, or null where it is stated as measured. */
	outcomes: v.strictObject(Object.fromEntries(SCALED_OUTCOME_IDS.map((id) => [id, v.nullable(ControlMeasureSchema)])) as Record<(typeof SCALED_OUTCOME_IDS)[number], v.NullableSchema<typeof ControlMeasureSchema, undefined>>),
	/**
	 * The figures that chose each outcome's measure: every admitted host of the campaign left out in turn,
	 * the median gap between its medians and the other hosts' over the cells both measured, unscaled
	 * (measure null) and scaled by each measure. The smallest gap was chosen; unscaled on a tie.
	 */
	evidence: v.array(
		v.strictObject({
			outcome: v.picklist(SCALED_OUTCOME_IDS),
			candidates: v.array(v.strictObject({ measure: v.nullable(ControlMeasureSchema), gap: v.number(), cells: Count }))
		})
	),
	/** Each shard's fixed reference of every measure, ms: a scaled time is what the round would have taken had its bare page taken this long. */
	references: v.array(v.strictObject({ shard: Text, ...(Object.fromEntries(CONTROL_MEASURE_IDS.map((id) => [id, v.pipe(v.number(), v.minValue(0))])) as Record<(typeof CONTROL_MEASURE_IDS)[number], v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.MinValueAction<number, 0, undefined>]>>) }))
});

/**
 * The machine spread (methodology 1.5, issue 64): how far another machine of the campaign's class
 * measured, per profile and timed outcome, from leaving each admitted host out in turn (rule and figures:
 * measure/spread/). A cell's spread range is its pooled median ± spread × scale (src/lib/machine-spread.ts).
 * Outside the view schema, whose shape the interface fixes.
 */
export const MachineSpreadSchema = v.strictObject({
	/** The share of held-out medians the spread is read at (0.95: the 95th percentile of the gaps). */
	coverage: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
	/** The hosts of these records left out in turn against the others (none when a view rests on one host). */
	hosts: v.array(Text),
	outcomes: v.array(
		v.strictObject({
			profile: ProfileSchema,
			outcome: v.picklist(SPREAD_OUTCOME_IDS),
			/** The half-width as a share of the scale (0.18: ±18%). */
			spread: v.pipe(v.number(), v.minValue(0)),
			/** Held-out cells (host × product × view) of these records, and their hosts, counted against it. */
			cells: Count,
			hosts: Count,
			/** A Δ read as a share of itself (2.1): how many of those held-out Δs lay on the other side of zero from the other hosts'. */
			otherSign: v.optional(Count)
		})
	),
	/** Each view's bare page, pooled as measured (ms): what a Δ's spread is a share of, with the Δ. */
	bare: v.array(v.strictObject({ profile: ProfileSchema, framework: FrameworkSchema, hero: v.number(), mainThreadWork: v.number() })),
	/** Each host left out: its medians inside the spread around the other hosts', per profile. */
	byHost: v.array(v.strictObject({ host: Text, profile: ProfileSchema, within: Count, of: Count })),
	/**
	 * What a Δ outcome's spread is a share of: absent (1.5 to 2.0), the product page's whole figure (the bare
	 * page's plus the Δ); 'delta' (2.1, issue 90), the Δ itself, read on cells whose Δ lies beyond the
	 * practical margin, and stated for those only.
	 */
	deltas: v.optional(v.picklist(['delta']))
});

/**
 * One host's own medians of one view (issue 54): what each host measured of each product, beside the
 * published medians that pool every host. Δ outcomes are the host's product median minus its own
 * baseline median. Outside the view schema: the dataset, the download and the product pages carry it.
 */
export const HostMediansSchema = v.strictObject({
	profile: ProfileSchema,
	framework: FrameworkSchema,
	host: Text,
	/** The host's rounds of this view's shard. */
	rounds: Count,
	/**
	 * From 1.4: how fast this host ran the bare page, as a multiple of its shard's reference (the median
	 * over the host's rounds; 1.3 means 30% slower than the reference). From 1.5 a diagnostic on the
	 * gate's measure (task) alone; 1.4 gave every measure its scaling used.
	 */
	control: v.optional(v.strictObject(Object.fromEntries(CONTROL_MEASURE_IDS.map((id) => [id, v.optional(v.number())])) as Record<(typeof CONTROL_MEASURE_IDS)[number], v.OptionalSchema<v.NumberSchema<undefined>, undefined>>)),
	products: v.array(
		v.strictObject({
			product: SlugSchema,
			/** The host's valid visits of the product. */
			visits: Count,
			/** As measured on this host (from 1.4, each Δ against the bare page of its own round). */
			medians: TimedMedians,
			/** 1.4 only: the same at the control's speed, as that publication stated them. */
			scaledMedians: v.optional(TimedMedians),
			/** From 1.5: this host's own 95% range of each median (its rounds, then its visits, drawn alone). */
			intervals: v.optional(TimedIntervals)
		})
	)
});

/** What a press pressed: a product's accept or reject button, or the bare page's control button that does nothing. */
export const PRESS_ACTIONS = ['accept', 'reject', 'control'] as const;

/**
 * Where a press's time goes (methodology 2.0, issue 65): of one page's presses of one action in one view,
 * read from the trace, the medians of the three phases (input delay, processing, presentation delay) and
 * of the whole response, from the input to the presentation of the next frame. The medians of the phases
 * need not add up to the median response: each is the middle of its own values. Pooled over the admitted
 * hosts; the control's (the bare page, page "baseline") for each host as well. Outside the view schema:
 * the dataset and the product, compare and methodology pages carry it.
 */
export const PressPhasesSchema = v.strictObject({
	profile: ProfileSchema,
	framework: FrameworkSchema,
	/** A product's slug, or "baseline": the bare page, whose presses are the control's. */
	page: SlugSchema,
	action: v.picklist(PRESS_ACTIONS),
	/** Absent: every admitted host's presses; present: this host's alone (the control's only). */
	host: v.optional(Text),
	/** Presses with all three phases in the trace. */
	presses: Count,
	inputDelay: v.number(),
	processing: v.number(),
	presentation: v.number(),
	/** The whole response of the same presses: median and quartiles. */
	response: v.strictObject({ median: v.number(), p25: v.number(), p75: v.number() }),
	/** The median work until the frame (input delay + processing + the main thread's work until the next frame) of those that have it. */
	work: v.optional(v.number()),
	/** From methodology 2.1: the median handling (the clicking input from its dispatch to the frame handed over, the harness's check left out). */
	handling: v.optional(v.number()),
	/** Which the publication states this profile's accept and reject responses in (2.0: the control's choice; 2.1: handling). */
	published: v.picklist(['response', 'work', 'handling'])
});

/** The measures a press can be read in: 1.x's Event Timing reading ('floored' counted a missing entry as 16 ms), 2.0's two, 2.1's. */
export const PRESS_MEASURES = ['floored', 'response', 'work', 'handling'] as const;
/**
 * What is done with the rig's share of a press (issue 90): nothing, or (2.1) each press stated at the speed
 * of the profile's reference control press, scaled by it over its own round's control presses.
 */
export const PRESS_CONDITIONS = ['as-measured', 'control-scaled'] as const;

const ControlPressesSchema = v.strictObject({
	/** The admitted control presses (the bare page's button that does nothing) read in the measure. */
	presses: Count,
	median: v.number(),
	/** Their interquartile range, ms. */
	iqr: v.number(),
	/** The head-to-head margin of accept and reject on this profile: the interquartile range, rounded up to 0.1 ms. */
	margin: v.number()
});

/**
 * How a publication reads its presses (issues 90, 94), decided once when it is published and read by the
 * site as a fact, never re-derived from a version number: per profile, the measure and the control's
 * figures that give the head-to-head margin, and the condition they are stated in. From methodology 2.1.
 */
export const PressReadingSchema = v.strictObject({
	measure: v.strictObject({ desktop: v.picklist(PRESS_MEASURES), mobile: v.picklist(PRESS_MEASURES) }),
	condition: v.picklist(PRESS_CONDITIONS),
	/** 'control-scaled': the reference control press per profile (ms), fixed for the methodology, that every press is stated at the speed of. */
	reference: v.optional(v.strictObject({ desktop: v.number(), mobile: v.number() })),
	/** The admitted control presses read as the products' are (scaled too, under 'control-scaled'): their spread is the press margin. Absent for a profile the records have no press of (one host's desktop units, say). */
	control: v.strictObject({ desktop: v.optional(ControlPressesSchema), mobile: v.optional(ControlPressesSchema) })
});

/** How a product blocks the tracker until consent (issue 54): by itself, or through callbacks the integrator wires. */
/**
 * The banner on the visitor's screen (publication 2.2, issue 93): per page of a view, what a layout round
 * read (measure/gather/banner-layout.ts: where a press lands on the consent manager, on a grid) and how far
 * the page moved while it loaded in the campaign's measured visits (CLS from navigation until settled).
 */
const Share01 = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
export const PageLayoutSchema = v.strictObject({
	profile: ProfileSchema,
	framework: FrameworkSchema,
	/** A product's slug, or baseline for the bare page. */
	page: SlugSchema,
	viewport: v.strictObject({ width: Count, height: Count }),
	/** Layout rounds that read this page. */
	reads: Count,
	/** Shares of the viewport where a press lands on the consent manager: the median read, the least and the most. */
	coverage: v.strictObject({ median: Share01, min: Share01, max: Share01 }),
	/** The median read's share of the hero covered; null when the hero was out of view. */
	heroCovered: v.nullable(Share01),
	/** No point of the page took a press, in every read. */
	wall: v.boolean(),
	/** html or body clipped its overflow, in every read: the page could not be scrolled. */
	scrollLocked: v.boolean(),
	/** The load window's layout shift over the campaign's measured visits; null when the campaign has none of this page. */
	loadShift: v.nullable(v.strictObject({ visits: Count, median: v.pipe(v.number(), v.minValue(0)), p75: v.pipe(v.number(), v.minValue(0)), max: v.pipe(v.number(), v.minValue(0)), shifted: Count })),
	/**
	 * How the page moved when Accept closed the banner, in the layout round's presses: the larger of the reads'
	 * sums of shifts CLS counts, and of those within 500 ms of the press, which CLS leaves out. Null without a banner.
	 */
	acceptShift: v.nullable(v.strictObject({ reads: Count, counted: v.pipe(v.number(), v.minValue(0)), inputDriven: v.pipe(v.number(), v.minValue(0)) }))
});
export const BannerLayoutSchema = v.strictObject({
	/** The layout round: its records' folder in the repository, harness commit, host, Chromium and dates. */
	round: v.strictObject({ records: Text, harnessCommit: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/, 'must be a full commit hash')), host: Text, chromium: Text, from: CalendarDate, to: CalendarDate, rounds: Count, gridPx: Count }),
	/** Chrome's CLS thresholds the pages state: good up to `good`, poor above `poor`. */
	clsThresholds: v.strictObject({ good: v.number(), poor: v.number() }),
	pages: v.array(PageLayoutSchema)
});

export const GATING_KINDS = ['built-in', 'integrator'] as const;
export const ProductGatingSchema = v.strictObject({ product: SlugSchema, kind: v.picklist(GATING_KINDS), how: Text });

/**
 * Whether a measured product has moved on (issue 60): one entry per product of data/releases.json, the
 * release the publication measured against the registry's latest stable release. Outside the dataset:
 * the check runs on a schedule between publications, and a publication's bytes never change for it.
 */
export const ReleaseEntrySchema = v.strictObject({
	product: SlugSchema,
	package: Text,
	/** The version the publication measured. */
	measured: Text,
	/** current: the measured release is the latest; newer: a later stable release exists; removed: the package left the registry; unchecked: the registry did not say. */
	status: v.picklist(['current', 'newer', 'removed', 'unchecked']),
	/** The latest stable release (a pre-release never counts), its date, and how far it is from the measured one. */
	latest: v.optional(Text),
	releasedOn: v.optional(CalendarDate),
	distance: v.optional(v.picklist(['major', 'minor', 'patch'])),
	/** When this entry was checked (an entry the registry could not answer keeps its last check). */
	checkedOn: CalendarDate,
	note: v.optional(Text)
});

export const ReleasesSchema = v.strictObject({
	/** The registry asked, by what it is (npm's default one or another) and where it came from (npm's configuration, --registry); never its address. */
	registry: Text,
	/** When the check last ran. */
	checkedOn: CalendarDate,
	products: v.array(ReleaseEntrySchema)
});

const ByteCount = v.pipe(v.number(), v.integer(), v.minValue(0));
const Sha256Hex = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits'));

/**
 * data/raw-visits.json: which units of its campaign make each of the served publication's raw visit files,
 * in order, and the bytes they make. Outside the dataset: the units are in git once, under data/campaign-*,
 * and the server sends each file as its units' bytes in order (src/lib/server/raw-visits.ts); nothing is
 * written on install.
 */
export const RawVisitsManifestSchema = v.strictObject({
	/** The campaign folder, relative to the folder the manifest sits in. */
	campaign: Text,
	shards: v.record(
		v.pipe(v.string(), v.regex(/^[a-z]+-[a-z-]+\.jsonl$/, 'must be a shard file, <profile>-<framework>.jsonl')),
		v.strictObject({
			bytes: ByteCount,
			sha256: Sha256Hex,
			/**
			 * Its units in order, each as `<host>/<unit>` (a campaign over hosts) or `<unit>` (the campaign
			 * workflow's, one runner each), with the bytes of its complete lines it gives the file and their SHA-256.
			 */
			units: v.array(
				v.strictObject({
					unit: v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{12}\/)?round-[0-9]+\.[a-z]+-[a-z-]+$/, 'must be <host id>/<unit folder> or <unit folder>, a unit folder being round-N.<profile>-<framework>')),
					bytes: ByteCount,
					sha256: Sha256Hex
				})
			)
		})
	)
});

/** The whole stored dataset: data/publication.json. */
export const DatasetSchema = v.strictObject({
	publication: PublicationSchema,
	provenance: ProvenanceSchema,
	disclosure: Text,
	caveats: v.array(Text),
	metrics: v.array(MetricSchema),
	testConditions: v.strictObject({ desktop: TestConditionsSchema, mobile: TestConditionsSchema }),
	products: v.array(ProductSchema),
	cells: v.array(CellSchema),
	/** The hosts the rounds ran on (methodology 1.3 and later; earlier publications name them in the provenance only); from 1.4, the hosts with admitted units. */
	hosts: v.optional(v.pipe(v.array(HostSchema), v.minLength(1))),
	/** The validity gate the publication applied (methodology 1.4 and later). */
	gate: v.optional(GateSchema),
	/** Timings at the control's speed (1.4 only). */
	scaling: v.optional(ScalingSchema),
	/** Each host's own medians, view by view (1.4 and later; from 1.5 with each host's own ranges). */
	hostMedians: v.optional(v.array(HostMediansSchema)),
	/** How far another machine of the campaign's class measured (1.5 and later). */
	machineSpread: v.optional(MachineSpreadSchema),
	/** How each product blocks the tracker (1.4 and later; earlier publications say it in the cells' notes). */
	gating: v.optional(v.array(ProductGatingSchema)),
	/** The recorded reruns of this publication, oldest first. */
	reproducibility: v.optional(v.pipe(v.array(RerunSchema), v.minLength(1))),
	notMeasured: v.optional(v.array(UnmeasuredProductSchema)),
	/** Where the not-measured products' field figures come from (issue 48). */
	fieldSource: v.optional(FieldSourceSchema),
	/** Where accept, reject and control presses spend their time (2.0 and later: presses read from the trace). */
	pressPhases: v.optional(v.array(PressPhasesSchema)),
	/** How the presses are read, decided at publish (2.1 and later; earlier publications' reading follows from their methodology). */
	pressReading: v.optional(PressReadingSchema),
	/** The banner's place on the screen and the page's layout shift (2.2 and later, issue 93). */
	bannerLayout: v.optional(BannerLayoutSchema)
});

export const ResultEntrySchema = v.strictObject({ product: ProductSchema, ...cellOutcomes });

/** The public benchmark view: the JSON endpoint's body and the MCP tool's structured content. */
export const BenchmarkViewSchema = v.strictObject({
	publication: PublicationSchema,
	preview: v.literal(true),
	profile: ProfileSchema,
	framework: FrameworkSchema,
	testConditions: TestConditionsSchema,
	methodologyUrl: Url,
	sourceUrl: Url,
	caveats: v.array(v.string()),
	metrics: v.array(MetricSchema),
	results: v.array(ResultEntrySchema)
});

/** RFC 9457 problem details for a refused query parameter. */
export const ParameterProblemSchema = v.strictObject({
	type: Url,
	title: Text,
	status: v.literal(400),
	detail: Text,
	parameter: v.picklist(['profile', 'framework']),
	value: v.string(),
	allowed: v.array(v.string())
});

/** Input of the get_benchmarks tool (MCP and WebMCP) and of the JSON endpoint's query. */
export const ViewQuerySchema = v.strictObject({
	profile: v.optional(ProfileSchema, DEFAULT_PROFILE),
	framework: v.optional(FrameworkSchema, DEFAULT_FRAMEWORK)
});

export type Dataset = v.InferOutput<typeof DatasetSchema>;
export type RawVisitsManifest = v.InferOutput<typeof RawVisitsManifestSchema>;
export type Cell = v.InferOutput<typeof CellSchema>;
export type Rerun = v.InferOutput<typeof RerunSchema>;
export type RerunHost = v.InferOutput<typeof RerunHostSchema>;
export type SameHostFigure = v.InferOutput<typeof SameHostFigureSchema>;
export type Host = v.InferOutput<typeof HostSchema>;
export type Gate = v.InferOutput<typeof GateSchema>;
export type HostMedians = v.InferOutput<typeof HostMediansSchema>;
export type PressPhases = v.InferOutput<typeof PressPhasesSchema>;
export type PressAction = (typeof PRESS_ACTIONS)[number];
export type Scaling = v.InferOutput<typeof ScalingSchema>;
export type MachineSpread = v.InferOutput<typeof MachineSpreadSchema>;
export type ReleaseEntry = v.InferOutput<typeof ReleaseEntrySchema>;
export type Releases = v.InferOutput<typeof ReleasesSchema>;
export type ProductGating = v.InferOutput<typeof ProductGatingSchema>;
export type GatingKind = (typeof GATING_KINDS)[number];
export type Conclusion = (typeof CONCLUSIONS)[number];
export type PressReading = v.InferOutput<typeof PressReadingSchema>;
export type PageLayout = v.InferOutput<typeof PageLayoutSchema>;
export type BannerLayout = v.InferOutput<typeof BannerLayoutSchema>;
export type PressMeasure = (typeof PRESS_MEASURES)[number];
export type Difference = v.InferOutput<typeof DifferenceSchema>;
export type Comparisons = v.InferOutput<typeof ComparisonsSchema>;
export type Product = v.InferOutput<typeof ProductSchema>;
export type UnmeasuredProduct = v.InferOutput<typeof UnmeasuredProductSchema>;
export type FieldFigures = v.InferOutput<typeof FieldFiguresSchema>;
export type FieldSource = v.InferOutput<typeof FieldSourceSchema>;
export type MetricOutcome = v.InferOutput<typeof MetricOutcomeSchema>;
export type MeasuredOutcome = v.InferOutput<typeof MeasuredSchema>;
export type CorrectnessOutcome = v.InferOutput<typeof CorrectnessOutcomeSchema>;
export type BenchmarkView = v.InferOutput<typeof BenchmarkViewSchema>;
export type ResultEntry = v.InferOutput<typeof ResultEntrySchema>;
export type ParameterProblem = v.InferOutput<typeof ParameterProblemSchema>;
