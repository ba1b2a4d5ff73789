// The Markdown twin of a prose page (methodology, developers). Each page has one source in
// src/content/: mdsvex compiles it into the Svelte component of the HTML page at build time, and here,
// at start-up, the same source is filled with the same facts for agents (src/content/syntax.ts has
// the conventions). An unknown or mistyped fact stops start-up, so neither format can show a gap.
import { COLLAPSE_LINE, FACT, HEADING_ANCHOR, LEADING_SCRIPT } from '../../../content/syntax.ts';
import { blocksMarkdown, type Block } from './blocks.ts';

/** A page's facts: phrases (strings) and blocks, by the names its source uses. */
export type ProseFacts = Readonly<Record<string, string | readonly Block[]>>;

function fact(facts: ProseFacts, name: string, kind: 'phrase' | 'blocks'): string {
	const value = facts[name];
	if (value === undefined) throw new Error(`prose source uses unknown fact "${name}"; known: ${Object.keys(facts).join(', ')}`);
	if (kind === 'phrase' && typeof value !== 'string') throw new Error(`prose fact "${name}" is blocks; write <ProseBlocks blocks={facts.${name}} /> on a line of its own`);
	if (kind === 'blocks' && typeof value === 'string') throw new Error(`prose fact "${name}" is a phrase; write {facts.${name}}`);
	return typeof value === 'string' ? value : blocksMarkdown(value);
}

export function proseMarkdown(source: string, facts: ProseFacts): string {
	return source
		.replace(LEADING_SCRIPT, '')
		.replace(FACT, (_, blocks: string | undefined, phrase: string | undefined) => (blocks ? fact(facts, blocks, 'blocks') : fact(facts, phrase!, 'phrase')))
		.split('\n')
		.filter((line) => !COLLAPSE_LINE.test(line))
		.map((line) => (/^#{1,6} /.test(line) ? line.replace(HEADING_ANCHOR, '') : line))
		.join('\n')
		// A dropped line leaves its blank lines behind: one blank line between blocks, as written.
		.replace(/\n{3,}/g, '\n\n');
}
