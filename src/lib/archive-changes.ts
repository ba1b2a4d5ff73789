// What changed between two publications, per product, view and outcome (issue 55): the median then and
// now, whether the change lies beyond both ranges, and whether the two can be compared at all. A timed
// outcome measured with another CPU meter, or on another set of hosts, moved with the method as much as
// with the product, so its row says so instead of showing a difference as if it meant something; bytes
// are the same on every host and under every meter, so they stay comparable.
import { ALL_VIEWS, type ViewKey } from './dimensions.ts';
import { METHODOLOGY_CHANGES } from './archive.ts';
import { formatShort } from './format.ts';
import { TIMED_METRIC_IDS, type TimedMetricId } from './metrics.ts';
import type { DigestOutcome, PublicationDigest } from './publication-digest.ts';

/** A publication as a change is read from it: its digest (outcomes, versions, host medians), its methodology and hosts. */
export interface ComparedPublication {
	analysisId: string;
	methodologyVersion: string;
	hosts: readonly string[];
	digest: PublicationDigest;
	/** Timings stated at the control's speed (1.4 and later). */
	scaled: boolean;
}

export interface OutcomeChange {
	key: ViewKey;
	outcome: TimedMetricId;
	then: DigestOutcome | undefined;
	now: DigestOutcome | undefined;
	/** Both measured and each median outside the other's range. */
	beyondBothRanges: boolean;
	/** null when comparable (or when either side has no median); else why the two medians cannot be set against each other. */
	notComparable: string | null;
}

const meterWords = { 'host-relative': 'relative to the measuring host', 'benchmark-index': "on Lighthouse's BenchmarkIndex", 'page-work': 'on a page task' } as const;
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h) => b.includes(h));

/** Why a timed outcome of `then` and `now` cannot be compared, or null when it can. */
export function timedComparability(then: Pick<ComparedPublication, 'methodologyVersion' | 'hosts' | 'scaled'>, now: Pick<ComparedPublication, 'methodologyVersion' | 'hosts' | 'scaled'>): string | null {
	const a = METHODOLOGY_CHANGES[then.methodologyVersion]?.meter;
	const b = METHODOLOGY_CHANGES[now.methodologyVersion]?.meter;
	if (a === undefined || b === undefined || a !== b)
		return `not comparable: the CPU was calibrated ${a ? meterWords[a] : 'another way'} in ${then.methodologyVersion} and ${b ? meterWords[b] : 'another way'} in ${now.methodologyVersion}`;
	if (then.scaled !== now.scaled)
		return `not comparable: stated ${then.scaled ? "at the control's speed" : 'as measured'} in ${then.methodologyVersion} and ${now.scaled ? "at the control's speed" : 'as measured'} in ${now.methodologyVersion}`;
	if (!sameSet(then.hosts, now.hosts)) return `not comparable: measured on other hosts (${then.hosts.length} then, ${now.hosts.length} now, ${now.hosts.filter((h) => then.hosts.includes(h)).length} in common)`;
	return null;
}

const range = (o: DigestOutcome) => (o.status === 'measured' ? { low: o.interval?.low ?? o.median, high: o.interval?.high ?? o.median, median: o.median } : null);

/** Every outcome of one product in every view both publications measured it in. */
export function productChanges(product: string, then: ComparedPublication, now: ComparedPublication): OutcomeChange[] {
	const timed = timedComparability(then, now);
	return ALL_VIEWS.flatMap((key) => {
		const has = (p: ComparedPublication) => p.digest.outcome(key, product, 'bannerVisible') !== undefined;
		if (!has(then) && !has(now)) return [];
		return TIMED_METRIC_IDS.map((outcome) => {
			const before = then.digest.outcome(key, product, outcome);
			const after = now.digest.outcome(key, product, outcome);
			const x = before && range(before);
			const y = after && range(after);
			const beyondBothRanges = !!x && !!y && (y.median < x.low || y.median > x.high) && (x.median < y.low || x.median > y.high);
			// Only two medians can fail to compare; a row with one (or none) has no change to qualify.
			return { key, outcome, then: before, now: after, beyondBothRanges, notComparable: outcome === 'addedBytes' || !x || !y ? null : timed };
		});
	});
}

/** The product's version in each, when it changed (a change of the product, not of the method). */
export function versionChange(product: string, then: ComparedPublication, now: ComparedPublication): { then: string; now: string } | null {
	const a = then.digest.products.find((p) => p.slug === product)?.version;
	const b = now.digest.products.find((p) => p.slug === product)?.version;
	return a !== undefined && b !== undefined && a !== b ? { then: a, now: b } : null;
}

/**
 * One change in words, as every representation shows it: "1,075 ms → 1,087 ms", or "unsupported in
 * both" where neither publication has a median, and what qualifies it.
 */
export function describeChange(c: OutcomeChange): { values: string; mark: 'not comparable' | 'beyond both ranges' | null } {
	const value = (o: DigestOutcome | undefined) => (o === undefined ? 'not in it' : o.status === 'measured' ? formatShort(c.outcome, o.median) : o.status);
	const same = c.then && c.now && c.then.status !== 'measured' && c.then.status === c.now.status;
	return {
		values: same ? `${c.then!.status} in both` : `${value(c.then)} → ${value(c.now)}`,
		mark: c.notComparable ? 'not comparable' : c.beyondBothRanges ? 'beyond both ranges' : null
	};
}

/** The outcomes a host has its own median of: every timed one but added bytes, which no host changes. */
export const HOST_MEDIAN_OUTCOMES = TIMED_METRIC_IDS.filter((id) => id !== 'addedBytes');

/** What a product's history is, as its page and its Markdown open it. */
export const HISTORY_INTRO =
	'Each publication against the one before it. A timed outcome measured with another CPU meter, on other hosts or stated another way moved with the method as much as with the product, so it is shown beside the old one, not as a change; added bytes stay comparable, and so do the medians of a host both publications share, shown below the step.';

/** The sentence before a step's shared-host table, in HTML and Markdown alike. */
export function hostsInCommonLead(hosts: number, deltaMethodChanged: boolean): string {
	return `On the ${hosts === 1 ? 'host' : 'hosts'} both publications share, each host's own medians as it measured them, then → now${deltaMethodChanged ? ' (from 1.4 a Δ is taken against the bare page of its own round, so a Δ can move with that change alone, on the same rounds)' : ''}:`;
}

/** One cell of that table: "2,237 ms → 2,237 ms", or "–" where the host lacks a median either time. */
export function describeHostChange(row: HostInCommonChange, outcome: TimedMetricId): string {
	const v = row.values.find((x) => x.outcome === outcome);
	return v ? `${formatShort(outcome, v.then)} → ${formatShort(outcome, v.now)}` : '–';
}

/** One host both publications ran on: its own medians of one view, as that host measured them, then and now. */
export interface HostInCommonChange {
	host: string;
	key: ViewKey;
	values: { outcome: TimedMetricId; then: number; now: number }[];
}

/**
 * A host's own median as it measured it: from the publication's host medians, or, for a publication of
 * one host that predates them (1.2 and earlier), its published median, which is that host's.
 */
function hostMedian(p: ComparedPublication, host: string, key: ViewKey, product: string, outcome: TimedMetricId): number | undefined {
	if (p.digest.hasHostMedians) return p.digest.hostMedian(host, key, product, outcome);
	if (p.hosts.length !== 1 || p.hosts[0] !== host) return undefined;
	const o = p.digest.outcome(key, product, outcome);
	return o?.status === 'measured' ? o.median : undefined;
}

/**
 * Where two publications' timed outcomes cannot be compared because their hosts differ, the hosts they
 * share can: each such host's own medians, as measured, then and now (issue 59). Empty when the CPU meter
 * changed (nothing compares across it) or no host is shared.
 */
export function hostsInCommonChanges(product: string, then: ComparedPublication, now: ComparedPublication): HostInCommonChange[] {
	if (METHODOLOGY_CHANGES[then.methodologyVersion]?.meter !== METHODOLOGY_CHANGES[now.methodologyVersion]?.meter) return [];
	const shared = now.hosts.filter((h) => h !== 'unrecorded' && then.hosts.includes(h));
	return shared.flatMap((host) =>
		ALL_VIEWS.flatMap((key) => {
			const values = HOST_MEDIAN_OUTCOMES.flatMap((outcome) => {
				const a = hostMedian(then, host, key, product, outcome);
				const b = hostMedian(now, host, key, product, outcome);
				return a === undefined || b === undefined ? [] : [{ outcome, then: a, now: b }];
			});
			return values.length === 0 ? [] : [{ host, key, values }];
		})
	);
}
