// The conventions of the prose sources in this folder, shared by the two things that read them:
// mdsvex at build time (./mdsvex.ts, the HTML page) and the Markdown twin filled at start-up
// (src/lib/server/markdown/prose.ts). Facts that belong to the data or the contract are never typed
// into a source; they come from their owners at start-up as the component's `facts` prop:
//   {facts.name}                          a phrase: in text, in inline or fenced code, in a link
//   <ProseBlocks blocks={facts.name} />   on a line of its own: a table or figures (blocks)
//   ## A heading {#id}                    the heading's id; other headings get a slug of their text
//   <details class="more"> … </details>   on lines of their own, with a <summary> line: collapsed on the
//                                         page (long reference material), read straight in the twin
// Each source starts with the <script> that imports ProseBlocks and takes `facts`; the twin drops it.

/** A phrase fact, or a line holding a block fact (then group 1 is its name; else group 2). */
export const FACT = /^<ProseBlocks blocks=\{facts\.(\w+)\} \/>$|\{facts\.(\w+)\}/gm;

/** The same phrase inside code, after mdsvex has escaped the braces of code as entities. */
export const ESCAPED_PHRASE = /&#123;facts\.(\w+)&#125;/g;

/** "{#id}" at the end of a heading's text. */
export const HEADING_ANCHOR = /[ \t]*\{#([a-z][\w-]*)\}[ \t]*$/;

/** The source's leading <script> block (component code, not prose). */
export const LEADING_SCRIPT = /^<script>[\s\S]*?<\/script>\s*/;

export function slugify(text: string): string {
	return text
		.toLowerCase()
		.replace(/<[^>]+>/g, '')
		.replace(/[^\p{L}\p{N}]+/gu, '-')
		.replace(/^-+|-+$/g, '');
}

/** A line that opens or closes a collapsed part of a page (<details …>, <summary>…</summary>, </details>): the twin drops it. */
export const COLLAPSE_LINE = /^\s*(<details[^>]*>|<\/details>|<summary>.*<\/summary>)\s*$/;
