// Runs .github/workflows/campaign.yml's own steps on a tiny plan (one shard, two units, quick mode):
// the plan job's command, each gather unit in its own directory, the artifact hand-over by copying,
// and the publish job. If the workflow's commands drift from the harness, this fails.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matrixOf, readWorkflow, runJob, type EmulatedRun } from './workflow-emulator.ts';
import { parsePlan } from './plan-units.ts';
import { rawVisitShards, readRawVisitShard, readRawVisitsManifest } from '../../src/lib/raw-visits-manifest.ts';

const root = join(import.meta.dirname, '../..');
const workflow = readWorkflow(join(root, '.github/workflows/campaign.yml'));
const inputs = { profiles: 'desktop', frameworks: 'script-tag', products: 'vanilla-cookieconsent', rounds: '2', visits: '2', quick: true };
const emulation: EmulatedRun = { cwd: root, inputs, artifacts: mkdtempSync(join(tmpdir(), 'artifacts-')), log: [], outputs: [] };
const base = { inputs, github: { run_id: 'emulated' } };
let needs: Record<string, { outputs: Record<string, string> }> = {};

describe('the campaign workflow, emulated', () => {
	it('plans two units, gathers each apart, and publishes what one directory of the same records publishes', { timeout: 300_000 }, async () => {
		const planned = await runJob(workflow, 'plan', emulation, base);
		const plan = parsePlan(planned.plan, 'the plan job\'s output');
		expect(plan.units.map((u) => u.id)).toEqual(['round-1.desktop-script-tag', 'round-2.desktop-script-tag']);
		needs = { plan: { outputs: planned } };
		// Two runners at once, as the matrix runs them.
		await Promise.all(matrixOf(workflow.jobs.gather, { ...base, needs }).map((matrix) => runJob(workflow, 'gather', emulation, { ...base, needs, matrix })));
		// Each unit preflights its pages before its round (the quick pipeline test relies on this one).
		const gathered = emulation.outputs!.filter((o) => o.job === 'gather' && o.step.startsWith('Gather the unit'));
		expect(gathered.map((o) => o.stdout.match(/\[desktop-script-tag\] preflight passed: 2 pages/) !== null)).toEqual([true, true]);
		await runJob(workflow, 'publish', emulation, { ...base, needs });
		expect(emulation.log).toContain('publish: "Put the publication in data/ for review" skipped (if: ${{ env.QUICK != \'true\' }})');
		// The new medians against the served publication's intervals: a summary for the pull request, every cell in the artifact.
		const compared = emulation.outputs!.find((o) => o.job === 'publish' && o.step === 'Compare with the publication being served');
		// From 1.5, the medians against the machine spread come first, then against the pooled ranges.
		expect(compared?.stdout).toMatch(/^rerun host: .*\n\d+ of \d+ rerun medians of timings fall inside the machine spread \(\d+%\)\n\d+ of \d+ rerun medians fall inside the published 95% intervals/m);
		expect(readFileSync(join(emulation.artifacts, 'publication', 'comparison.txt'), 'utf8')).toMatch(/^(within |OUTSIDE) desktop\/script-tag\/vanilla-cookieconsent bannerVisible: /m);

		// One machine gathering both rounds appends them to one shard file, round after round.
		const one = mkdtempSync(join(tmpdir(), 'one-directory-'));
		mkdirSync(join(one, 'visits'));
		for (const unit of plan.units) appendFileSync(join(one, 'visits', 'desktop-script-tag.jsonl'), readFileSync(join(emulation.artifacts, unit.id, 'desktop-script-tag.jsonl')));
		execFileSync(process.execPath, ['measure/cli.ts', '--publish-only', '--from', join(one, 'visits'), '--out', join(one, 'out')], { cwd: root, stdio: 'pipe' });
		const merged = readFileSync(join(emulation.artifacts, 'publication', 'publication.json'));
		expect(merged.equals(readFileSync(join(one, 'out', 'publication.json')))).toBe(true);
		const records = readFileSync(join(emulation.artifacts, 'publication', 'visits', 'desktop-script-tag.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
		expect(records.filter((r) => r.kind === 'run').map((r) => r.round)).toEqual([0, 1]);

		// A full campaign's publish step files the units under the folder it publishes into (data/campaign-<run>/units)
		// and publishes again from there: the same publication, its raw visits named by units git keeps.
		const data = mkdtempSync(join(tmpdir(), 'data-'));
		const units = join(data, 'campaign-emulated', 'units');
		for (const unit of plan.units) cpSync(join(emulation.artifacts, unit.id), join(units, unit.id), { recursive: true });
		writeFileSync(join(data, 'plan.json'), planned.plan);
		execFileSync(process.execPath, ['measure/cli.ts', '--publish-only', '--units', units, '--plan-file', join(data, 'plan.json'), '--out', data], { cwd: root, stdio: 'pipe' });
		expect(readFileSync(join(data, 'publication.json')).equals(merged)).toBe(true);
		const manifest = readRawVisitsManifest(data)!;
		expect(manifest.campaign).toBe('campaign-emulated');
		expect(manifest.shards['desktop-script-tag.jsonl'].units.map((u) => u.unit)).toEqual(plan.units.map((u) => u.id));
		const [shard] = rawVisitShards(data, manifest);
		expect(readRawVisitShard(shard).equals(readFileSync(join(emulation.artifacts, 'publication', 'visits', 'desktop-script-tag.jsonl')))).toBe(true);
	});

	it('refuses to publish when a unit is missing, naming it', { timeout: 120_000 }, async () => {
		rmSync(join(emulation.artifacts, 'round-2.desktop-script-tag'), { recursive: true });
		rmSync(join(emulation.artifacts, 'publication'), { recursive: true });
		await expect(runJob(workflow, 'publish', emulation, { ...base, needs })).rejects.toThrow(/1 of them is missing: round-2\.desktop-script-tag/);
	});
});
