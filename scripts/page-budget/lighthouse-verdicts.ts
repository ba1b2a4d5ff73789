// Judges a Lighthouse report (plain data, no browser): accessibility, best practices and SEO must
// score 100, and Agentic Browsing must be fully passed (every audit in it passes or does not
// apply). Performance is reported beside the page budget's own first-load figures, not judged.
import type { BudgetVerdict } from './budget.ts';

/** The parts of Lighthouse's JSON report (LHR) this reads. */
export interface LighthouseReport {
	lighthouseVersion: string;
	categories: Record<string, { title: string; score: number | null; auditRefs: { id: string }[] }>;
	audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

export const MUST_SCORE_100 = ['accessibility', 'best-practices', 'seo'] as const;
export const AGENTIC = 'agentic-browsing';

/** An audit counts as passed when it scored 1, or when it does not apply or only informs. */
export function auditPassed(audit: LighthouseReport['audits'][string]): boolean {
	if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) return true;
	return audit.score === 1;
}

/** Audits of a category that did not pass, as "id (score)". */
export function failedAudits(report: LighthouseReport, category: string): string[] {
	return (report.categories[category]?.auditRefs ?? [])
		.map(({ id }) => ({ id, audit: report.audits[id] }))
		.filter(({ audit }) => audit && !auditPassed(audit))
		.map(({ id, audit }) => `${id} (${audit.score === null ? 'error' : Math.round(audit.score * 100)})`);
}

const percent = (score: number | null | undefined) => (score === null || score === undefined ? 'no score' : String(Math.round(score * 100)));

export function lighthouseVerdicts(report: LighthouseReport): BudgetVerdict[] {
	const scored = MUST_SCORE_100.map((id) => {
		const score = report.categories[id]?.score;
		const failed = failedAudits(report, id);
		return {
			check: `Lighthouse ${report.categories[id]?.title ?? id}`,
			value: `${percent(score)}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
			target: '100',
			met: score === 1
		};
	});
	const agentic = report.categories[AGENTIC];
	const agenticFailed = failedAudits(report, AGENTIC);
	return [
		...scored,
		{
			check: 'Lighthouse Agentic Browsing, every audit',
			value: !agentic ? 'category missing' : agenticFailed.length ? `failed: ${agenticFailed.join(', ')}` : `all ${agentic.auditRefs.length} passed or not applicable`,
			target: 'fully passed',
			met: Boolean(agentic) && agenticFailed.length === 0
		}
	];
}
