// Turns the first valibot issue of a tool's input into one sentence that names the field, the
// value received and what is allowed. The browser does not validate input against inputSchema,
// so this is the only check, and the agent only learns what to fix from this message.
import * as v from 'valibot';

/** `rules` maps each accepted field to the sentence that says what it allows. */
export function describeRefusal(tool: string, issue: v.BaseIssue<unknown>, rules: Readonly<Record<string, string>>): string {
	const field = v.getDotPath(issue);
	const accepted = Object.keys(rules).map((name) => `"${name}"`).join(', ');
	if (field === null) return `${tool}: the input must be an object with the fields ${accepted}; got ${issue.received}.`;
	if (!Object.hasOwn(rules, field)) return `${tool}: unknown field "${field}". Accepted fields: ${accepted}.`;
	// issue.input is the offending value itself (issue.received can be a part of it, e.g. startsWith).
	const what = issue.input === undefined ? 'is missing' : `has the value ${shown(issue.input, issue.received)}`;
	return `${tool}: "${field}" ${what}. ${rules[field]}`;
}

function shown(value: unknown, fallback: string): string {
	return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? JSON.stringify(value) : fallback;
}
