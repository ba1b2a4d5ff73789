import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DatasetError, validateDataset } from './dataset.ts';
import { isCalendarDate } from './schema.ts';

const published = JSON.parse(readFileSync('data/publication.json', 'utf8'));
const fixture = () => structuredClone(published);

function failure(mutate: (d: any) => void): DatasetError {
	const dataset = fixture();
	mutate(dataset);
	try {
		validateDataset(dataset);
	} catch (error) {
		expect(error).toBeInstanceOf(DatasetError);
		return error as DatasetError;
	}
	throw new Error('the broken dataset was accepted');
}

const measured = { status: 'measured', median: 120, samples: 20, tier: 'good', interval: { low: 100, high: 140 } };

describe('validateDataset', () => {
	it('accepts the bundled dataset', () => {
		expect(validateDataset(fixture()).cells.length).toBe(published.products.length * 12);
	});

	it('names a missing field', () => {
		const error = failure((d) => delete d.publication.methodologyVersion);
		expect(error.path).toBe('$.publication.methodologyVersion');
		expect(error.problem).toMatch(/missing/);
	});

	it('names an extra field', () => {
		const error = failure((d) => (d.products[2].price = 0));
		expect(error.path).toBe('$.products[2].price');
		expect(error.problem).toMatch(/unexpected field/);
	});

	it('refuses a date that is not on the calendar', () => {
		const error = failure((d) => (d.publication.collectedFrom = '2025-02-29'));
		expect(error.path).toBe('$.publication.collectedFrom');
		expect(error.problem).toMatch(/calendar/);
	});

	it('refuses collectedFrom after collectedTo', () => {
		const error = failure((d) => {
			d.publication.collectedFrom = '2026-11-23';
			d.publication.collectedTo = '2026-11-21';
		});
		expect(error.path).toBe('$.publication.collectedFrom');
	});

	it('refuses collectedTo after publishedOn', () => {
		const error = failure((d) => (d.publication.collectedTo = '2099-01-01'));
		expect(error.path).toBe('$.publication.collectedTo');
	});

	it('refuses a duplicate cell', () => {
		const error = failure((d) => d.cells.push(structuredClone(d.cells[5])));
		expect(error.path).toBe(`$.cells[${published.cells.length}]`);
		expect(error.problem).toMatch(/duplicate cell/);
	});

	it('refuses a missing cell', () => {
		const error = failure((d) => d.cells.splice(7, 1));
		expect(error.path).toBe('$.cells');
		expect(error.problem).toMatch(/missing cell/);
	});

	it('refuses more samples than visits per cell', () => {
		const error = failure((d) => (d.cells[3].answers.pageDelay = { ...measured, samples: d.publication.visitsPerCell + 1 }));
		expect(error.path).toBe('$.cells[3].answers.pageDelay.samples');
	});

	it('refuses an interval whose low is above its high', () => {
		const error = failure((d) => (d.cells[0].rejectResponse = { ...measured, interval: { low: 9, high: 1 } }));
		expect(error.path).toBe('$.cells[0].rejectResponse.interval');
	});

	it('refuses a cell for an unknown product and an unknown status', () => {
		expect(failure((d) => (d.cells[1].product = 'nope')).path).toBe('$.cells[1].product');
		expect(failure((d) => (d.cells[1].answers.mainThread = { status: 'pending', reason: 'x' })).path).toMatch(/^\$\.cells\[1\]\.answers\.mainThread/);
	});

	it('accepts a measured outcome within the limits', () => {
		const dataset = fixture();
		dataset.cells[0].answers.bannerVisible = measured;
		expect(() => validateDataset(dataset)).not.toThrow();
	});
});

describe('isCalendarDate', () => {
	it.each([
		['2024-02-29', true],
		['2025-02-29', false],
		['2000-02-29', true],
		['1900-02-29', false],
		['2026-04-31', false],
		['2026-12-31', true],
		['2026-1-05', false],
		['2026-11-22T00:00:00Z', false]
	])('%s → %s', (value, expected) => expect(isCalendarDate(value)).toBe(expected));
});

describe('the optional list of reruns', () => {
	const row = { profile: 'desktop', framework: 'react', product: published.products[0].slug, outcome: 'bannerVisible', published: { median: 300, low: 280, high: 320 }, rerun: { median: 330, low: 310, high: 350 }, within: false, overlapping: true };
	const section = (d: any) => ({
		analysisId: d.publication.analysisId, host: { description: '2 × AMD EPYC, 24 GiB', relation: 'same', benchmarkIndex: 1250 }, rerunFrom: '2026-11-24', rerunTo: '2026-11-24', harnessCommit: 'abc', shards: ['desktop-react'], command: 'npm run measure -- --publish-only',
		mediansWithinIntervals: { within: 0, of: 1 }, intervalsOverlapping: { overlapping: 1, of: 1 }, conclusionsHeld: { held: 0, contradicted: 0, of: 0 },
		tiersHeld: { held: 1, of: 1 }, addedBytesIdentical: { identical: 0, of: 0 }, outcomes: [row]
	});

	it('accepts a section whose counts match its rows (and the file without one)', () => {
		const dataset = fixture();
		dataset.reproducibility = [section(dataset)];
		expect(validateDataset(dataset).reproducibility?.[0].mediansWithinIntervals).toEqual({ within: 0, of: 1 });
	});

	it('refuses a section about another publication', () => {
		const error = failure((d) => (d.reproducibility = [section(d), { ...section(d), analysisId: 'measured-older' }]));
		expect(error.path).toBe('$.reproducibility[1].analysisId');
	});

	it('refuses figures that its outcome rows do not give', () => {
		const error = failure((d) => (d.reproducibility = [{ ...section(d), mediansWithinIntervals: { within: 1, of: 1 } }]));
		expect(error.path).toBe('$.reproducibility[0].mediansWithinIntervals');
		expect(error.problem).toBe('says 1 of 1, but the outcome rows give 0 of 1');
	});

	it('refuses a simulated host that does not say how it was simulated, and a simulation on a real host', () => {
		const simulated = (d: any, host: object) => (d.reproducibility = [{ ...section(d), host: { description: '2 × AMD EPYC, 24 GiB', ...host } }]);
		expect(failure((d) => simulated(d, { relation: 'simulated-slower' })).problem).toBe('a simulated-slower host must say how it was simulated');
		expect(failure((d) => simulated(d, { relation: 'other', simulation: 'two CPU burners' })).path).toBe('$.reproducibility[0].host.simulation');
	});
});
