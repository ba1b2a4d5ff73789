// /openapi.json is a valid OpenAPI 3.1 document, and every live view matches its own 200 schema
// (checked with validators that share no code with the valibot schemas it was generated from).
import { describe, expect, inject, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ALL_VIEWS, FRAMEWORKS, PROFILES } from '../src/lib/dimensions.ts';

const base = inject('baseUrl');

async function openApi() {
	const response = await fetch(`${base}/openapi.json`);
	expect(response.status).toBe(200);
	return response.json();
}

function everyObjectIsClosed(node: unknown, path = '$'): string[] {
	if (!node || typeof node !== 'object') return [];
	const open: string[] = [];
	const record = node as Record<string, unknown>;
	if (record.type === 'object' && record.additionalProperties !== false) open.push(path);
	for (const [key, value] of Object.entries(record)) open.push(...everyObjectIsClosed(value, `${path}.${key}`));
	return open;
}

describe('/openapi.json', () => {
	it('is a valid OpenAPI 3.1.0 document, version 1.0.0, with the operation and its parameters', async () => {
		const doc = await openApi();
		const result = await new Validator().validate(doc);
		expect(result.errors ?? []).toEqual([]);
		expect(result.valid).toBe(true);
		expect(doc.openapi).toBe('3.1.0');
		expect(doc.info.version).toBe('1.0.0');
		expect(doc.security).toEqual([]);
		const operation = doc.paths['/api/benchmarks'].get;
		expect(operation.operationId).toBe('getPublishedBenchmarks');
		expect(operation.security).toEqual([]);
		const params = Object.fromEntries(operation.parameters.map((p: any) => [p.name, p.schema]));
		expect(params.profile).toEqual({ type: 'string', enum: [...PROFILES], default: 'desktop' });
		expect(params.framework).toEqual({ type: 'string', enum: [...FRAMEWORKS], default: 'nextjs' });
		expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400']));
		expect(operation.responses['400'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/ParameterProblem');
	});

	it('closes every object schema (additionalProperties: false)', async () => {
		const doc = await openApi();
		expect(everyObjectIsClosed(doc.components.schemas)).toEqual([]);
	});

	it('describes all 12 live responses and the 400 body', async () => {
		const doc = await openApi();
		const ajv = new Ajv2020({ strict: false, allErrors: true });
		addFormats(ajv);
		ajv.addSchema({ ...doc, $id: 'openapi' }, 'openapi');
		const validateView = ajv.getSchema('openapi#/components/schemas/BenchmarkView')!;
		const validateProblem = ajv.getSchema('openapi#/components/schemas/ParameterProblem')!;
		for (const { profile, framework } of ALL_VIEWS) {
			const body = await (await fetch(`${base}/api/benchmarks?profile=${profile}&framework=${framework}`)).json();
			expect(validateView(body), `${profile}/${framework}: ${ajv.errorsText(validateView.errors)}`).toBe(true);
		}
		const problem = await (await fetch(`${base}/api/benchmarks?profile=tv`)).json();
		expect(validateProblem(problem), ajv.errorsText(validateProblem.errors)).toBe(true);
		// The schema really constrains: an extra field or a wrong enum is refused.
		const view = await (await fetch(`${base}/api/benchmarks`)).json();
		expect(validateView({ ...view, extra: 1 })).toBe(false);
		expect(validateView({ ...view, profile: 'tablet' })).toBe(false);
	});
});
