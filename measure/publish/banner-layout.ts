// Publication 2.2's banner layout (issue 93): a layout round's reads of every page (how much of the screen
// the banner covers where a press lands, the hero, a wall, scrolling) beside the campaign's own load-window
// layout shift, as one section of publication.json, and the two sentences each cell's notes carry.
// A layout round is gathered apart from the campaign (npm run measure -- --gather-only --layout-only): layout
// does not depend on the CPU's speed, so it needs no gate and no campaign over hosts, and its records are
// kept in the publication's folder (`layout/`), where the publish finds and checks them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ViewKey } from '../../src/lib/dimensions.ts';
import { acceptShiftSentence, loadShiftSentence, pageLayoutOf, screenSentence } from '../../src/lib/banner-layout.ts';
import type { BannerLayout, PageLayout } from '../../src/lib/schema.ts';
import { CLS_GOOD, CLS_POOR, loadShift, pageLayout } from '../analyse/layout.ts';
import { LAYOUT_GRID_PX } from '../gather/banner-layout.ts';
import { BASELINE } from '../apps/types.ts';
import { readAllShards, type RawRecord, type RunRecord, type VisitRecord } from '../gather/records.ts';

/** Where a publication folder keeps its layout round's records. */
export const LAYOUT_FOLDER = 'layout';

/** The layout round's records in `outDir`, or null when it has none. */
export function readLayoutRound(outDir: string): RawRecord[] | null {
	const dir = join(outDir, LAYOUT_FOLDER);
	if (!existsSync(dir) || !readdirSync(dir).some((name) => name.endsWith('.jsonl'))) return null;
	return readAllShards(dir);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * The section: every page the layout round read, with the campaign's load shift of that page. Refuses a
 * folder that is not one layout round of one clean harness commit on one host, or that misses a page the
 * campaign measured, since a publication that states layout states it for every measured cell.
 */
export function bannerLayoutOf(round: readonly RawRecord[], measured: readonly VisitRecord[]): BannerLayout {
	// Named as the raw visits are, beside the publication file: data/layout/ for the served one.
	const recordsPath = `${LAYOUT_FOLDER}/`;
	const runs = round.filter((r): r is RunRecord => r.kind === 'run');
	const reads = round.filter((r): r is VisitRecord => r.kind === 'visit');
	const refuse = (why: string): never => {
		throw new Error(`Refusing to publish the banner layout of ${recordsPath}: ${why}. Gather a layout round again (npm run measure -- --gather-only --layout-only --rounds 2, measure/README.md) and copy its visits there.`);
	};
	if (runs.length === 0) refuse('it holds no run records');
	const commits = unique(runs.map((r) => r.harnessCommit));
	if (commits.length !== 1 || !/^[0-9a-f]{40}$/.test(commits[0])) refuse(`its records come from ${commits.length} harness commits (${commits.join(', ')}), and a layout round is one clean harness commit`);
	const hosts = unique(runs.map((r) => r.machine.id ?? 'unrecorded'));
	if (hosts.length !== 1) refuse(`its records come from ${hosts.length} hosts (${hosts.join(', ')}); the reads of one round agree across hosts only if one host shows it`);
	const timed = reads.filter((v) => !v.warmup || !v.layout);
	if (timed.length > 0) refuse(`${timed.length} of its visits are not layout reads (e.g. ${timed[0].shard}/${timed[0].page}): a layout round presses nothing and times nothing`);
	const failed = reads.filter((v) => v.error !== null);
	if (failed.length > 0) refuse(`${failed.length} of its reads failed (e.g. ${failed[0].shard}/${failed[0].page}: ${failed[0].error})`);
	const keyOf = (v: { profile: string; framework: string; page: string }) => `${v.profile}/${v.framework}/${v.page}`;
	const measuredPages = unique(measured.filter((v) => !v.warmup).map(keyOf)).sort();
	const readPages = new Set(reads.map(keyOf));
	const unread = measuredPages.filter((page) => !readPages.has(page));
	if (unread.length > 0) refuse(`${unread.length} pages the campaign measured were not read (${unread.slice(0, 3).join(', ')}${unread.length > 3 ? ', …' : ''})`);
	// Every banner was pressed: a read that could not press Accept leaves its page's press window unread, named.
	const unpressed = reads.filter((v) => v.page !== BASELINE && (!v.layout!.afterAccept || v.layout!.afterAccept.error !== null));
	if (unpressed.length > 0) refuse(`${unpressed.length} of its reads did not press Accept (e.g. ${unpressed[0].shard}/${unpressed[0].page}: ${unpressed[0].layout!.afterAccept?.error ?? 'a reader before the press window'})`);
	const days = reads.map((v) => v.startedAt.slice(0, 10)).sort();
	const pages = measuredPages.map((id): PageLayout => {
		const [profile, framework, page] = id.split('/') as [ViewKey['profile'], ViewKey['framework'], string];
		const own = reads.filter((v) => keyOf(v) === id);
		const layout = pageLayout(own)!;
		return {
			profile, framework, page,
			viewport: own[0].layout!.viewport,
			reads: layout.reads,
			coverage: layout.coverage,
			heroCovered: layout.heroCovered,
			wall: layout.wall,
			scrollLocked: layout.scrollLocked,
			acceptShift: layout.acceptShift,
			loadShift: loadShift(measured.filter((v) => keyOf(v) === id))
		};
	});
	return {
		round: {
			records: recordsPath,
			harnessCommit: commits[0],
			host: hosts[0],
			chromium: unique(runs.map((r) => r.chromium)).join(', '),
			from: days[0],
			to: days[days.length - 1],
			rounds: Math.max(...pages.map((p) => p.reads)),
			gridPx: LAYOUT_GRID_PX
		},
		clsThresholds: { good: CLS_GOOD, poor: CLS_POOR },
		pages
	};
}

/** The two notes a measured cell carries in 2.2: where its banner sits on the screen, and how far its page moved while loading. */
export function layoutNotes(layout: BannerLayout, key: ViewKey, product: string): string[] {
	const page = pageLayoutOf(layout, key, product);
	if (!page) return [];
	return [screenSentence(page), ...(page.loadShift ? [loadShiftSentence(page.loadShift, layout.clsThresholds)] : []), ...(page.acceptShift ? [acceptShiftSentence(page.acceptShift)] : [])];
}
