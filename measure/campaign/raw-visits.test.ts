import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRawVisitFiles } from '../../src/lib/server/raw-visits.ts';
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

describe('raw visits made again from the campaign', () => {
	it('writes a missing shard file byte for byte as published, from the units the manifest names in order', () => {
		const { data, campaignDir, campaign } = publishedFromCampaign();
		const published = readFileSync(join(data, 'visits', 'desktop-react.jsonl'));
		const manifest = manifestOf(campaign, campaignDir, data);
		expect(manifest.campaign).toBe('campaign-9.9');
		expect(manifest.shards['desktop-react.jsonl'].units).toEqual(['bbbbbbbbbbbb/round-1.desktop-react', 'aaaaaaaaaaaa/round-1.desktop-react', 'aaaaaaaaaaaa/round-2.desktop-react']);
		writeManifest(manifest, data);
		rmSync(join(data, 'visits'), { recursive: true });

		expect(writeRawVisits(data)).toEqual({ written: ['desktop-react.jsonl'], kept: [] });
		expect(readFileSync(join(data, 'visits', 'desktop-react.jsonl')).equals(published)).toBe(true);
		expect(writeRawVisits(data)).toEqual({ written: [], kept: ['desktop-react.jsonl'] });
	});

	it('refuses a manifest for a shard file that is not its units in the register\'s order', () => {
		const { data, campaignDir, campaign } = publishedFromCampaign();
		const reordered: Campaign = { ...campaign, hosts: [...campaign.hosts].reverse() };
		expect(() => manifestOf(reordered, campaignDir, data)).toThrow(/desktop-react\.jsonl is not the concatenation of its 3 units/);
	});

	it('refuses a unit changed after publication, and writes nothing', () => {
		const { data, campaignDir, campaign } = publishedFromCampaign();
		writeManifest(manifestOf(campaign, campaignDir, data), data);
		const unitFile = join(campaignDir, 'units', 'aaaaaaaaaaaa', 'round-2.desktop-react', 'desktop-react.jsonl');
		writeFileSync(unitFile, readFileSync(unitFile, 'utf8').replace('"index":1', '"index":7'));
		writeFileSync(join(data, 'visits', 'desktop-react.jsonl'), 'stale\n');
		expect(() => writeRawVisits(data)).toThrow(/Refusing to write .*desktop-react\.jsonl: its 3 units .* a unit was changed after it was published/);
		expect(readFileSync(join(data, 'visits', 'desktop-react.jsonl'), 'utf8')).toBe('stale\n');
	});

	it('stops the server\'s start-up where a file is missing or of another size, naming the command that writes it', () => {
		const { data, campaignDir, campaign } = publishedFromCampaign();
		writeManifest(manifestOf(campaign, campaignDir, data), data);
		const publication = join(data, 'publication.json');
		expect(findRawVisitFiles(publication).map((f) => f.name)).toEqual(['desktop-react.jsonl']);
		writeFileSync(join(data, 'visits', 'desktop-react.jsonl'), 'stale\n');
		expect(() => findRawVisitFiles(publication)).toThrow(/desktop-react\.jsonl holds 6 bytes, but the publication's raw visits are \d+ bytes .*npm run raw-visits/);
		rmSync(join(data, 'visits', 'desktop-react.jsonl'));
		expect(() => findRawVisitFiles(publication)).toThrow(/desktop-react\.jsonl is missing/);
		rmSync(join(data, RAW_VISITS_MANIFEST));
		expect(findRawVisitFiles(publication)).toEqual([]);
	});
});
