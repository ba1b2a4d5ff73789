import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../src/lib/schema.ts';
import { compareOutcomes, reproducibility } from './agreement.ts';

const unavailable = { status: 'unavailable', reason: 'x' };
const measured = (median: number, low: number, high: number, extra: object = {}) => ({ status: 'measured', median, samples: 20, tier: 'good', interval: { low, high }, ...extra });
const cell = (banner: object, pageDelay: object = unavailable, bytes: object = unavailable) => ({
	profile: 'desktop', framework: 'react', product: 'klaro',
	answers: { bannerVisible: banner, pageDelay, clickResponse: unavailable, addedBytes: bytes, mainThread: unavailable },
	rejectResponse: unavailable, correctness: unavailable, notes: []
});
const dataset = (c: ReturnType<typeof cell>) => ({ publication: { analysisId: 'measured-x' }, cells: [c] }) as unknown as Dataset;
const facts = { host: { description: '2 × AMD EPYC, 24 GiB', relation: 'same' as const }, rerunFrom: '2026-11-24', rerunTo: '2026-11-24', harnessCommit: 'abc', shards: ['desktop-react'], command: 'npm run measure -- …' };

describe('compareOutcomes', () => {
	it('checks each rerun median against the published interval, and the two intervals for overlap', () => {
		const [row] = compareOutcomes(dataset(cell(measured(300, 280, 320))), dataset(cell(measured(310, 290, 330))));
		expect(row).toMatchObject({ product: 'klaro', outcome: 'bannerVisible', published: { median: 300, low: 280, high: 320 }, rerun: { median: 310, low: 290, high: 330 }, within: true, overlapping: true, tierHeld: true });
		const [outside] = compareOutcomes(dataset(cell(measured(300, 280, 320))), dataset(cell(measured(330, 321, 340, { tier: 'poor' }))));
		expect(outside).toMatchObject({ within: false, overlapping: false, tierHeld: false });
	});
});

describe('reproducibility', () => {
	it('counts held, contradicted and weakened conclusions and identical bytes', () => {
		const published = dataset(cell(measured(300, 280, 320), measured(52, 8, 88, { conclusion: 'added' }), measured(16373, 16373, 16373, { conclusion: 'added' })));
		const rerun = dataset(cell(measured(305, 290, 320), measured(-18, -40, 5, { conclusion: 'inconclusive' }), measured(16373, 16373, 16373, { conclusion: 'added' })));
		const section = reproducibility(published, rerun, facts);
		expect(section).toMatchObject({
			analysisId: 'measured-x',
			mediansWithinIntervals: { within: 2, of: 3 },
			intervalsOverlapping: { overlapping: 2, of: 3 },
			conclusionsHeld: { held: 1, contradicted: 0, of: 2 },
			addedBytesIdentical: { identical: 1, of: 1 }
		});
		const reversed = dataset(cell(measured(300, 280, 320), measured(-30, -50, -20, { conclusion: 'removed' })));
		expect(reproducibility(published, reversed, facts).conclusionsHeld).toEqual({ held: 0, contradicted: 1, of: 1 });
	});
});
