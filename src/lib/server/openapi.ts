// The OpenAPI 3.1 description of the JSON endpoint, generated from the same valibot schemas
// that validate the dataset and type the view, so the document cannot drift from the code.
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { DEFAULT_FRAMEWORK, DEFAULT_PROFILE, FRAMEWORKS, PROFILES } from '../dimensions.ts';
import { BenchmarkViewSchema, ParameterProblemSchema } from '../schema.ts';

function schemaOf(schema: v.GenericSchema): Record<string, unknown> {
	// OpenAPI 3.1 schemas are JSON Schema 2020-12; `$schema` is implied by the document.
	// `check` actions (real calendar dates) have no JSON Schema form; format "date" covers them.
	const { $schema: _, ...rest } = toJsonSchema(schema, {
		target: 'draft-2020-12',
		ignoreActions: ['check']
	}) as Record<string, unknown>;
	return rest;
}

export function buildOpenApi(origin: string): Record<string, unknown> {
	const parameter = (name: string, values: readonly string[], fallback: string, description: string) => ({
		name,
		in: 'query',
		required: false,
		description,
		schema: { type: 'string', enum: [...values], default: fallback }
	});
	return {
		openapi: '3.1.0',
		info: {
			title: 'CMP Benchmarks',
			version: '1.0.0',
			summary: 'Published benchmark results for cookie consent managers, measured on controlled test pages.',
			description:
				'Read-only. Results describe controlled test pages only; they do not assess your site or certify legal compliance. When quoting a result keep the publication date, methodology version, interval and missing-result reasons.',
			license: { name: 'MIT', identifier: 'MIT' }
		},
		servers: [{ url: origin }],
		security: [],
		paths: {
			'/api/benchmarks': {
				get: {
					operationId: 'getPublishedBenchmarks',
					summary: 'Read the published results for one profile and one framework',
					description: 'Unknown parameters are ignored. Results are ordered by product name.',
					security: [],
					parameters: [
						parameter('profile', PROFILES, DEFAULT_PROFILE, 'Device profile of the view.'),
						parameter('framework', FRAMEWORKS, DEFAULT_FRAMEWORK, 'Framework of the test pages of the view.')
					],
					responses: {
						'200': {
							description: 'The benchmark view.',
							headers: {
								ETag: { description: 'Strong validator; send If-None-Match for a 304.', schema: { type: 'string' } },
								'Cache-Control': { schema: { type: 'string' } }
							},
							content: { 'application/json': { schema: { $ref: '#/components/schemas/BenchmarkView' } } }
						},
						'304': { description: 'Not modified (If-None-Match matched the ETag).' },
						'400': {
							description: 'Unknown, empty or repeated profile or framework.',
							content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ParameterProblem' } } }
						}
					}
				}
			}
		},
		components: {
			schemas: {
				BenchmarkView: schemaOf(BenchmarkViewSchema),
				ParameterProblem: schemaOf(ParameterProblemSchema)
			}
		}
	};
}
