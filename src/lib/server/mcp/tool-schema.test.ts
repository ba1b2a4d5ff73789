import { describe, expect, it } from 'vitest';
import { GET_BENCHMARKS, PUBLIC_TOOL_SCHEMAS, READ_PAGE } from '../../tools.ts';
import { BenchmarkViewSchema } from '../../schema.ts';
import { toolInputSchema, startupCheckedOutputSchema } from './tool-schema.ts';

const getBenchmarks = toolInputSchema(GET_BENCHMARKS.inputSchema, GET_BENCHMARKS.name);
const readPage = toolInputSchema(READ_PAGE.inputSchema, READ_PAGE.name);
const refusal = (schema: typeof getBenchmarks | typeof readPage, value: unknown) => {
	const result = schema['~standard'].validate(value) as { issues?: Array<{ message: string; path?: unknown }> };
	expect(result.issues).toHaveLength(1);
	expect(result.issues![0].path).toBeUndefined();
	return result.issues![0].message;
};

describe('toolInputSchema', () => {
	it('passes valid input through with the defaults applied', () => {
		expect(getBenchmarks['~standard'].validate({})).toEqual({ value: { profile: 'desktop', framework: 'nextjs' } });
		expect(readPage['~standard'].validate({ path: '/methodology' })).toEqual({ value: { path: '/methodology' } });
	});

	it.each([
		[{ profile: 'tablet' }, '"profile" has the unknown value "tablet". Allowed values for "profile": desktop, mobile.'],
		[{ framework: 7 }, '"framework" has the unknown value 7. Allowed values for "framework": nextjs, react, nuxt, astro, tanstack-start, script-tag.'],
		[{ device: 'mobile' }, '"device" is not an argument of get_benchmarks; its arguments are: profile, framework.']
	])('refuses %j in plain words', (value, message) => {
		expect(refusal(getBenchmarks, value)).toBe(message);
	});

	it('puts every refusal in one message', () => {
		expect(refusal(getBenchmarks, { profile: 'tablet', extra: 1 })).toMatch(/desktop, mobile\. "extra" is not an argument/);
	});

	it('names a missing or malformed path', () => {
		expect(refusal(readPage, {})).toBe('"path" is required.');
		expect(refusal(readPage, { path: 'methodology' })).toMatch(/^"path": must be a canonical page path starting with "\/"/);
	});

	it('publishes exactly the input schemas listed on /developers', () => {
		for (const [schema, tool] of [[getBenchmarks, GET_BENCHMARKS], [readPage, READ_PAGE]] as const) {
			const published = PUBLIC_TOOL_SCHEMAS.find((entry) => entry.name === tool.name)!.inputSchema;
			expect(schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' })).toEqual(published);
		}
	});
});

describe('startupCheckedOutputSchema', () => {
	it('converts the view schema despite its calendar-date checks, without $schema', () => {
		const json = startupCheckedOutputSchema(BenchmarkViewSchema)['~standard'].jsonSchema.output({ target: 'draft-2020-12' });
		expect(json.$schema).toBeUndefined();
		expect(json).toMatchObject({ type: 'object', additionalProperties: false });
		expect(JSON.stringify(json)).toContain('"format":"date"');
	});

	it('hands out one frozen schema, so a caller cannot alter the cached one', () => {
		const converter = startupCheckedOutputSchema(BenchmarkViewSchema)['~standard'].jsonSchema.output;
		const first = converter({ target: 'draft-2020-12' });
		expect(() => delete first.properties).toThrow(TypeError);
		expect(() => ((first.properties as Record<string, unknown>).extra = 1)).toThrow(TypeError);
		expect(converter({ target: 'draft-2020-12' }).properties).toBeDefined();
	});

	it('passes a view through without checking it again (the content index checked it at start-up)', () => {
		const result = startupCheckedOutputSchema(BenchmarkViewSchema)['~standard'].validate({ not: 'a view' });
		expect(result).toEqual({ value: { not: 'a view' } });
	});
});
