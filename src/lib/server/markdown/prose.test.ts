import { describe, expect, it } from 'vitest';
import { fillTemplate, proseToHtml, stripHeadingAnchors } from './prose.ts';

describe('prose rendering', () => {
	it('fills placeholders and refuses unknown ones', () => {
		expect(fillTemplate('v{{a}} {{b}}', { a: '1', b: 'x' })).toBe('v1 x');
		expect(() => fillTemplate('{{missing}}', {})).toThrow(/unknown placeholder \{\{missing\}\}/);
	});

	it('turns an explicit {#id} into the heading id and drops it from the Markdown', () => {
		const source = '## How to cite {#cite}\n\ntext';
		expect(proseToHtml(source)).toContain('<h2 id="cite">How to cite</h2>');
		expect(stripHeadingAnchors(source)).toBe('## How to cite\n\ntext');
	});

	it('slugs other headings', () => {
		expect(proseToHtml('### Test conditions')).toContain('<h3 id="test-conditions">Test conditions</h3>');
	});
});
