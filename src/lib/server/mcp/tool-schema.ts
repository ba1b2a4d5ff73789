// Hands a valibot schema to the MCP SDK, which takes Standard Schema + Standard JSON Schema.
// toStandardJsonSchema alone is not enough for three reasons, each handled here:
// - the SDK asks for JSON Schema without library options, and the view schema's `check` actions
//   (real calendar dates) have no JSON Schema form, so conversion would throw; `format: date`
//   already states the rule, as in /openapi.json;
// - `$schema` is dropped, so tools/list publishes exactly the schemas listed on /developers
//   (MCP's default dialect is 2020-12, the one generated);
// - a refusal names the argument, the value and what is allowed, in the words the JSON endpoint
//   uses, instead of valibot's generic "Expected never".
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { missingField, unknownField, unknownValue } from '../../refusal.ts';

type ObjectSchema = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

const CONVERSION_OPTIONS = { ignoreActions: ['check'] };

/** The allowed values of a picklist argument, looking through `optional(…, default)`. */
function allowedValues(schema: ObjectSchema, key: string): readonly string[] | undefined {
	let entry: v.GenericSchema | undefined = schema.entries[key];
	if (entry?.type === 'optional') entry = (entry as v.OptionalSchema<v.GenericSchema, unknown>).wrapped;
	return entry?.type === 'picklist' ? (entry as v.PicklistSchema<v.PicklistOptions, undefined>).options.map(String) : undefined;
}

/** One refusal, in plain words. Exported for its unit test. */
export function explainIssue(schema: ObjectSchema, toolName: string, issue: v.BaseIssue<unknown>): string {
	const key = issue.path?.[0]?.key;
	if (typeof key !== 'string') return issue.message;
	const names = Object.keys(schema.entries);
	if (issue.type === 'strict_object')
		return names.includes(key) ? missingField(key) : unknownField(toolName, key, names);
	const allowed = allowedValues(schema, key);
	if (issue.type === 'picklist' && allowed) return unknownValue(key, issue.input, allowed);
	return `"${key}": ${issue.message}`;
}

type Converter = StandardSchemaWithJSON['~standard']['jsonSchema']['input'];

function deepFreeze<T>(value: T): T {
	if (value && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const member of Object.values(value)) deepFreeze(member);
	}
	return value;
}

/**
 * JSON Schema as published, converted once per target: the SDK asks again for every tools/list and
 * every tools/call of every per-request server. The cached object is frozen rather than copied per
 * call (a structured clone of the view's schema cost about a tenth of a tools/call): nothing
 * downstream can alter it, and an attempt would throw (modules are strict) instead of corrupting it.
 */
function publishedJsonSchema(convert: Converter): Converter {
	const byTarget = new Map<string, Record<string, unknown>>();
	return (options) => {
		const cached = options.libraryOptions ? undefined : byTarget.get(options.target);
		if (cached) return cached;
		const { $schema: _, ...rest } = convert({ ...options, libraryOptions: { ...CONVERSION_OPTIONS, ...options.libraryOptions } });
		if (options.libraryOptions) return rest;
		byTarget.set(options.target, deepFreeze(rest));
		return rest;
	};
}

function publishedConverters(base: StandardSchemaWithJSON['~standard']) {
	return { input: publishedJsonSchema(base.jsonSchema.input), output: publishedJsonSchema(base.jsonSchema.output) };
}

/** A tool's input schema: validation with specific refusals, JSON Schema as published. */
export function toolInputSchema<S extends ObjectSchema>(schema: S, toolName: string): StandardSchemaWithJSON<v.InferInput<S>, v.InferOutput<S>> {
	const base = toStandardJsonSchema(schema)['~standard'];
	return {
		'~standard': {
			...base,
			validate: (value: unknown) => {
				const result = v.safeParse(schema, value);
				if (result.success) return { value: result.output };
				// One issue without a path: the SDK would join several with ", " and prefix paths,
				// but each sentence already names its argument.
				return { issues: [{ message: result.issues.map((issue) => explainIssue(schema, toolName, issue)).join(' ') }] };
			},
			jsonSchema: publishedConverters(base)
		}
	};
}

/**
 * A tool's output schema: published as JSON Schema, but not checked again per call. The SDK would
 * validate structuredContent against it before every answer; ours is always a view of the content
 * index, which checked every view against this same schema once at start-up (site.ts), so a second
 * check per call (about a third of a tools/call's CPU) could never fail.
 */
export function startupCheckedOutputSchema<S extends v.GenericSchema>(schema: S): StandardSchemaWithJSON<v.InferInput<S>, v.InferOutput<S>> {
	const base = toStandardJsonSchema(schema)['~standard'];
	return {
		'~standard': { ...base, validate: (value: unknown) => ({ value: value as v.InferOutput<S> }), jsonSchema: publishedConverters(base) }
	};
}
