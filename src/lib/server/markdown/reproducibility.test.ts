import { describe, expect, it } from 'vitest';
import { reproducibilityStatement } from './reproducibility.ts';
import { blocksMarkdown } from './blocks.ts';
import type { Reproducibility } from '../../schema.ts';

const rerun: Reproducibility = {
	analysisId: 'pub-1',
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

describe('reproducibilityStatement', () => {
	it('gives the recorded rerun in figures, with the shards and the command that reproduces it', () => {
		const text = blocksMarkdown(reproducibilityStatement({ reproducibility: rerun }));
		expect(text).toContain('65 of 72 (90%)');
		expect(text).toContain('`desktop-script-tag`, `mobile-nextjs`');
		expect(text).toContain('reached again: 20 of 21 (95%); contradicted: 0');
		expect(text).toContain('12 of 12 (100%)');
		expect(text).toContain(rerun.command);
	});

	it('says plainly when no rerun is recorded, and claims no figure for this publication', () => {
		const text = blocksMarkdown(reproducibilityStatement({}));
		expect(text).toMatch(/^No independent rerun of this publication has been recorded yet\./);
		expect(text).not.toContain('Reproduce the comparison');
	});
});
