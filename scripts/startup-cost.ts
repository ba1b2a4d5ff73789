// npm run startup-cost [-- --runs 9]
// What the head-to-head differences cost the server's start-up (issue 47): the built server, as `npm
// start` runs it, from spawn to "Listening" (the dataset and comparisons.json read, validated and
// indexed before the port opens), over the published data with comparisons.json and without it,
// alternating so that the machine's drift falls on both alike. Reports each median and their ratio.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { median } from '../support/stats.ts';
import { startServerProcess } from '../support/server-process.ts';
import { builtServerEntry } from './support/processes.ts';

const USAGE = `Usage: npm run startup-cost [-- --runs 9]
  What the head-to-head differences cost the server's start-up (issue 47): the built server, as \`npm
  start\` runs it, from spawn to "Listening" (the dataset and comparisons.json read, validated and
  indexed before the port opens), over the published data with comparisons.json and without it,
  alternating so that the machine's drift falls on both alike. Reports each median and their ratio.`;
const { values: args } = parseCommand(USAGE, { runs: { type: 'string', default: '9' }, force: { type: 'boolean', default: false } });
const runs = Math.min(Math.max(Number(args.runs), 1), 30);
builtServerEntry('build', args.force!, 'start-up times would include its CPU');

/** A data folder holding the published files, with or without comparisons.json. */
function dataFolder(withComparisons: boolean): string {
	const dir = mkdtempSync(join(tmpdir(), withComparisons ? 'startup-with-' : 'startup-without-'));
	for (const name of ['publication.json', 'visits', ...(withComparisons ? ['comparisons.json'] : [])]) cpSync(join('data', name), join(dir, name), { recursive: true });
	return dir;
}

async function startupMs(dir: string): Promise<number> {
	const started = performance.now();
	const server = await startServerProcess({ name: 'start-up', env: { PUBLICATION_PATH: join(dir, 'publication.json') }, keepOutput: false });
	const ms = performance.now() - started;
	await server.stop();
	return ms;
}

const folders = { with: dataFolder(true), without: dataFolder(false) };
const times = { with: [] as number[], without: [] as number[] };
console.log(`Start-up of the built server, ${runs} runs each, alternating; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
try {
	await startupMs(folders.without); // a first start warms the file cache for both
	const orders: readonly (readonly ('with' | 'without')[])[] = [['with', 'without'], ['without', 'with']];
	for (let i = 0; i < runs; i++) for (const which of orders[i % 2]) times[which].push(await startupMs(folders[which]));
} finally {
	for (const dir of Object.values(folders)) rmSync(dir, { recursive: true, force: true });
}
const withMs = median(times.with);
const withoutMs = median(times.without);
console.log(`with comparisons.json:    ${withMs.toFixed(0)} ms (${Math.min(...times.with).toFixed(0)}–${Math.max(...times.with).toFixed(0)})`);
console.log(`without comparisons.json: ${withoutMs.toFixed(0)} ms (${Math.min(...times.without).toFixed(0)}–${Math.max(...times.without).toFixed(0)})`);
console.log(`ratio ×${(withMs / withoutMs).toFixed(2)}, +${(withMs - withoutMs).toFixed(0)} ms`);
