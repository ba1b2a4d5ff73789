// All candidates side by side (issue 91) over HTTP, as a reader and an agent see it: every cell of every
// matrix is the published head-to-head conclusion of its pair (comparisons.json, read here, never a figure
// in the test); the places obey their rule on the outcomes counted and change with them; HTML without
// JavaScript, Markdown and read_page say the same; the citation's permanent address serves the same
// numbers; bad input is refused by name.
import { describe, expect, inject, it } from 'vitest';
import { CELL_WORDS } from '#lib/candidates.ts';
import { metricDefinition, TIMED_METRIC_IDS, type TimedMetricId } from '#lib/metrics.ts';
import type { BenchmarkView, Comparisons, Conclusion } from '#lib/schema.ts';
import { modernMcpRequest } from '../support/mcp-envelope.ts';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
const text = async (path: string) => {
	const response = await get(path);
	expect(response.status, path).toBe(200);
	return response.text();
};
const decode = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const SWAP: Record<Conclusion, Conclusion> = { 'a-costs-more': 'b-costs-more', 'b-costs-more': 'a-costs-more', 'a-measurably-more': 'b-measurably-more', 'b-measurably-more': 'a-measurably-more', 'no-practical-difference': 'no-practical-difference', inconclusive: 'inconclusive' };

async function published(profile: string, framework: string) {
	const view = (await (await get(`/api/benchmarks?profile=${profile}&framework=${framework}`)).json()) as BenchmarkView;
	const all = (await (await get('/data/comparisons.json')).json()) as Comparisons;
	const pairs = all.views.find((v) => v.profile === profile && v.framework === framework)!.pairs;
	const conclusion = (id: TimedMetricId, a: string, b: string): Conclusion | undefined => {
		const forward = pairs.find((p) => p.a === a && p.b === b)?.outcomes[id]?.conclusion;
		const backward = pairs.find((p) => p.a === b && p.b === a)?.outcomes[id]?.conclusion;
		return forward ?? (backward && SWAP[backward]);
	};
	return { view, conclusion, slug: (name: string) => view.results.find((r) => r.product.name === name)!.product.slug };
}

/** The Markdown's places table: product slug → its place (null when not placed) and the products named above it. */
function places(markdown: string, slug: (name: string) => string): Map<string, { place: number | null; above: string[] }> {
	const section = markdown.split('## Places on ')[1].split('\n## ')[0];
	const rows = section.split('\n').filter((line) => /^\| (\d|not placed)/.test(line));
	return new Map(
		rows.map((line) => {
			const [placeCell, product] = line.split(' | ').map((c) => c.replace(/^\| /, ''));
			const place = /^(\d+)/.exec(placeCell);
			const above = /, below (.*?)(;|$)/.exec(placeCell)?.[1];
			return [slug(product), { place: place ? Number(place[1]) : null, above: above ? above.split(', ').map(slug) : [] }];
		})
	);
}

const VIEW = { profile: 'mobile', framework: 'nuxt' };
const CHOSEN = ['cookieconsent', 'cookies-eu-banner', 'klaro', 'orejime', 'vanilla-cookieconsent'];
const query = (counted: readonly TimedMetricId[] = []) => `profile=${VIEW.profile}&framework=${VIEW.framework}${CHOSEN.map((p) => `&product=${p}`).join('')}${counted.map((id) => `&count=${id}`).join('')}`;

describe('candidates side by side', () => {
	it('fills every matrix cell with the published conclusion of its pair, row against column', async () => {
		const { conclusion, slug } = await published(VIEW.profile, VIEW.framework);
		const markdown = await text(`/candidates.md?${query()}`);
		for (const id of TIMED_METRIC_IDS) {
			const block = markdown.split('\n## ').find((s) => s.startsWith(`${metricDefinition(id).label} (`))!;
			const lines = block.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
			const columns = lines[0].split(' | ').slice(1).map((c) => c.replace(/ \|$/, ''));
			for (const line of lines.slice(1)) {
				const cells = line.split(' | ').map((c) => c.replace(/^\| /, '').replace(/ \|$/, ''));
				const row = slug(cells[0].replace(/ \(median [^)]*\)$/, ''));
				cells.slice(1).forEach((cell, j) => {
					const col = slug(columns[j]);
					const expected = row === col ? undefined : conclusion(id, row, col);
					expect(cell.startsWith(expected ? `${CELL_WORDS[expected]} (` : '–'), `${id}: ${row} against ${col}: "${cell}"`).toBe(true);
				});
			}
		}
	});

	it('places by its rule on the counted outcomes only, and the places change with the outcomes counted', async () => {
		const { conclusion, slug } = await published(VIEW.profile, VIEW.framework);
		const above = (counted: readonly TimedMetricId[], a: string, b: string) => {
			const found = counted.map((id) => conclusion(id, a, b));
			return found.includes('b-costs-more') && !found.some((c) => c === 'a-costs-more' || c === 'a-measurably-more');
		};
		const seen = new Set<string>();
		for (const counted of [[...TIMED_METRIC_IDS], ['pageDelay'], ['clickResponse'], ['pageDelay', 'clickResponse']] as TimedMetricId[][]) {
			const placed = places(await text(`/candidates.md?${query(counted.length === TIMED_METRIC_IDS.length ? [] : counted)}`), slug);
			for (const [b, { place, above: named }] of placed) {
				if (place === null) continue;
				// Exactly the products the rule puts above it are named, and each sits higher.
				const expected = [...placed.keys()].filter((a) => a !== b && placed.get(a)!.place !== null && above(counted, a, b));
				expect(named.sort(), `${counted.join('+')}: above ${b}`).toEqual(expected.sort());
				for (const a of named) expect(placed.get(a)!.place!).toBeLessThan(place);
			}
			seen.add(JSON.stringify([...placed].map(([s, p]) => [s, p.place])));
		}
		// Counting other outcomes reorders these products: the order is the reader's, not fixed.
		expect(seen.size).toBeGreaterThan(1);
	});

	it('says the same in HTML without JavaScript, in Markdown and through read_page, with a form that works without JavaScript', async () => {
		const markdown = await text(`/candidates.md?${query(['pageDelay', 'clickResponse'])}`);
		const html = decode(await text(`/candidates?${query(['pageDelay', 'clickResponse'])}`));
		const placeLines = markdown.split('## Places on ')[1].split('\n## ')[0].split('\n').filter((l) => /^\| (\d|not placed)/.test(l));
		expect(placeLines.length).toBe(CHOSEN.length);
		// The HTML's list in order: each item's place and what it rests on, as the Markdown's table says them.
		const items = [...html.matchAll(/<li[^>]*><span class="place">([^<]*)<\/span> <strong>([^<]*)<\/strong> <span class="version">[^<]*<\/span>([^<]*)<\/li>/g)].map(([, place, product, note]) => [place === '–' ? note.replace(/^: /, '') : [place, note.replace(/^: /, '')].filter(Boolean).join(', '), product]);
		expect(items).toEqual(placeLines.map((line) => line.split(' | ').slice(0, 2).map((c) => c.replace(/^\| /, ''))));
		expect(html).toContain('<form class="candidates-form" method="GET" action="/candidates">');
		for (const p of CHOSEN) expect(html).toMatch(new RegExp(`<input type="checkbox" name="product" value="${p}" checked=""`));
		expect(html).toMatch(/<input type="checkbox" name="count" value="pageDelay" checked=""/);
		expect(html).toMatch(/<input type="checkbox" name="count" value="bannerVisible"\s*\/?>/);
		const response = await get('/mcp', { method: 'POST', ...modernMcpRequest('tools/call', { name: 'read_page', arguments: { path: `/candidates?${query(['pageDelay', 'clickResponse'])}` } }) });
		const answer = (await response.json()) as { result: { content: { text: string }[] } };
		expect(answer.result.content[0].text).toBe(markdown);
	});

	it('cites a permanent address that serves the same places, and an earlier publication says it is not the current one', async () => {
		const markdown = await text(`/candidates.md?${query(['pageDelay'])}`);
		const permanent = /permanent address, whose numbers never change: (\S+)/.exec(markdown)![1];
		const path = permanent.slice(new URL(permanent).origin.length);
		expect(path).toMatch(/^\/publications\/[^/]+\/candidates\?profile=mobile&framework=nuxt&product=/);
		expect(markdown).toContain(`> Candidates on mobile / Nuxt, places from the head-to-head conclusions on page delay:`);
		const atPermanent = await text(`${path.replace('/candidates?', '/candidates.md?')}`);
		const placesAndMatrices = (md: string) => md.split('## Places on ')[1].split('## Check it')[0];
		expect(placesAndMatrices(atPermanent)).toBe(placesAndMatrices(markdown));
		const list = await text('/publications.md');
		const earlier = [...list.matchAll(/\/publications\/(measured-[0-9a-f-]+)/g)].map((m) => m[1]).find((id) => !path.includes(id));
		expect(earlier, 'an earlier publication is archived').toBeDefined();
		const old = await text(`/publications/${earlier}/candidates.md?${query(['pageDelay'])}`);
		expect(old).toContain('**Not the current publication.**');
	});

	it('refuses bad input by name, in HTML and Markdown, and shows the form alone for fewer than two products', async () => {
		const cases: [string, RegExp][] = [
			[`profile=mobile&framework=nuxt&product=klaro&product=nope`, /"product" has the unknown value "nope"\. Allowed values for "product": .*klaro/],
			[`profile=mobile&framework=nuxt&product=klaro&product=klaro`, /"product" names "klaro" more than once/],
			[`profile=mobile&framework=nuxt${['klaro', 'orejime', 'c15t', 'cookieconsent', 'cookie-bar', 'cookies-eu-banner', 'cookie-consent-js'].map((p) => `&product=${p}`).join('')}`, /choose at most 6 products/],
			[`profile=mobile&framework=nuxt&product=klaro&product=orejime&count=speed`, /"count" has the unknown value "speed"/],
			[`profile=phone&framework=nuxt`, /"profile" has the unknown value "phone"/]
		];
		for (const [q, message] of cases) {
			for (const path of [`/candidates?${q}`, `/candidates.md?${q}`]) {
				const response = await get(path);
				expect(response.status, path).toBe(400);
				expect(decode(await response.text()), path).toMatch(message);
			}
		}
		const one = await text('/candidates.md?profile=mobile&framework=nuxt&product=klaro');
		expect(one).toContain('Choose two to 6 products');
		expect(one).not.toContain('## Places');
	});
});
