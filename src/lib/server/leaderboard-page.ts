// What the leaderboard page shows for one URL: the view in the order asked for (ranked by the content
// index, the rows' placements only, since the entries are already in the view), narrowed to one way
// of blocking scripts if asked, with each row's blocking kind, each host's own medians of the view, and
// one line on what a range covers. The route parses the URL and calls this.
import type { ViewKey } from '../dimensions.ts';
import type { BlockingFilter } from '../gating.ts';
import type { TimedMetricId } from '../metrics.ts';
import { placementsOf, type SortKey } from '../ranking.ts';
import { controlPressLabel, phasesOfView } from '../press-phases.ts';
import { FIELD_POINTER, fieldRows } from './markdown/field-figures.ts';
import { notMeasuredNames } from './markdown/not-measured.ts';
import type { Site } from './site.ts';
import { viewSeries } from './view-facts.ts';

export function leaderboardData(site: Site, key: ViewKey, sort: SortKey, blocking: BlockingFilter, counted: readonly TimedMetricId[] | null = null) {
	const selected = site.selectView(key, sort, blocking, counted);
	const shown = new Set(selected.view.results.map((r) => r.product.slug));
	return {
		view: selected.view,
		sort,
		blocking,
		counted: counted === null ? null : [...counted],
		placements: placementsOf(selected.ranked),
		rankRule: selected.rankRule,
		gating: Object.fromEntries([...site.gating].filter(([slug]) => shown.has(slug))),
		newerReleases: Object.fromEntries([...site.newerReleases].filter(([slug]) => shown.has(slug))),
		hostMedians: viewSeries(site.dataset, key, (slug) => shown.has(slug)),
		phases: phasesOfView(site.dataset.pressPhases ?? [], key, (slug) => shown.has(slug)),
		machineSpread: site.dataset.machineSpread,
		coverage: selected.coverage,
		spread: selected.spread,
		viewHosts: selected.viewHosts,
		pressControl: selected.pressControl,
		pressControlLabel: controlPressLabel(site.dataset.pressReading, key.profile),
		screen: Object.fromEntries(selected.screen),
		layoutShift: selected.layoutShift,
		screenLine: selected.screenLine,
		operator: site.config.operatorProduct,
		notMeasured: notMeasuredNames(site.dataset),
		// Field figures are only linked from here (field-figures.ts words the link for the page and its twin).
		fieldFigures: site.dataset.fieldSource !== undefined && fieldRows(site.dataset).length > 0 ? FIELD_POINTER : null
	};
}

export type LeaderboardData = ReturnType<typeof leaderboardData>;
