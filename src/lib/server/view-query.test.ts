import { describe, expect, it } from 'vitest';
import { parseBlocking, parseCounted, parseSort, parseViewQuery } from './view-query.ts';

const parse = (query: string) => parseViewQuery(new URLSearchParams(query));

describe('parseViewQuery', () => {
	it('applies the defaults and ignores unknown parameters', () => {
		expect(parse('')).toEqual({ ok: true, key: { profile: 'desktop', framework: 'nextjs' } });
		expect(parse('utm_source=x&profile=mobile')).toEqual({ ok: true, key: { profile: 'mobile', framework: 'nextjs' } });
		expect(parse('framework=tanstack-start')).toEqual({ ok: true, key: { profile: 'desktop', framework: 'tanstack-start' } });
	});

	it.each([
		['profile=tablet', 'profile', 'tablet', /unknown value "tablet"/],
		['profile=', 'profile', '', /empty/],
		['framework=svelte', 'framework', 'svelte', /Allowed values for "framework": nextjs, react, nuxt, astro, tanstack-start, script-tag/],
		['framework=react&framework=astro', 'framework', 'react,astro', /given 2 times/],
		['profile=Desktop', 'profile', 'Desktop', /unknown value/]
	])('%s is refused, naming %s', (query, parameter, value, detail) => {
		const result = parse(query);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.problem).toMatchObject({ status: 400, parameter, value });
		expect(result.problem.detail).toMatch(detail);
		expect(result.problem.allowed.length).toBeGreaterThan(1);
	});
});

describe('parseSort', () => {
	it('defaults to the verdict and accepts every metric id', () => {
		expect(parseSort(new URLSearchParams(''))).toEqual({ ok: true, sort: 'verdict' });
		expect(parseSort(new URLSearchParams('sort=correctness'))).toEqual({ ok: true, sort: 'correctness' });
	});
	it('refuses an unknown or repeated sort with the allowed values', () => {
		const bad = parseSort(new URLSearchParams('sort=price'));
		expect(bad.ok || bad.detail).toMatch(/Allowed values for "sort": verdict, bannerVisible/);
		expect(parseSort(new URLSearchParams('sort=pageDelay&sort=addedBytes')).ok).toBe(false);
	});
});

describe('parseBlocking', () => {
	it('defaults to every product and takes one way of blocking', () => {
		expect(parseBlocking(new URLSearchParams(''))).toEqual({ ok: true, blocking: 'all' });
		expect(parseBlocking(new URLSearchParams('blocking=integrator'))).toEqual({ ok: true, blocking: 'integrator' });
	});
	it('refuses another value, naming the allowed ones', () => {
		const bad = parseBlocking(new URLSearchParams('blocking=builtin'));
		expect(bad.ok || bad.detail).toBe('"blocking" has the unknown value "builtin". Allowed values for "blocking": all, built-in, integrator.');
	});
});

describe('parseCounted', () => {
	it('reads repeated count values in the outcomes\' own order; none, or all six, is every outcome', () => {
		expect(parseCounted(new URLSearchParams(''))).toEqual({ ok: true, counted: null });
		expect(parseCounted(new URLSearchParams('count=mainThread&count=bannerVisible&count=mainThread'))).toEqual({ ok: true, counted: ['bannerVisible', 'mainThread'] });
		const all = ['bannerVisible', 'pageDelay', 'clickResponse', 'addedBytes', 'mainThread', 'rejectResponse'].map((id) => `count=${id}`).join('&');
		expect(parseCounted(new URLSearchParams(all))).toEqual({ ok: true, counted: null });
	});

	it('refuses an empty or unknown value, naming it and the allowed ids', () => {
		expect(parseCounted(new URLSearchParams('count='))).toMatchObject({ ok: false, detail: expect.stringContaining('"count" is empty') });
		expect(parseCounted(new URLSearchParams('count=pageDelay&count=verdict'))).toMatchObject({ ok: false, detail: expect.stringContaining('"count" has the unknown value "verdict"') });
	});
});
