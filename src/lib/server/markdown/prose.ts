// Prose pages (methodology, developers) have one Markdown source in src/content/. Facts that
// belong to the data or the contract are filled in from their owners through {{placeholders}},
// so the source can never disagree with them. The same filled text is served as Markdown and
// rendered to HTML with `marked`.
import { Marked } from 'marked';

/** Replaces every {{name}}; an unknown name is a programming error, not silent text. */
export function fillTemplate(source: string, values: Record<string, string>): string {
	return source.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
		if (!(name in values)) throw new Error(`prose template uses unknown placeholder {{${name}}}`);
		return values[name];
	});
}

const HEADING_ANCHOR = /\s*\{#([a-z][\w-]*)\}\s*$/;

/** The Markdown served to agents: explicit heading anchors like "{#cite}" are dropped. */
export function stripHeadingAnchors(markdown: string): string {
	return markdown.replace(/^(#{1,6} .*?)[ \t]*\{#[a-z][\w-]*\}[ \t]*$/gm, '$1');
}

export function slugify(text: string): string {
	return text
		.toLowerCase()
		.replace(/<[^>]+>/g, '')
		.replace(/[^\p{L}\p{N}]+/gu, '-')
		.replace(/^-+|-+$/g, '');
}

const marked = new Marked({
	gfm: true,
	renderer: {
		heading({ tokens, depth, text }) {
			const anchor = HEADING_ANCHOR.exec(text);
			const id = anchor ? anchor[1] : slugify(text);
			const inner = this.parser.parseInline(tokens).replace(HEADING_ANCHOR, '');
			return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
		}
	}
});

/** HTML for a prose page. The sources are ours (not user input), so their HTML is trusted. */
export function proseToHtml(markdown: string): string {
	return marked.parse(markdown, { async: false });
}
