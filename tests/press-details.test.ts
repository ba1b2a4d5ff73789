// The whole response of a press, reachable from the leaderboard (issue 91): a reader who weighs accept
// against their INP finds, in a row's details, the whole response with its phases as the view's machines
// measured it, and the bare page's own press beside it, as data/publication.json's press phases state them.
import { describe, expect, inject, it } from 'vitest';
import type { Dataset } from '../src/lib/schema.ts';

const base = inject('baseUrl');

describe("a row's details on the leaderboard", () => {
	it.each([
		['mobile', 'nuxt'],
		['desktop', 'script-tag']
	])('give each press\'s whole response and phases, and the bare page\'s own press, on %s / %s', async (profile, framework) => {
		const dataset = (await (await fetch(`${base}/data/publication.json`)).json()) as Dataset;
		const html = await (await fetch(`${base}/?profile=${profile}&framework=${framework}`)).text();
		const pooled = (dataset.pressPhases ?? []).filter((p) => p.profile === profile && p.framework === framework && p.host === undefined);
		const control = pooled.find((p) => p.action === 'control')!;
		const accept = pooled.find((p) => p.action === 'accept')!;
		const details = html.slice(html.indexOf(`id="details-${accept.page}-${profile}-${framework}"`));
		const text = details.slice(0, details.indexOf('</div>')).replace(/<[^>]+>/g, '');
		expect(text).toContain(`accept: whole response ${accept.response.median.toFixed(1)} ms (middle half ${accept.response.p25.toFixed(1)}–${accept.response.p75.toFixed(1)}): input delay ${accept.inputDelay.toFixed(1)} ms`);
		expect(text).toContain(`The bare page's own press here (a button that does nothing): whole response ${control.response.median.toFixed(1)} ms`);
		expect(text).toContain('INP counts the whole response');
	});
});

describe('the press columns on the leaderboard', () => {
	it.each([
		['mobile', 'nuxt'],
		['desktop', 'react']
	])('say what a press figure leaves out against INP, with the bare page\'s own press beside the columns, in HTML and Markdown, on %s / %s', async (profile, framework) => {
		const dataset = (await (await fetch(`${base}/data/publication.json`)).json()) as Dataset;
		const reference = dataset.pressReading!.reference![profile as 'mobile' | 'desktop'];
		const control = (dataset.pressPhases ?? []).find((p) => p.profile === profile && p.framework === framework && p.host === undefined && p.action === 'control')!;
		const html = await (await fetch(`${base}/?profile=${profile}&framework=${framework}`)).text();
		const markdown = await (await fetch(`${base}/index.md?profile=${profile}&framework=${framework}`)).text();
		const header = html.slice(html.indexOf('<thead>'), html.indexOf('</thead>'));
		// Beside both press columns, at the speed every press is stated at.
		expect(header.match(new RegExp(`bare page ${reference.toFixed(1)} ms`, 'g'))).toHaveLength(2);
		const sentence = `The bare page's own press, a button that does nothing, is stated at ${reference.toFixed(1)} ms on ${profile} (every press here is stated at its speed); as this view's machines measured it, handling ${control.handling!.toFixed(1)} ms, whole response ${control.response.median.toFixed(1)} ms.`;
		// The columns' help: their "?" leads to the sentence under the table.
		expect(header.match(/href="#press-columns"/g)).toHaveLength(2);
		const note = html.slice(html.indexOf('id="press-columns"'), html.indexOf('</p>', html.indexOf('id="press-columns"'))).replace(/<[^>]+>/g, '').replace(/&#39;/g, "'");
		expect(note).toContain("not INP's whole response");
		expect(note).toContain(sentence);
		expect(markdown).toContain(sentence);
	});
});
