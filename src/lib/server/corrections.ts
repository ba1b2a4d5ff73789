// Composes a correction report from the form's fields. The service stores nothing: the report
// is handed off as a pre-filled e-mail and a pre-filled issue, addressed from configuration.
import { FRAMEWORKS, FRAMEWORK_LABELS, PROFILES, PROFILE_LABELS } from '../dimensions.ts';
import { METRIC_DEFINITIONS, METRIC_IDS, outcomeOf, type MetricId } from '../metrics.ts';
import { describeCorrectness, describeOutcome } from '../format.ts';
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

/** The value being disputed, as published, or undefined when the draft does not name one cell and metric. */
export function publishedValue(draft: CorrectionDraft, dataset: Dataset): string | undefined {
	const cell = dataset.cells.find((c) => c.product === draft.product && c.profile === draft.profile && c.framework === draft.framework);
	if (!cell || !(METRIC_IDS as readonly string[]).includes(draft.metric)) return undefined;
	const metric = draft.metric as MetricId;
	if (metric === 'correctness') return describeCorrectness(cell.correctness);
	return describeOutcome(metric, outcomeOf(cell, metric));
}

export function composeCorrection(
	draft: CorrectionDraft,
	dataset: Dataset,
	addresses: { email: string; issuesUrl: string }
): ComposedCorrection {
	const errors: ComposedCorrection['errors'] = {};
	// Every choice is shown and refused by its name, never by its id.
	const choices: Record<'product' | 'profile' | 'framework' | 'metric', { value: string; name: string }[]> = {
		product: dataset.products.map((p) => ({ value: p.slug, name: p.name })),
		profile: PROFILES.map((value) => ({ value, name: PROFILE_LABELS[value] })),
		framework: FRAMEWORKS.map((value) => ({ value, name: FRAMEWORK_LABELS[value] })),
		metric: METRIC_DEFINITIONS.map((m) => ({ value: m.id, name: m.label }))
	};
	const nameOf = (field: keyof typeof choices) => choices[field].find((c) => c.value === draft[field])?.name;
	for (const field of Object.keys(choices) as (keyof typeof choices)[]) {
		if (nameOf(field)) continue;
		const given = draft[field] ? `"${draft[field]}" is not one of them. ` : '';
		errors[field] = `${given}Choose one of: ${choices[field].map((c) => c.name).join(', ')}.`;
	}
	if (draft.problem.length < 10) errors.problem = 'Describe what is wrong in at least 10 characters.';

	const p = dataset.publication;
	const title = `Correction: ${nameOf('product') ?? '?'}, ${nameOf('metric')?.toLowerCase() ?? '?'} (${nameOf('profile') ?? '?'}, ${nameOf('framework') ?? '?'})`;
	const body = [
		`Product: ${nameOf('product') ?? draft.product} (${draft.product})`,
		`Profile: ${draft.profile}`,
		`Framework: ${draft.framework}`,
		`Metric: ${nameOf('metric') ?? draft.metric} (${draft.metric})`,
		`Published value: ${publishedValue(draft, dataset) ?? '(unknown: choose a product, profile, framework and metric)'}`,
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
