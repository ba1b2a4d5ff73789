import { describe, expect, it } from 'vitest';
import { isFixedEndpoint } from './fixed-endpoints.ts';

describe('isFixedEndpoint', () => {
	it.each([
		['/api/benchmarks', true],
		['/openapi.json', true],
		['/llms.txt', true],
		['/data/visits/mobile-astro.jsonl', true],
		// Pages and their Markdown must still pass negotiation and the page cache.
		['/', false],
		['/index.md', false],
		['/methodology', false],
		['/api/benchmarks.md', false],
		// Dynamic answers still need on-the-fly compression.
		['/mcp', false]
	])('%s → %s', (pathname, expected) => {
		expect(isFixedEndpoint(pathname)).toBe(expected);
	});
});
