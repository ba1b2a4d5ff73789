// A rerun against a publication (measure/README.md, "A rerun against a publication") is stated as the
// publication it is compared with states its numbers: a campaign host's round checked against 2.0 is
// published under 2.0 (through the validity gate, judged by its fixed machine spread), not as a lone host's
// ungated pilot, and a round the gate refuses is refused with the rule that refused it, never compared.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const published = JSON.parse(readFileSync('data/publication.json', 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function rerun(unit: string, name: string) {
	const from = join(work, name, 'from');
	cpSync(unit, from, { recursive: true });
	const out = join(work, name, 'out');
	return { out, result: spawnSync(process.execPath, ['measure/cli.ts', '--publish-only', '--from', from, '--out', out, '--compare-with', 'data/publication.json'], { encoding: 'utf8' }) };
}

describe('a rerun compared with the publication', () => {
	it('is stated under the publication\'s methodology, and judged head to head first, then against the machine spread', () => {
		const { out, result } = rerun('data/campaign-2.0/units/1a4c4d64821a/round-1.mobile-react', 'admitted');
		expect(result.stderr).toBe('');
		expect(result.status).toBe(0);
		const stated = JSON.parse(readFileSync(join(out, 'publication.json'), 'utf8'));
		expect(published.publication.methodologyVersion).toBe('2.2');
		expect(stated.publication.methodologyVersion).toBe(published.publication.methodologyVersion);
		expect(result.stdout).toMatch(/head to head: \d+ of \d+ decided conclusions held, \d+ left open, 0 contradicted/);
		expect(result.stdout).toMatch(/\d+ of \d+ rerun medians of timings fall inside the machine spread/);
	}, 120_000);

	it('is refused, naming the gate\'s rule, when the gate refuses its round', () => {
		const { result } = rerun('data/campaign-2.0/units/c0db0d9a21c4/round-1.desktop-astro', 'refused');
		expect(result.status).toBe(1);
		expect(result.stderr).toContain('the validity gate refused every unit (c0db0d9a21c4 round-1.desktop-astro: control)');
	}, 120_000);

	it('names the file when the publication to compare with cannot be read', () => {
		const result = spawnSync(process.execPath, ['measure/cli.ts', '--publish-only', '--from', work, '--out', join(work, 'x'), '--compare-with', join(work, 'missing.json')], { encoding: 'utf8' });
		expect(result.status).toBe(1);
		expect(result.stderr).toContain(`--compare-with: ${join(work, 'missing.json')} is not a publication this harness can read`);
	});
});
