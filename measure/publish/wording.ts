// The fixed prose of a publication, one edition per methodology version: its statement, caveats and
// test conditions (how each edition analyses its records is publish/editions.ts). Kept apart so that a
// wording change is a reviewable diff of its own. Issue 94: every edition is composed from named
// sentences, none cut out of another edition's text, and the figures its words state are values frozen
// as published (AS_PUBLISHED), never today's constants, so an edition's text cannot move with today's
// code; wording.test.ts checks that the current edition still states what the code applies. Only the
// editions this code publishes are here: 2.2 (issue 93: 2.1 with the banner on the screen), 2.1 (issue
// 90: 2.0's records, every press read alike at the reference control press's speed) and one host's 2.0
// pilot. The words of 1.0 to 2.0 are in their publications (data/archive/) and in the code that published
// them, which re-analyses their records from a worktree at its commit (npm run republish-archived).
import type { Profile } from '../../src/lib/dimensions.ts';
import type { Host, Rerun } from '../../src/lib/schema.ts';
import { describeHeldOutHeadToHead, describeHosts } from '../../src/lib/hosts.ts';
import { formatShare } from '../../src/lib/machine-spread.ts';
import { MACHINE_SPREAD_2_1 } from '../spread/rule.ts';

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

export const DISCLOSURE =
	'The operator of this service also maintains one of the benchmarked consent managers. The harness, its test pages, every product configuration and every raw visit record are published with the data so that anyone can rerun a cell and check it; the same method, thresholds and code apply to every product, and corrections from any vendor are welcome through the corrections page.';

const PREVIEW = 'Preview publication: the methodology may still change between publications.';
const SCOPE = 'Results describe controlled test pages only: one documented default configuration per product, loaded from its npm package and served from the local machine. They do not describe every vendor configuration, do not assess your own website and do not certify legal compliance.';

const PAGE_WORK_TASK = 'a fixed page task (HTML parsing, style and layout, then script, one task of a few milliseconds, timed on the main thread of the round\'s own browser)';

const STATEMENT_BEFORE_CALIBRATION = 'Measured by the harness in measure/ on loopback test pages in headless Chromium, one visit at a time, each in a fresh browser context and interleaved with the baseline page of the same framework and profile. Each shard\'s visits are spread over rounds, each a fresh browser launch at a different time of the campaign; every round first calibrates its CPU throttling to the profile\'s reference speed';

/** Test conditions of the page-work meter's editions (1.2 on): the same reference speeds, frozen as published. */
const PAGE_WORK_CONDITIONS: EditionWords['conditions'] = {
	desktop: { label: 'Desktop, reference CPU (2-vCPU cloud VM class), fast network', cpu: `a 2-vCPU cloud VM class: each round sets the CDP CPU throttling rate at which ${PAGE_WORK_TASK} takes ${AS_PUBLISHED.pageWorkReferenceMs.desktop} ms, its time at BenchmarkIndex ${AS_PUBLISHED.referenceIndex.desktop} (publication 1.1's reference)` },
	mobile: { label: AS_PUBLISHED.mobileLabel, cpu: `DevTools' "Low-tier mobile" (moto g power 2022): each round sets the CDP CPU throttling rate at which ${PAGE_WORK_TASK} takes ${AS_PUBLISHED.pageWorkReferenceMs.mobile} ms, its time at BenchmarkIndex ${AS_PUBLISHED.referenceIndex.mobile} (publication 1.1's reference)` }
};

const GATE = `Only rounds that pass a validity gate count, and the gate was fixed before any product's number was read: a round's calibration reached the profile's reference (±${AS_PUBLISHED.gate.achievedTolerance * 100}%), the host held its speed to the round's end (±${AS_PUBLISHED.gate.hostDriftTolerance * 100}%), nothing else ran beside it (under ${AS_PUBLISHED.gate.foreignCoresLimit} cores of other work), and its bare page, the control measured in the same round, ran within ×${AS_PUBLISHED.gate.controlBand} of a fixed reference for its framework and profile. A refused round stays in the published records and counts toward no host and no range; the methodology page lists each with the rule it broke.`;

/** 2.1's (issue 90): its Δs' spread is a share of the Δ, and its presses' is stated beside banner visible's. */
const SPREAD_2_1_CAVEAT = `Two kinds of range. A result's 95% range says where the median of this publication's machines lies; positions, tiers and head-to-head conclusions are read from it. It is not what your own machine would measure: for that, read the machine spread beside it. When each machine of the campaign was left out in turn, its medians landed within the spread around the other machines' in ${Math.round(AS_PUBLISHED.spreadCoverage * 100)} of 100 cells: banner visible ${formatShare(MACHINE_SPREAD_2_1['desktop/bannerVisible'])} of the median on desktop and ${formatShare(MACHINE_SPREAD_2_1['mobile/bannerVisible'])} on mobile, accept ${formatShare(MACHINE_SPREAD_2_1['desktop/clickResponse'])} and ${formatShare(MACHINE_SPREAD_2_1['mobile/clickResponse'])}, main-thread work ${formatShare(MACHINE_SPREAD_2_1['desktop/mainThread'])} and ${formatShare(MACHINE_SPREAD_2_1['mobile/mainThread'])} of the Δ itself (stated where the Δ lies beyond the practical margin). The methodology page gives every outcome's.`;

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
const PLAIN_CALLBACKS = 'Some products only report the visitor\'s choice (through callbacks) and leave blocking the tracker to the site; on the test page the page itself blocks it, so their correctness checks test that wiring, as their rows say.';
const PLAIN_ALTERNATION = 'Half of each product\'s visits click Accept and half Reject, so each click result rests on half the visits; some visits reload the page to check that the choice is kept.';
const PLAIN_GATE = `Only rounds that pass a validity check fixed in advance count: the machine ran at its calibrated speed from start to end, nothing else ran beside it, and the page without a consent manager ran within ×${AS_PUBLISHED.gate.controlBand} of its usual time. Rounds that failed stay in the published records, count nowhere, and are listed on the methodology page.`;

// The sentences the editions from 1.5 on share, beside the calibration's.
const PAGE_WORK_RATE = ` (the rate at which ${PAGE_WORK_TASK} takes the profile's reference time)`;
const CAMPAIGN = ' The campaign is gathered over time on several hosts from one frozen harness commit, one round of every shard on each host that joins it, and every host is also tested against the others alone.';

const STATEMENT_PRESSES_2_0 =
	' Buttons are pressed as a person presses them (the pointer held for 100 ms; a finger on the mobile profile), and each accept, reject and control response is read from the Chromium trace recorded around the press, at microsecond resolution. Per profile, the control\'s presses choose, by a rule fixed before any product\'s value was read, whether accept and reject are stated as the whole response (input to the presentation of the next frame) or as input delay + processing + the main thread\'s work until the next frame (the provenance names the choice and its figures).';
const PLAIN_TRACE = 'Accept and reject responses are read from the browser\'s trace, to the microsecond: nothing is rounded to 8 ms or raised to 16 ms. The page without a consent manager has a button that does nothing, pressed the same way in every round: its response, stated in the provenance, is the part of any response that belongs to the input and the frame, not to a consent manager. How much that part varies decides which measure a response is stated in: the whole wait until the next frame is on screen, or only the time the browser worked until it handed that frame over.';

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
