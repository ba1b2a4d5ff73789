// The publication's layout round in words for /methodology (issue 93): a fact of the dataset
// (bannerLayout, from 2.2), never written into the page by hand, so the page says what the numbers are.
import { PROFILE_LABELS, PROFILES } from '../../dimensions.ts';
import { formatCls, percent } from '../../banner-layout.ts';
import type { Dataset } from '../../schema.ts';
import { paragraph, withCodeSpans, type Block } from './blocks.ts';


export function onScreenStatement(dataset: Pick<Dataset, 'bannerLayout' | 'publication'>): Block[] {
	const layout = dataset.bannerLayout;
	if (!layout)
		return [paragraph(`This publication (methodology ${dataset.publication.methodologyVersion}) does not state the banner's place on the screen or the pages' layout shift: methodology 2.2 added them.`)];
	const r = layout.round;
	const products = layout.pages.filter((p) => p.page !== 'baseline');
	const ranges = PROFILES.flatMap((profile) => {
		const own = products.filter((p) => p.profile === profile);
		if (own.length === 0) return [];
		const shares = own.map((p) => p.coverage.median);
		const { width, height } = own[0].viewport;
		return [`${PROFILE_LABELS[profile].toLowerCase()} (${width} × ${height}) from ${percent(Math.min(...shares))} to ${percent(Math.max(...shares))}`];
	});
	const count = (n: number, what: string) => `${n === 0 ? 'none' : n} of ${products.length} ${what}`;
	const shifted = layout.pages.filter((p) => p.loadShift && p.loadShift.shifted > 0);
	const most = Math.max(0, ...shifted.map((p) => p.loadShift!.max));
	const pressed = products.filter((p) => p.acceptShift);
	const counted = pressed.filter((p) => p.acceptShift!.counted > 0);
	const inputDriven = pressed.filter((p) => p.acceptShift!.inputDriven > 0);
	const accept =
		pressed.length === 0
			? ''
			: ` When Accept closed the banner, ${counted.length === 0 ? 'no page moved in a way CLS counts' : `${counted.length} of ${pressed.length} pages moved in a way CLS counts, at most ${formatCls(Math.max(...counted.map((p) => p.acceptShift!.counted)))}`}${inputDriven.length === 0 ? '' : `; ${inputDriven.length} moved within 500 ms of the press, which CLS leaves out, at most ${formatCls(Math.max(...inputDriven.map((p) => p.acceptShift!.inputDriven)))}`}.`;
	return [
		paragraph(...withCodeSpans(`This publication's layout round: host \`${r.host}\`, Chromium ${r.chromium}, harness commit \`${r.harnessCommit.slice(0, 7)}\`, ${r.from === r.to ? r.from : `${r.from} to ${r.to}`}; ${r.rounds} reads of every page on a grid of points ${r.gridPx} pixels apart (its records: \`data/${r.records}\` in the repository). Banners covered ${ranges.join(', ')} of the screen where a press lands; ${count(products.filter((p) => p.wall).length, 'product pages')} were a wall, ${count(products.filter((p) => (p.heroCovered ?? 0) > 0).length, 'covered any of the hero')}, ${count(products.filter((p) => p.scrollLocked).length, 'locked scrolling')}. While loading, ${shifted.length === 0 ? 'no page moved in any measured visit' : `${shifted.length} of ${layout.pages.length} pages moved in at least one measured visit, the largest CLS ${formatCls(most)}`}.${accept}`))
	];
}
