// A Markdown table's text: what every table of every Markdown twin is written with.

/** Escapes a value for a Markdown table cell. */
export function cell(text: string): string {
	return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function table(header: string[], rows: string[][]): string {
	const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
