import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDataset } from '../dataset.ts';
import { composeCorrection, readCorrectionDraft } from './corrections.ts';

const dataset = validateDataset(JSON.parse(readFileSync('data/publication.json', 'utf8')));
const addresses = { email: 'fix@example.org', issuesUrl: 'https://example.org/issues/new' };

describe('composeCorrection', () => {
	it('composes a pre-filled e-mail and issue from a complete draft', () => {
		const slug = dataset.products[0].slug;
		const draft = readCorrectionDraft(new URLSearchParams({ product: slug, profile: 'mobile', framework: 'react', metric: 'pageDelay', problem: 'The delay looks twice too high.', evidence: 'trace.json' }));
		const report = composeCorrection(draft, dataset, addresses);
		expect(report.complete).toBe(true);
		expect(report.body).toContain('The delay looks twice too high.');
		expect(report.body).toContain(`methodology ${dataset.publication.methodologyVersion}`);
		expect(report.mailto.startsWith('mailto:fix@example.org?subject=')).toBe(true);
		expect(decodeURIComponent(report.issueUrl)).toContain(`Correction: ${slug} pageDelay (mobile, react)`);
	});

	it('names each field that is missing or unknown', () => {
		const draft = readCorrectionDraft(new URLSearchParams({ product: 'nope', profile: 'tablet', problem: 'short' }));
		const report = composeCorrection(draft, dataset, addresses);
		expect(report.complete).toBe(false);
		expect(Object.keys(report.errors).sort()).toEqual(['framework', 'metric', 'problem', 'product', 'profile']);
		expect(report.errors.profile).toBe('Choose one of: desktop, mobile.');
	});
});
