// The fixed prose of a publication, one edition per methodology version: its statement, caveats and
// test conditions (how each edition analyses its records is publish/editions.ts). Kept apart so that a
// wording change is a reviewable diff of its own, and kept per version so that today's harness
// republishes an older campaign's records byte for byte under the words they were gathered with (the
// republish guard in measure/published-data.test.ts). Issue 94: every edition is composed from named
// sentences, none cut out of another edition's text, and the figures its words state are values frozen
// as published (AS_PUBLISHED), never today's constants, so an edition's text cannot move with today's
// code; wording.test.ts checks that the current edition still states what the code applies.
// 2.1 (issue 90): 2.0's records, every press read alike at the reference control press's speed.
// 2.0 (issue 65): harness 2.0, presses read from the trace. 1.6 (issue 65): 1.5's rounds, a click without
// an Event Timing entry no longer counted as 16 ms. 1.5 (issue 64): 1.4's campaign and gate, every timing
// as its host measured it (1.4's scaling by the control is withdrawn), each host's own series with its own
// ranges, and the machine spread beside the pooled ranges. 1.4 (issue 53): 1.3's campaign, every round
// admitted by a validity gate fixed before the numbers were read (measure/gate/). 1.3 (issue 49): the same
// rounds as 1.2, gathered on several real hosts; intervals resample hosts and each host is tested against
// the others. 1.2 (issue 23): the round's CPU rate is set on a page-work task instead of Lighthouse's
// BenchmarkIndex, which misread page work from one host to another. 1.1 (issue 23): each round calibrates
// its CPU throttling to the profile's reference speed; hosts are the bootstrap's outer level. 1.0 (issue
// 10): visits spread over rounds (browser launches across the campaign); two-stage bootstrap intervals
// that resample rounds, then visits, with Δ outcomes paired by round. 1.0-preview: one run per shard.
import type { Profile } from '../../src/lib/dimensions.ts';
import type { Host, Rerun } from '../../src/lib/schema.ts';
import { describeHeldOut, describeHeldOutHeadToHead, describeHosts } from '../../src/lib/hosts.ts';
import { formatShare } from '../../src/lib/machine-spread.ts';
import { EARLIER_CROSS_HOST_FIGURE } from '../../src/lib/earlier-reruns.ts';
import { MACHINE_SPREAD_1_5, MACHINE_SPREAD_2_0, MACHINE_SPREAD_2_1, type SpreadKey } from '../spread/rule.ts';

/** What an edition says: the provenance's statement, the caveats, and each profile's test conditions. */
export interface EditionWords {
	statement: string;
	/** The caveats of a publication whose rounds ran on these hosts, with the reruns recorded for it. */
	caveats: (hosts: readonly Host[], reruns: readonly Rerun[]) => string[];
	conditions: Record<Profile, { label: string; cpu: string }>;
}

/**
 * The figures the editions' words state, as every publication that states them printed them (data/archive/
 * holds each): the reference speeds (publication 1.1's BenchmarkIndex, then the page-work task's times at
 * them), the validity gate's limits (1.4 to 2.1), the machine spread's coverage (1.5 to 2.1) and the
 * mobile profile's label.
 */
export const AS_PUBLISHED = {
	referenceIndex: { desktop: 800, mobile: 264 },
	pageWorkReferenceMs: { desktop: 19, mobile: 76 },
	gate: { achievedTolerance: 0.15, hostDriftTolerance: 0.5, foreignCoresLimit: 0.25, controlBand: 1.75 },
	spreadCoverage: 0.95,
	mobileLabel: 'Mobile, low-tier phone CPU (moto g power 2022 class), Slow 4G'
} as const;

/** 1.1's rate, in its words: Lighthouse's BenchmarkIndex brought to the profile's reference (250 ms runs). */
const BENCHMARK_INDEX_RATE = (reference: number) =>
	`each round sets the CDP CPU throttling rate that brings Lighthouse's BenchmarkIndex (250 ms runs, measured in the round's own browser) to ${reference}, as DevTools' calibrated throttling does`;

export const DISCLOSURE =
	'The operator of this service also maintains one of the benchmarked consent managers. The harness, its test pages, every product configuration and every raw visit record are published with the data so that anyone can rerun a cell and check it; the same method, thresholds and code apply to every product, and corrections from any vendor are welcome through the corrections page.';

const PREVIEW = 'Preview publication: the methodology may still change between publications.';
const SCOPE = 'Results describe controlled test pages only: one documented default configuration per product, loaded from its npm package and served from the local machine. They do not describe every vendor configuration, do not assess your own website and do not certify legal compliance.';
const DELTAS = 'Δ outcomes (page delay, added bytes, main-thread work) are differences against a baseline page of the same framework and profile without a consent manager, measured in the same rounds on the same machine.';
const EVENT_TIMING = 'Event Timing does not report interactions shorter than 16 ms; such clicks are recorded as 16 ms.';
const CALLBACKS = 'Products that only offer callbacks (no built-in script blocking) are wired to the test tracker by the test page itself; their correctness results check the callback semantics and say so in the cell notes.';
const ALTERNATION = 'Accept and reject alternate between visits, so each click outcome is the median of half of a cell\'s visits; the choice-persistence check reloads a subset of visits.';

// Until 2026-11-25 this said calibration "brings the page's main thread to the same speed on any host";
// the first rerun on another host showed the benchmark misreading page work (docs/research/single-host-methods.md).
const CALIBRATED_CPU = `CPU speed is calibrated in every round to a reference per profile (desktop: BenchmarkIndex ${AS_PUBLISHED.referenceIndex.desktop}, a 2-vCPU cloud VM class; mobile: ${AS_PUBLISHED.referenceIndex.mobile}, DevTools' low-tier mobile): the round's own browser runs Lighthouse's BenchmarkIndex, and the CPU throttling rate that brings it to the reference applies to every visit. The benchmark stands in for the page's own work, and not exactly: another host calibrated to the same index ran the test pages' main-thread work faster than this publication's host (see the reruns on the methodology page). Work the CPU throttle does not reach (V8's background compilation and garbage collection, the browser and network processes, the compositor, the test server) still runs at the host's own speed.`;

const percent = (part: number, of: number) => Math.round((100 * part) / (of || 1));

/**
 * The latest cross-host figure in words: the last recorded rerun of this publication on another host,
 * or, until there is one, the figure an earlier publication left (`earlier`). Derived from the list of
 * reruns, so recording one updates it.
 */
export function crossHostFigure(reruns: readonly Rerun[], earlier: string): string {
	const other = reruns.filter((r) => r.host.relation === 'other').at(-1);
	if (!other) return earlier;
	const { within, of } = other.mediansWithinIntervals;
	const { contradicted } = other.conclusionsHeld;
	const index = other.host.benchmarkIndex === undefined ? '' : `, BenchmarkIndex ${other.host.benchmarkIndex}`;
	return `The latest rerun on another host (${other.rerunTo}, ${other.shards.join(' and ')}${index}) put ${within} of ${of} re-measured medians (${percent(within, of)}%) inside the published intervals, while ${percent(other.tiersHeld.held, other.tiersHeld.of)}% of tiers held and ${contradicted === 0 ? 'no conclusion was' : `${contradicted} conclusion(s) were`} contradicted.`;
}

/** Says in words which hosts the intervals cover (issue 23): one host must not pass for many. */
export function hostsCaveat(hosts: number, reruns: readonly Rerun[], earlier: string): string {
	return hosts === 1
		? `Every round of this publication ran on one host, so its intervals include run-to-run drift on that host but not the differences between hosts. ${crossHostFigure(reruns, earlier)} The reruns of this publication, each with its host, are under "How reproducible are these numbers?" on the methodology page.`
		: `The rounds of this publication ran on ${hosts} hosts; its intervals resample hosts, then rounds, then visits, so they include the differences between these hosts.`;
}

const PAGE_WORK_TASK = 'a fixed page task (HTML parsing, style and layout, then script, one task of a few milliseconds, timed on the main thread of the round\'s own browser)';

// The reference times carry publication 1.1's scale (gather/page-work-meter.ts says how they were fixed),
// so the devices the profiles name are the same in 1.1 and 1.2.
const CALIBRATED_CPU_1_2 = `CPU speed is calibrated in every round to a reference per profile, on work of a page's own kind: the round's browser times ${PAGE_WORK_TASK} and sets the CDP CPU throttling rate at which it takes the profile's reference time (desktop ${AS_PUBLISHED.pageWorkReferenceMs.desktop} ms, a 2-vCPU cloud VM class; mobile ${AS_PUBLISHED.pageWorkReferenceMs.mobile} ms, DevTools' low-tier mobile), the times it took at publication 1.1's reference speeds (BenchmarkIndex ${AS_PUBLISHED.referenceIndex.desktop} and ${AS_PUBLISHED.referenceIndex.mobile}). Hosts differ in how fast they run script relative to layout and style, so the task brings a page's work to the same speed on two hosts only as far as their mixes agree, and work the CPU throttle does not reach (V8's background compilation and garbage collection, the browser and network processes, the compositor, the test server) still runs at the host's own speed.`;

const STATEMENT_AFTER_CALIBRATION = ' and measures the host again at its end. Intervals are 95% percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) that resample hosts, then rounds within each host, then visits within each round, so they include run-to-run drift and, when records come from several hosts, the differences between them; Δ outcomes resample the product and its baseline by the same rounds; p75 uses linear interpolation (Hyndman–Fan type 7). Every raw visit record is published beside this file in visits/.';
const STATEMENT_BEFORE_CALIBRATION = 'Measured by the harness in measure/ on loopback test pages in headless Chromium, one visit at a time, each in a fresh browser context and interleaved with the baseline page of the same framework and profile. Each shard\'s visits are spread over rounds, each a fresh browser launch at a different time of the campaign; every round first calibrates its CPU throttling to the profile\'s reference speed';

/** Test conditions of the page-work meter's editions (1.2 and 1.3): the same reference speeds. */
const PAGE_WORK_CONDITIONS: EditionWords['conditions'] = {
	desktop: { label: 'Desktop, reference CPU (2-vCPU cloud VM class), fast network', cpu: `a 2-vCPU cloud VM class: each round sets the CDP CPU throttling rate at which ${PAGE_WORK_TASK} takes ${AS_PUBLISHED.pageWorkReferenceMs.desktop} ms, its time at BenchmarkIndex ${AS_PUBLISHED.referenceIndex.desktop} (publication 1.1's reference)` },
	mobile: { label: AS_PUBLISHED.mobileLabel, cpu: `DevTools' "Low-tier mobile" (moto g power 2022): each round sets the CDP CPU throttling rate at which ${PAGE_WORK_TASK} takes ${AS_PUBLISHED.pageWorkReferenceMs.mobile} ms, its time at BenchmarkIndex ${AS_PUBLISHED.referenceIndex.mobile} (publication 1.1's reference)` }
};

/**
 * The hosts behind 1.3's numbers, and how each fared when left out of the intervals (the campaign's own
 * reproducibility list: measure/hold-out-hosts.ts). Recording those comparisons rewords this caveat.
 */
export function heldOutCaveat(hosts: readonly Host[], reruns: readonly Rerun[]): string {
	const behind = `Every number of this publication was measured on ${describeHosts(hosts)}, 2-vCPU cloud VMs of one kind; its intervals resample hosts, then rounds, then visits, so they include the differences between these hosts, and not those of hosts it never saw.`;
	const heldOut = describeHeldOut(reruns);
	return heldOut === '' ? `${behind} No host has been left out and tested against the others yet.` : `${behind} ${heldOut} The methodology page gives the figures by outcome.`;
}

const GATE = `Only rounds that pass a validity gate count, and the gate was fixed before any product's number was read: a round's calibration reached the profile's reference (±${AS_PUBLISHED.gate.achievedTolerance * 100}%), the host held its speed to the round's end (±${AS_PUBLISHED.gate.hostDriftTolerance * 100}%), nothing else ran beside it (under ${AS_PUBLISHED.gate.foreignCoresLimit} cores of other work), and its bare page, the control measured in the same round, ran within ×${AS_PUBLISHED.gate.controlBand} of a fixed reference for its framework and profile. A refused round stays in the published records and counts toward no host and no range; the methodology page lists each with the rule it broke.`;


/** Two kinds of range in a reader's words (methodology 1.5): what each says, and the spread's figures. */
export function machineSpreadCaveat(spread: Readonly<Record<SpreadKey, number>>): string {
	const share = (key: SpreadKey) => formatShare(spread[key]);
	return `Two kinds of range. A result's 95% range says where the median of this publication's machines lies; positions, tiers and head-to-head conclusions are read from it. It is not what your own machine would measure: for that, read the machine spread beside it. When each machine of the campaign was left out in turn, its medians landed within the spread around the other machines' in ${Math.round(AS_PUBLISHED.spreadCoverage * 100)} of 100 cells: banner visible ${share('desktop/bannerVisible')} of the median on desktop and ${share('mobile/bannerVisible')} on mobile, main-thread work ${share('desktop/mainThread')} and ${share('mobile/mainThread')} of the page's whole work (the bare page's plus the Δ). The methodology page gives every outcome's.`;
}

const SPREAD_2_0_CAVEAT = machineSpreadCaveat(MACHINE_SPREAD_2_0);

/** 2.1's (issue 90): its Δs' spread is a share of the Δ, and its presses' is stated beside banner visible's. */
const SPREAD_2_1_CAVEAT = `Two kinds of range. A result's 95% range says where the median of this publication's machines lies; positions, tiers and head-to-head conclusions are read from it. It is not what your own machine would measure: for that, read the machine spread beside it. When each machine of the campaign was left out in turn, its medians landed within the spread around the other machines' in ${Math.round(AS_PUBLISHED.spreadCoverage * 100)} of 100 cells: banner visible ${formatShare(MACHINE_SPREAD_2_1['desktop/bannerVisible'])} of the median on desktop and ${formatShare(MACHINE_SPREAD_2_1['mobile/bannerVisible'])} on mobile, accept ${formatShare(MACHINE_SPREAD_2_1['desktop/clickResponse'])} and ${formatShare(MACHINE_SPREAD_2_1['mobile/clickResponse'])}, main-thread work ${formatShare(MACHINE_SPREAD_2_1['desktop/mainThread'])} and ${formatShare(MACHINE_SPREAD_2_1['mobile/mainThread'])} of the Δ itself (stated where the Δ lies beyond the practical margin). The methodology page gives every outcome's.`;

/** Why 1.4's numbers are not 1.5's, with the figures that decided it. */
const SCALING_WITHDRAWN = 'Methodology 1.4 stated every timing at the speed of its round\'s bare page. Machines outside the campaign agreed less with those numbers (463 of 670 of their medians inside 1.4\'s ranges, against 527 of 684 with the same rounds unscaled), so 1.5 states each timing as its machine measured it; the methodology page gives the figures.';

const SERIES = 'Each machine\'s own medians, each with its own 95% range from its rounds and visits alone, are on the product pages and in each row\'s details. A machine that gave a view one round of 5 visits says so: its range covers the variation between those visits, not between rounds.';

/** The publication's hosts named as such (a view may rest on fewer), head to head first. */
export function publicationHostsCaveat(hosts: readonly Host[], reruns: readonly Rerun[]): string {
	const behind = `The rounds of this publication that passed the validity check ran on ${describeHosts(hosts)}, 2-vCPU cloud machines of one kind (the publication's hosts); each view names the machines behind its own numbers, often fewer. A range includes the differences between these machines, and not those of machines it never saw.`;
	const heldOut = describeHeldOutHeadToHead(reruns);
	return heldOut === '' ? `${behind} No host has been left out and tested against the others yet.` : `${behind} ${heldOut} The methodology page gives the figures by outcome.`;
}

/** 1.5's ranges, from the host's end-of-round check to each host's own series. */
const STATEMENT_RANGES_1_5 = ' and measures the host again at its end. Every timing is stated as its host measured it: nothing is rescaled from one machine to another. A Δ is each visit\'s value minus the median of its round\'s own bare-page visits. Ranges are 95% percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) of the pooled median that resample hosts, then rounds within each host, then visits within each round, the round\'s bare-page visits drawn with its products\', so they include run-to-run drift and the differences between these hosts; each host\'s own median has its own range, from its rounds and visits alone; p75 uses linear interpolation (Hyndman–Fan type 7).';
/** The machine spread (1.5 and later) and where the raw visits are: the statement's last sentences. */
const STATEMENT_SPREAD_1_5 = ' The machine spread says how far another machine of this class measured: per profile and outcome, the 95th percentile of how far each admitted host, left out in turn, landed from the other hosts\' median, fixed before any rerun outside the campaign was read. Every raw visit record is published beside this file in visits/.';

// 1.5's caveats in the words a reader uses (issue 66): what each fact means for reading a number, the
// mechanism left to the methodology page.
const PLAIN_DELTAS = 'Page delay, added bytes and main-thread work (the Δ columns) are what the consent manager adds: each visit is set against the same test page without any consent manager (the bare page), measured on the same machine in the same minutes.';
const PLAIN_CPU = 'Every round slows the machine\'s processor to the profile\'s reference speed, measured on a small page task. Machines of different processor designs still run some pages a little faster or slower than that task says, which is why the results come from several machines and why the machine spread is stated.';
const PLAIN_EVENT_TIMING = 'A click that took less than 16 ms is recorded as 16 ms: the browser\'s Event Timing API does not report shorter ones, so short accept and reject responses cannot be told apart.';
const PLAIN_CALLBACKS = 'Some products only report the visitor\'s choice (through callbacks) and leave blocking the tracker to the site; on the test page the page itself blocks it, so their correctness checks test that wiring, as their rows say.';
const PLAIN_ALTERNATION = 'Half of each product\'s visits click Accept and half Reject, so each click result rests on half the visits; some visits reload the page to check that the choice is kept.';
const PLAIN_GATE = `Only rounds that pass a validity check fixed in advance count: the machine ran at its calibrated speed from start to end, nothing else ran beside it, and the page without a consent manager ran within ×${AS_PUBLISHED.gate.controlBand} of its usual time. Rounds that failed stay in the published records, count nowhere, and are listed on the methodology page.`;

// The sentences the editions from 1.5 on share, beside the calibration's.
const PAGE_WORK_RATE = ` (the rate at which ${PAGE_WORK_TASK} takes the profile's reference time)`;
const CAMPAIGN = ' The campaign is gathered over time on several hosts from one frozen harness commit, one round of every shard on each host that joins it, and every host is also tested against the others alone.';
const CAMPAIGN_1_3 = ' The campaign is gathered over time on several hosts from one frozen harness commit, one round of every shard on each host that joins it, and every host is also tested against intervals from the others alone.';

export const WORDS_1_5: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_RANGES_1_5}${STATEMENT_SPREAD_1_5}${CAMPAIGN} ${GATE}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, machineSpreadCaveat(MACHINE_SPREAD_1_5), SERIES, PLAIN_DELTAS, PLAIN_CPU, PLAIN_EVENT_TIMING, PLAIN_CALLBACKS, PLAIN_ALTERNATION, publicationHostsCaveat(hosts, reruns), PLAIN_GATE, SCALING_WITHDRAWN],
	conditions: PAGE_WORK_CONDITIONS
};

// 1.6 (issue 65): harness 2.0's pilot found Chromium writing no Event Timing entry for any press of four
// products on desktop, and campaign 2.0's desktop units time those presses at 18–32 ms (medians): a missing
// entry is not a click under 16 ms (docs/research/publication-1.6.md).
const PLAIN_UNREPORTED = 'Accept and reject are timed by the browser\'s Event Timing API, which reports nothing for a click under 16 ms, and for some products\' clicks nothing at all: on one machine the browser\'s trace timed the presses of four products for which the API had no entry at 18 to 32 ms (medians, desktop). A click without an entry has no value and is left out, and its row\'s notes say how many; where half or more of a product\'s clicks have none, no accept or reject result is stated. Publication 1.5 counted each such click as 16 ms.';
const UNREPORTED_WITHDRAWN = 'Methodology 1.6 reads 1.5\'s rounds again, with one change: a click that left no Event Timing entry is no longer counted as 16 ms. Every other outcome is as 1.5 stated it; the methodology page says why, and which accept and reject results changed.';
const STATEMENT_UNREPORTED_1_6 = ' A click that left no Event Timing entry has no value and is left out; an accept or reject outcome where half or more of the clicks have none is not stated.';

/** 1.5's words, with a click without an Event Timing entry left out rather than counted as 16 ms. */
export const WORDS_1_6: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_RANGES_1_5}${STATEMENT_UNREPORTED_1_6}${STATEMENT_SPREAD_1_5}${CAMPAIGN} ${GATE}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, machineSpreadCaveat(MACHINE_SPREAD_1_5), SERIES, PLAIN_DELTAS, PLAIN_CPU, PLAIN_UNREPORTED, PLAIN_CALLBACKS, PLAIN_ALTERNATION, publicationHostsCaveat(hosts, reruns), PLAIN_GATE, SCALING_WITHDRAWN, UNREPORTED_WITHDRAWN],
	conditions: PAGE_WORK_CONDITIONS
};

const STATEMENT_PRESSES_2_0 =
	' Buttons are pressed as a person presses them (the pointer held for 100 ms; a finger on the mobile profile), and each accept, reject and control response is read from the Chromium trace recorded around the press, at microsecond resolution. Per profile, the control\'s presses choose, by a rule fixed before any product\'s value was read, whether accept and reject are stated as the whole response (input to the presentation of the next frame) or as input delay + processing + the main thread\'s work until the next frame (the provenance names the choice and its figures).';
const PLAIN_TRACE = 'Accept and reject responses are read from the browser\'s trace, to the microsecond: nothing is rounded to 8 ms or raised to 16 ms. The page without a consent manager has a button that does nothing, pressed the same way in every round: its response, stated in the provenance, is the part of any response that belongs to the input and the frame, not to a consent manager. How much that part varies decides which measure a response is stated in: the whole wait until the next frame is on screen, or only the time the browser worked until it handed that frame over.';

/** Harness 2.0's words (issue 65): 1.5's, with responses read from the trace and presses held as a person's. */
export const WORDS_2_0: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_RANGES_1_5}${STATEMENT_PRESSES_2_0}${STATEMENT_SPREAD_1_5}${CAMPAIGN} ${GATE}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, SPREAD_2_0_CAVEAT, SERIES, PLAIN_DELTAS, PLAIN_CPU, PLAIN_TRACE, PLAIN_CALLBACKS, PLAIN_ALTERNATION, publicationHostsCaveat(hosts, reruns), PLAIN_GATE],
	conditions: PAGE_WORK_CONDITIONS
};

/** 2.0 on one host (a pilot, the quick pipeline): no gate, and no spread read from one host. */
export const WORDS_2_0_ONE_HOST: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_RANGES_1_5}${STATEMENT_PRESSES_2_0}${STATEMENT_SPREAD_1_5}${CAMPAIGN}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, SERIES, PLAIN_DELTAS, PLAIN_CPU, PLAIN_TRACE, PLAIN_CALLBACKS, PLAIN_ALTERNATION, publicationHostsCaveat(hosts, reruns)],
	conditions: PAGE_WORK_CONDITIONS
};

// 2.1 (issue 90): 2.0's records read again, every press read alike, its margin from the control's spread.
const STATEMENT_PRESSES_2_1 = ' Buttons are pressed as a person presses them (the pointer held for 100 ms; a finger on the mobile profile). Every accept, reject and control press is read the same way from the Chromium trace recorded around it, at microsecond resolution: the input that dispatches the click (the mouse\'s release; the tap), from its own first dispatch to the frame the main thread hands over, that is processing + the main thread\'s work until that frame, the harness\'s own per-frame banner check left out; each press is stated at the speed of the profile\'s reference control press, multiplied by that reference over the median of its own round\'s control presses (the dataset\'s pressReading gives both). Two products\' presses differ in practice only beyond the interquartile range of the control presses so read.';
const STATEMENT_REREAD_2_1 = ' Publication 2.1 reads publication 2.0\'s admitted rounds again with that reading; every other outcome is computed as 2.0 computed it.';
const PLAIN_PRESSES_2_1 = 'Accept and reject are the time the page spends handling the press: from the moment the browser dispatches the click to the frame it hands over. That is the part of INP a consent manager\'s code decides; the wait before the dispatch (input delay) and the wait for the frame to be shown are given beside it as phases, not counted, because on a test page they belong to the test rig. The page without a consent manager has a button that does nothing, pressed and read the same way in every round: each press is stated at the speed of a reference control press (scaled by how long the round\'s own control presses took), and how much the control\'s presses vary is the margin below which two products are said to make no practical difference.';
const PRESS_REREAD_2_1 = 'Methodology 2.1 reads 2.0\'s rounds again with one change: every press is read the same way, the control\'s and the products\', as described on the methodology page, which gives the figures that led to it.';

/** 2.0's records read again (issue 90): one reading of every press, and a press margin from the control's spread. */
export const WORDS_2_1: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_RANGES_1_5}${STATEMENT_SPREAD_1_5}${STATEMENT_PRESSES_2_1}${CAMPAIGN} ${GATE}${STATEMENT_REREAD_2_1}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, SPREAD_2_1_CAVEAT, SERIES, PLAIN_DELTAS, PLAIN_CPU, PLAIN_PRESSES_2_1, PLAIN_CALLBACKS, PLAIN_ALTERNATION, publicationHostsCaveat(hosts, reruns), PLAIN_GATE, PRESS_REREAD_2_1],
	conditions: PAGE_WORK_CONDITIONS
};

const STATEMENT_LAYOUT_2_2 = ' Publication 2.2 adds the banner on the screen. A layout round visits every page once per round, in a visit that presses and times nothing, and reads the page once the banner\'s own animations have ended, on an 8-pixel grid: how much of the viewport a press would land on the consent manager, how much of the hero it covers, whether any point of the page still takes a press, and whether the page can still scroll. Its records are kept beside the raw visits, in layout/. After the read, the round presses Accept as a measured visit does and keeps every layout shift until the banner has closed: the press window\'s shift, stated apart from what CLS counts, since Chrome leaves out shifts within 500 ms of an input. Each page\'s layout shift while it loads (CLS, shifts right after an input excluded as Chrome excludes them) is read from the campaign\'s own measured visits, from navigation until the page settled.';
const LAYOUT_2_2 = 'The banner\'s place on the screen was read on one host, in a layout round of its own: layout does not depend on the CPU\'s speed, so it needs no gate, and each page\'s reads are compared with each other. It was read in the profiles\' viewports (1350 × 940 on desktop, a 412 × 823 phone); a banner that adapts to the screen\'s size or the visitor\'s language may cover another share of yours. The press window\'s shift is read in the layout round\'s two Accept presses per page, not over a campaign\'s visits, and not for Reject.';

/** 2.1's reading, with the banner on the screen beside it (issue 93). */
export const WORDS_2_2: EditionWords = {
	statement: `${WORDS_2_1.statement}${STATEMENT_LAYOUT_2_2}`,
	caveats: (hosts, reruns) => [...WORDS_2_1.caveats(hosts, reruns), LAYOUT_2_2],
	conditions: PAGE_WORK_CONDITIONS
};

/** 1.3's words, frozen: its campaign republishes under them. */
export const WORDS_1_3: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_AFTER_CALIBRATION}${CAMPAIGN_1_3}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS, CALIBRATED_CPU_1_2, EVENT_TIMING, CALLBACKS, ALTERNATION, heldOutCaveat(hosts, reruns)],
	conditions: PAGE_WORK_CONDITIONS
};

export const WORDS_1_2: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION}${PAGE_WORK_RATE}${STATEMENT_AFTER_CALIBRATION}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS, CALIBRATED_CPU_1_2, EVENT_TIMING, CALLBACKS, ALTERNATION, hostsCaveat(hosts.length, reruns, EARLIER_CROSS_HOST_FIGURE['1.2'])],
	conditions: PAGE_WORK_CONDITIONS
};

export const WORDS_1_1: EditionWords = {
	statement: `${STATEMENT_BEFORE_CALIBRATION} (Lighthouse's BenchmarkIndex measured in that browser, as DevTools' calibrated throttling does)${STATEMENT_AFTER_CALIBRATION}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS, CALIBRATED_CPU, EVENT_TIMING, CALLBACKS, ALTERNATION, hostsCaveat(hosts.length, reruns, EARLIER_CROSS_HOST_FIGURE['1.1'])],
	conditions: {
		desktop: {
			label: `Desktop, reference CPU (BenchmarkIndex ${AS_PUBLISHED.referenceIndex.desktop}), fast network`,
			cpu: `a 2-vCPU cloud VM class: ${BENCHMARK_INDEX_RATE(AS_PUBLISHED.referenceIndex.desktop)}`
		},
		mobile: { label: AS_PUBLISHED.mobileLabel, cpu: `DevTools' "Low-tier mobile" (moto g power 2022): ${BENCHMARK_INDEX_RATE(AS_PUBLISHED.referenceIndex.mobile)}` }
	}
};

/** Publication 1.0's words, frozen: its records carry no calibration and are republished under them. */
export const WORDS_1_0: EditionWords = {
	statement:
		'Measured by the harness in measure/ on loopback test pages in headless Chromium, one visit at a time, each in a fresh browser context and interleaved with the baseline page of the same framework and profile. Each shard\'s visits are spread over rounds, each a fresh browser launch at a different time of the campaign. Intervals are 95% two-stage percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) that resample rounds, then visits within them, so they include run-to-run drift; Δ outcomes resample the product and its baseline by the same rounds; p75 uses linear interpolation (Hyndman–Fan type 7). Every raw visit record is published beside this file in visits/.',
	caveats: () => [PREVIEW, SCOPE, DELTAS, 'CPU throttling is relative to the measuring host; compare numbers within one view, not across publications made on different machines.', EVENT_TIMING, CALLBACKS, ALTERNATION],
	conditions: {
		desktop: { label: 'Desktop, unthrottled CPU, fast network', cpu: 'no slowdown (1×), 2-vCPU host' },
		mobile: { label: 'Mobile, 4× CPU slowdown, Slow 4G', cpu: '4× slowdown (CDP Emulation.setCPUThrottlingRate), 2-vCPU host' }
	}
};
