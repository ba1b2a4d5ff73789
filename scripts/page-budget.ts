// npm run page-budget [-- --runs 9 --json out.json --build build --budget-only --strict --force]
// The page budget of issue 6, measured in Debian's Chromium against the built server:
// 1. the leaderboard's first load under the harness's mobile conditions (measure/gather/conditions.ts:
//    4× CPU, 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up, 412×823 @1.75, touch), a fresh
//    context per run: transferred bytes of HTML, CSS and JS, LCP and CLS; after each run the bare
//    page (./page-budget/bare-page.ts), whose LCP is the machine's floor at that hour: the leaderboard's
//    LCP is judged as a multiple of the floor (≤ 1.2×); the absolute LCP is printed, not judged;
// 2. axe-core on every canonical page, JavaScript on and off;
// 3. Lighthouse 13 on the leaderboard, every category, Chromium with WebMCP on: accessibility, best
//    practices and SEO must score 100 and Agentic Browsing must be fully passed, or the script fails
//    (the first-load budget fails it only with --strict).
import { cpus, loadavg } from 'node:os';
import { parseCommand } from '../support/command-line.ts';
import { writeFileSync } from 'node:fs';
import { CONDITIONS } from '../measure/gather/conditions.ts';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium.ts';
import { median } from '../support/stats.ts';
import { builtServerEntry } from './support/processes.ts';
import { startServerProcess } from '../support/server-process.ts';
import { firstLoad } from './page-budget/first-load.ts';
import { barePage, serveHtml } from './page-budget/bare-page.ts';
import { auditBothWays, type AxeViolation } from './page-budget/audit.ts';
import { budgetVerdicts, bytesByKind } from './page-budget/budget.ts';
import { runLighthouse } from './page-budget/lighthouse-run.ts';
import { failedAudits, lighthouseVerdicts, type LighthouseReport } from './page-budget/lighthouse-verdicts.ts';
import { table } from './loadtest/analysis.ts';

const USAGE = `Usage: npm run page-budget [-- --runs 9 --json out.json --build build --budget-only --strict --force]
  The page budget of issue 6, measured in Debian's Chromium against the built server:
  1. the leaderboard's first load under the harness's mobile conditions (measure/gather/conditions.ts:
  4× CPU, 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up, 412×823 @1.75, touch), a fresh
  context per run: transferred bytes of HTML, CSS and JS, LCP and CLS; after each run the bare
  page (./page-budget/bare-page.ts), whose LCP is the machine's floor at that hour: the leaderboard's
  LCP is judged as a multiple of the floor (≤ 1.2×); the absolute LCP is printed, not judged;
  2. axe-core on every canonical page, JavaScript on and off;
  3. Lighthouse 13 on the leaderboard, every category, Chromium with WebMCP on: accessibility, best
  practices and SEO must score 100 and Agentic Browsing must be fully passed, or the script fails
  (the first-load budget fails it only with --strict).`;
const { values: args } = parseCommand(USAGE, {
		// Under the 4× CPU slowdown one page's LCP spread from 900 to 1,248 ms within one invocation
		// (2026-11-23), more than the page then sat from its 1,000 ms target; a median of 9 rather than 5
		// narrows its own spread by about a quarter (1/√n).
		runs: { type: 'string', default: '9' },
		json: { type: 'string' },
		build: { type: 'string', default: 'build' },
		'budget-only': { type: 'boolean', default: false },
		strict: { type: 'boolean', default: false },
		force: { type: 'boolean', default: false }
	});

const runs = Math.min(Math.max(Number(args.runs), 1), 15);
const BUILD_ENTRY = builtServerEntry(args.build!, args.force!, 'throttled timings would suffer from its CPU use, and its from ours');
const mobile = CONDITIONS.mobile;


const started = new Date();
console.log(`Page budget, ${started.toISOString()}: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Chromium ${CHROMIUM_PATH}`);
// The budget compares pages within one run on one machine, so a fixed (uncalibrated) CPU slowdown suffices.
console.log(`Mobile profile: ${mobile.viewportText}; CPU ${mobile.cpuSlowdown}× slowdown (uncalibrated: pages are compared within this run); network ${mobile.networkText}.\n`);

const server = await startServerProcess({ name: 'built server', args: [BUILD_ENTRY], keepOutput: false });
// The canonical pages as the server lists them (/llms.txt is built from the page registry), and
// the error page a mistyped URL gets.
const llms = await (await fetch(`${server.baseUrl}/llms.txt`)).text();
const linked = [...llms.matchAll(/\]\(https?:\/\/[^/)]+(\/[^)?]*)\.md\)/g)].map(([, path]) => (path === '/index' ? '/' : path));
const pages = [...new Set(linked), '/no-such-page'];
if (linked.length < 4) throw new Error(`/llms.txt listed only ${linked.length} pages:\n${llms}`);
// The machine's floor, loaded after each run of the leaderboard: same head, one heading and paragraph.
// Built before Chromium starts, so a failed fetch here leaves no browser behind.
const bare = await serveHtml(new Map([['/', barePage(await (await fetch(`${server.baseUrl}/`)).text())]]));
const browser = await launchChromium();

try {
	// 1. First loads of the leaderboard. A throwaway load first, so no run pays for a cold server.
	await firstLoad(browser, `${server.baseUrl}/`, { ...mobile, cpuSlowdown: 1, network: { latency: 0, downloadThroughput: -1, uploadThroughput: -1 } });
	const loads = [];
	const bareLcps: number[] = [];
	for (let i = 0; i < runs; i++) {
		const load = await firstLoad(browser, `${server.baseUrl}/`, mobile);
		loads.push({ ...load, bytes: bytesByKind(load.resources) });
		const floor = (await firstLoad(browser, `${bare.baseUrl}/`, mobile)).lcpMs;
		if (floor !== null) bareLcps.push(floor);
		console.log(`run ${i + 1}: ${load.resources.length} requests, ${loads[i].bytes.counted} B HTML+CSS+JS, LCP ${load.lcpMs?.toFixed(0) ?? '—'} ms, FCP ${load.fcpMs?.toFixed(0) ?? '—'} ms, CLS ${load.cls.toFixed(4)}; HTML first byte ${load.responseStartMs.toFixed(0)} ms, last byte ${load.responseEndMs.toFixed(0)} ms, DOM interactive ${load.domInteractiveMs.toFixed(0)} ms; bare page LCP ${floor?.toFixed(0) ?? '—'} ms`);
	}
	const last = loads[loads.length - 1];
	console.log(
		`\n${table(
			['resource (last run)', 'type', 'encoding', 'transferred B', 'body B'],
			last.resources.map((r) => [new URL(r.url).pathname, r.type, r.contentEncoding ?? 'identity', r.transferred, r.body ?? '—'])
		)}`
	);
	console.log(
		`\n${table(
			['bytes by kind', 'html', 'css', 'js', 'other', 'html+css+js'],
			[['transferred B (last run)', last.bytes.html, last.bytes.css, last.bytes.js, last.bytes.other, last.bytes.counted]]
		)}`
	);
	console.log(`Of the HTML+CSS+JS, ${last.bytes.headers} B are HTTP/1.1 response headers (${last.bytes.counted - last.bytes.headers} B of bodies); HTTP/2 or 3 at a CDN would compress the repeated headers.`);
	const lcps = loads.map((l) => l.lcpMs).filter((v): v is number => v !== null);
	console.log(`LCP per run (ms): ${loads.map((l) => l.lcpMs?.toFixed(0) ?? '—').join(', ')}; median ${lcps.length ? median(lcps).toFixed(0) : '—'}`);
	// Not judged: the target is absolute. The ratio says whether a miss is the page's or the hour's.
	const bareMedian = bareLcps.length ? median(bareLcps) : null;
	const floorRatio = bareMedian !== null && lcps.length ? median(lcps) / bareMedian : null;
	console.log(
		`Bare page (this head, one heading and paragraph), loaded after each run: LCP median ${bareMedian?.toFixed(0) ?? '—'} ms; the leaderboard takes ×${floorRatio?.toFixed(2) ?? '—'} of this machine's floor.`
	);

	// 2. axe on every page, JavaScript on and off.
	const axe: { page: string; javaScript: boolean; violations: AxeViolation[] }[] = [];
	for (const page of args['budget-only'] ? [] : pages) {
		const audited = await auditBothWays(browser, `${server.baseUrl}${page}`, mobile);
		axe.push({ page, javaScript: true, violations: audited.withJavaScript }, { page, javaScript: false, violations: audited.withoutJavaScript });
	}
	console.log(
		`\n${table(
			['axe-core', 'JS', 'violations', 'rules'],
			axe.map((a) => [a.page, a.javaScript ? 'on' : 'off', a.violations.length, a.violations.map((v) => `${v.id} (${v.targets.length})`).join(', ')])
		)}`
	);
	for (const a of axe) for (const v of a.violations) console.log(`  ${a.page} JS ${a.javaScript ? 'on' : 'off'}: ${v.id} [${v.impact}] ${v.help}: ${v.targets.slice(0, 3).join(' | ')}`);

	// 3. Lighthouse, in its own Chromium (it drives the browser over a DevTools port).
	let lighthouse: LighthouseReport | null = null;
	if (!args['budget-only']) {
		lighthouse = await runLighthouse(`${server.baseUrl}/`, CHROMIUM_PATH);
		console.log(
			`\nLighthouse ${lighthouse.lighthouseVersion} on / (its default mobile settings, simulated throttling):\n${table(
				['category', 'score', 'audits not passed'],
				Object.entries(lighthouse.categories).map(([id, c]) => [c.title, c.score === null ? '—' : Math.round(c.score * 100), failedAudits(lighthouse!, id).join(', ') || '—'])
			)}`
		);
		// A second opinion on the paint timings, from the community's tool and its own (simulated) model
		// of the same profile; printed beside the applied-throttling median above, not judged.
		const paints = ['first-contentful-paint', 'largest-contentful-paint'].map((id) => `${lighthouse!.audits[id]?.title ?? id} ${lighthouse!.audits[id]?.displayValue ?? '—'}`);
		console.log(`Lighthouse's simulated paint timings: ${paints.join(', ')}.`);
	}

	// Lighthouse's verdicts fail the script always; the first-load budget only with --strict.
	const lighthouseJudged = lighthouse ? lighthouseVerdicts(lighthouse) : [];
	const verdicts = [
		...budgetVerdicts(loads, bareMedian),
		...lighthouseJudged,
		...(args['budget-only'] ? [] : [{
			check: `axe-core violations, ${pages.length} pages × JS on/off`,
			value: String(axe.reduce((n, a) => n + a.violations.length, 0)),
			target: '0',
			met: axe.every((a) => a.violations.length === 0)
		}])
	];
	console.log(`\n${table(['check', 'value', 'target', 'met'], verdicts.map((v) => [v.check, v.value, v.target, v.met ? 'yes' : 'NO']))}`);
	const missed = verdicts.filter((v) => !v.met);
	console.log(missed.length ? `\n${missed.length} target(s) missed.` : '\nEvery target met.');
	if (args.json) writeFileSync(args.json, JSON.stringify({ started, conditions: mobile, loads, bareLcps, axe, lighthouse, verdicts }, null, 2));
	if ((args.strict && missed.length) || lighthouseJudged.some((v) => !v.met)) process.exitCode = 1;
} finally {
	await browser.close().catch(() => {});
	await bare.close();
	await server.stop();
}
