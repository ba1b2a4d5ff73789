// mdsvex compiles the prose sources of this folder into Svelte components at build time (the design
// card asks for it). Options chosen so that the HTML page says exactly what the Markdown twin says:
// no smart quotes (the twin keeps straight ones), no syntax highlighting (the twin has none, and
// Prism's markup would hide the facts inside code). The remark step below applies ./syntax.ts.
import { mdsvex, type MdsvexOptions } from 'mdsvex';
import { ESCAPED_PHRASE, HEADING_ANCHOR, slugify } from './syntax.ts';

interface MdNode {
	type: string;
	value?: string;
	children?: MdNode[];
	data?: { hProperties?: Record<string, unknown> };
}

function textOf(node: MdNode): string {
	return node.value ?? (node.children ?? []).map(textOf).join('');
}

/** "## Title {#id}" → <h2 id="id">Title</h2>; any other heading gets the slug of its text as id. */
function anchorHeading(heading: MdNode): void {
	const last = heading.children?.at(-1);
	const explicit = last?.type === 'text' && last.value !== undefined ? HEADING_ANCHOR.exec(last.value) : null;
	if (explicit && last) last.value = last.value!.replace(HEADING_ANCHOR, '');
	const id = explicit ? explicit[1] : slugify(textOf(heading));
	heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
}

/**
 * mdsvex escapes braces in code as entities; a {facts.name} there becomes a Svelte expression again.
 * This needs `highlight: false`: a highlighter wraps code in {@html `…`}, where an expression is text.
 */
function unescapeFacts(code: MdNode): void {
	code.value = code.value!.replace(ESCAPED_PHRASE, '{facts.$1}');
}

function walk(node: MdNode): void {
	if (node.type === 'heading') anchorHeading(node);
	else if (node.type === 'inlineCode' || node.type === 'code') unescapeFacts(node);
	for (const child of node.children ?? []) walk(child);
}

/** The remark plugin: runs after mdsvex's own escaping of code, before the tree becomes HTML. */
export function remarkProseSyntax() {
	return (tree: MdNode) => walk(tree);
}

export const PROSE_EXTENSIONS = ['.md'];

export const PROSE_OPTIONS: MdsvexOptions = {
	extensions: PROSE_EXTENSIONS,
	smartypants: false,
	highlight: false,
	remarkPlugins: [remarkProseSyntax]
};

export const prosePreprocessor = mdsvex(PROSE_OPTIONS);
