import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from '../dataset.ts';
import { composeCorrection, readCorrectionDraft } from './corrections.ts';
import { formatValue } from '../format.ts';

const dataset = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
const addresses = { email: 'fix@example.org', issuesUrl: 'https://example.org/issues/new' };

describe('composeCorrection', () => {
	it('composes a pre-filled e-mail and issue from a complete draft', () => {
		const slug = dataset.products[0].slug;
		const draft = readCorrectionDraft(new URLSearchParams({ product: slug, profile: 'mobile', framework: 'react', metric: 'pageDelay', problem: 'The delay looks twice too high.', evidence: 'trace.json' }));
		const report = composeCorrection(draft, dataset, addresses);
		expect(report.complete).toBe(true);
		expect(report.body).toContain('The delay looks twice too high.');
		expect(report.body).toContain('Published value: median ');
		expect(report.body).toContain(`methodology ${dataset.publication.methodologyVersion}`);
		expect(report.mailto.startsWith('mailto:fix@example.org?subject=')).toBe(true);
		expect(decodeURIComponent(report.issueUrl)).toContain(`Correction: ${dataset.products[0].name}, page delay (Mobile, React (Vite SPA))`);
	});

	it('names each field that is missing or unknown', () => {
		const draft = readCorrectionDraft(new URLSearchParams({ product: 'nope', profile: 'tablet', problem: 'short' }));
		const report = composeCorrection(draft, dataset, addresses);
		expect(report.complete).toBe(false);
		expect(Object.keys(report.errors).sort()).toEqual(['framework', 'metric', 'problem', 'product', 'profile']);
		expect(report.errors.profile).toBe('"tablet" is not one of them. Choose one of: Desktop, Mobile.');
		expect(report.errors.product).toContain('Klaro!');
		expect(report.errors.metric).toBe('Choose one of: Banner visible, Page delay, Accept response, Added bytes, Main-thread work, Reject response, Correctness.');
	});

	it('puts the disputed published value in the report', () => {
		const draft = readCorrectionDraft(new URLSearchParams({ product: 'react-cookie-manager', profile: 'desktop', framework: 'nextjs', metric: 'correctness', problem: 'It blocks the tracker for me.' }));
		// A product that lets the tracker run before any choice: its report names the failures as published.
		const correctness = dataset.cells.find((c) => c.product === 'react-cookie-manager' && c.profile === 'desktop' && c.framework === 'nextjs')!.correctness;
		if (correctness.status !== 'measured' || correctness.failed === 0) throw new Error('react-cookie-manager on desktop/nextjs should have failed correctness checks');
		expect(composeCorrection(draft, dataset, addresses).body).toContain(`Published value: ${correctness.verified} verified, ${correctness.failed} failed, ${correctness.unknown} unknown (${correctness.failures[0]}`);
		const delay = readCorrectionDraft(new URLSearchParams({ product: 'klaro', profile: 'desktop', framework: 'nextjs', metric: 'pageDelay', problem: 'The delay looks too low.' }));
		// The figures come from the published cell, so the test holds for every publication.
		const cell = dataset.cells.find((c) => c.product === 'klaro' && c.profile === 'desktop' && c.framework === 'nextjs')!;
		const published = cell.answers.pageDelay;
		if (published.status !== 'measured' || !published.interval) throw new Error('klaro on desktop/nextjs should have a measured page delay with its interval');
		const value = (n: number) => formatValue('pageDelay', n);
		expect(composeCorrection(delay, dataset, addresses).body).toContain(
			`Published value: median ${value(published.median)}, the median's 95% range ${value(published.interval.low)} to ${value(published.interval.high)}`
		);
	});
});
