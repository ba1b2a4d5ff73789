import { describe, expect, it } from 'vitest';
import { markdownPagePath } from './markdown-request.ts';

describe('markdownPagePath', () => {
	it.each([
		['/index.md', null, '/'],
		['/methodology.md', null, '/methodology'],
		['/products/klaro.md', null, '/products/klaro'],
		['/methodology', 'text/markdown', '/methodology'],
		['/methodology', 'text/html', null],
		['/api/benchmarks', '*/*', null],
		['/.md', null, '/.md'], // names no page: answered 404
		['/a.mdx', 'text/html', null]
	])('%s with Accept %s → %s', (pathname, accept, expected) => {
		expect(markdownPagePath(pathname, accept)).toBe(expected);
	});
});
