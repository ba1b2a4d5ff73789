import { describe, expect, it } from 'vitest';
import { auditPassed, failedAudits, lighthouseVerdicts, type LighthouseReport } from './lighthouse-verdicts.ts';

type Audit = LighthouseReport['audits'][string];
const audit = (score: number | null, scoreDisplayMode = 'binary'): Audit => ({ title: 't', score, scoreDisplayMode });

/** A report where every judged category is perfect, to be spoiled one field at a time. */
function report(overrides: { scores?: Record<string, number | null>; audits?: Record<string, Audit> } = {}): LighthouseReport {
	const audits: Record<string, Audit> = {
		'color-contrast': audit(1),
		'is-on-https': audit(1),
		'robots-txt': audit(1),
		'agent-accessibility-tree': audit(1),
		'webmcp-form-coverage': audit(1),
		'webmcp-registered-tools': audit(1, 'informative'),
		'webmcp-schema-validity': audit(1),
		'cumulative-layout-shift': audit(1, 'numeric'),
		'llms-txt': audit(1),
		'ard-schema': audit(1),
		...overrides.audits
	};
	const category = (title: string, ids: string[], id: string) => ({ title, score: overrides.scores?.[id] ?? 1, auditRefs: ids.map((i) => ({ id: i })) });
	return {
		lighthouseVersion: '13.5.0',
		categories: {
			performance: { title: 'Performance', score: 0.8, auditRefs: [] },
			accessibility: category('Accessibility', ['color-contrast'], 'accessibility'),
			'best-practices': category('Best Practices', ['is-on-https'], 'best-practices'),
			seo: category('SEO', ['robots-txt'], 'seo'),
			'agentic-browsing': category(
				'Agentic Browsing',
				['agent-accessibility-tree', 'webmcp-form-coverage', 'webmcp-registered-tools', 'webmcp-schema-validity', 'cumulative-layout-shift', 'llms-txt', 'ard-schema'],
				'agentic-browsing'
			)
		},
		audits
	};
}

describe('auditPassed', () => {
	it.each([
		[audit(1), true],
		[audit(0.5), false],
		[audit(0), false],
		[audit(null), false],
		[audit(null, 'notApplicable'), true],
		[audit(0, 'informative'), true]
	])('%o → %s', (a, passed) => expect(auditPassed(a)).toBe(passed));
});

describe('lighthouseVerdicts', () => {
	it('meets every target on a perfect report; performance is not judged', () => {
		expect(lighthouseVerdicts(report()).every((v) => v.met)).toBe(true);
	});

	it('misses when accessibility, best practices or SEO is below 100, naming the failed audit', () => {
		const verdicts = lighthouseVerdicts(report({ scores: { seo: 0.92 }, audits: { 'robots-txt': audit(0) } }));
		const seo = verdicts.find((v) => v.check === 'Lighthouse SEO')!;
		expect(seo).toMatchObject({ met: false, value: '92; failed: robots-txt (0)' });
		expect(verdicts.filter((v) => !v.met)).toHaveLength(1);
	});

	it('misses when one Agentic Browsing audit is only half passed, even though the fraction looks high', () => {
		const verdicts = lighthouseVerdicts(report({ audits: { 'webmcp-schema-validity': audit(0.5) } }));
		expect(verdicts.at(-1)).toMatchObject({ met: false, value: 'failed: webmcp-schema-validity (50)' });
	});

	it('counts a not-applicable ard-schema as passed, and a missing category as a miss', () => {
		expect(failedAudits(report({ audits: { 'ard-schema': audit(null, 'notApplicable') } }), 'agentic-browsing')).toEqual([]);
		const withoutAgentic = report();
		delete (withoutAgentic.categories as Record<string, unknown>)['agentic-browsing'];
		expect(lighthouseVerdicts(withoutAgentic).at(-1)).toMatchObject({ met: false, value: 'category missing' });
	});
});
