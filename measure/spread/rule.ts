// The machine spread's rule (methodology 1.5, issue 64), fixed in code and on the methodology page before
// any rerun outside the campaign was read: per profile and timed outcome, the 95th percentile (type 7)
// of the held-out gaps' sizes (derive.ts) over every admitted host of the campaign and every cell it
// shares with the others, rounded up to the next 0.01. A reader's own machine is judged against the
// spread this gives, and a host that joins the campaign later is judged by it too: it never re-chooses it.
import { PROFILES, type Profile } from '../../src/lib/dimensions.ts';
import { cellSpread, SPREAD_OUTCOME_IDS, type DeltaScale, type SpreadOutcomeId } from '../../src/lib/machine-spread.ts';
import { outcomeOf } from '../../src/lib/metrics.ts';
import type { Cell, MachineSpread } from '../../src/lib/schema.ts';
import { quantile } from '../../support/stats.ts';
import { BASELINE } from '../apps/types.ts';
import type { VisitRecord } from '../gather/records.ts';
import { bareMedian, type SpreadGap } from './derive.ts';

/** The share of held-out medians a spread covers: it is read at this quantile of the gaps. */
export const SPREAD_COVERAGE = 0.95;

export type SpreadKey = `${Profile}/${SpreadOutcomeId}`;

/** The rule, applied: each profile and outcome's spread, with the cells and hosts it was read from. */
export function spreadOf(gaps: readonly SpreadGap[]): { profile: Profile; outcome: SpreadOutcomeId; spread: number; cells: number; hosts: number }[] {
	return PROFILES.flatMap((profile) =>
		SPREAD_OUTCOME_IDS.flatMap((outcome) => {
			const own = gaps.filter((g) => g.profile === profile && g.outcome === outcome);
			if (own.length === 0) return [];
			// Rounded up, so the spread never covers less than the quantile it was read at.
			const spread = Math.ceil(quantile(own.map((g) => Math.abs(g.gap)), SPREAD_COVERAGE) * 100 - 1e-9) / 100;
			return [{ profile, outcome, spread, cells: own.length, hosts: new Set(own.map((g) => g.host)).size }];
		})
	);
}

// Methodology 1.5's and 2.0's figures (the same rule on campaign 1.3's and campaign 2.0's admitted units)
// are stated in their archived publications and re-derived only by the code that published them
// (npm run republish-archived): this code reads neither 1.x's clicks nor 2.0's chosen press measure over hosts.

/**
 * Methodology 2.1's spread (issue 90): the same rule on the same admitted units as 2.0's (publication 2.0's
 * records, data/visits; 2.0's spread was read from those whose rounds started before 2026-12-04T19:56Z), applied once on 2026-12-07 (`npm run spread-figures -- data/visits`): accept and
 * reject read as 2.1 reads them (the click's handling at the speed of the reference control press), and a
 * Δ's gap a share of the Δ itself over the held-out cells whose Δ lies beyond the practical margin (fixed in
 * docs/research/press-reading-2.1.md before it was applied: 163 desktop and 196 mobile page-delay cells,
 * 216 and 275 main-thread cells); banner visible as 2.0. Held-out page-delay Δs on the other side of zero
 * from the other hosts': 12 of 163 (desktop), 26 of 196 (mobile); main-thread: none. Checked as 2.0's was:
 * derived from every host but the last to join, 1a4c4d64821a, the rule gives the same desktop figures and
 * mobile accept ±62%, reject ±57%, main-thread ±181%, page delay ±186%, banner visible ±24%, and puts 333 of
 * that host's 336 medians (99%) inside (`--hosts 7aa9fb5a5b72,aef07459918d,c0db0d9a21c4,c40b1d4c68cf,
 * d4f26adfa123,ea7529c9fb07,f8d0a97dc4f1 --judge 1a4c4d64821a`). spread.test.ts fails if the rule stops
 * giving these figures on those records.
 */
export const MACHINE_SPREAD_2_1: Readonly<Record<SpreadKey, number>> = {
	'desktop/bannerVisible': 0.28,
	'desktop/pageDelay': 1.63,
	'desktop/clickResponse': 0.37,
	'desktop/mainThread': 0.86,
	'desktop/rejectResponse': 0.32,
	'mobile/bannerVisible': 0.21,
	'mobile/pageDelay': 2.18,
	'mobile/clickResponse': 0.46,
	'mobile/mainThread': 1.31,
	'mobile/rejectResponse': 0.43
};

/**
 * The spread as a publication records it: the fixed shares, the held-out cells of these records behind
 * them, each view's bare page (what a Δ's spread is a share of), and each host's medians inside the
 * spread around the other hosts' (a campaign host's own figure; a reader's check is judged the same way).
 */
export function publishedSpread(gaps: readonly SpreadGap[], visits: readonly VisitRecord[], cells: readonly Cell[], spread: Readonly<Record<SpreadKey, number>>, deltas: DeltaScale): MachineSpread {
	const views = [...new Set(cells.filter((c) => c.answers.bannerVisible.status === 'measured').map((c) => `${c.profile}/${c.framework}`))].sort();
	const profiles = PROFILES.filter((p) => views.some((key) => key.startsWith(`${p}/`)));
	return {
		coverage: SPREAD_COVERAGE,
		hosts: [...new Set(gaps.map((g) => g.host))].sort(),
		outcomes: profiles.flatMap((profile) =>
			SPREAD_OUTCOME_IDS.map((outcome) => {
				const own = gaps.filter((g) => g.profile === profile && g.outcome === outcome);
				const otherSign = deltas === 'delta' && (outcome === 'pageDelay' || outcome === 'mainThread') ? { otherSign: own.filter((g) => g.otherSign).length } : {};
				return { profile, outcome, spread: spread[`${profile}/${outcome}`], cells: own.length, hosts: new Set(own.map((g) => g.host)).size, ...otherSign };
			})
		),
		bare: views.flatMap((key) => {
			const [profile, framework] = key.split('/') as [Profile, Cell['framework']];
			const bare = visits.filter((v) => v.profile === profile && v.framework === framework && v.page === BASELINE);
			const hero = bareMedian('pageDelay', bare);
			const work = bareMedian('mainThread', bare);
			return hero === undefined || work === undefined ? [] : [{ profile, framework, hero: Math.round(hero * 10) / 10, mainThreadWork: Math.round(work * 10) / 10 }];
		}),
		byHost: [...new Set(gaps.map((g) => `${g.host}|${g.profile}`))].sort().map((key) => {
			const [host, profile] = key.split('|') as [string, Profile];
			const own = gaps.filter((g) => g.host === host && g.profile === profile);
			return { host, profile, within: own.filter((g) => Math.abs(g.gap) <= spread[`${profile}/${g.outcome}`]).length, of: own.length };
		}),
		...(deltas === 'delta' ? { deltas } : {})
	};
}

/** Whether a median lies within the spread range a page shows around a published measured outcome. */
export function withinSpread(cell: Cell, id: SpreadOutcomeId, value: number, spread: MachineSpread): boolean {
	const published = outcomeOf(cell, id);
	const range = published.status === 'measured' ? cellSpread(spread, cell, id, published.median) : undefined;
	return range !== undefined && value >= range.low && value <= range.high;
}
