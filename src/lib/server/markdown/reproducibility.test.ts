import { describe, expect, it } from 'vitest';
import { reproducibilityStatement } from './reproducibility.ts';
import { blocksMarkdown } from './blocks.ts';
import type { Rerun } from '../../schema.ts';

const rerun: Rerun = {
	analysisId: 'pub-1',
	host: { description: '2 × AMD EPYC, 24 GiB', relation: 'same', benchmarkIndex: 1250 },
	rerunFrom: '2026-11-24',
	rerunTo: '2026-11-24',
	harnessCommit: 'abc1234',
	shards: ['desktop-script-tag', 'mobile-nextjs'],
	command: 'npm run measure -- --publish-only --from rerun/visits --compare-with data/publication.json',
	mediansWithinIntervals: { within: 65, of: 72 },
	intervalsOverlapping: { overlapping: 72, of: 72 },
	conclusionsHeld: { held: 20, contradicted: 0, of: 21 },
	tiersHeld: { held: 70, of: 72 },
	addedBytesIdentical: { identical: 12, of: 12 },
	outcomes: []
};

// A 1.1 publication: it quotes 1.0's reruns on other hosts until it has one of its own.
const publication = { methodologyVersion: '1.1' };

describe('reproducibilityStatement', () => {
	it('gives the recorded rerun in figures, with the shards and the command that reproduces it', () => {
		const text = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [rerun] }));
		expect(text).toContain('65 of 72 (90%)');
		expect(text).toContain("`desktop-script-tag`, `mobile-nextjs`) was measured on 2026-11-24 on the publication's own host (2 × AMD EPYC, 24 GiB, BenchmarkIndex 1250) with harness commit `abc1234`");
		const twoDays = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [{ ...rerun, rerunTo: '2026-11-25' }] }));
		expect(twoDays).toContain("was measured from 2026-11-24 to 2026-11-25 on the publication's own host");
		expect(text).toContain('reached again: 20 of 21 (95%); contradicted: 0');
		expect(text).toContain('12 of 12 (100%)');
		expect(text).toContain(rerun.command);
	});

	it('names the outcomes the rerun missed, and says when every miss lies on the same side', () => {
		const outcome = (metric: Rerun['outcomes'][number]['outcome'], rerunMedian: number) => ({
			profile: 'mobile' as const,
			framework: 'nextjs' as const,
			product: 'klaro',
			outcome: metric,
			published: { median: 100, low: 90, high: 110 },
			rerun: { median: rerunMedian, low: rerunMedian - 10, high: rerunMedian + 10 },
			within: rerunMedian >= 90 && rerunMedian <= 110,
			overlapping: true
		});
		const slower = [outcome('bannerVisible', 120), outcome('bannerVisible', 116), outcome('mainThread', 130), outcome('pageDelay', 100)];
		const text = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [{ ...rerun, outcomes: slower }] }));
		expect(text).toContain('by outcome: banner visible 2, main-thread work 1.');
		// Each outcome's share inside and typical move: a share for absolute outcomes, the unit for Δ ones.
		expect(text).toContain('| Outcome | Mobile |');
		expect(text).toContain('| Banner visible | 0 of 2 (0%); +18% |');
		expect(text).toContain('| Page delay | 1 of 1 (100%); ±0 ms |');
		expect(text).toContain('| Main-thread work | 0 of 1 (0%); +30 ms |');
		// Desktop and mobile side by side, a dash where a profile has no cell of that outcome.
		const both = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [{ ...rerun, outcomes: [...slower, { ...outcome('bannerVisible', 100), profile: 'desktop' }] }] }));
		expect(both).toContain('| Outcome | Desktop | Mobile |');
		expect(both).toContain('| Banner visible | 1 of 1 (100%); ±0% | 0 of 2 (0%); +18% |');
		expect(both).toContain('| Page delay | — | 1 of 1 (100%); ±0 ms |');
		// A move that rounds to nothing reads ±0, whichever side it lies on.
		const tiny = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [{ ...rerun, outcomes: [outcome('bannerVisible', 99.7), outcome('pageDelay', 99.6)] }] }));
		expect(tiny).toContain('| Banner visible | 1 of 1 (100%); ±0% |');
		expect(tiny).toContain('| Page delay | 1 of 1 (100%); ±0 ms |');
		expect(text).not.toContain('| Accept response |');
		expect(text).toContain('All 3 lie above the published interval: the rerun measured slower');
		const mixed = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [{ ...rerun, outcomes: [outcome('pageDelay', 80), outcome('pageDelay', 120)] }] }));
		expect(mixed).toContain('page delay 2. Above the published interval: 1; below: 1.');
		// Every median inside: nothing to name.
		expect(blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [rerun] }))).not.toContain('outside their published interval');
	});

	it('says plainly when no rerun is recorded, and claims no figure for this publication', () => {
		const text = blocksMarkdown(reproducibilityStatement({ publication }));
		expect(text).toMatch(/^No independent rerun of this publication has been recorded yet\./);
		expect(text).not.toContain('Reproduce the comparison');
		expect(text).toContain('The latest reruns on other hosts (of publication 1.0, before CPU calibration');
		// Each methodology quotes the figure left before it, in the words of its dataset's caveat.
		const onePointTwo = blocksMarkdown(reproducibilityStatement({ publication: { methodologyVersion: '1.2' } }));
		expect(onePointTwo).toContain('The latest rerun on another host was of publication 1.1 (2026-11-25, its two script-tag shards, CPU calibrated on BenchmarkIndex): 65 of 120 re-measured medians (54%)');
		expect(onePointTwo).not.toContain('of publication 1.0');
		// A methodology with no earlier figure claims none.
		expect(blocksMarkdown(reproducibilityStatement({ publication: { methodologyVersion: '1.0' } }))).not.toContain('latest rerun');
	});

	it('lists every rerun with its host, and stops pointing to older figures once one ran on another machine', () => {
		const slower: Rerun = { ...rerun, host: { description: '2 × AMD EPYC, 24 GiB', relation: 'simulated-slower', benchmarkIndex: 700, simulation: 'two CPU burners beside the browser' }, command: 'npm run measure -- --from slow/visits' };
		const text = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [rerun, slower] }));
		expect(text).toContain('Rerun 1 of 2: an independent rerun');
		expect(text).toContain('Rerun 2 of 2: an independent rerun of 2 shards (`desktop-script-tag`, `mobile-nextjs`) was measured on 2026-11-24 on a simulated slower host (2 × AMD EPYC, 24 GiB, BenchmarkIndex 700; two CPU burners beside the browser)');
		expect(text.match(/Reproduce the comparison/g)).toHaveLength(2);
		// A simulated host is the publication's own machine: the older cross-host figure stays in view.
		expect(text).toContain("No rerun of this publication on another host has been recorded yet (the simulated slower host ran on the publication's own machine).");
		expect(text).toContain('of publication 1.0, before CPU calibration');
		expect(blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [rerun] }))).toContain('No rerun of this publication on another host has been recorded yet.');
		const twoSimulations = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [rerun, slower, { ...slower, host: { ...slower.host, simulation: 'a real-time process on each core' } }] }));
		expect(twoSimulations).toContain("(the simulated slower hosts ran on the publication's own machine)");
		const other: Rerun = { ...rerun, host: { description: '2 × AMD EPYC, 16 GiB', relation: 'other', benchmarkIndex: 3900 }, command: 'npm run measure -- --from other/visits' };
		const acrossMachines = blocksMarkdown(reproducibilityStatement({ publication, reproducibility: [rerun, slower, other] }));
		expect(acrossMachines).toContain('on another host (2 × AMD EPYC, 16 GiB, BenchmarkIndex 3900)');
		expect(acrossMachines).not.toContain('of publication 1.0');
	});
});
