// Reads profile and framework from a query string. Unknown parameters are ignored; an empty,
// repeated or unknown value is refused with a problem that names the parameter, the value and
// what is allowed (RFC 9457 body for the JSON endpoint, the same words everywhere else).
import { DEFAULT_FRAMEWORK, DEFAULT_PROFILE, FRAMEWORKS, PROFILES, type ViewKey } from '../dimensions.ts';
import type { ParameterProblem } from '../schema.ts';
import { DEFAULT_SORT, SORT_KEYS, type SortKey } from '../ranking.ts';

export const PROBLEM_TYPE_INVALID_PARAMETER = 'https://cmp-benchmarks.example/problems/invalid-parameter';

export type ViewQueryResult = { ok: true; key: ViewKey } | { ok: false; problem: ParameterProblem };

function problem(parameter: 'profile' | 'framework', value: string, allowed: readonly string[], why: string): ParameterProblem {
	return {
		type: PROBLEM_TYPE_INVALID_PARAMETER,
		title: `Invalid ${parameter}`,
		status: 400,
		detail: `${why} Allowed values for "${parameter}": ${allowed.join(', ')}.`,
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
		return { ok: false, problem: problem(parameter, values.join(','), allowed, `"${parameter}" was given ${values.length} times (${values.map((v) => JSON.stringify(v)).join(', ')}); give it once.`) };
	const [value] = values;
	if (value === '') return { ok: false, problem: problem(parameter, value, allowed, `"${parameter}" is empty.`) };
	if (!(allowed as readonly string[]).includes(value))
		return { ok: false, problem: problem(parameter, value, allowed, `"${parameter}" has the unknown value ${JSON.stringify(value)}.`) };
	return { ok: true, value: value as T };
}

export function parseViewQuery(params: URLSearchParams): ViewQueryResult {
	const profile = pick(params, 'profile', PROFILES, DEFAULT_PROFILE);
	if (!profile.ok) return profile;
	const framework = pick(params, 'framework', FRAMEWORKS, DEFAULT_FRAMEWORK);
	if (!framework.ok) return framework;
	return { ok: true, key: { profile: profile.value, framework: framework.value } };
}

/** The leaderboard's sort column; same refusal rules as profile and framework. */
export function parseSort(params: URLSearchParams): { ok: true; sort: SortKey } | { ok: false; detail: string } {
	const values = params.getAll('sort');
	if (values.length === 0) return { ok: true, sort: DEFAULT_SORT };
	const [value] = values;
	if (values.length === 1 && (SORT_KEYS as readonly string[]).includes(value)) return { ok: true, sort: value as SortKey };
	const why = values.length > 1 ? `"sort" was given ${values.length} times; give it once.` : `"sort" has the unknown value ${JSON.stringify(value)}.`;
	return { ok: false, detail: `${why} Allowed values for "sort": ${SORT_KEYS.join(', ')}.` };
}
