// The fixed prose of a publication: methodology version, disclosure and caveats. Kept apart from the
// assembly so that a wording change is a reviewable diff of its own.
// 1.0 (issue 10): visits spread over rounds (browser launches across the campaign); two-stage bootstrap
// intervals that resample rounds, then visits, with Δ outcomes paired by round. 1.0-preview: one run per shard.
export const METHODOLOGY_VERSION = '1.0';

export const DISCLOSURE =
	'The operator of this service also maintains one of the benchmarked consent managers. The harness, its test pages, every product configuration and every raw visit record are published with the data so that anyone can rerun a cell and check it; the same method, thresholds and code apply to every product, and corrections from any vendor are welcome through the corrections page.';

export const CAVEATS = [
	'Preview publication: the methodology may still change between publications.',
	'Results describe controlled test pages only: one documented default configuration per product, loaded from its npm package and served from the local machine. They do not describe every vendor configuration, do not assess your own website and do not certify legal compliance.',
	'Δ outcomes (page delay, added bytes, main-thread work) are differences against a baseline page of the same framework and profile without a consent manager, measured in the same rounds on the same machine.',
	'CPU throttling is relative to the measuring host; compare numbers within one view, not across publications made on different machines.',
	'Event Timing does not report interactions shorter than 16 ms; such clicks are recorded as 16 ms.',
	'Products that only offer callbacks (no built-in script blocking) are wired to the test tracker by the test page itself; their correctness results check the callback semantics and say so in the cell notes.',
	'Accept and reject alternate between visits, so each click outcome is the median of half of a cell\'s visits; the choice-persistence check reloads a subset of visits.'
];

export const STATEMENT =
	'Measured by the harness in measure/ on loopback test pages in headless Chromium, one visit at a time, each in a fresh browser context and interleaved with the baseline page of the same framework and profile. Each shard\'s visits are spread over rounds, each a fresh browser launch at a different time of the campaign. Intervals are 95% two-stage percentile-bootstrap intervals (10,000 resamples, seeded per cell and outcome) that resample rounds, then visits within them, so they include run-to-run drift; Δ outcomes resample the product and its baseline by the same rounds; p75 uses linear interpolation (Hyndman–Fan type 7). Every raw visit record is published beside this file in visits/.';
