// Where a comparison's medians landed, in words: by outcome and profile, and where they missed. Shared
// by the reruns of a publication (./reproducibility.ts) and its held-out hosts (./held-out-hosts.ts).
import type { Rerun } from '../../schema.ts';
import { METRIC_DEFINITIONS } from '../../metrics.ts';
import { metricsOf, outcomeSummary, profilesOf } from '../../rerun-summary.ts';
import { PROFILE_LABELS } from '../../dimensions.ts';
import { paragraph, type Block, type Inline } from './blocks.ts';

/** What a comparison's medians were compared with: a rerun's with the published intervals, a held-out host's with the other hosts'. */
export interface Against {
	/** "the published interval" */
	interval: string;
	/** "their published interval": each median's own */
	theirs: string;
	/** "the rerun" */
	subject: string;
}

export const PUBLISHED: Against = { interval: 'the published interval', theirs: 'their published interval', subject: 'the rerun' };

/**
 * Where the rerun missed, by outcome, and in which direction. Misses that all lie on one side say
 * more than their number: the two runs differed in a way the published intervals did not cover.
 */
export function missesStatement(r: Rerun, against: Against = PUBLISHED): Block[] {
	const outside = r.outcomes.filter((o) => !o.within);
	if (outside.length === 0) return [];
	const byOutcome = METRIC_DEFINITIONS.map((metric) => {
		const misses = outside.filter((o) => o.outcome === metric.id);
		const higher = misses.filter((o) => o.rerun.median > o.published.high).length;
		return { label: metric.label.toLowerCase(), count: misses.length, higher };
	}).filter((m) => m.count > 0);
	const higher = byOutcome.reduce((sum, m) => sum + m.higher, 0);
	const direction =
		higher === outside.length
			? `All ${outside.length} lie above ${against.interval}: ${against.subject} measured slower, a difference between the two runs that ${against.interval}s do not cover.`
			: higher === 0
				? `All ${outside.length} lie below ${against.interval}: ${against.subject} measured faster, a difference between the two runs that ${against.interval}s do not cover.`
				: `Above ${against.interval}: ${higher}; below: ${outside.length - higher}.`;
	return [paragraph(`The medians outside ${against.theirs}, by outcome: ${byOutcome.map((m) => `${m.label} ${m.count}`).join(', ')}. ${direction}`)];
}

/**
 * Each outcome on its own, per device profile (issue 23): how many of its medians landed inside, and
 * how far the rerun's medians typically moved (../../rerun-summary.ts). This is where a host that
 * differs shows which work calibration reaches, and mobile (throttled harder) answers differently.
 */
export function byOutcomeStatement(r: Rerun, against: Against = PUBLISHED): Block[] {
	const profiles = profilesOf(r);
	const rows = metricsOf(r).map((metric) => [metric.label, ...profiles.map((profile): Inline => outcomeSummary(r, metric, profile))]);
	if (rows.length === 0) return [];
	const lead =
		against === PUBLISHED
			? "By outcome and profile: the re-measured medians inside the published intervals; then the typical change, over the re-measured cells, of the rerun's median against the published one:"
			: `By outcome and profile: the medians inside ${against.interval}s; then the typical change, over the cells, of ${against.subject}'s median against theirs:`;
	return [
		paragraph(lead),
		{ kind: 'table', header: ['Outcome', ...profiles.map((p) => PROFILE_LABELS[p])], rows }
	];
}

