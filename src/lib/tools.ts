// The two read-only tools for the server side: their definitions (tool-definitions.ts, re-exported
// here) plus the JSON input schemas generated from the valibot schemas. The browser imports
// tool-definitions.ts and a checked snapshot of these schemas instead, so that the JSON Schema
// generator stays out of the client bundle (see src/lib/webmcp/input-schemas.test.ts).
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { GET_BENCHMARKS, READ_PAGE } from './tool-definitions.ts';

export { GET_BENCHMARKS, READ_PAGE, ReadPageInputSchema } from './tool-definitions.ts';

function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
	const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input' }) as Record<string, unknown>;
	return rest;
}

/** Tool names, descriptions and JSON input schemas, as published on /developers and registered in-page. */
export const PUBLIC_TOOL_SCHEMAS = [GET_BENCHMARKS, READ_PAGE].map((tool) => ({
	name: tool.name,
	title: tool.title,
	description: tool.description,
	inputSchema: jsonSchemaOf(tool.inputSchema)
}));
