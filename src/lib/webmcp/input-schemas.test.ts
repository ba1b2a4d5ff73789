// The page registers the JSON input schemas from input-schemas.json instead of generating them,
// which would ship @valibot/to-json-schema (about 5 KB gzip) to every visitor. This keeps that
// snapshot equal to what tools.ts generates for /mcp and /developers. After changing a tool's
// valibot schema, run `npx vitest run --project unit -u src/lib/webmcp` and commit the file.
import { expect, test } from 'vitest';
import { PUBLIC_TOOL_SCHEMAS } from '../tools.ts';

test('input-schemas.json equals the JSON Schemas generated from the valibot schemas', async () => {
	const generated = Object.fromEntries(PUBLIC_TOOL_SCHEMAS.map((tool) => [tool.name, tool.inputSchema]));
	await expect(`${JSON.stringify(generated, null, '\t')}\n`).toMatchFileSnapshot('./input-schemas.json');
});
