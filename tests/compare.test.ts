// Head to head (issue 47) over HTTP, as a reader and a script see it: the compare page and its Markdown
// say the differences the harness published, which are the differences of the published medians;
// turned round, a comparison negates; bad input is refused by name; every leaderboard row links here.
// Expected values come from the served view JSON and comparisons.json, never from figures in the test.
import { describe, expect, inject, it } from 'vitest';
import { formatShort } from '#lib/format.ts';
import { outcomeOf, roundFor, TIMED_METRIC_IDS } from '#lib/metrics.ts';
import type { BenchmarkView, Comparisons } from '#lib/schema.ts';

const base = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
const view = (profile: string, framework: string) => get(`/api/benchmarks?profile=${profile}&framework=${framework}`).then((r) => r.json() as Promise<BenchmarkView>);
const comparisons = () => get('/data/comparisons.json').then((r) => r.json() as Promise<Comparisons>);
const decode = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the compare page', () => {
	it('publishes every pair of measured products of every view, each difference the difference of the two published medians', async () => {
		const published = await comparisons();
		for (const { profile, framework, pairs } of published.views) {
			const results = (await view(profile, framework)).results;
			const measured = results.filter((r) => r.answers.bannerVisible.status === 'measured');
			expect(pairs.length, `${profile}/${framework}`).toBe((measured.length * (measured.length - 1)) / 2);
			for (const pair of pairs) {
				const [a, b] = [pair.a, pair.b].map((slug) => results.find((r) => r.product.slug === slug)!);
				for (const id of TIMED_METRIC_IDS) {
					const [oa, ob] = [outcomeOf(a, id), outcomeOf(b, id)];
					if (oa.status !== 'measured' || ob.status !== 'measured') continue;
					expect(pair.outcomes[id]?.difference, `${profile}/${framework} ${pair.a} − ${pair.b} ${id}`).toBe(roundFor(id, oa.median - ob.median));
				}
			}
		}
	});

	it('leads with one sentence per outcome, in HTML without JavaScript and in Markdown, and shows the published figures', async () => {
		const query = 'profile=mobile&framework=react&a=klaro&b=orejime';
		const html = decode(await (await get(`/compare?${query}`)).text());
		const markdown = await (await get(`/compare.md?${query}`)).text();
		const results = (await view('mobile', 'react')).results;
		const [klaro, orejime] = ['klaro', 'orejime'].map((slug) => results.find((r) => r.product.slug === slug)!);
		for (const id of TIMED_METRIC_IDS) {
			const [oa, ob] = [outcomeOf(klaro, id), outcomeOf(orejime, id)];
			if (oa.status !== 'measured' || ob.status !== 'measured') continue;
			const difference = formatShort(id, roundFor(id, oa.median - ob.median), { signed: true });
			expect(markdown).toMatch(new RegExp(`\\| [^|]+ \\| ${difference.replace(/[+.]/g, '\\$&')} \\|`));
			expect(html).toContain(`${difference} (`);
		}
		const sentences = markdown.split('\n').filter((line) => line.startsWith('- On mobile / React'));
		expect(sentences.length).toBeGreaterThanOrEqual(5);
		for (const sentence of sentences) expect(html).toContain(sentence.slice(2));
		expect(html).toContain('<form class="compare-form" method="GET" action="/compare">');
		// Each side's figure and its machine spread are two sentences, a space between them (issue 91: "n=80.Another").
		const sideText = html.replace(/<!--[^>]*-->/g, '').replace(/<[^>]+>/g, '');
		expect(sideText).toMatch(/n=\d+\. Another machine of this class/);
		expect(sideText).not.toMatch(/n=\d+\.Another/);
		expect(markdown).toContain(`> Klaro! ${klaro.product.version} against Orejime ${orejime.product.version}, React (Vite SPA), mobile:`);
	});

	it('turned round, negates every difference; the product that costs more stays the one named', async () => {
		const rows = async (a: string, b: string) =>
			(await (await get(`/compare.md?profile=desktop&framework=nextjs&a=${a}&b=${b}`)).text()).split('\n').filter((line) => /^\| (Banner|Page|Accept|Added|Main|Reject)/.test(line)).slice(0, 6);
		const forward = await rows('klaro', 'c15t');
		const backward = await rows('c15t', 'klaro');
		expect(await (await get('/compare.md?profile=desktop&framework=nextjs&a=c15t&b=klaro')).text()).toContain('| Outcome | c15t − Klaro! |');
		expect(forward.length).toBe(6);
		const cells = (line: string) => line.split(' | ');
		// From 2.1 a press difference has a ratio column (A/B with its range) before the conclusion.
		const header = cells((await (await get('/compare.md?profile=desktop&framework=nextjs&a=klaro&b=c15t')).text()).split('\n').find((l) => l.startsWith('| Outcome |'))!);
		const ratioAt = header.findIndex((h) => h.startsWith('A/B'));
		const conclusionAt = header.indexOf('Conclusion');
		const ratio = (s: string) => /^×([\d.]+) \(([\d.]+)–([\d.]+)\)$/.exec(s)?.slice(1).map(Number);
		forward.forEach((line, i) => {
			const [f, r] = [cells(line), cells(backward[i])];
			const negate = (s: string) => (s.startsWith('+') ? `-${s.slice(1)}` : s.startsWith('-') ? `+${s.slice(1)}` : s);
			expect(r[1]).toBe(negate(f[1]));
			// A − B became B − A: "A costs more" and "B costs more" swap sides, so the product named is the same.
			expect(r[conclusionAt]).toBe(f[conclusionAt]);
			// A/B became B/A: the ratio and its range inverted (each shown to two decimals).
			const [fr, rr] = [ratio(f[ratioAt]), ratio(r[ratioAt])];
			if (ratioAt < 0 || !fr) return;
			expect(rr![0]).toBeCloseTo(1 / fr[0], 1);
			expect(rr![1]).toBeCloseTo(1 / fr[2], 1);
			expect(rr![2]).toBeCloseTo(1 / fr[1], 1);
		});
	});

	it('refuses bad input with a 400 that names the parameter, the value and what is allowed', async () => {
		const slugs = (await view('desktop', 'nextjs')).results.map((r) => r.product.slug).sort();
		for (const [query, why] of [
			['a=nope', `"a" has the unknown value "nope". Allowed values for "a": `],
			['a=klaro&b=klaro', '"a" and "b" are both "klaro": choose two different products.'],
			['profile=tablet&a=klaro&b=orejime', 'Allowed values for "profile": desktop, mobile.'],
			['b=klaro', '"b" was given without "a"'],
			['a=klaro&a=orejime', '"a" was given 2 times']
		]) {
			const page = await get(`/compare?${query}`);
			expect(page.status, query).toBe(400);
			expect(decode(await page.text())).toContain(why);
			const md = await get(`/compare.md?${query}`);
			expect(md.status, query).toBe(400);
			expect(await md.text()).toContain(why);
		}
		expect(decode(await (await get('/compare?a=nope')).text())).toContain(slugs.filter((s) => s.startsWith('k')).join(', '));
	});

	it('shows what is known, and the way back, when a product has no result in the view', async () => {
		const nuxt = (await view('desktop', 'nuxt')).results.find((r) => r.product.slug === 'c15t')!;
		expect(nuxt.answers.bannerVisible.status).not.toBe('measured');
		const page = await get('/compare?profile=desktop&framework=nuxt&a=klaro&b=c15t');
		expect(page.status).toBe(200);
		const html = decode(await page.text());
		expect(html).toContain(nuxt.answers.bannerVisible.status === 'measured' ? '' : nuxt.answers.bannerVisible.reason);
		expect(html).toContain('href="/?profile=desktop&framework=nuxt"');
	});

	it('with only A chosen, is the form with A chosen and a link to compare it with each other product', async () => {
		const html = decode(await (await get('/compare?profile=mobile&framework=astro&a=klaro')).text());
		expect(html).toMatch(/<option value="klaro" selected[^>]*>Klaro!<\/option>/);
		const others = (await view('mobile', 'astro')).results.filter((r) => r.product.slug !== 'klaro');
		for (const r of others) expect(html).toContain(`href="/compare?profile=mobile&framework=astro&a=klaro&b=${r.product.slug}"`);
	});

	it('is one link away from every row of the leaderboard', async () => {
		const html = decode(await (await get('/?profile=mobile&framework=react')).text());
		for (const r of (await view('mobile', 'react')).results) expect(html).toContain(`href="/compare?profile=mobile&framework=react&a=${r.product.slug}"`);
	});

	it('is announced to agents: llms.txt gives the URL pattern, and the page links its Markdown twin', async () => {
		expect(await (await get('/llms.txt')).text()).toContain(`${base}/compare.md?profile=‹profile›&framework=‹framework›&a=‹slug›&b=‹slug›`);
		const page = await get('/compare?profile=mobile&framework=react&a=klaro&b=orejime');
		expect(page.headers.get('link')).toContain(`<${base}/compare.md?profile=mobile&framework=react&a=klaro&b=orejime>; rel="alternate"`);
		const negotiated = await get('/compare?profile=mobile&framework=react&a=klaro&b=orejime', { headers: { accept: 'text/markdown' } });
		expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		expect(await negotiated.text()).toMatch(/^# Klaro! against Orejime/);
	});
});
