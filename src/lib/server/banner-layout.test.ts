// The banner on the screen where a reader decides (issue 93): a layout planted into the served publication
// for one view must reach the leaderboard's rows and its line on layout shift, the compare page, the product
// page and their Markdown, and the methodology's facts; a planted wrong value must show as that value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateComparisons } from '../comparisons.ts';
import { validateDataset } from '../dataset.ts';
import type { BannerLayout, PageLayout } from '../schema.ts';
import { selectComparison } from './compare.ts';
import { readConfig } from './config.ts';
import { leaderboardData } from './leaderboard-page.ts';
import { renderCompareMarkdown } from './markdown/compare.ts';
import { buildSite } from './site.ts';

// The served publication, its own layout replaced by the planted one below.
const served = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
const comparisons = validateComparisons(JSON.parse(readFileSync('data/comparisons.json', 'utf8')), served);
const config = readConfig({});
const key = { profile: 'mobile', framework: 'react' } as const;
const still = { visits: 80, median: 0, p75: 0, max: 0, shifted: 0 };
const page = (slug: string, covered: number, overrides: Partial<PageLayout> = {}): PageLayout => ({
	...key, page: slug, viewport: { width: 412, height: 823 }, reads: 2, coverage: { median: covered, min: covered, max: covered }, heroCovered: 0, wall: false, scrollLocked: false, loadShift: still, acceptShift: slug === 'baseline' ? null : { reads: 2, counted: 0, inputDriven: 0 }, ...overrides
});
const slugs = served.cells.filter((c) => c.profile === key.profile && c.framework === key.framework && c.answers.bannerVisible.status === 'measured').map((c) => c.product);
const planted = (pages: PageLayout[]): BannerLayout => ({
	round: { records: 'layout/', harnessCommit: 'f'.repeat(40), host: 'planted-host', chromium: '156.0.8078.129', from: '2026-12-07', to: '2026-12-07', rounds: 2, gridPx: 8 },
	clsThresholds: { good: 0.1, poor: 0.25 },
	pages: [page('baseline', 0), ...slugs.map((slug) => page(slug, 0.2)), ...pages]
});
const layout = planted([
	page('klaro', 0.123, { loadShift: { visits: 80, median: 0, p75: 0, max: 0.0004, shifted: 1 } }),
	page('orejime', 1, { heroCovered: 1, wall: true, scrollLocked: true }),
	page('cookie-consent-js', 0.3, { loadShift: { visits: 80, median: 0, p75: 0.12, max: 0.3, shifted: 30 }, acceptShift: { reads: 2, counted: 0.02, inputDriven: 0.18 } })
]);
// Later pages win: the planted ones replace the plain 20% of the same slug.
layout.pages = [...new Map(layout.pages.map((p) => [p.page, p])).values()];
const site = buildSite(config, { ...served, bannerLayout: layout }, comparisons);

describe('the banner on the screen, planted for one view', () => {
	it('is on each leaderboard row, with a wall, the hero and scrolling named, and in the Markdown table', () => {
		const data = leaderboardData(site, key, 'verdict', 'all');
		expect(data.screen.klaro).toBe('covers 12.3% of the screen');
		expect(data.screen.orejime).toBe('covers 100.0% of the screen, a wall, covers 100.0% of the hero, page cannot scroll');
		const markdown = site.selectView(key).markdown.body;
		expect(markdown).toContain('| Banner on screen |');
		expect(markdown).toMatch(/\| Klaro! [^|]+\|[^|]+\|[^|]+\| covers 12\.3% of the screen \|/);
		expect(markdown).toContain('Banner on screen: the share of the viewport (412×823 @1.75x, touch) where a press lands on the consent manager');
	});

	it('says the view\'s layout shift in one line: which page moved, how far, in Chrome\'s band', () => {
		const line = leaderboardData(site, key, 'verdict', 'all').layoutShift!;
		const name = served.products.find((p) => p.slug === 'cookie-consent-js')!.name;
		expect(line).toContain(`Layout shift while loading (CLS): ${name} (`);
		expect(line).toContain('30 of 80 visits, at most 0.300; p75 0.120, needs improvement');
		// A shift too small for three decimals is said to be one, never printed as 0.000.
		expect(line).toContain('by less than 0.001, in at most one visit each: Klaro!; none in any measured visit of the other pages.');
		expect(line).not.toContain('0.000');
		expect(site.selectView(key).markdown.body).toContain(`**Layout shift:** ${line}`);
		// The press window beside it: only the page that moved is named, with what CLS counts and what it leaves out.
		expect(line).toContain(`When Accept closed the banner, the page moved on ${name} (0.020 counted by CLS; 0.180 within 500 ms of the press, which CLS leaves out; the larger of 2 presses); on the others, not at all.`);
		// Every page still: one line, no column of zeros.
		const calm = buildSite(config, { ...served, bannerLayout: planted([]) }, comparisons);
		expect(leaderboardData(calm, key, 'verdict', 'all').layoutShift).toBe('No page of this view moved while it loaded: layout shift (CLS) 0 in every measured visit, the bare page\'s included (good is at most 0.1). When Accept closed the banner, no page moved.');
		// A view the round did not read says nothing of it.
		expect(leaderboardData(site, { profile: 'desktop', framework: 'react' }, 'verdict', 'all').layoutShift).toBeNull();
	});

	it('is side by side on the compare page and its Markdown', () => {
		const selection = selectComparison(site, { key, a: 'klaro', b: 'orejime' });
		expect(selection.layoutRows).toEqual([
			['Banner on screen', 'covers 12.3% of the screen', 'covers 100.0% of the screen, a wall, covers 100.0% of the hero, page cannot scroll'],
			['Layout shift while loading', 'CLS above 0 in 1 of 80 measured visits, each under 0.001; p75 0, good', 'none, CLS 0 in all 80 measured visits'],
			['Layout shift when Accept closes it', 'none (2 presses)', 'none (2 presses)']
		]);
		expect(renderCompareMarkdown(selection, config.origin)).toContain('| Banner on screen | covers 12.3% of the screen | covers 100.0% of the screen, a wall');
	});

	it('is a table by view on the product page\'s Markdown, and a fact of the methodology', () => {
		const product = site.pageMarkdown('/products/cookie-consent-js')!.body;
		expect(product).toContain('## Its banner on the screen');
		expect(product).toContain('| Mobile | React (Vite SPA) | 412×823 @1.75x, touch | covers 30.0% of the screen | CLS above 0 in 30 of 80 measured visits, at most 0.300; p75 0.120, needs improvement |');
		const methodology = site.pageMarkdown('/methodology')!.body;
		expect(methodology).toContain("This publication's layout round: host `planted-host`");
		expect(methodology).toContain('1 of');
	});

	it('is absent from a publication that does not state it (2.1), with the methodology saying so', () => {
		const dir = 'data/archive/measured-2026-12-04-2c527876';
		const v21 = validateDataset(JSON.parse(readFileSync(`${dir}/publication.json`, 'utf8')));
		const plain = buildSite(config, v21, validateComparisons(JSON.parse(readFileSync(`${dir}/comparisons.json`, 'utf8')), v21));
		expect(leaderboardData(plain, key, 'verdict', 'all').screen).toEqual({});
		expect(plain.selectView(key).markdown.body).not.toContain('Banner on screen');
		expect(selectComparison(plain, { key, a: 'klaro', b: 'orejime' }).layoutRows).toEqual([]);
		expect(plain.pageMarkdown('/methodology')!.body).toContain("does not state the banner's place on the screen or the pages' layout shift: methodology 2.2 added them");
	});
});
