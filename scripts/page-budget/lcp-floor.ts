// npm run lcp-floor [-- --rounds 8 --build build --force]
// How much of the leaderboard's LCP on the mobile profile the page's own size could still win. The
// built server's `/` is served as is and with parts cut out (Svelte's SSR comments, the results
// table, everything after the first screen), brotli-compressed from one plain node:http server, and
// loaded alternately in the same run under the profile's throttling. The ratios against "as is" say
// what trimming the page can buy. "Heading and paragraph only" keeps the head (inline CSS) and one
// heading and paragraph: no page of this site can be lighter, so it is the profile's own floor on this
// machine (network latency, then the first style, layout and paint under the 4× CPU slowdown).
// A diagnostic: it never fails.
import { loadavg } from 'node:os';
import { parseCommand } from '../../support/command-line.ts';
import { CONDITIONS } from '../../measure/gather/conditions.ts';
import { launchChromium } from '../../support/chromium.ts';
import { startServerProcess } from '../../support/server-process.ts';
import { builtServerEntry } from '../support/processes.ts';
import { median } from '../../support/stats.ts';
import { firstLoad } from './first-load.ts';
import { barePage, serveHtml } from './bare-page.ts';

const USAGE = `Usage: npm run lcp-floor [-- --rounds 8 --build build --force]
  How much of the leaderboard's LCP on the mobile profile the page's own size could still win. The
  built server's \`/\` is served as is and with parts cut out (Svelte's SSR comments, the results
  table, everything after the first screen), brotli-compressed from one plain node:http server, and
  loaded alternately in the same run under the profile's throttling. The ratios against "as is" say
  what trimming the page can buy. "Heading and paragraph only" keeps the head (inline CSS) and one
  heading and paragraph: no page of this site can be lighter, so it is the profile's own floor on this
  machine (network latency, then the first style, layout and paint under the 4× CPU slowdown).
  A diagnostic: it never fails.`;
const { values: args } = parseCommand(USAGE, { rounds: { type: 'string', default: '8' }, build: { type: 'string', default: 'build' }, force: { type: 'boolean', default: false } });
const rounds = Math.min(Math.max(Number(args.rounds) || 8, 1), 30);
// The same guard as page-budget: a built server must exist, and no harness run may share the CPU.
const entry = builtServerEntry(args.build!, args.force!, 'throttled timings would suffer from its CPU use, and its from ours');

const built = await startServerProcess({ name: 'built server', args: [entry], keepOutput: false });
const page = await (await fetch(`${built.baseUrl}/`)).text();
await built.stop();

const variants: Record<string, string> = {
	'as is': page,
	'without SSR comments': page.replace(/<!--[\s\S]*?-->/g, ''),
	'without the results table': page.replace(/<table class="results"[\s\S]*?<\/table>/, ''),
	// What the first screen alone costs: the head (inline CSS) and everything up to the verdict.
	'first screen only': page.replace(/<nav class="sort-links"[\s\S]*<\/main>/, '</main>'),
	// Below any page of this site: the same head, then one heading and one paragraph.
	'heading and paragraph only': barePage(page)
};
const bodies = new Map(Object.entries(variants).map(([name, html], i) => [`/${i}`, { name, html }]));
const server = await serveHtml(new Map([...bodies].map(([path, { html }]) => [path, html])));

console.log(`LCP floor, ${new Date().toISOString()}: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; mobile profile; ${rounds} rounds, variants alternating.`);
const browser = await launchChromium();
const lcps = new Map<string, number[]>([...bodies.keys()].map((path) => [path, []]));
try {
	for (let round = 0; round < rounds; round++)
		for (const path of bodies.keys()) {
			const load = await firstLoad(browser, `${server.baseUrl}${path}`, CONDITIONS.mobile);
			if (load.lcpMs !== null) lcps.get(path)!.push(Math.round(load.lcpMs));
		}
} finally {
	await browser.close();
	await server.close();
}
const reference = median(lcps.get('/0')!);
for (const [path, { name, html }] of bodies) {
	const values = lcps.get(path)!;
	console.log(`${name.padEnd(28)} ${String(html.length).padStart(7)} B HTML, ${String(server.compressedBytes.get(path)).padStart(6)} B brotli: LCP median ${median(values)} ms (×${(median(values) / reference).toFixed(2)}) of ${values.join(', ')}`);
}
