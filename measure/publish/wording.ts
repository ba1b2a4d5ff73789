// The fixed prose of a publication: methodology version, disclosure, caveats and test conditions, one
// edition per methodology version. Kept apart from the assembly so that a wording change is a reviewable
// diff of its own, and kept per version so that today's harness republishes an older campaign's records
// byte for byte under the words they were gathered with (the republish guard in
// measure/published-data.test.ts).
// 1.4 (issue 53): 1.3's campaign, every round admitted by a validity gate fixed before the numbers were
// read (measure/gate/). 1.3 (issue 49): the same rounds as 1.2, gathered on several real hosts; intervals
// resample hosts and each host is tested against the others. Records of a campaign over hosts publish as
// 1.4, unless they are republished under the methodology their served publication names (1.3). 1.2 (issue 23): the round's CPU rate is set on a page-work task instead of Lighthouse's BenchmarkIndex,
// which misread page work from one host to another. 1.1 (issue 23): each round calibrates its CPU
// throttling to the profile's reference speed; hosts are the bootstrap's outer level. 1.0 (issue 10):
// visits spread over rounds (browser launches across the campaign); two-stage bootstrap intervals that
// resample rounds, then visits, with Δ outcomes paired by round. 1.0-preview: one run per shard.
import type { Profile } from '../../src/lib/dimensions.ts';
import type { Host, Rerun, Scaling } from '../../src/lib/schema.ts';
import { describeHeldOut, describeHeldOutHeadToHead, describeHosts } from '../../src/lib/hosts.ts';
import { describeScaling } from '../../src/lib/scaling-words.ts';
import { EARLIER_CROSS_HOST_FIGURE } from '../../src/lib/earlier-reruns.ts';
import { CONDITIONS, DESKTOP_REFERENCE_INDEX, MOBILE_REFERENCE_INDEX } from '../gather/conditions.ts';
import { PAGE_WORK_REFERENCE_MS } from '../gather/page-work-meter.ts';
import { ACHIEVED_TOLERANCE, HOST_DRIFT_TOLERANCE } from '../gather/calibrate.ts';
import { FOREIGN_CORES_LIMIT } from '../gather/foreign-cpu.ts';
import { CONTROL_BAND } from '../gate/control.ts';
import { SCALING_1_4, SCALING_1_4_EVIDENCE, type ScalingChoice } from '../scaling/choice.ts';

export interface Edition {
	version: '1.0' | '1.1' | '1.2' | '1.3' | '1.4';
	/**
	 * Whether rounds enter only through the validity gate (measure/gate/), and a visit whose page sent
	 * other bytes than its other visits counts as failed (publish/admitted.ts): methodology 1.4 and later.
	 */
	gated: boolean;
	/**
	 * The control measure each timed outcome is scaled by, every Δ taken within its round (methodology 1.4
	 * and later: measure/scaling/); null: the estimators of 1.3 and earlier.
	 */
	scaling: ScalingChoice | null;
	/** The figures that chose `scaling` (measure/scaling/choice.ts), published with it. */
	scalingEvidence: Scaling['evidence'];
	statement: string;
	/** The caveats of a publication whose rounds ran on these hosts, with the reruns recorded for it. */
	caveats: (hosts: readonly Host[], reruns: readonly Rerun[]) => string[];
	conditions: Record<Profile, { label: string; cpu: string }>;
}

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
const CALIBRATED_CPU = `CPU speed is calibrated in every round to a reference per profile (desktop: BenchmarkIndex ${DESKTOP_REFERENCE_INDEX}, a 2-vCPU cloud VM class; mobile: ${MOBILE_REFERENCE_INDEX}, DevTools' low-tier mobile): the round's own browser runs Lighthouse's BenchmarkIndex, and the CPU throttling rate that brings it to the reference applies to every visit. The benchmark stands in for the page's own work, and not exactly: another host calibrated to the same index ran the test pages' main-thread work faster than this publication's host (see the reruns on the methodology page). Work the CPU throttle does not reach (V8's background compilation and garbage collection, the browser and network processes, the compositor, the test server) still runs at the host's own speed.`;

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
const CALIBRATED_CPU_1_2 = `CPU speed is calibrated in every round to a reference per profile, on work of a page's own kind: the round's browser times ${PAGE_WORK_TASK} and sets the CDP CPU throttling rate at which it takes the profile's reference time (desktop ${PAGE_WORK_REFERENCE_MS.desktop} ms, a 2-vCPU cloud VM class; mobile ${PAGE_WORK_REFERENCE_MS.mobile} ms, DevTools' low-tier mobile), the times it took at publication 1.1's reference speeds (BenchmarkIndex ${DESKTOP_REFERENCE_INDEX} and ${MOBILE_REFERENCE_INDEX}). Hosts differ in how fast they run script relative to layout and style, so the task brings a page's work to the same speed on two hosts only as far as their mixes agree, and work the CPU throttle does not reach (V8's background compilation and garbage collection, the browser and network processes, the compositor, the test server) still runs at the host's own speed.`;

const STATEMENT_AFTER_CALIBRATION = ' and measures the host again at its end. Intervals are 95% percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) that resample hosts, then rounds within each host, then visits within each round, so they include run-to-run drift and, when records come from several hosts, the differences between them; Δ outcomes resample the product and its baseline by the same rounds; p75 uses linear interpolation (Hyndman–Fan type 7). Every raw visit record is published beside this file in visits/.';
const STATEMENT_BEFORE_CALIBRATION = 'Measured by the harness in measure/ on loopback test pages in headless Chromium, one visit at a time, each in a fresh browser context and interleaved with the baseline page of the same framework and profile. Each shard\'s visits are spread over rounds, each a fresh browser launch at a different time of the campaign; every round first calibrates its CPU throttling to the profile\'s reference speed';

/** Test conditions of the page-work meter's editions (1.2 and 1.3): the same reference speeds. */
const PAGE_WORK_CONDITIONS: Edition['conditions'] = {
	desktop: { label: 'Desktop, reference CPU (2-vCPU cloud VM class), fast network', cpu: `a 2-vCPU cloud VM class: each round sets the CDP CPU throttling rate at which ${PAGE_WORK_TASK} takes ${PAGE_WORK_REFERENCE_MS.desktop} ms, its time at BenchmarkIndex ${DESKTOP_REFERENCE_INDEX} (publication 1.1's reference)` },
	mobile: { label: CONDITIONS.mobile.label, cpu: `DevTools' "Low-tier mobile" (moto g power 2022): each round sets the CDP CPU throttling rate at which ${PAGE_WORK_TASK} takes ${PAGE_WORK_REFERENCE_MS.mobile} ms, its time at BenchmarkIndex ${MOBILE_REFERENCE_INDEX} (publication 1.1's reference)` }
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

const GATE = `Only rounds that pass a validity gate count, and the gate was fixed before any product's number was read: a round's calibration reached the profile's reference (±${ACHIEVED_TOLERANCE * 100}%), the host held its speed to the round's end (±${HOST_DRIFT_TOLERANCE * 100}%), nothing else ran beside it (under ${FOREIGN_CORES_LIMIT} cores of other work), and its bare page, the control measured in the same round, ran within ×${CONTROL_BAND} of a fixed reference for its framework and profile. A refused round stays in the published records and counts toward no host and no range; the methodology page lists each with the rule it broke.`;

const DELTAS_WITHIN_ROUND = 'Δ outcomes (page delay, added bytes, main-thread work) are differences against the bare page, the test page of the same framework and profile without a consent manager, measured in the same round on the same machine: each visit\'s value minus the median of its round\'s bare-page visits. The published Δ is the median of those differences over every host, so it lies between the hosts\' own Δs.';

/** What scaling by the control does, for the choice a publication made (methodology 1.4 and later). */
export const scaledTimingsCaveat = (scaling: ScalingChoice) =>
	`Timings are stated at the speed of the reference control. Every round measures the bare page beside the products on the same host, and each of the round's timings is multiplied by the bare page's fixed reference for its framework and profile divided by what the bare page took in that round: a host that ran the bare page 1.3 times slower than the reference has its products' times divided by 1.3. ${describeScaling(scaling).replace(/^./, (c) => c.toUpperCase())}: each choice is the measure (or none) that brought a host left out of the ranges closest to the other hosts' medians, fixed before any rerun outside the campaign was read. Added bytes and correctness are never scaled. Each host's medians as measured stay on the product pages beside the scaled ones.`;

/** 1.4's hosts: the publication's hosts named as such (a view may rest on fewer), head to head first. */
export function publicationHostsCaveat(hosts: readonly Host[], reruns: readonly Rerun[]): string {
	const behind = `The rounds of this publication that passed the validity gate ran on ${describeHosts(hosts)}, 2-vCPU cloud VMs of one kind (the publication's hosts); each view names the hosts behind its own ranges, often fewer. Ranges resample hosts, then rounds, then visits, so they include the differences between these hosts, and not those of hosts they never saw.`;
	const heldOut = describeHeldOutHeadToHead(reruns);
	return heldOut === '' ? `${behind} No host has been left out and tested against the others yet.` : `${behind} ${heldOut} The methodology page gives the figures by outcome.`;
}

const STATEMENT_AFTER_CALIBRATION_1_4 = ' and measures the host again at its end. Every timing is stated within its round: a Δ against the median of the round\'s own bare-page visits, and, for the outcomes scaled by the control, multiplied by the bare page\'s fixed reference over its median in that round. Intervals are 95% percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) that resample hosts, then rounds within each host, then visits within each round, the round\'s bare-page visits drawn with its products\', so they include run-to-run drift, the differences between hosts and the control\'s own uncertainty; p75 uses linear interpolation (Hyndman–Fan type 7). Every raw visit record is published beside this file in visits/.';

export const EDITION_1_4: Edition = {
	version: '1.4',
	gated: true,
	scaling: SCALING_1_4,
	scalingEvidence: SCALING_1_4_EVIDENCE,
	statement: `${STATEMENT_BEFORE_CALIBRATION} (the rate at which ${PAGE_WORK_TASK} takes the profile's reference time)${STATEMENT_AFTER_CALIBRATION_1_4} The campaign is gathered over time on several hosts from one frozen harness commit, one round of every shard on each host that joins it, and every host is also tested against intervals from the others alone. ${GATE}`,
	// "two hosts" in 1.2's words meant any two machines; 1.4 names every count of hosts for what it counts (issue 59).
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS_WITHIN_ROUND, scaledTimingsCaveat(SCALING_1_4), CALIBRATED_CPU_1_2.replace('on two hosts only', 'on any two machines only'), EVENT_TIMING, CALLBACKS, ALTERNATION, publicationHostsCaveat(hosts, reruns), GATE],
	conditions: PAGE_WORK_CONDITIONS
};

/** 1.3's words, frozen: its campaign republishes under them, every round counted (no gate). */
export const EDITION_1_3: Edition = {
	version: '1.3',
	gated: false,
	scaling: null,
	scalingEvidence: [],
	statement: `${STATEMENT_BEFORE_CALIBRATION} (the rate at which ${PAGE_WORK_TASK} takes the profile's reference time)${STATEMENT_AFTER_CALIBRATION} The campaign is gathered over time on several hosts from one frozen harness commit, one round of every shard on each host that joins it, and every host is also tested against intervals from the others alone.`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS, CALIBRATED_CPU_1_2, EVENT_TIMING, CALLBACKS, ALTERNATION, heldOutCaveat(hosts, reruns)],
	conditions: PAGE_WORK_CONDITIONS
};

export const EDITION_1_2: Edition = {
	version: '1.2',
	gated: false,
	scaling: null,
	scalingEvidence: [],
	statement: `${STATEMENT_BEFORE_CALIBRATION} (the rate at which ${PAGE_WORK_TASK} takes the profile's reference time)${STATEMENT_AFTER_CALIBRATION}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS, CALIBRATED_CPU_1_2, EVENT_TIMING, CALLBACKS, ALTERNATION, hostsCaveat(hosts.length, reruns, EARLIER_CROSS_HOST_FIGURE['1.2'])],
	conditions: PAGE_WORK_CONDITIONS
};

export const EDITION_1_1: Edition = {
	version: '1.1',
	gated: false,
	scaling: null,
	scalingEvidence: [],
	statement: `${STATEMENT_BEFORE_CALIBRATION} (Lighthouse's BenchmarkIndex measured in that browser, as DevTools' calibrated throttling does)${STATEMENT_AFTER_CALIBRATION}`,
	caveats: (hosts, reruns) => [PREVIEW, SCOPE, DELTAS, CALIBRATED_CPU, EVENT_TIMING, CALLBACKS, ALTERNATION, hostsCaveat(hosts.length, reruns, EARLIER_CROSS_HOST_FIGURE['1.1'])],
	conditions: {
		desktop: { label: CONDITIONS.desktop.label, cpu: CONDITIONS.desktop.cpuText },
		mobile: { label: CONDITIONS.mobile.label, cpu: CONDITIONS.mobile.cpuText }
	}
};

/** Publication 1.0's words, frozen: its records carry no calibration and are republished under them. */
export const EDITION_1_0: Edition = {
	version: '1.0',
	gated: false,
	scaling: null,
	scalingEvidence: [],
	statement:
		'Measured by the harness in measure/ on loopback test pages in headless Chromium, one visit at a time, each in a fresh browser context and interleaved with the baseline page of the same framework and profile. Each shard\'s visits are spread over rounds, each a fresh browser launch at a different time of the campaign. Intervals are 95% two-stage percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) that resample rounds, then visits within them, so they include run-to-run drift; Δ outcomes resample the product and its baseline by the same rounds; p75 uses linear interpolation (Hyndman–Fan type 7). Every raw visit record is published beside this file in visits/.',
	caveats: () => [PREVIEW, SCOPE, DELTAS, 'CPU throttling is relative to the measuring host; compare numbers within one view, not across publications made on different machines.', EVENT_TIMING, CALLBACKS, ALTERNATION],
	conditions: {
		desktop: { label: 'Desktop, unthrottled CPU, fast network', cpu: 'no slowdown (1×), 2-vCPU host' },
		mobile: { label: 'Mobile, 4× CPU slowdown, Slow 4G', cpu: '4× slowdown (CDP Emulation.setCPUThrottlingRate), 2-vCPU host' }
	}
};
