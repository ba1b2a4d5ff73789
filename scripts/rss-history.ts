// npm run rss-history [-- --cycles 3 --seconds 20 --connections 50 --build build --strict --force]
// Does peak RSS stay bounded after any history of traffic? The load test gives each target its own
// window, in one order, so a peak there depends on what came before. This drives one built server
// (as `npm start` runs it) through every load-test target in turn, `cycles` times, sampling RSS each
// second, and reports each cycle's peak. A server that keeps memory raises its peak cycle after cycle;
// one that has reached its working size peaks no higher in the last cycle than in the first.
// The 200 MiB bound and the growth rule are the load test's (scripts/loadtest/analysis.ts).
// Each cycle ends with a crawl of every head-to-head page (every ordered pair of every view, HTML and
// Markdown), the history that fills the page caches with the most distinct URLs the site has, and a
// crawl of every publication's every view, its files and every product page (issue 55).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseCommand } from '../support/command-line.ts';
import { MAX_PEAK_RSS_MIB, table } from './loadtest/analysis.ts';
import { ACCEPT_ENCODING, requestTo, TARGETS } from './loadtest/targets.ts';
import { comparePath } from '../src/lib/server/compare.ts';
import { ALL_VIEWS, type Framework, type Profile } from '../src/lib/dimensions.ts';
import { PUBLICATIONS_PATH, publicationFilePath, publicationViewPath } from '../src/lib/publication-paths.ts';
import { builtServerEntry, sampleRss } from './support/processes.ts';
import { serverArgs } from './support/server-entry.ts';
import { startServerProcess } from '../support/server-process.ts';
import { median } from '../support/stats.ts';

const USAGE = `Usage: npm run rss-history [-- --cycles 3 --seconds 20 --connections 50 --build build --strict --force]
  Does peak RSS stay bounded after any history of traffic? The load test gives each target its own
  window, in one order, so a peak there depends on what came before. This drives one built server
  (as \`npm start\` runs it) through every load-test target in turn, \`cycles\` times, sampling RSS each
  second, and reports each cycle's peak. A server that keeps memory raises its peak cycle after cycle;
  one that has reached its working size peaks no higher in the last cycle than in the first.
  The 200 MiB bound and the growth rule are the load test's (scripts/loadtest/analysis.ts).
  Each cycle ends with a crawl of every head-to-head page (every ordered pair of every view, HTML and
  Markdown), the history that fills the page caches with the most distinct URLs the site has, and a
  crawl of every publication's every view, its files and every product page (issue 55).`;
const { values: args } = parseCommand(USAGE, {
		cycles: { type: 'string', default: '3' },
		seconds: { type: 'string', default: '20' },
		connections: { type: 'string', default: '50' },
		build: { type: 'string', default: 'build' },
		strict: { type: 'boolean', default: false },
		force: { type: 'boolean', default: false }
	});
// Bounded: the machine is shared (at most 5 × 4 × 60 s).
const cycles = Math.min(Math.max(Number(args.cycles) || 3, 2), 5);
const seconds = Math.min(Math.max(Number(args.seconds) || 20, 1), 60);
const connections = Math.min(Math.max(Number(args.connections) || 50, 1), 200);
const SERVER_ARGS = serverArgs('start', builtServerEntry(args.build!, args.force!, 'this check would distort its numbers, and its CPU use ours'));
const MiB = 1024 * 1024;

/** Every compare page the published comparisons make, both orders of each pair, as a page and as Markdown. */
function compareCrawl(): autocannon.Request[] {
	const { views } = JSON.parse(readFileSync('data/comparisons.json', 'utf8')) as { views: { profile: Profile; framework: Framework; pairs: { a: string; b: string }[] }[] };
	return views.flatMap(({ profile, framework, pairs }) =>
		pairs.flatMap(({ a, b }) =>
			[[a, b], [b, a]].flatMap(([first, second]) =>
				['text/html', 'text/markdown'].map((accept) => ({
					method: 'GET' as const,
					path: comparePath({ key: { profile, framework }, a: first, b: second }),
					headers: { accept, 'accept-encoding': ACCEPT_ENCODING }
				}))
			)
		)
	);
}
/** Every view of every publication (the archive's index and the current one), as a page and as Markdown, with their files and the product pages. */
function archiveCrawl(): autocannon.Request[] {
	const archived = (JSON.parse(readFileSync('data/archive/publications.json', 'utf8')) as { analysisId: string; files: { name: string }[] }[]).map((p) => ({ id: p.analysisId, files: p.files.map((f) => f.name) }));
	const current = JSON.parse(readFileSync('data/publication.json', 'utf8')) as { publication: { analysisId: string }; products: { slug: string }[] };
	const publications = [{ id: current.publication.analysisId, files: ['publication.json', 'comparisons.json'] }, ...archived.filter((p) => p.id !== current.publication.analysisId)];
	const get = (path: string, accept: string) => ({ method: 'GET' as const, path, headers: { accept, 'accept-encoding': ACCEPT_ENCODING } });
	return [
		...['text/html', 'text/markdown'].map((accept) => get(PUBLICATIONS_PATH, accept)),
		...publications.flatMap((p) => [
			...ALL_VIEWS.flatMap((key) => ['text/html', 'text/markdown'].map((accept) => get(publicationViewPath(p.id, key), accept))),
			...p.files.map((name) => get(publicationFilePath(p.id, name), 'application/json'))
		]),
		...current.products.flatMap((product) => ['text/html', 'text/markdown'].map((accept) => get(`/products/${product.slug}`, accept)))
	];
}
const CRAWL = compareCrawl();
const ARCHIVE_CRAWL = archiveCrawl();
const STEPS: { name: string; options: autocannon.Options }[] = [
	...TARGETS.map((t) => ({ name: t.name, options: requestTo('', t) })),
	{ name: 'compare crawl', options: { url: '', requests: CRAWL } },
	{ name: 'archive crawl', options: { url: '', requests: ARCHIVE_CRAWL } }
];

console.log(`RSS over a history of traffic, ${new Date().toISOString()}: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
console.log(`${cycles} cycles of ${STEPS.map((t) => t.name).join(', ')} (${CRAWL.length} and ${ARCHIVE_CRAWL.length} URLs), ${seconds} s each at ${connections} connections, on one server (node ${SERVER_ARGS.join(' ')}).\n`);

const server = await startServerProcess({ name: 'built server', args: SERVER_ARGS, keepOutput: false });
const rss = sampleRss(server.child.pid!);
const windows: { cycle: number; target: string; from: number; to: number; requests: number; failed: number }[] = [];
const t0 = performance.now();
let samples: [number, number][] = [];
try {
	for (let cycle = 1; cycle <= cycles; cycle++)
		for (const step of STEPS) {
			const from = (performance.now() - t0) / 1000;
			// Each step's url is a path (or empty for the crawl, whose requests carry theirs): the server's origin goes first.
			const result = await autocannon({ ...step.options, url: `${server.baseUrl}${step.options.url}`, connections, duration: seconds });
			windows.push({ cycle, target: step.name, from, to: (performance.now() - t0) / 1000, requests: result.requests.total, failed: result.errors + result.timeouts + result.non2xx });
		}
} finally {
	// Sampling ends while the process still exists.
	samples = rss.stop();
	await server.stop();
}
const peakMiB = (from: number, to: number) => Math.max(...samples.filter(([t]) => t >= from && t <= to + 1).map(([, bytes]) => bytes)) / MiB;

const cycleWindows = Array.from({ length: cycles }, (_, i) => windows.filter((w) => w.cycle === i + 1));
const cyclePeaks = cycleWindows.map((mine) => peakMiB(mine[0].from, mine.at(-1)!.to));
console.log(
	table(
		['cycle', ...STEPS.map((t) => `${t.name} peak MiB`), 'cycle peak MiB', 'requests', 'failed'],
		cycleWindows.map((mine, i) => [
			i + 1,
			...mine.map((w) => peakMiB(w.from, w.to).toFixed(1)),
			cyclePeaks[i].toFixed(1),
			mine.reduce((s, w) => s + w.requests, 0),
			mine.reduce((s, w) => s + w.failed, 0)
		])
	)
);
const overall = Math.max(...cyclePeaks);
const growth = cyclePeaks.at(-1)! - cyclePeaks[0];
const allowed = Math.max(2, 0.02 * median(samples.map(([, bytes]) => bytes / MiB)));
const failed = windows.reduce((s, w) => s + w.failed, 0);
const checks = [
	{ check: 'peak RSS over the whole run', value: `${overall.toFixed(1)} MiB`, target: `≤ ${MAX_PEAK_RSS_MIB} MiB`, met: overall <= MAX_PEAK_RSS_MIB },
	{ check: "last cycle's peak over the first's", value: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MiB`, target: `< ${allowed.toFixed(1)} MiB`, met: growth < allowed },
	{ check: 'failed requests', value: String(failed), target: '0', met: failed === 0 }
];
console.log(`\n${table(['check', 'value', 'target', 'met'], checks.map((c) => [c.check, c.value, c.target, c.met ? 'yes' : 'NO']))}`);
if (args.strict && checks.some((c) => !c.met)) process.exitCode = 1;
