// The test rig's share of a press (issue 90): the bare page's control button and a few products' accept
// buttons pressed at fixed CDP CPU throttling rates, as a campaign presses them (gather/visit.ts: a fresh
// context, the page settled, the trace around the press, the pointer held 100 ms), with the page-work
// meter's task timed at every rate beside them, so a press's work can be set against the task the
// calibration equalises. Some presses are repeated with the harness's per-frame banner check switched off
// (gather/instrument.ts, checkAfterPress), which measures what that check adds to a press.
// Writes one JSON line per press ({ rate, checkAfterPress, record }) and one per meter reading
// ({ meter: { rate, ms } }) to --out; what a reading makes of them: measure/study/press-rates-report.ts.
// A study, not a campaign: its records enter no publication. Let nothing else run while it gathers.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseCommand } from '../../support/command-line.ts';
import { PROFILES, type Profile } from '../../src/lib/dimensions.ts';
import { TEST_APPS } from '../apps/index.ts';
import { BASELINE } from '../apps/types.ts';
import { PRODUCTS } from '../products/index.ts';
import { FULL_EFFORT, measureIndex } from '../gather/calibrate.ts';
import { foreignCores, sampleCpu } from '../gather/foreign-cpu.ts';
import { openPageWorkMeter, taskMs } from '../gather/page-work-meter.ts';
import { shardId } from '../gather/records.ts';
import { withShardSession } from '../gather/run-shard.ts';
import { visit } from '../gather/visit.ts';

const USAGE = `Usage: node measure/study/press-rates.ts --profile desktop|mobile --out <file.jsonl> [options]
  --rates 1,2,4,6            CDP CPU throttling rates, each pressed at (default: desktop 1,2,4,6; mobile 1,4,8,16)
  --products a,b,c           products pressed beside the control (default cookies-eu-banner,klaro,cookieconsent,porsche-cookie-consent-banner)
  --presses 20               presses per page and rate
  --unchecked-rate R         the rate at which every product is pressed again with the per-frame check off
                             (default: desktop 4, mobile 8; 0 for none)
  --unchecked-only           only the presses with the per-frame check off
  --runs-dir DIR             where the test pages are built (default measure/.runs/press-rates)`;

const { values } = parseCommand(USAGE, {
	profile: { type: 'string' },
	out: { type: 'string' },
	rates: { type: 'string' },
	products: { type: 'string', default: 'cookies-eu-banner,klaro,cookieconsent,porsche-cookie-consent-banner' },
	presses: { type: 'string', default: '20' },
	'unchecked-rate': { type: 'string' },
	'unchecked-only': { type: 'boolean', default: false },
	'runs-dir': { type: 'string', default: 'measure/.runs/press-rates' }
});
const profile = values.profile as Profile;
if (!PROFILES.includes(profile)) throw new Error(`--profile: "${values.profile ?? ''}" is not one of ${PROFILES.join(', ')}`);
if (!values.out) throw new Error('--out: the file the presses are written to is required');
const DEFAULT_RATES: Record<Profile, string> = { desktop: '1,2,4,6', mobile: '1,4,8,16' };
const rates = (values.rates ?? DEFAULT_RATES[profile]).split(',').map(Number);
if (rates.some((r) => !(r >= 1))) throw new Error(`--rates: every rate is a number of at least 1, got ${values.rates}`);
const presses = Number(values.presses);
const uncheckedRate = Number(values['unchecked-rate'] ?? (profile === 'desktop' ? 4 : 8));
const products = values.products.split(',').map((slug) => {
	const p = PRODUCTS.find((d) => d.slug === slug);
	if (!p) throw new Error(`--products: "${slug}" is not a product; one of ${PRODUCTS.map((d) => d.slug).join(', ')}`);
	return p;
});
const framework = 'script-tag';
const out = values.out;
mkdirSync(dirname(out), { recursive: true });
const write = (line: object) => appendFileSync(out, `${JSON.stringify(line)}\n`);

await withShardSession(
	{ profile, framework, app: TEST_APPS[framework]!, products, visits: presses, visitsDir: join(values['runs-dir'], 'visits'), buildDir: join(values['runs-dir'], 'build'), screenshotsDir: null, log: console.log },
	async ({ browser, server, url }) => {
		const { benchmark, close } = await openPageWorkMeter(browser, profile);
		try {
			for (const rate of values['unchecked-only'] ? [] : rates) {
				const { index } = await measureIndex(benchmark, rate, FULL_EFFORT);
				write({ meter: { rate, ms: taskMs(index) } });
				console.log(`page-work task at rate ${rate}: ${taskMs(index)} ms`);
			}
		} finally {
			await close();
		}
		// Interleaved, as a round interleaves its pages: every rate and page once before any twice.
		const pages = [BASELINE, ...products.map((p) => p.slug)];
		const plan = Array.from({ length: presses }, (_, i) => [
			...(values['unchecked-only'] ? [] : rates.flatMap((rate) => pages.map((page) => ({ i, rate, page, checkAfterPress: true })))),
			...(uncheckedRate > 0 ? products.map((p) => ({ i, rate: uncheckedRate, page: p.slug, checkAfterPress: false })) : [])
		]).flat();
		const runId = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
		let n = 0;
		for (const { i, rate, page, checkAfterPress } of plan) {
			const product = products.find((p) => p.slug === page);
			const before = sampleCpu();
			const record = await visit(browser, {
				shard: shardId(profile, framework), profile, framework, page, index: i, warmup: false, round: 0, roundLoadAverage: 0, cpuRate: rate, runId,
				url: url(page), selectors: product ? product.selectors : null, action: product ? 'accept' : 'control', reloadCheck: false, screenshot: null,
				interactionTrace: true, checkAfterPress
			}, server);
			record.foreignCores = foreignCores(before, sampleCpu());
			write({ rate, checkAfterPress, record });
			n += 1;
			console.log(`${n}/${plan.length} rate ${rate} ${page}${checkAfterPress ? '' : ' (no per-frame check)'}${record.error ? ` error: ${record.error}` : ''} · other work ${record.foreignCores ?? '?'} cores`);
		}
	}
);
