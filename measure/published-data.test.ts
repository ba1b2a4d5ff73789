// The published numbers and the code that produces them fail together (issue 23): the bundled raw
// records, republished by today's harness with the documented command, must give data/publication.json
// and data/comparisons.json byte for byte. An analysis change that moves any interval, tier, word or
// head-to-head difference fails here, and is landed with the republished files (or a new campaign),
// never silently. A change planted in one product's raw visits must fail it too.
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readAllShards, type VisitRecord } from './gather/records.ts';
import { writeRawVisits } from './campaign/raw-visits.ts';
import { publishedRecords } from './publish/admitted.ts';

const root = join(import.meta.dirname, '..');
const FILES = ['publication.json', 'comparisons.json'] as const;
const work = mkdtempSync(join(tmpdir(), 'cmp-republish-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Republishes `visits` into a fresh folder (with the published file's recorded reruns, as in data/), returning it. */
async function republish(name: string, visits: string): Promise<string> {
	const out = join(work, name);
	cpSync(visits, join(out, 'visits'), { recursive: true });
	if (visits === publishedVisits) writeRawVisits(join(root, 'data'), join(out, 'visits'));
	copyFileSync(join(root, 'data', 'publication.json'), join(out, 'publication.json'));
	// The layout round kept beside the records (publication 2.2 states the banner's layout from it).
	if (existsSync(join(root, 'data', 'layout'))) cpSync(join(root, 'data', 'layout'), join(out, 'layout'), { recursive: true });
	await promisify(execFile)(process.execPath, ['measure/cli.ts', '--publish-only', '--from', join(out, 'visits'), '--out', out], { cwd: root });
	return out;
}

/** The first line at which `file` differs between data/ and `out`, or null when they are the same bytes. */
function firstDifference(out: string, file: string): string | null {
	const expected = readFileSync(join(root, 'data', file), 'utf8');
	const republished = readFileSync(join(out, file), 'utf8');
	if (republished === expected) return null;
	const a = expected.split('\n');
	const b = republished.split('\n');
	const line = a.findIndex((text, i) => text !== b[i]);
	return `${file} changes at line ${line + 1}:\n  published:   ${a[line]?.trim().slice(0, 300)}\n  republished: ${b[line]?.trim().slice(0, 300)}`;
}

/** The published raw visits (data/visits: its hosts.json, the shard files read from the campaign's units as the server sends them). */
const publishedVisits = join(root, 'data', 'visits');

/** A copy of data/visits in which klaro's visits on desktop / script-tag showed its banner 400 ms later. */
function plantedVisits(): string {
	const dir = join(work, 'planted-visits');
	cpSync(publishedVisits, dir, { recursive: true });
	writeRawVisits(join(root, 'data'), dir);
	const file = join(dir, 'desktop-script-tag.jsonl');
	const lines = readFileSync(file, 'utf8').split('\n').map((line) => {
		if (!line.includes('"page":"klaro"') || line.includes('"warmup":true')) return line;
		const visit = JSON.parse(line) as { bannerVisibleAt: number | null };
		return visit.bannerVisibleAt === null ? line : JSON.stringify({ ...visit, bannerVisibleAt: visit.bannerVisibleAt + 400 });
	});
	writeFileSync(file, lines.join('\n'));
	return dir;
}

// Both republishes run at once, started by the first test that needs them: 250 s for the two alone on the 2-vCPU VM
// with 2.1's data (2026-12-07), 531 s beside the quick pipeline and a fresh clone's Astro build. The limit is for a
// hang, not for speed: 15 minutes, well inside CI's 90.
const REPUBLISH_TIMEOUT_MS = 900_000;
let republished: Promise<[string, string]> | undefined;
const bothRepublished = () => (republished ??= Promise.all([republish('as-published', publishedVisits), republish('planted', plantedVisits())]));

describe('data/publication.json and data/comparisons.json', () => {
	it('are what `npm run measure -- --publish-only --from data/visits` makes of the bundled records, byte for byte', { timeout: REPUBLISH_TIMEOUT_MS }, async () => {
		const [out] = await bothRepublished();
		for (const file of FILES) {
			const difference = firstDifference(out, file);
			if (difference) expect.fail(`republishing data/visits ${difference}\nRepublish with the command above (and say why in the commit), or restore the analysis.`);
		}
	});

	it('fail when one product\'s raw visits change: the publication, and that product\'s head-to-head differences', { timeout: REPUBLISH_TIMEOUT_MS }, async () => {
		const [, out] = await bothRepublished();
		expect(firstDifference(out, 'publication.json')).not.toBeNull();
		// Beyond the analysis id: klaro's banner-visible differences against the other products of the view moved.
		const klaroBanner = (dir: string) =>
			(JSON.parse(readFileSync(join(dir, 'comparisons.json'), 'utf8')) as { views: { profile: string; framework: string; pairs: { a: string; b: string; outcomes: { bannerVisible?: unknown } }[] }[] }).views
				.find((v) => v.profile === 'desktop' && v.framework === 'script-tag')!
				.pairs.filter((p) => p.a === 'klaro' || p.b === 'klaro')
				.map((p) => JSON.stringify(p.outcomes.bannerVisible));
		expect(klaroBanner(out)).not.toEqual(klaroBanner(join(root, 'data')));
	});

	it('send the same bytes in every visit of a page, and a visit that loaded less counts as failed, with the bytes named', () => {
		// A page's bytes are the same in every complete visit (publish/admitted.ts, from methodology 1.4).
		const all = readAllShards(join(root, 'data', 'visits'));
		const bytes = new Map<string, Set<number>>();
		for (const r of publishedRecords(all).records) if (r.kind === 'visit' && !r.warmup && r.error === null) bytes.set(`${r.shard}/${r.page}`, (bytes.get(`${r.shard}/${r.page}`) ?? new Set()).add(r.encodedBytes));
		expect([...bytes].filter(([, counts]) => counts.size > 1).map(([page, counts]) => `${page}: ${[...counts].join(', ')}`)).toEqual([]);
		// One klaro visit of desktop / script-tag planted 1,000 bytes short: read as a load cut short, not as a lighter page.
		const admitted = new Set(publishedRecords(all).records);
		const target = all.findIndex((r) => admitted.has(r) && r.kind === 'visit' && r.shard === 'desktop-script-tag' && r.page === 'klaro' && !r.warmup && r.error === null);
		const visit = all[target] as VisitRecord;
		const planted = all.map((r, i) => (i === target ? { ...visit, encodedBytes: visit.encodedBytes - 1000 } : r));
		const failed = publishedRecords(planted).records.filter((r): r is VisitRecord => r.kind === 'visit' && r.shard === visit.shard && r.page === 'klaro' && r.error?.includes('bytes received') === true);
		expect(failed.map((r) => r.error)).toEqual([`the page had not finished loading when it was read: ${visit.encodedBytes - 1000} bytes received, where its other visits received ${visit.encodedBytes}`]);
	});
});
