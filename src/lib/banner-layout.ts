// The banner on the visitor's screen (issue 93), in the words every surface uses: a cell's notes (written
// at publish, measure/publish/), the leaderboard's column and line, the compare and product pages and their
// Markdown. One module, so "covers 12.3% of the screen" means the same thing wherever a reader meets it:
// the share of the viewport where a press lands on the consent manager, read once the banner had settled.
import type { ViewKey } from './dimensions.ts';
import type { BannerLayout, PageLayout } from './schema.ts';

type LoadShift = NonNullable<PageLayout['loadShift']>;
type AcceptShift = NonNullable<PageLayout['acceptShift']>;

/** A share of the screen as the pages print it: "12.3%". */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/**
 * CLS to three decimals: Chrome's thresholds (0.1, 0.25) and the smallest shift a reader would notice both
 * show. A shift above 0 but under 0.001 is said so, never printed as "0.000" beside "CLS above 0".
 */
export const formatCls = (cls: number) => (cls === 0 ? '0' : cls < 0.001 ? 'under 0.001' : cls.toFixed(3));
/** "at most 0.039", or "each under 0.001" when the largest shift rounds to nothing at three decimals. */
const largest = (cls: number) => (cls > 0 && cls < 0.001 ? 'each under 0.001' : `at most ${formatCls(cls)}`);

/** A page's layout in one view (the bare page's slug is baseline), or undefined before 2.2 or for a page not read. */
export function pageLayoutOf(layout: BannerLayout | undefined, key: ViewKey, page: string): PageLayout | undefined {
	return layout?.pages.find((p) => p.profile === key.profile && p.framework === key.framework && p.page === page);
}

/** "12.3%", or "11.1–12.0%" when the reads disagreed: the leaderboard's cell. */
export function coverageFigure(layout: PageLayout): string {
	const { min, max } = layout.coverage;
	return min === max ? percent(min) : `${(min * 100).toFixed(1)}–${percent(max)}`;
}

/** What else a reader must know beside the share, in a few words each: a wall, the hero covered, no scrolling. */
export function layoutFlags(layout: PageLayout): string[] {
	return [
		...(layout.wall ? ['a wall'] : []),
		...(layout.heroCovered !== null && layout.heroCovered > 0 ? [`covers ${percent(layout.heroCovered)} of the hero`] : []),
		...(layout.scrollLocked ? ['page cannot scroll'] : [])
	];
}

/** The leaderboard's words under a product's name: "covers 12.3% of the screen", with what else a reader must know. */
export function screenLabel(layout: PageLayout): string {
	return [`covers ${coverageFigure(layout)} of the screen`, ...layoutFlags(layout)].join(', ');
}

/**
 * The view's banners on the screen in one line, least first: "Banner on screen, the share of the 1350 × 940
 * viewport where a press lands once it has settled: cookieBAR 3.4%, …. None is a wall, covers the hero or
 * stops the page scrolling." Null before 2.2.
 */
export function viewScreenLine(layout: BannerLayout | undefined, key: ViewKey, slugs: readonly string[], nameOf: (slug: string) => string): string | null {
	const pages = slugs.flatMap((slug) => {
		const found = pageLayoutOf(layout, key, slug);
		return found ? [{ slug, page: found }] : [];
	});
	if (pages.length === 0) return null;
	const { width, height } = pages[0].page.viewport;
	const each = [...pages].sort((a, b) => a.page.coverage.median - b.page.coverage.median || nameOf(a.slug).localeCompare(nameOf(b.slug))).map(({ slug, page }) => `${nameOf(slug)} ${coverageFigure(page)}`);
	const flagged = pages.filter(({ page }) => layoutFlags(page).length > 0);
	const flags = flagged.length === 0 ? 'None is a wall, covers the hero or stops the page scrolling.' : `${flagged.map(({ slug, page }) => `${nameOf(slug)}: ${layoutFlags(page).join(', ')}`).join('; ')}.`;
	return `Banner on screen, the share of the ${width} × ${height} viewport where a press lands once it has settled: ${each.join(', ')}. ${flags}`;
}

/** Each product's screenLabel in one view, by slug (none before 2.2). */
export function viewScreenLabels(layout: BannerLayout | undefined, key: ViewKey, slugs: readonly string[]): Map<string, string> {
	return new Map(slugs.flatMap((slug) => {
		const found = pageLayoutOf(layout, key, slug);
		return found ? [[slug, screenLabel(found)] as const] : [];
	}));
}

/**
 * "On screen: the banner covers 12.3% of the 412 × 823 viewport where a press lands (2 layout reads, each
 * alike); none of the hero; the page beneath still takes presses and scrolls."
 */
export function screenSentence(layout: PageLayout): string {
	const { width, height } = layout.viewport;
	const reads = layout.reads === 1 ? 'one layout read' : `${layout.reads} layout reads${layout.coverage.min === layout.coverage.max ? ', each alike' : `, from ${percent(layout.coverage.min)} to ${percent(layout.coverage.max)}`}`;
	const hero = layout.heroCovered === null ? 'the hero was out of view' : layout.heroCovered === 0 ? 'none of the hero' : `${percent(layout.heroCovered)} of the hero (the page's largest paint)`;
	const beneath = layout.wall
		? 'a wall: no point of the page beneath takes a press'
		: `the page beneath still takes presses where the banner is not${layout.scrollLocked ? ', but cannot be scrolled' : ' and scrolls'}`;
	return `On screen: the banner covers ${percent(layout.coverage.median)} of the ${width} × ${height} viewport where a press lands (${reads}); ${hero}; ${beneath}.`;
}

/** Chrome's band of a CLS value: good up to 0.1, poor above 0.25, needs improvement between. */
export function clsBand(cls: number, thresholds: BannerLayout['clsThresholds']): 'good' | 'needs improvement' | 'poor' {
	return cls <= thresholds.good ? 'good' : cls > thresholds.poor ? 'poor' : 'needs improvement';
}

/** "none in 80 visits", or "CLS above 0 in 3 of 120 visits, at most 0.039; p75 0, good": a table cell. */
export function shiftWords(shift: LoadShift, thresholds: BannerLayout['clsThresholds']): string {
	if (shift.shifted === 0) return `none, CLS 0 in all ${shift.visits} measured visits`;
	return `CLS above 0 in ${shift.shifted} of ${shift.visits} measured visits, ${largest(shift.max)}; p75 ${formatCls(shift.p75)}, ${clsBand(shift.p75, thresholds)}`;
}

/**
 * "Layout shift while the page loaded (…): none, CLS 0 in all 80 measured visits (good is at most 0.1)." or,
 * when a visit moved, how many did, the most and the p75, with Chrome's band of the p75 (as the Web Vitals judge a page).
 */
export function loadShiftSentence(shift: LoadShift, thresholds: BannerLayout['clsThresholds']): string {
	const limits = shift.shifted === 0 ? `good is at most ${thresholds.good}` : `good is at most ${thresholds.good}, poor above ${thresholds.poor}`;
	return `Layout shift while the page loaded (from navigation until it settled, before any press): ${shiftWords(shift, thresholds)} (${limits}).`;
}

/** "none (2 presses)", or "0.012 counted by CLS; 0.180 within 500 ms of the press, which CLS leaves out; the larger of 2 presses": a table cell. */
export function acceptShiftWords(shift: AcceptShift): string {
	if (shift.counted === 0 && shift.inputDriven === 0) return `none (${shift.reads === 1 ? 'one press' : `${shift.reads} presses`})`;
	const parts = [
		...(shift.counted > 0 ? [`${formatCls(shift.counted)} counted by CLS`] : ['none counted by CLS']),
		...(shift.inputDriven > 0 ? [`${formatCls(shift.inputDriven)} within 500 ms of the press, which CLS leaves out`] : [])
	];
	return `${parts.join('; ')}; the larger of ${shift.reads} presses`;
}

/** "When Accept closed the banner, the page moved: none (2 presses)." */
export function acceptShiftSentence(shift: AcceptShift): string {
	return `Layout shift when Accept closed the banner (from the press until the banner had closed, in the layout round): ${acceptShiftWords(shift)}.`;
}

/** Where the banner sits and how far the page moved, one row each, for pages side by side (compare): [label, …one cell per slug]. Empty before 2.2. */
export function layoutRows(layout: BannerLayout | undefined, key: ViewKey, slugs: readonly string[]): string[][] {
	if (!layout) return [];
	const pages = slugs.map((slug) => pageLayoutOf(layout, key, slug));
	if (pages.every((p) => p === undefined)) return [];
	return [
		['Banner on screen', ...pages.map((p) => (p ? screenLabel(p) : 'not read'))],
		['Layout shift while loading', ...pages.map((p) => (p?.loadShift ? shiftWords(p.loadShift, layout.clsThresholds) : 'not read'))],
		...(pages.some((p) => p?.acceptShift) ? [['Layout shift when Accept closes it', ...pages.map((p) => (p?.acceptShift ? acceptShiftWords(p.acceptShift) : 'not read'))]] : [])
	];
}

/**
 * The view's layout shift in one line (the issue's "no column of zeros"): every page still, or which moved.
 * Null before 2.2. `nameOf` gives a product's name (the bare page is "the bare page").
 */
export function viewShiftLine(layout: BannerLayout | undefined, key: ViewKey, pages: readonly string[], nameOf: (slug: string) => string): string | null {
	const own = pages.flatMap((page) => {
		const found = pageLayoutOf(layout, key, page);
		return found?.loadShift ? [{ page, shift: found.loadShift }] : [];
	});
	if (!layout || own.length === 0) return null;
	const moved = own.filter((p) => p.shift.shifted > 0);
	const loading =
		moved.length === 0
			? `No page of this view moved while it loaded: layout shift (CLS) 0 in every measured visit, the bare page's included (good is at most ${layout.clsThresholds.good}).`
			: `Layout shift while loading (CLS): ${shiftParts(moved, nameOf, layout.clsThresholds).join('; ')}; none in any measured visit of the other pages. Good is at most ${layout.clsThresholds.good}, poor above ${layout.clsThresholds.poor}.`;
	return [loading, ...(acceptLine(layout, key, pages, nameOf) ?? [])].join(' ');
}

/**
 * The pages that moved while loading: each that moved by 0.001 or more with its count, largest and band; those
 * that moved by less, in a visit or two, named together, so that a view of specks reads as one clause.
 */
function shiftParts(moved: readonly { page: string; shift: LoadShift }[], nameOf: (slug: string) => string, thresholds: BannerLayout['clsThresholds']): string[] {
	const visits = (n: number) => (n === 1 ? 'one visit' : `${n} visits`);
	const tiny = moved.filter((p) => p.shift.max < 0.001);
	return [
		...moved.filter((p) => p.shift.max >= 0.001).map(({ page, shift }) => `${nameOf(page)} (${shift.shifted} of ${visits(shift.visits)}, at most ${formatCls(shift.max)}; p75 ${formatCls(shift.p75)}, ${clsBand(shift.p75, thresholds)})`),
		...(tiny.length === 0 ? [] : [`by less than 0.001, in at most ${visits(Math.max(...tiny.map((p) => p.shift.shifted)))} each: ${tiny.map((p) => nameOf(p.page)).join(', ')}`])
	];
}

/** The press window in the view's line: no page moved when Accept closed its banner, or which did, and how. */
function acceptLine(layout: BannerLayout, key: ViewKey, pages: readonly string[], nameOf: (slug: string) => string): string[] | null {
	const pressed = pages.flatMap((page) => {
		const shift = pageLayoutOf(layout, key, page)?.acceptShift;
		return shift ? [{ page, shift }] : [];
	});
	if (pressed.length === 0) return null;
	const moved = pressed.filter((p) => p.shift.counted > 0 || p.shift.inputDriven > 0);
	if (moved.length === 0) return ['When Accept closed the banner, no page moved.'];
	return [`When Accept closed the banner, the page moved on ${moved.map(({ page, shift }) => `${nameOf(page)} (${acceptShiftWords(shift)})`).join('; ')}; on the others, not at all.`];
}
