// Reads profile and framework from a query string. Unknown parameters are ignored; an empty,
// repeated or unknown value is refused with a problem that names the parameter, the value and
// what is allowed (RFC 9457 body for the JSON endpoint, the same words everywhere else).
import { DEFAULT_FRAMEWORK, DEFAULT_PROFILE, FRAMEWORKS, PROFILES, type ViewKey } from '../dimensions.ts';
import type { ParameterProblem } from '../schema.ts';
import { DEFAULT_SORT, SORT_KEYS, type SortKey } from '../ranking.ts';
import { TIMED_METRIC_IDS, type TimedMetricId } from '../metrics.ts';
import { emptyValue, repeatedValue, unknownValue } from '../refusal.ts';
import { BLOCKING_FILTERS, DEFAULT_BLOCKING, type BlockingFilter } from '../gating.ts';

export const PROBLEM_TYPE_INVALID_PARAMETER = 'https://cmp-benchmarks.example/problems/invalid-parameter';

export type ViewQueryResult = { ok: true; key: ViewKey } | { ok: false; problem: ParameterProblem };

function problem(parameter: 'profile' | 'framework', value: string, allowed: readonly string[], detail: string): ParameterProblem {
	return {
		type: PROBLEM_TYPE_INVALID_PARAMETER,
		title: `Invalid ${parameter}`,
		status: 400,
		detail,
		parameter,
		value,
		allowed: [...allowed]
	};
}

function pick<T extends string>(
	params: URLSearchParams,
	parameter: 'profile' | 'framework',
	allowed: readonly T[],
	fallback: T
): { ok: true; value: T } | { ok: false; problem: ParameterProblem } {
	const values = params.getAll(parameter);
	if (values.length === 0) return { ok: true, value: fallback };
	if (values.length > 1)
		return { ok: false, problem: problem(parameter, values.join(','), allowed, repeatedValue(parameter, values, allowed)) };
	const [value] = values;
	if (value === '') return { ok: false, problem: problem(parameter, value, allowed, emptyValue(parameter, allowed)) };
	if (!(allowed as readonly string[]).includes(value))
		return { ok: false, problem: problem(parameter, value, allowed, unknownValue(parameter, value, allowed)) };
	return { ok: true, value: value as T };
}

export function parseViewQuery(params: URLSearchParams): ViewQueryResult {
	const profile = pick(params, 'profile', PROFILES, DEFAULT_PROFILE);
	if (!profile.ok) return profile;
	const framework = pick(params, 'framework', FRAMEWORKS, DEFAULT_FRAMEWORK);
	if (!framework.ok) return framework;
	return { ok: true, key: { profile: profile.value, framework: framework.value } };
}

/** One of a page parameter's allowed values, its default when absent; same refusal rules as profile and framework. */
function parseChoice<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): { ok: true; value: T } | { ok: false; detail: string } {
	const values = params.getAll(name);
	if (values.length === 0) return { ok: true, value: fallback };
	const [value] = values;
	if (values.length === 1 && (allowed as readonly string[]).includes(value)) return { ok: true, value: value as T };
	if (values.length > 1) return { ok: false, detail: repeatedValue(name, values, allowed) };
	return { ok: false, detail: value === '' ? emptyValue(name, allowed) : unknownValue(name, value, allowed) };
}

/** The leaderboard's sort column. */
export function parseSort(params: URLSearchParams): { ok: true; sort: SortKey } | { ok: false; detail: string } {
	const choice = parseChoice(params, 'sort', SORT_KEYS, DEFAULT_SORT);
	return choice.ok ? { ok: true, sort: choice.value } : choice;
}

/** The leaderboard's narrowing to one way of blocking scripts (issue 54): pages and Markdown only, never the JSON endpoint. */
export function parseBlocking(params: URLSearchParams): { ok: true; blocking: BlockingFilter } | { ok: false; detail: string } {
	const choice = parseChoice(params, 'blocking', BLOCKING_FILTERS, DEFAULT_BLOCKING);
	return choice.ok ? { ok: true, blocking: choice.value } : choice;
}

/**
 * The outcomes the leaderboard's verdict counts (issue 91): `count` repeated, one timed outcome each (the
 * form's checkboxes send it so); null, every outcome, when absent or when all six are named. Pages and
 * Markdown only, never the JSON endpoint, whose order is neutral.
 */
export function parseCounted(params: URLSearchParams): { ok: true; counted: TimedMetricId[] | null } | { ok: false; detail: string } {
	const values = params.getAll('count');
	if (values.length === 0) return { ok: true, counted: null };
	for (const value of values) {
		if (value === '') return { ok: false, detail: emptyValue('count', TIMED_METRIC_IDS) };
		if (!(TIMED_METRIC_IDS as readonly string[]).includes(value)) return { ok: false, detail: unknownValue('count', value, TIMED_METRIC_IDS) };
	}
	const counted = TIMED_METRIC_IDS.filter((id) => values.includes(id));
	return { ok: true, counted: counted.length === TIMED_METRIC_IDS.length ? null : counted };
}
