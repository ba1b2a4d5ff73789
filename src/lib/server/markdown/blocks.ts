// Facts that are more than a phrase (tables, the reproducibility figures, the tool list) are handed to
// the prose pages as blocks: a small structure with two renderings, HTML by ProseBlocks.svelte on the
// page and Markdown here for its .md twin. The owners of the facts build the blocks, so the wording
// exists once and both formats say the same thing.
import { table } from './markdown-table.ts';

/** A run of text: plain, or inline code. */
export type Inline = string | { code: string };

/** A table cell: one run, or several (text with code in it). */
export type TableCell = Inline | readonly Inline[];

export type Block =
	| { kind: 'paragraph'; text: readonly Inline[] }
	| { kind: 'list'; items: readonly (readonly Inline[])[] }
	| { kind: 'table'; header: readonly string[]; rows: readonly (readonly TableCell[])[] };

export const code = (text: string): Inline => ({ code: text });

export const paragraph = (...text: Inline[]): Block => ({ kind: 'paragraph', text });

/** Text written with Markdown code spans (`npm install x`) as runs, so the page shows code, not backticks. */
export function withCodeSpans(text: string): Inline[] {
	return text.split(/(`[^`]+`)/).filter((run) => run !== '').map((run) => (run.startsWith('`') && run.endsWith('`') && run.length > 2 ? code(run.slice(1, -1)) : run));
}

/** Inline code in Markdown: a fence longer than any run of backticks inside, as CommonMark asks. */
function codeSpan(text: string): string {
	const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
	const fence = '`'.repeat(longest + 1);
	return longest > 0 || text.startsWith(' ') ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

export function inlineMarkdown(text: TableCell): string {
	const runs: readonly Inline[] = Array.isArray(text) ? text : [text as Inline];
	return runs.map((run: Inline) => (typeof run === 'string' ? run : codeSpan(run.code))).join('');
}

function blockMarkdown(block: Block): string {
	switch (block.kind) {
		case 'paragraph':
			return inlineMarkdown(block.text);
		case 'list':
			return block.items.map((item) => `- ${inlineMarkdown(item)}`).join('\n');
		case 'table':
			return table([...block.header], block.rows.map((row) => row.map((cell) => inlineMarkdown(cell))));
	}
}

export function blocksMarkdown(blocks: readonly Block[]): string {
	return blocks.map(blockMarkdown).join('\n\n');
}
