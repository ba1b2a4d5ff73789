import { compile } from 'mdsvex';
import { describe, expect, it } from 'vitest';
import { proseMarkdown } from './prose.ts';
import { PROSE_OPTIONS } from '../../../content/mdsvex.ts';
import { paragraph, code } from './blocks.ts';

const html = async (source: string) => (await compile(source, PROSE_OPTIONS))!.code;

describe('the Markdown twin of a prose source', () => {
	const source = [
		'<script>',
		'\tlet { facts } = $props();',
		'</script>',
		'',
		'## How to cite {#cite}',
		'',
		'Published {facts.day}, see `{facts.origin}/mcp`.',
		'',
		'<ProseBlocks blocks={facts.rule} />',
		''
	].join('\n');
	const facts = { day: '2026-11-23', origin: 'https://x.test', rule: [paragraph('Set ', code('OPERATOR_PRODUCT'), '.')] };

	it('fills phrases and blocks, drops the component script and the heading anchors', () => {
		expect(proseMarkdown(source, facts)).toBe('## How to cite\n\nPublished 2026-11-23, see `https://x.test/mcp`.\n\nSet `OPERATOR_PRODUCT`.\n');
	});

	it('refuses an unknown fact, and a fact used as the wrong kind, naming it', () => {
		expect(() => proseMarkdown('{facts.missing}', facts)).toThrow(/unknown fact "missing"; known: day, origin, rule/);
		expect(() => proseMarkdown('{facts.rule}', facts)).toThrow(/"rule" is blocks/);
		expect(() => proseMarkdown('<ProseBlocks blocks={facts.day} />', facts)).toThrow(/"day" is a phrase/);
	});
});

describe('mdsvex with the prose conventions', () => {
	it('turns an explicit {#id} into the heading id, and slugs other headings', async () => {
		const out = await html('## How to cite {#cite}\n\n### Test conditions\n');
		expect(out).toContain('<h2 id="cite">How to cite</h2>');
		expect(out).toContain('<h3 id="test-conditions">Test conditions</h3>');
	});

	it('keeps a fact inside inline and fenced code a Svelte expression, and every other brace text', async () => {
		const out = await html('Call `{facts.origin}/mcp` with `{ "a": 1 }`.\n\n```sh\ncurl {facts.origin}/x\n```\n');
		expect(out).toContain('<code>{facts.origin}/mcp</code>');
		expect(out).toContain('<code>&#123; "a": 1 &#125;</code>');
		expect(out).toMatch(/<pre><code class="language-sh">curl \{facts\.origin\}\/x\n?<\/code><\/pre>/);
	});
});
