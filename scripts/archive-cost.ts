// npm run archive-cost [-- --count 24 --rate 100 --seconds 15 --build build --strict --force]
// What an archived publication costs the server (issue 60). Starts the built server (as `npm start`
// runs it) twice: on data/ as it is, and on a copy whose archive holds `count` publications (the real
// ones and copies of the largest under new ids: scripts/archive-cost/fixture.ts). Each run crawls, 8 at a
// time, every view of every publication and one compare page of each of its views (HTML and Markdown)
// and every file of each (brotli and gzip) twice, sampling RSS,
// then loads the current leaderboard and then every archived view in turn at the same fixed rate.
// Reports the peak and settled RSS of each run, the resident cost of each further archived publication
// (the larger difference, of the peaks or of the settled, over the difference of the counts), and the two p99s.
// Targets: peak ≤ 200 MiB with `count` archived, ≤ 0.5 MiB a further publication, archived views' p99
// ≤ 2 × the leaderboard's.
import autocannon from 'autocannon';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { parseCommand } from '../support/command-line.ts';
import { ALL_VIEWS, type ViewKey } from '../src/lib/dimensions.ts';
import { publicationComparePath, publicationFilePath, publicationViewPath } from '../src/lib/publication-paths.ts';
import { startServerProcess } from '../support/server-process.ts';
import { archiveFixture } from './archive-cost/fixture.ts';
import { MAX_PEAK_RSS_MIB, table } from './loadtest/analysis.ts';
import { builtServerEntry, sampleRss } from './support/processes.ts';
import { serverArgs } from './support/server-entry.ts';

const USAGE = `Usage: npm run archive-cost [-- --count 24 --rate 100 --seconds 15 --build build --strict --force]
  What an archived publication costs the server (issue 60). Starts the built server (as \`npm start\`
  runs it) twice: on data/ as it is, and on a copy whose archive holds \`count\` publications (the real
  ones and copies of the largest under new ids: scripts/archive-cost/fixture.ts). Each run crawls, 8 at a
  time, every view of every publication and one compare page of each of its views (HTML and Markdown)
  and every file of each (brotli and gzip) twice, sampling RSS,
  then loads the current leaderboard and then every archived view in turn at the same fixed rate.
  Reports the peak and settled RSS of each run, the resident cost of each further archived publication
  (the larger difference, of the peaks or of the settled, over the difference of the counts), and the two p99s.
  Targets: peak ≤ 200 MiB with \`count\` archived, ≤ 0.5 MiB a further publication, archived views' p99
  ≤ 2 × the leaderboard's.`;
const { values: args } = parseCommand(USAGE, {
		count: { type: 'string', default: '24' },
		rate: { type: 'string', default: '100' },
		seconds: { type: 'string', default: '15' },
		build: { type: 'string', default: 'build' },
		strict: { type: 'boolean', default: false },
		force: { type: 'boolean', default: false }
	});
// Bounded: the machine is shared.
const count = Math.min(Math.max(Number(args.count) || 24, 5), 60);
const rate = Math.min(Math.max(Number(args.rate) || 100, 10), 1000);
const seconds = Math.min(Math.max(Number(args.seconds) || 15, 5), 60);
const SERVER_ARGS = serverArgs('start', builtServerEntry(args.build!, args.force!, 'this measurement would distort its numbers, and its CPU use ours'));
const MiB = 1024 * 1024;
const MAX_COST_PER_PUBLICATION_MIB = 0.5;
const MAX_ARCHIVE_P99_RATIO = 2;
/** A crawler's parallel fetches (issue 92 crawled 8 at a time). */
const CRAWL_CONNECTIONS = 8;
const SETTLE_MS = 3000;

interface Run {
	archived: number;
	peakMiB: number;
	settledMiB: number;
	leaderboardP99: number;
	archivedP99: number;
	failed: number;
}

async function measure(dataDir: string): Promise<Run> {
	const index = JSON.parse(readFileSync(join(dataDir, 'archive', 'publications.json'), 'utf8')) as { analysisId: string; files: { name: string }[] }[];
	const get = (path: string, accept: string, encoding = 'br, gzip') => ({ method: 'GET' as const, path, headers: { accept, 'accept-encoding': encoding } });
	const viewPages = index.flatMap((p) => ALL_VIEWS.flatMap((key) => ['text/html', 'text/markdown'].map((accept) => get(publicationViewPath(p.analysisId, key), accept))));
	const files = index.flatMap((p) => p.files.flatMap((f) => ['br', 'gzip'].map((coding) => get(publicationFilePath(p.analysisId, f.name), 'application/json', coding))));
	// One head-to-head page of each view of each publication that has them (its first pair), as a page and as Markdown.
	const comparePages = index.flatMap((p) => {
		const file = join(dataDir, 'archive', p.analysisId, 'comparisons.json');
		if (!existsSync(file)) return [];
		const { views } = JSON.parse(readFileSync(file, 'utf8')) as { views: (ViewKey & { pairs: { a: string; b: string }[] })[] };
		return views.filter((view) => view.pairs.length > 0).flatMap((view) => ['text/html', 'text/markdown'].map((accept) => get(publicationComparePath(p.analysisId, view, view.pairs[0].a, view.pairs[0].b), accept)));
	});
	const crawl = [...viewPages, ...comparePages, ...files];
	const server = await startServerProcess({ name: `server on ${dataDir}`, args: SERVER_ARGS, keepOutput: false, env: { PUBLICATION_PATH: resolve(dataDir, 'publication.json') } });
	const rss = sampleRss(server.child.pid!);
	let failed = 0;
	try {
		for (let pass = 0; pass < 2; pass++) {
			// `amount` (autocannon stops after that many requests) is missing from its type definitions.
			const result = await autocannon({ url: server.baseUrl, requests: crawl, amount: crawl.length, connections: CRAWL_CONNECTIONS } as autocannon.Options);
			failed += result.errors + result.timeouts + result.non2xx;
		}
		const load = async (requests: autocannon.Request[]) => {
			const result = await autocannon({ url: server.baseUrl, requests, overallRate: rate, connections: 10, duration: seconds });
			failed += result.errors + result.timeouts + result.non2xx;
			return result.latency.p99;
		};
		const leaderboardP99 = await load([get('/', 'text/html')]);
		const archivedP99 = await load(viewPages.filter((r) => r.headers.accept === 'text/html'));
		// Settled: what the process holds once the traffic has stopped and its collector has had time to run.
		await new Promise((done) => setTimeout(done, SETTLE_MS));
		const samples = rss.stop().map(([, bytes]) => bytes);
		return { archived: index.length, peakMiB: Math.max(...samples) / MiB, settledMiB: samples.at(-1)! / MiB, leaderboardP99, archivedP99, failed };
	} finally {
		rss.stop();
		await server.stop();
	}
}

console.log(`Archive cost, ${new Date().toISOString()}: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}; ${rate} requests/s for ${seconds} s per load, on node ${SERVER_ARGS.join(' ')}\n`);
const fixture = archiveFixture('data', count);
let runs: Run[];
try {
	runs = [await measure('data'), await measure(fixture)];
} finally {
	rmSync(fixture, { recursive: true, force: true });
}
console.log(table(['archived publications', 'peak RSS MiB', 'settled RSS MiB', 'leaderboard p99 ms', 'archived views p99 ms', 'failed'], runs.map((r) => [r.archived, r.peakMiB.toFixed(1), r.settledMiB.toFixed(1), r.leaderboardP99, r.archivedP99, r.failed])));
const [real, many] = runs;
// The larger of the two differences: a cost that shows only at the peak, or only once settled, is a cost.
const perPublication = Math.max(many.peakMiB - real.peakMiB, many.settledMiB - real.settledMiB) / (many.archived - real.archived);
const ratio = Math.max(...runs.map((r) => r.archivedP99 / Math.max(r.leaderboardP99, 1)));
const checks = [
	{ check: `peak RSS with ${many.archived} archived`, value: `${many.peakMiB.toFixed(1)} MiB`, target: `≤ ${MAX_PEAK_RSS_MIB} MiB`, met: many.peakMiB <= MAX_PEAK_RSS_MIB },
	{ check: 'resident cost of each further archived publication', value: `${perPublication.toFixed(2)} MiB`, target: `≤ ${MAX_COST_PER_PUBLICATION_MIB} MiB`, met: perPublication <= MAX_COST_PER_PUBLICATION_MIB },
	{ check: "archived views' p99 over the leaderboard's", value: `×${ratio.toFixed(2)}`, target: `≤ ×${MAX_ARCHIVE_P99_RATIO}`, met: ratio <= MAX_ARCHIVE_P99_RATIO },
	{ check: 'failed requests', value: String(real.failed + many.failed), target: '0', met: real.failed + many.failed === 0 }
];
console.log(`\n${table(['check', 'value', 'target', 'met'], checks.map((c) => [c.check, c.value, c.target, c.met ? 'yes' : 'NO']))}`);
if (args.strict && checks.some((c) => !c.met)) process.exitCode = 1;
