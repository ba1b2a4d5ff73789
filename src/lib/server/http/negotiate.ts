// Content negotiation between HTML and Markdown for a page URL (RFC 9110 §12.5.1).
// Markdown wins only when the client prefers it strictly; ties and */* go to HTML, so a
// browser or a bare curl keeps getting the page it always got.

interface MediaRange {
	type: string;
	subtype: string;
	q: number;
}

export function parseAccept(header: string | null): MediaRange[] {
	if (!header) return [];
	return header.split(',').flatMap((part) => {
		const [range, ...params] = part.trim().split(';');
		const [type, subtype] = range.trim().toLowerCase().split('/');
		if (!type || !subtype) return [];
		let q = 1;
		for (const param of params) {
			const [name, value] = param.trim().split('=');
			if (name?.trim().toLowerCase() === 'q') {
				const parsed = Number(value);
				q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
			}
		}
		return [{ type, subtype, q }];
	});
}

/** The q-value the client gives a media type: the most specific matching range decides. */
export function qualityOf(ranges: MediaRange[], mediaType: string): number {
	const [type, subtype] = mediaType.split('/');
	const exact = ranges.find((r) => r.type === type && r.subtype === subtype);
	if (exact) return exact.q;
	const sub = ranges.find((r) => r.type === type && r.subtype === '*');
	if (sub) return sub.q;
	const any = ranges.find((r) => r.type === '*' && r.subtype === '*');
	return any ? any.q : 0;
}

export function prefersMarkdown(accept: string | null): boolean {
	const ranges = parseAccept(accept);
	const markdown = qualityOf(ranges, 'text/markdown');
	return markdown > 0 && markdown > qualityOf(ranges, 'text/html');
}
