import { describe, expect, it } from 'vitest';
import { prefersMarkdown } from './negotiate.ts';

describe('prefersMarkdown', () => {
	it.each([
		['text/markdown', true],
		['text/markdown; charset=utf-8', true],
		['text/markdown, text/html;q=0.9', true],
		['text/html;q=0.5, text/markdown;q=0.8', true],
		['text/*, text/html;q=0.1', true],
		['text/markdown;q=0', false],
		['text/html, text/markdown', false],
		['text/markdown;q=0.5, text/html;q=0.5', false],
		['*/*', false],
		['', false],
		[null, false],
		['application/json', false],
		['garbage;;;, /,', false],
		// Chromium and Firefox navigation requests
		['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7', false],
		['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
		// curl's default
		['*/*', false]
	])('%s → %s', (accept, expected) => {
		expect(prefersMarkdown(accept)).toBe(expected);
	});
});
