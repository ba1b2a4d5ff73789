import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawVisitFiles, respondRawVisits, type RawVisitFile } from '../../src/lib/server/raw-visits.ts';
import { readAllShards } from '../gather/records.ts';
import type { HostEntry } from './host-register.ts';
import type { Campaign, HostUnit } from './merge-campaign.ts';
import { RAW_VISITS_MANIFEST, manifestOf, writeManifest, writeRawVisits } from './raw-visits.ts';

// The register lists bbbb… before aaaa…, so a shard file holds bbbb…'s rounds first: the order is the register's.
const HOSTS = ['bbbbbbbbbbbb', 'aaaaaaaaaaaa'];
const UNITS = [
	['aaaaaaaaaaaa', 1],
	['aaaaaaaaaaaa', 2],
	['bbbbbbbbbbbb', 1]
] as const;
const lineOf = (host: string, round: number, i: number) => `{"kind":"visit","host":"${host}","round":${round},"index":${i}}\n`;

/** A data folder with a campaign of three desktop-react units and the shard file published from it. */
function publishedFromCampaign(): { data: string; campaignDir: string; campaign: Campaign } {
	const data = mkdtempSync(join(tmpdir(), 'raw-visits-'));
	const campaignDir = join(data, 'campaign-9.9');
	const units: HostUnit[] = UNITS.map(([host, round]) => {
		const id = `round-${round}.desktop-react`;
		const text = [0, 1, 2].map((i) => lineOf(host, round, i)).join('');
		mkdirSync(join(campaignDir, 'units', host, id), { recursive: true });
		// A record torn by a crash after the unit's last line is not part of the unit, as readUnit reads it.
		writeFileSync(join(campaignDir, 'units', host, id, 'desktop-react.jsonl'), `${text}{"kind":"vis`);
		return { host, shard: 'desktop-react', text, records: [], unit: { id, round, profile: 'desktop' as const, framework: 'react' as const } };
	});
	const hosts = HOSTS.map((id) => ({ id }) as HostEntry);
	mkdirSync(join(data, 'visits'));
	const published = [lineOf(HOSTS[0], 1, 0), lineOf(HOSTS[0], 1, 1), lineOf(HOSTS[0], 1, 2), ...[1, 2].flatMap((round) => [0, 1, 2].map((i) => lineOf(HOSTS[1], round, i)))];
	writeFileSync(join(data, 'visits', 'desktop-react.jsonl'), published.join(''));
	return { data, campaignDir, campaign: { hosts, units } };
}

const UNIT_IDS = ['bbbbbbbbbbbb/round-1.desktop-react', 'aaaaaaaaaaaa/round-1.desktop-react', 'aaaaaaaaaaaa/round-2.desktop-react'];

/** The campaign and its manifest, with the published shard file removed: what a checkout holds. */
function checkout() {
	const { data, campaignDir, campaign } = publishedFromCampaign();
	const published = readFileSync(join(data, 'visits', 'desktop-react.jsonl'));
	writeManifest(manifestOf(campaign, campaignDir, data), data);
	rmSync(join(data, 'visits', 'desktop-react.jsonl'));
	const unitFile = (unit: string) => join(campaignDir, 'units', unit, 'desktop-react.jsonl');
	return { data, published, unitFile, publication: join(data, 'publication.json') };
}

async function download(file: RawVisitFile, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
	const response = respondRawVisits(new Request('http://localhost/data/visits/desktop-react.jsonl', { headers }), file);
	return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('raw visits from the campaign', () => {
	it('names each unit of a shard file in order, with the bytes of its complete lines and their SHA-256', () => {
		const { data, campaignDir, campaign } = publishedFromCampaign();
		const manifest = manifestOf(campaign, campaignDir, data);
		expect(manifest.campaign).toBe('campaign-9.9');
		const shard = manifest.shards['desktop-react.jsonl'];
		expect(shard.units.map((u) => u.unit)).toEqual(UNIT_IDS);
		// Three complete lines each: the torn record after them is not a unit's.
		const lines = (unit: string) => Buffer.byteLength([0, 1, 2].map((i) => lineOf(unit.slice(0, 12), Number(unit.match(/round-(\d)/)![1]), i)).join(''));
		expect(shard.units.map((u) => u.bytes)).toEqual(UNIT_IDS.map(lines));
		expect(shard.bytes).toBe(UNIT_IDS.map(lines).reduce((a, b) => a + b));
	});

	it('refuses a manifest for a shard file that is not its units in the register\'s order', () => {
		const { data, campaignDir, campaign } = publishedFromCampaign();
		const reordered: Campaign = { ...campaign, hosts: [...campaign.hosts].reverse() };
		expect(() => manifestOf(reordered, campaignDir, data)).toThrow(/desktop-react\.jsonl is not the concatenation of its 3 units/);
	});

	it('serves a shard file from its units byte for byte, with no file written, its length and ETag from the manifest', async () => {
		const { publication, published, data } = checkout();
		const [file] = findRawVisitFiles(publication);
		const whole = await download(file);
		expect(whole.status).toBe(200);
		expect(whole.bytes.equals(published)).toBe(true);
		expect(whole.headers.get('content-length')).toBe(String(published.length));
		expect(whole.headers.get('etag')).toBe(`"sha256-${createHash('sha256').update(published).digest('hex').slice(0, 32)}"`);
		expect(existsSync(join(data, 'visits', 'desktop-react.jsonl'))).toBe(false);
		expect((await download(file, { 'if-none-match': file.etag })).status).toBe(304);
	});

	it('serves a range across two units, and refuses one past the end', async () => {
		const { publication, published } = checkout();
		const [file] = findRawVisitFiles(publication);
		const across = await download(file, { range: 'bytes=150-409' });
		expect(across.status).toBe(206);
		expect(across.headers.get('content-range')).toBe(`bytes 150-409/${published.length}`);
		expect(across.bytes.equals(published.subarray(150, 410))).toBe(true);
		expect((await download(file, { range: 'bytes=-10' })).bytes.equals(published.subarray(-10))).toBe(true);
		// A range of another version of the file gets the whole of this one.
		expect((await download(file, { range: 'bytes=0-9', 'if-range': '"another"' })).status).toBe(200);
		const past = await download(file, { range: `bytes=${published.length}-` });
		expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${published.length}`]);
	});

	it('stops the server\'s start-up on a unit changed by one byte, naming the unit, and on a missing one', () => {
		const { publication, unitFile } = checkout();
		const changed = unitFile(UNIT_IDS[2]);
		const original = readFileSync(changed, 'utf8');
		writeFileSync(changed, original.replace('"index":1', '"index":7'));
		expect(() => findRawVisitFiles(publication)).toThrow(/round-2\.desktop-react\/desktop-react\.jsonl \(unit aaaaaaaaaaaa\/round-2\.desktop-react of desktop-react\.jsonl\): its first \d+ bytes have SHA-256 .* the unit was changed after it was published/);
		writeFileSync(changed, original);
		rmSync(unitFile(UNIT_IDS[0]));
		expect(() => findRawVisitFiles(publication)).toThrow(/unit bbbbbbbbbbbb\/round-1\.desktop-react of desktop-react\.jsonl\) is missing/);
	});

	it('lets the harness read the publication\'s records from the units, and write the files out on request', () => {
		const { data, published, unitFile } = checkout();
		const records = readAllShards(join(data, 'visits'));
		expect(records.map((r) => `${(r as unknown as { host: string }).host}:${(r as unknown as { round: number }).round}`)).toEqual([
			...Array(3).fill('bbbbbbbbbbbb:1'),
			...Array(3).fill('aaaaaaaaaaaa:1'),
			...Array(3).fill('aaaaaaaaaaaa:2')
		]);
		expect(writeRawVisits(data)).toEqual({ written: ['desktop-react.jsonl'], kept: [] });
		expect(readFileSync(join(data, 'visits', 'desktop-react.jsonl')).equals(published)).toBe(true);
		expect(writeRawVisits(data)).toEqual({ written: [], kept: ['desktop-react.jsonl'] });
		rmSync(join(data, 'visits', 'desktop-react.jsonl'));
		writeFileSync(unitFile(UNIT_IDS[1]), readFileSync(unitFile(UNIT_IDS[1]), 'utf8').replace('"index":1', '"index":7'));
		expect(() => writeRawVisits(data)).toThrow(/unit aaaaaaaaaaaa\/round-1\.desktop-react of desktop-react\.jsonl\): its first \d+ bytes/);
		expect(existsSync(join(data, 'visits', 'desktop-react.jsonl'))).toBe(false);
	});

	it('serves the committed files where there is no manifest', () => {
		const { publication, data } = checkout();
		rmSync(join(data, RAW_VISITS_MANIFEST));
		expect(findRawVisitFiles(publication)).toEqual([]);
		writeFileSync(join(data, 'visits', 'mobile-astro.jsonl'), 'x\n');
		expect(findRawVisitFiles(publication).map((f) => [f.name, f.bytes])).toEqual([['mobile-astro.jsonl', 2]]);
	});
});
