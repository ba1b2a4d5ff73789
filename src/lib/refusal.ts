// The words of every bad-value refusal: the JSON endpoint's problem detail, the pages' 400s, the
// Markdown 400s, MCP tool errors and the in-page WebMCP tools all say it the same way, naming the
// field, the value received and what is allowed. No Node or server import: the browser loads it.

/** A value as a reader should see it: strings and numbers quoted as JSON, anything else by type. */
export function shownValue(value: unknown): string {
	if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
	return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

export function allowedValuesSentence(field: string, allowed: readonly string[]): string {
	return `Allowed values for "${field}": ${allowed.join(', ')}.`;
}

export function unknownValue(field: string, value: unknown, allowed: readonly string[]): string {
	return `"${field}" has the unknown value ${shownValue(value)}. ${allowedValuesSentence(field, allowed)}`;
}

export function emptyValue(field: string, allowed: readonly string[]): string {
	return `"${field}" is empty. ${allowedValuesSentence(field, allowed)}`;
}

export function repeatedValue(field: string, values: readonly string[], allowed: readonly string[]): string {
	const given = values.map((v) => JSON.stringify(v)).join(', ');
	return `"${field}" was given ${values.length} times (${given}); give it once. ${allowedValuesSentence(field, allowed)}`;
}

export function unknownField(owner: string, field: string, accepted: readonly string[]): string {
	return `"${field}" is not an argument of ${owner}; its arguments are: ${accepted.join(', ')}.`;
}

export function missingField(field: string): string {
	return `"${field}" is required.`;
}
