// What earlier publications' reruns on other hosts found, for a publication that has recorded no rerun
// on another host of its own. The one-host caveat of the dataset (measure/publish/wording.ts) and the
// methodology page's reproducibility section (src/lib/server/markdown/reproducibility.ts) both quote it,
// so each figure is written once. Keyed by the methodology version of the publication that quotes it.

export const EARLIER_CROSS_HOST_FIGURE = {
	// Informal reruns of publication 1.0 on two other VMs (issue 23), before CPU calibration. Publication
	// 1.1's caveats quote this sentence and its records republish byte for byte, so it never changes.
	'1.1': 'The latest reruns on other hosts (of publication 1.0, before CPU calibration, on two VMs about twice as fast) put 44% and 46% of re-measured medians inside the published intervals, while 83% and 88% of tiers held and no conclusion was contradicted.',
	// Publication 1.1's reproducibility list (commit 864ad76) and the page-work experiment on the same host
	// (data/experiments/page-work-1.1-other, commit 0e648e6; docs/research/single-host-methods.md, "The page-work meter").
	'1.2': 'The latest rerun on another host was of publication 1.1 (2026-11-25, its two script-tag shards, CPU calibrated on BenchmarkIndex): 65 of 120 re-measured medians (54%) fell inside the published intervals, 96% of tiers held and no conclusion was contradicted. On that host, where methodology 1.2\'s reference times were then fixed, calibrating on the page task put 95 of 120 of those medians (79%) inside: a check of the method, not a test of it on a new host.'
} as const;

const BY_VERSION = new Map<string, string>(Object.entries(EARLIER_CROSS_HOST_FIGURE));

/** The latest cross-host figure that a publication of `methodologyVersion` can quote, if there is one. */
export function earlierCrossHostFigure(methodologyVersion: string): string | undefined {
	return BY_VERSION.get(methodologyVersion);
}
