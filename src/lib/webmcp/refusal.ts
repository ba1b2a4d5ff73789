// Turns the first valibot issue of a tool's input into one sentence that names the field, the
// value received and what is allowed, in the words of #lib/refusal.ts (the JSON endpoint and the
// MCP server say the same). The browser does not validate input against inputSchema, so this is
// the only check, and the agent only learns what to fix from this message.
import * as v from 'valibot';
import { missingField, shownValue, unknownField, unknownValue } from '../refusal.ts';

/**
 * `rules` maps each accepted field to its allowed values (a picklist) or to the sentence that says
 * what it allows.
 */
export function describeRefusal(tool: string, issue: v.BaseIssue<unknown>, rules: Readonly<Record<string, readonly string[] | string>>): string {
	const field = v.getDotPath(issue);
	const accepted = Object.keys(rules);
	if (field === null) return `${tool}: the input must be an object with the fields ${accepted.join(', ')}; got ${issue.received}.`;
	if (!Object.hasOwn(rules, field)) return `${tool}: ${unknownField(tool, field, accepted)}`;
	const rule = rules[field];
	// issue.input is the offending value itself (issue.received can be a part of it, e.g. startsWith).
	if (issue.input === undefined) return `${tool}: ${missingField(field)} ${typeof rule === 'string' ? rule : ''}`.trim();
	if (typeof rule !== 'string') return `${tool}: ${unknownValue(field, issue.input, rule)}`;
	return `${tool}: "${field}" has the value ${shownValue(issue.input)}. ${rule}`;
}
