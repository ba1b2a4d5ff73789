// Composes a correction report from the form's fields. The service stores nothing: the report
// is handed off as a pre-filled e-mail and a pre-filled issue, addressed from configuration.
import { FRAMEWORKS, PROFILES } from '../dimensions.ts';
import { METRIC_IDS } from '../metrics.ts';
import type { Dataset } from '../schema.ts';

export const CORRECTION_FIELDS = ['product', 'profile', 'framework', 'metric', 'problem', 'evidence'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
export type CorrectionDraft = Record<CorrectionField, string>;

export interface ComposedCorrection {
	complete: boolean;
	/** Field → what is wrong with it, for the form to show next to the field. */
	errors: Partial<Record<CorrectionField, string>>;
	title: string;
	body: string;
	mailto: string;
	issueUrl: string;
}

const MAX_LENGTH = 4000;

export function readCorrectionDraft(params: URLSearchParams): CorrectionDraft {
	const draft = {} as CorrectionDraft;
	for (const field of CORRECTION_FIELDS) draft[field] = (params.get(field) ?? '').trim().slice(0, MAX_LENGTH);
	return draft;
}

export function composeCorrection(
	draft: CorrectionDraft,
	dataset: Dataset,
	addresses: { email: string; issuesUrl: string }
): ComposedCorrection {
	const errors: ComposedCorrection['errors'] = {};
	const slugs = dataset.products.map((p) => p.slug);
	const allowed: Record<'product' | 'profile' | 'framework' | 'metric', readonly string[]> = {
		product: slugs,
		profile: PROFILES,
		framework: FRAMEWORKS,
		metric: METRIC_IDS
	};
	for (const [field, values] of Object.entries(allowed) as [keyof typeof allowed, readonly string[]][])
		if (!values.includes(draft[field])) errors[field] = `Choose one of: ${values.join(', ')}.`;
	if (draft.problem.length < 10) errors.problem = 'Describe what is wrong in at least 10 characters.';

	const p = dataset.publication;
	const title = `Correction: ${draft.product || '?'} ${draft.metric || '?'} (${draft.profile || '?'}, ${draft.framework || '?'})`;
	const body = [
		`Product: ${draft.product}`,
		`Profile: ${draft.profile}`,
		`Framework: ${draft.framework}`,
		`Metric: ${draft.metric}`,
		`Publication: ${p.publishedOn}, methodology ${p.methodologyVersion}, analysis ${p.analysisId}`,
		'',
		'What is wrong:',
		draft.problem,
		'',
		'Evidence:',
		draft.evidence || '(none given)'
	].join('\n');
	const query = (pairs: Record<string, string>) =>
		Object.entries(pairs)
			.map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
			.join('&');
	return {
		complete: Object.keys(errors).length === 0,
		errors,
		title,
		body,
		mailto: `mailto:${addresses.email}?${query({ subject: title, body })}`,
		issueUrl: `${addresses.issuesUrl}?${query({ title, body })}`
	};
}
